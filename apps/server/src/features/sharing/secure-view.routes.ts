import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { forbidden, tooManyRequests } from '../../http/errors';
import { issueSession } from '../../http/session';
import type { AccountsContext } from '../auth/accounts-context';
import { createRateLimiter } from '../auth/rate-limit';
import { requestGuestOtp, verifyGuestOtp } from './secure-links.service';
import { guestSessionSchema } from './sharing.schemas';

const keyIdParams = z.object({ keyId: z.string().min(1).max(128) });

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
    const limiter = createRateLimiter({
      limit: context.config.loginRateLimitPerMinute,
      windowMs: 60_000,
      now: context.now,
    });
    const checkRate = (request: FastifyRequest, what: string) => {
      if (!limiter.hit(`${what}:${request.ip}`)) {
        throw tooManyRequests();
      }
    };

    typed.post(
      '/shareapi/secureProjectView/:keyId/otp',
      {
        schema: {
          tags: ['sharing'],
          summary:
            'Mail a six-digit code (10 minutes, 5 tries) to the address a secure link was made for; 202 for any key',
          params: keyIdParams,
          response: { 202: z.null(), 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        checkRate(request, 'guest-otp');
        const { keyId } = request.params;
        // After the answer, so the timing does not tell known keys from unknown ones.
        context.background.run('guest-otp', () => requestGuestOtp(context, keyId));
        return reply.status(202).send(null);
      },
    );

    typed.post(
      '/shareapi/secureProjectView/:keyId/session',
      {
        schema: {
          tags: ['sharing'],
          summary:
            'Exchange a guest code for a GUEST session that reads the one shared project (cookies + csrfToken header)',
          params: keyIdParams,
          body: z.strictObject({ otp: z.string().regex(/^\d{6}$/, 'The one-time code has 6 digits') }),
          response: {
            200: guestSessionSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        assertGuestOrigin(request, context);
        checkRate(request, 'guest-session');
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
    );
  };
}
