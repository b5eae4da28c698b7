import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../http/errors';
import { CSRF_COOKIE, CSRF_HEADER } from '../../http/session';
import { isDemoRoute, isDemoUrl, isReadOnlyCall } from './demo-paths';
import { demoPrincipal, findDemoScope, type DemoDeps } from './demo.service';

export const DEMO_READ_ONLY = 'The demo is read-only.';

/**
 * The public, read-only demo (docs/product-spec.md §2 `/demo`): `rewriteDemoUrl` (Fastify's rewriteUrl in buildApp) has already
 * routed a demo URL to the real read route; this hook then refuses what is not a read of the insights, project
 * or heatmap APIs, and makes the demo principal the caller, whatever cookie came along. The real routes and their
 * one visibility rule do the rest, so the demo sees exactly the projects the demo seed imported, as seeded.
 */
export function installDemoScope(app: FastifyInstance, deps: DemoDeps): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isDemoUrl(request.originalUrl)) {
      return;
    }
    const pattern = request.routeOptions.url;
    if (!isDemoRoute(pattern)) {
      throw notFound();
    }
    if (!isReadOnlyCall(request.method, pattern)) {
      throw forbidden(DEMO_READ_ONLY);
    }
    const scope = await findDemoScope(deps);
    if (scope === null) {
      throw notFound();
    }
    // A visitor's own session must neither widen nor narrow the demo: its cookies are dropped for this request.
    delete request.cookies[request.server.sessionCookieName];
    delete request.cookies[CSRF_COOKIE];
    const principal = demoPrincipal(scope);
    request.user = principal;
    // No cookie is honoured here, so there is no ambient authority for CSRF to protect; the heatmap POST (a read)
    // passes the guard's check with the principal's own token.
    request.headers[CSRF_HEADER.toLowerCase()] = principal.session.csrfToken;
  });
}
