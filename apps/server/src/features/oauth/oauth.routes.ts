import { errorBodySchema, oauthEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import {
  decideAuthorizationConsent,
  decideDeviceConsent,
  getAuthorizationConsent,
  getDeviceConsent,
  listConnectedApps,
  revokeConnectedApp,
  type OAuthContext,
} from './oauth.service';

/**
 * The OAuth 2 protocol endpoints: oidc-provider answers them (their inputs and answers are the RFCs', not zod
 * schemas of the contract), so they are listed here instead of in packages/contract. The coverage tests accept
 * exactly these routes beside the contract's (http/contract-coverage.test.ts, http/route-sweep.test.ts).
 */
export const OAUTH_PROTOCOL_ROUTES = [
  {
    method: 'GET',
    url: '/.well-known/oauth-authorization-server',
    summary: 'Authorization server metadata (RFC 8414)',
  },
  {
    method: 'GET',
    url: '/oauth2/authorize',
    summary: 'Authorization endpoint: code flow with PKCE S256 (RFC 6749, 7636)',
  },
  {
    method: 'GET',
    url: '/oauth2/authorize/:uid',
    summary: 'Resumes an authorization request after the consent screen',
  },
  {
    method: 'POST',
    url: '/oauth2/token',
    summary: 'Token endpoint: authorization_code, refresh_token (rotating), device_code (RFC 6749, 8628)',
  },
  { method: 'POST', url: '/oauth2/revoke', summary: 'Token revocation (RFC 7009)' },
  { method: 'GET', url: '/oauth2/jwks', summary: "The server's public signing keys (JWKS)" },
  {
    method: 'POST',
    url: '/activationapi/v1/device',
    summary: 'Device authorization (RFC 8628): device_code, user_code, verification_uri, interval',
  },
] as const;

const SESSION_COOKIE_NAMES = new Set(['_session', '_session.legacy', '_session.sig', '_session.legacy.sig']);

/**
 * The library's own login session is never reused: each authorization request starts without one, so the
 * account that approves is always the one signed in to Airlens at the consent screen (switching Airlens
 * accounts cannot leave a code issued to the previous one).
 */
function withoutLibrarySession(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined) {
    return undefined;
  }
  return cookieHeader
    .split(';')
    .filter((part) => !SESSION_COOKIE_NAMES.has(part.split('=')[0]?.trim() ?? ''))
    .join(';');
}

const protocolErrorSchema = z
  .object({ error: z.string(), error_description: z.string().optional() })
  .meta({ id: 'OAuthError' });

/** Mounts oidc-provider on the protocol routes: Fastify hands it the raw request and steps aside. */
function protocolRoutes(providerOf: () => Promise<Provider>) {
  let callback: ReturnType<Provider['callback']> | undefined;
  return async function register(scope: FastifyInstance): Promise<void> {
    // The library reads the form bodies itself (and signs its own cookies): leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null, undefined);
    });
    for (const route of OAUTH_PROTOCOL_ROUTES) {
      scope.route({
        method: route.method,
        url: route.url,
        schema: {
          tags: ['oauth2'],
          summary: route.summary,
          description:
            'Answered by the OAuth 2 library (oidc-provider); see api-contract.md "OAuth 2 and desktop clients".',
          // A 400 is the library's RFC error, or the app's own when its input guard refuses the request first.
          response: { 200: z.unknown(), 400: z.union([protocolErrorSchema, errorBodySchema]) },
        },
        handler: (request: FastifyRequest, reply: FastifyReply) => {
          // The app's headers so far (security headers, request id) go out with the library's answer.
          for (const [name, value] of Object.entries(reply.getHeaders())) {
            if (value !== undefined) {
              reply.raw.setHeader(name, value);
            }
          }
          reply.hijack();
          const raw = request.raw;
          if (route.url === '/.well-known/oauth-authorization-server') {
            // RFC 8414 metadata is the library's discovery document under the OAuth 2 name.
            raw.url = '/.well-known/openid-configuration';
          }
          if (route.url.startsWith('/oauth2/authorize')) {
            const cookie = withoutLibrarySession(raw.headers.cookie);
            if (cookie === undefined) {
              delete raw.headers.cookie;
            } else {
              raw.headers.cookie = cookie;
            }
          }
          providerOf().then(
            (provider) => {
              callback ??= provider.callback();
              void callback(raw, reply.raw);
            },
            (error: unknown) => {
              request.log.error({ err: error }, 'the OAuth 2 server could not start');
              if (!reply.raw.headersSent) {
                reply.raw.statusCode = 500;
                reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
              }
              reply.raw.end(JSON.stringify({ message: 'Internal server error' }));
            },
          );
        },
      });
    }
  };
}

/** The OAuth 2 authorization server: protocol endpoints, the consent screen's calls and connected apps. */
export function oauthRoutes(context: OAuthContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(protocolRoutes(context.provider));
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(oauthEndpoints.getAuthorizationConsent),
      preHandler: requireUser(),
      handler: (request, reply) =>
        getAuthorizationConsent(
          context,
          userOf(request),
          { request: request.raw, response: reply.raw },
          request.params.uid,
        ),
    });

    typed.route({
      ...routeOf(oauthEndpoints.decideAuthorizationConsent),
      preHandler: requireUser(),
      handler: (request, reply) =>
        decideAuthorizationConsent(
          context,
          userOf(request),
          { request: request.raw, response: reply.raw },
          request.params.uid,
          request.body.approve,
        ),
    });

    typed.route({
      ...routeOf(oauthEndpoints.getDeviceConsent),
      preHandler: requireUser(),
      handler: (request) => getDeviceConsent(context, userOf(request), request.query.userCode),
    });

    typed.route({
      ...routeOf(oauthEndpoints.decideDeviceConsent),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        await decideDeviceConsent(context, userOf(request), request.body.userCode, request.body.approve);
        return reply.status(204).send(null);
      },
    });

    typed.route({
      ...routeOf(oauthEndpoints.listConnectedApps),
      preHandler: requireUser(),
      handler: (request) => {
        const user = userOf(request);
        if (request.params.userId !== user.userId) {
          throw notFound();
        }
        return listConnectedApps(context, user.userId);
      },
    });

    typed.route({
      ...routeOf(oauthEndpoints.revokeConnectedApp),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const user = userOf(request);
        if (request.params.userId !== user.userId) {
          throw notFound();
        }
        await revokeConnectedApp(context, user.userId, request.query.clientId);
        return reply.status(204).send(null);
      },
    });
  };
}
