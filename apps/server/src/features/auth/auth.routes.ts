import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { forbidden, tooManyRequests } from '../../http/errors';
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
import { createRateLimiter } from './rate-limit';

const loginFormSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().min(1).max(320),
    password: z.string().min(1).max(1024),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
  }),
  z.object({
    grant_type: z.literal('otp'),
    username: z.string().min(1).max(320),
    otp: z.string().regex(/^\d{6}$/, 'The one-time code has 6 digits'),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
  }),
]);

const loginAnswerSchema = z.object({ userId: z.string(), csrfToken: z.string() }).meta({ id: 'LoginAnswer' });

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
      '/authapi/v1/authentications',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Sign in with a password or a one-time code (form-encoded); sets the session and CSRF cookies',
          body: loginFormSchema,
          response: {
            200: loginAnswerSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            423: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        assertLoginOrigin(request, context);
        checkRate(request, 'login');
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
    );

    typed.delete(
      '/authapi/v1/authentications',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: ends the session server-side and clears the cookies',
          response: { 204: z.null(), 403: errorBodySchema },
        },
      },
      async (request, reply) => {
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
    );

    typed.post(
      '/authapi/v1/authentications/otp',
      {
        preHandler: limitAbuse(context.abuseLimits, 'login-otp', emailTargetOf),
        schema: {
          tags: ['auth'],
          summary: 'Mail a six-digit sign-in code (the same answer for unknown addresses)',
          body: z.object({ email: z.string().trim().min(1).max(320) }),
          response: { 202: z.null(), 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        context.background.runAfterAnswer(reply, 'login-otp', () => requestLoginOtp(context, email));
        return reply.status(202).send(null);
      },
    );
  };
}
