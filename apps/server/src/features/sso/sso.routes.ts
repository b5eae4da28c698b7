import { ssoEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { isSecureCookie, issueSession } from '../../http/session';
import { createIpRateCheck } from '../auth';
import type { SsoContext } from './sso-context';
import {
  completeOidcSignIn,
  OIDC_STATE_TTL_MS,
  startSsoLogin,
  withSsoFailures,
  type SsoOutcome,
} from './sso-login.service';
import { completeSamlSignIn, getServiceProviderMetadata } from './sso-saml.service';
import { checkSso } from './sso.service';
import { serviceProviderUrls } from './sso-urls';

/** Binds an OIDC state to the browser that started the sign-in (login CSRF: a stolen callback URL is useless). */
export const SSO_BINDING_COOKIE = 'airlens_sso_binding';
const BINDING_COOKIE_PATH = '/authapi/v1/sso-configuration/';

/** Issues the session of a successful sign-in (as password login does) and sends the browser on. */
async function finishSignIn(
  context: SsoContext,
  request: Parameters<typeof issueSession>[0],
  reply: FastifyReply,
  outcome: SsoOutcome,
): Promise<FastifyReply> {
  if (outcome.userId !== null) {
    await issueSession(request, reply, { userId: outcome.userId }, context.config, context.now());
  }
  reply.header('Cache-Control', 'no-store');
  return reply.redirect(outcome.location, 302);
}

/** Single sign-on under /authapi/v1: check-sso, the start of a sign-in, the OIDC callback and the SAML ACS. */
export function ssoRoutes(context: SsoContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    // Every step is unauthenticated and costs a database row or a signature check: bound it per client IP.
    const checkRate = createIpRateCheck(context, 'sso-per-ip');
    if (context.config.isProduction && context.config.secretKey === null) {
      app.log.error('SECRET_KEY is not set: OIDC single sign-on cannot store or use client secrets');
    }

    typed.route({
      ...routeOf(ssoEndpoints.checkSso),
      handler: async (request, reply) => {
        await checkRate(request, 'check-sso');
        reply.header('Cache-Control', 'no-store');
        return checkSso(context, request.query.email);
      },
    });

    typed.route({
      ...routeOf(ssoEndpoints.startSsoLogin),
      handler: async (request, reply) => {
        await checkRate(request, 'sso-login');
        const { orgId } = request.params;
        const outcome = await withSsoFailures(context, { orgId, step: 'login' }, async () => {
          const started = await startSsoLogin(context, { orgId, redirect: request.query.redirect });
          return { location: started.location, userId: null, browserBinding: started.browserBinding };
        });
        if (outcome.browserBinding !== undefined && outcome.browserBinding !== null) {
          reply.setCookie(SSO_BINDING_COOKIE, outcome.browserBinding, {
            path: BINDING_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure: isSecureCookie(context.config),
            maxAge: OIDC_STATE_TTL_MS / 1000,
          });
        }
        return finishSignIn(context, request, reply, outcome);
      },
    });

    typed.route({
      ...routeOf(ssoEndpoints.completeOidcSignIn),
      handler: async (request, reply) => {
        await checkRate(request, 'sso-callback');
        const { orgId } = request.params;
        const currentUrl = new URL(serviceProviderUrls(context.config, orgId).oidcRedirectUri);
        currentUrl.search = new URL(request.url, 'http://callback.invalid').search;
        const binding = request.cookies[SSO_BINDING_COOKIE];
        const outcome = await withSsoFailures(context, { orgId, step: 'oidc-callback' }, () =>
          completeOidcSignIn(context, {
            orgId,
            currentUrl,
            state: request.query.state,
            error: request.query.error,
            browserBinding: typeof binding === 'string' && binding !== '' ? binding : null,
          }),
        );
        reply.clearCookie(SSO_BINDING_COOKIE, { path: BINDING_COOKIE_PATH });
        return finishSignIn(context, request, reply, outcome);
      },
    });

    typed.route({
      ...routeOf(ssoEndpoints.completeSamlSignIn),
      // The IdP's cross-site form post: no session cookie or CSRF token can come with it; the signed
      // response and the server-side request state are what authenticate it.
      bodyLimit: 512 * 1024,
      handler: async (request, reply) => {
        await checkRate(request, 'sso-acs');
        const { orgId } = request.params;
        const outcome = await withSsoFailures(context, { orgId, step: 'saml-acs' }, () =>
          completeSamlSignIn(context, { orgId, samlResponse: request.body.SAMLResponse }),
        );
        return finishSignIn(context, request, reply, outcome);
      },
    });

    typed.route({
      ...routeOf(ssoEndpoints.getSamlMetadata),
      handler: async (request, reply) => {
        const xml = await getServiceProviderMetadata(context, request.params.orgId);
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
      },
    });
  };
}
