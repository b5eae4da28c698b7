import { authEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { forbidden } from '../../http/errors';
import {
  assertCsrf,
  clearSessionCookies,
  issueSession,
  loadOptionalUser,
  sessionIdOf,
} from '../../http/session';
import { emailTargetOf, limitAbuse } from './abuse-limits.hooks';
import type { AccountsContext } from './accounts-context';
import { authenticate, requestLoginOtp } from './auth.service';
import { createIpRateCheck } from './ip-rate-check';

/** Origins a browser may sign in from: the app's own, the configured product origins, localhost in development. */
function isAllowedOrigin(origin: string, context: AccountsContext): boolean {
  const allowed = new Set([new URL(context.config.publicUrl).origin, ...context.config.productOrigins]);
  if (allowed.has(origin)) {
    return true;
  }
  if (context.config.isProduction) {
    return false;
  }
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1';
  } catch {
    return false;
  }
}

/** Login CSRF: a cross-site form must not sign the browser into someone else's account. */
function assertLoginOrigin(request: FastifyRequest, context: AccountsContext): void {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null' && !isAllowedOrigin(origin, context)) {
    throw forbidden('Invalid origin');
  }
  if (origin === 'null') {
    throw forbidden('Invalid origin');
  }
}

/** Sign-in (password or one-time code), sign-out and login-code requests under /authapi/v1/authentications. */
export function authRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const checkRate = createIpRateCheck(context, 'auth-per-ip');

    typed.route({
      ...routeOf(authEndpoints.login),
      handler: async (request, reply) => {
        assertLoginOrigin(request, context);
        await checkRate(request, 'login');
        const body = request.body;
        const { userId } = await authenticate(
          context,
          body.grant_type === 'password'
            ? { grantType: 'password', username: body.username, password: body.password }
            : { grantType: 'otp', username: body.username, otp: body.otp },
        );
        const issued = await issueSession(request, reply, { userId }, context.config, context.now());
        reply.header('Cache-Control', 'no-store');
        return { userId, csrfToken: issued.csrfToken };
      },
    });

    typed.route({
      ...routeOf(authEndpoints.logout),
      handler: async (request, reply) => {
        const user = await loadOptionalUser(request);
        const sessionId = sessionIdOf(request);
        if (user !== null) {
          assertCsrf(request, user);
        }
        if (sessionId !== null) {
          await app.sessions.endSession(sessionId);
        }
        clearSessionCookies(reply, context.config);
        return reply.status(204).send(null);
      },
    });

    typed.route({
      ...routeOf(authEndpoints.requestLoginOtp),
      preHandler: limitAbuse(context.abuseLimits, 'login-otp', emailTargetOf),
      handler: async (request, reply) => {
        const { email } = request.body;
        context.background.runAfterAnswer(reply, 'login-otp', () => requestLoginOtp(context, email));
        return reply.status(202).send(null);
      },
    });
  };
}
