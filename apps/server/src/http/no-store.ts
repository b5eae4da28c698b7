import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session';

/** Whether the answer starts a session: its body is the new principal's, though `request.user` is not set yet. */
function setsSessionCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return cookies.some((cookie) =>
    [SESSION_COOKIE, SECURE_SESSION_COOKIE].some((name) => cookie.startsWith(`${name}=`)),
  );
}

/** Whether an answer was made for a signed-in principal (a session, a guest, the demo visitor) or signs one in. */
export function isPrincipalAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  // `?? null`: routes registered before installSessions never got the `user` decorator, so it is undefined there.
  return (request.user ?? null) !== null || setsSessionCookie(reply);
}

const noStoreHook: onSendHookHandler = (request, reply, payload, done) => {
  if (isPrincipalAnswer(request, reply)) {
    reply.header('Cache-Control', 'no-store');
  }
  done(null, payload);
};

/**
 * `Cache-Control: no-store` on every answer made for a signed-in principal (ASVS 14.3.2): a browser or proxy
 * cache on a shared machine must not keep one user's data for the next. It overrides what a route set
 * (`private, no-cache` for ETag answers): clients that revalidate keep the ETag themselves and still get 304.
 * Static files never load a user, so the web app's assets keep their long cache. Call before any route.
 */
export function registerNoStoreForPrincipals(app: FastifyInstance): void {
  // Appended to each route's own onSend hooks, which run after the app's: so the last word is this one.
  app.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, noStoreHook];
  });
}
