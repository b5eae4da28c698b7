import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { licenceStatusSchema } from '@airlens/domain';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import { callerTargetOf, emailTargetOf, limitAbuse } from '../auth/abuse-limits.hooks';
import type { AccountsContext } from '../auth/accounts-context';
import { resultWrapperSchema, whoAmISchema } from './users.presenter';
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

const userIdParams = z.object({ userId: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const updateUserSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    eulaVersionConsent: z.string().max(20).optional(),
    password: z.string().min(1).max(4096).optional(),
    currentPassword: z.string().min(1).max(4096).optional(),
  })
  .meta({ id: 'UserUpdate' });

/** Who-am-i, licence status and activation, profile updates, registration and password reset under /userapi/v1/users. */
export function usersRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/userapi/v1/users/who-am-i',
      {
        preHandler: requireUser({ allowGuest: true }),
        schema: {
          tags: ['users'],
          summary: 'The signed-in user (spec §3 User)',
          response: { 200: whoAmISchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return getCurrentUser(userOf(request));
      },
    );

    typed.get(
      '/userapi/v1/users/:userId/licenseStatus',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['users'],
          summary: "The caller's licence status",
          params: userIdParams,
          response: { 200: licenceStatusSchema, ...errors },
        },
      },
      (request) => getLicenceStatus(userOf(request), request.params.userId),
    );

    typed.put(
      '/userapi/v1/users/:userId/license',
      {
        preHandler: [requireUser(), limitAbuse(context.abuseLimits, 'licence-activation', callerTargetOf)],
        schema: {
          tags: ['users'],
          summary: 'Activate a licence key for the caller',
          params: userIdParams,
          body: z.object({ licenseKey: z.string().trim().min(1).max(200) }),
          response: { 200: resultWrapperSchema(whoAmISchema), ...errors },
        },
      },
      (request) => activateLicence(context, userOf(request), request.params.userId, request.body.licenseKey),
    );

    typed.put(
      '/userapi/v1/users/:userId',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['users'],
          summary: 'Update the caller: name, EULA consent (v4), password with the current password',
          params: userIdParams,
          body: updateUserSchema,
          response: { 200: resultWrapperSchema(whoAmISchema), ...errors },
        },
      },
      (request) => updateUser(context, userOf(request), request.params.userId, request.body),
    );

    typed.post(
      '/userapi/v1/users',
      {
        preHandler: limitAbuse(context.abuseLimits, 'registration', emailTargetOf),
        schema: {
          tags: ['users'],
          summary: 'Register an account; a verification link is mailed',
          body: z.object({
            email: z.email().max(320),
            name: z.string().trim().min(1).max(200),
            password: z.string().min(1).max(4096),
          }),
          response: { 201: resultWrapperSchema(z.null()), 400: errorBodySchema },
        },
      },
      async (request, reply) => reply.status(201).send(await registerUser(context, request.body)),
    );

    typed.get(
      '/userapi/v1/users/:userId/email-verification',
      {
        schema: {
          tags: ['users'],
          summary: 'The mailed verification link: verifies the address and continues to the sign-in page',
          params: userIdParams,
          querystring: z.object({ access_token: z.string().min(1).max(256) }),
          response: { 302: z.null(), 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const isVerified = await verifyEmail(context, request.params.userId, request.query.access_token);
        return reply.redirect(`/login?emailVerified=${String(isVerified)}`, 302);
      },
    );

    typed.post(
      '/userapi/v1/users/password-reset',
      {
        preHandler: limitAbuse(context.abuseLimits, 'password-reset', emailTargetOf),
        schema: {
          tags: ['users'],
          summary: 'Mail a single-use password reset link (the same answer for unknown addresses)',
          body: z.object({ email: z.string().trim().min(1).max(320) }),
          response: { 202: z.null(), 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        context.background.runAfterAnswer(reply, 'password-reset-mail', () =>
          requestPasswordReset(context, email),
        );
        return reply.status(202).send(null);
      },
    );

    typed.put(
      '/userapi/v1/users/:userId/password',
      {
        schema: {
          tags: ['users'],
          summary: 'Set a new password with the mailed reset token (single use, 1 hour)',
          params: userIdParams,
          body: z.object({ accessToken: z.string().min(1).max(256), password: z.string().min(1).max(4096) }),
          response: { 204: z.null(), 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        await completePasswordReset(context, request.params.userId, request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
