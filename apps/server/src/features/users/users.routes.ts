import { usersEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import {
  callerTargetOf,
  emailTargetOf,
  limitAbuse,
  passwordChangeTargetOf,
  type AccountsContext,
} from '../auth';
import {
  activateLicence,
  completePasswordReset,
  getCurrentUser,
  getLicenceStatus,
  registerUser,
  requestPasswordReset,
  updateUser,
  verifyEmail,
} from './users.service';

/** Who-am-i, licence status and activation, profile updates, registration and password reset under /userapi/v1/users. */
export function usersRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(usersEndpoints.getCurrentUser),
      preHandler: requireUser({ allowGuest: true }),
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return getCurrentUser(userOf(request));
      },
    });

    typed.route({
      ...routeOf(usersEndpoints.getLicenceStatus),
      preHandler: requireUser(),
      handler: (request) => getLicenceStatus(userOf(request), request.params.userId),
    });

    typed.route({
      ...routeOf(usersEndpoints.activateLicence),
      preHandler: [requireUser(), limitAbuse(context.abuseLimits, 'licence-activation', callerTargetOf)],
      handler: (request) =>
        activateLicence(context, userOf(request), request.params.userId, request.body.licenseKey),
    });

    typed.route({
      ...routeOf(usersEndpoints.updateUser),
      preHandler: [requireUser(), limitAbuse(context.abuseLimits, 'password-change', passwordChangeTargetOf)],
      handler: (request) => updateUser(context, userOf(request), request.params.userId, request.body),
    });

    typed.route({
      ...routeOf(usersEndpoints.registerUser),
      preHandler: limitAbuse(context.abuseLimits, 'registration', emailTargetOf),
      handler: async (request, reply) => reply.status(201).send(await registerUser(context, request.body)),
    });

    typed.route({
      ...routeOf(usersEndpoints.verifyEmail),
      handler: async (request, reply) => {
        const isVerified = await verifyEmail(context, request.params.userId, request.query.access_token);
        return reply.redirect(`/login?emailVerified=${String(isVerified)}`, 302);
      },
    });

    typed.route({
      ...routeOf(usersEndpoints.requestPasswordReset),
      preHandler: limitAbuse(context.abuseLimits, 'password-reset', emailTargetOf),
      handler: async (request, reply) => {
        const { email } = request.body;
        context.background.runAfterAnswer(reply, 'password-reset-mail', () =>
          requestPasswordReset(context, email),
        );
        return reply.status(202).send(null);
      },
    });

    typed.route({
      ...routeOf(usersEndpoints.completePasswordReset),
      handler: async (request, reply) => {
        await completePasswordReset(context, request.params.userId, request.body);
        return reply.status(204).send(null);
      },
    });
  };
}
