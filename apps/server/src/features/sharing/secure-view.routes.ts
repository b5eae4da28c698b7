import { secureViewEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { forbidden } from '../../http/errors';
import { issueSession } from '../../http/session';
import { createIpRateCheck, type AccountsContext } from '../auth';
import { requestGuestOtp, verifyGuestOtp } from './secure-links.service';

/** Origins a guest may start a session from: the app's own and the configured product origins. */
function assertGuestOrigin(request: FastifyRequest, context: AccountsContext): void {
  const origin = request.headers.origin;
  if (origin === undefined) {
    return;
  }
  const allowed = new Set([new URL(context.config.publicUrl).origin, ...context.config.productOrigins]);
  // A cross-site form must not sign the browser into a guest session (login CSRF).
  if (typeof origin !== 'string' || !allowed.has(origin)) {
    throw forbidden('Invalid origin');
  }
}

/** The public guest entry points of the secure project view (no session, no CSRF token: they create one). */
export function secureViewRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const checkRate = createIpRateCheck(context, 'secure-view-per-ip');

    typed.route({
      ...routeOf(secureViewEndpoints.requestGuestOtp),
      handler: async (request, reply) => {
        await checkRate(request, 'guest-otp');
        const { keyId } = request.params;
        // After the answer, so the timing does not tell known keys from unknown ones.
        context.background.run('guest-otp', () => requestGuestOtp(context, keyId));
        return reply.status(202).send(null);
      },
    });

    typed.route({
      ...routeOf(secureViewEndpoints.startGuestSession),
      handler: async (request, reply) => {
        assertGuestOrigin(request, context);
        await checkRate(request, 'guest-session');
        const guest = await verifyGuestOtp(context, request.params.keyId, request.body.otp);
        const issued = await issueSession(
          request,
          reply,
          { userId: guest.guestUserId, kind: 'GUEST', guestProjectId: guest.projectId },
          context.config,
          context.now(),
        );
        reply.header('Cache-Control', 'no-store');
        return {
          userId: guest.guestUserId,
          email: guest.email,
          role: 'GUEST' as const,
          projectId: guest.projectId,
          csrfToken: issued.csrfToken,
        };
      },
    });
  };
}
