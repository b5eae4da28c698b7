import { listEndpoints, type Endpoint } from '@airlens/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { accessOf, findAccountById, type Account } from '../features/auth';
import { bearerRuleOf, scopeSatisfies, type BearerRule } from './bearer-scopes';
import { AppError, unauthenticated } from './errors';
import type { AuthenticatedUser } from './session';

/** What a resolver knows about a valid bearer token. */
export interface BearerGrant {
  userId: string;
  scopes: readonly string[];
  /** Which kind of token it was, for logs and audits: `pat`, `oauth:<client_id>`… (never the secret). */
  via: string;
  /** When the token stops working; null or absent: the resolver already checked (or it never expires). */
  expiresAt?: Date | null;
}

/**
 * Turns a bearer token into its grant, or null when the token is not one of its kind or not (any longer)
 * valid. Each token family (personal access tokens, OAuth 2 access tokens) registers one; the first non-null
 * answer wins, so a resolver must return null quickly for tokens it does not recognise (by prefix or format).
 */
export type BearerResolver = (token: string) => Promise<BearerGrant | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a token family to the bearer middleware (installed by installBearer). */
    registerBearerResolver(resolver: BearerResolver): void;
  }
}

const BEARER = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)[ ]*$/i;

/** The token of an `Authorization: Bearer …` header; undefined without one; null for a malformed one. */
export function bearerTokenOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^bearer(\s|$)/i.test(header)) {
    return undefined;
  }
  return BEARER.exec(header)?.[1] ?? null;
}

function invalidToken(reply: FastifyReply): AppError {
  reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return unauthenticated('The access token is invalid, expired or revoked.');
}

/** The 403 of a token without the scope an endpoint needs (RFC 6750 `insufficient_scope`). */
function refusal(reply: FastifyReply, rule: BearerRule, endpoint: Endpoint): AppError | null {
  const route = `${endpoint.method} ${endpoint.path}`;
  if (rule.kind === 'sessionOnly') {
    return new AppError(
      403,
      'NOT_FOR_TOKENS',
      `${route} is not available to access tokens; sign in to Airlens in a browser for it.`,
    );
  }
  if (rule.kind === 'scope') {
    reply.header('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${rule.scope}"`);
    return new AppError(
      403,
      'INSUFFICIENT_SCOPE',
      `The access token lacks the "${rule.scope}" scope that ${route} needs.`,
    );
  }
  return null;
}

/**
 * Bearer access on every API (api-contract.md "OAuth 2 and desktop clients"): an `Authorization: Bearer` call
 * of a contract route becomes that user's call, limited by the token's scopes (bearer-scopes.ts decides which
 * scope each route needs). Without a cookie there is no ambient authority, so requireUser skips the CSRF check
 * for it; a bad token is 401, a missing scope 403, and what the user cannot see stays the same 404. Call once
 * in buildApp after installSessions and before any route.
 */
export function installBearer(app: FastifyInstance, deps: { database: Database; now: () => Date }): void {
  const resolvers: BearerResolver[] = [];
  app.decorate('registerBearerResolver', (resolver: BearerResolver) => {
    resolvers.push(resolver);
  });
  const endpoints = new Map<string, Endpoint>(
    listEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
  );

  app.addHook('onRequest', async (request, reply) => {
    const token = bearerTokenOf(request);
    // A caller already attached (the public demo's principal) stays the caller.
    if (token === undefined || request.user !== null) {
      return;
    }
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const endpoint = endpoints.get(`${method} ${request.routeOptions.url ?? ''}`);
    // Not a route of the API (the web app's files, the OAuth 2 endpoints themselves): no bearer meaning.
    if (endpoint === undefined) {
      return;
    }
    const rule = bearerRuleOf(endpoint);
    if (rule.kind === 'ignored') {
      return;
    }
    if (token === null) {
      throw invalidToken(reply);
    }
    let grant: BearerGrant | null = null;
    for (const resolver of resolvers) {
      grant = await resolver(token);
      if (grant !== null) {
        break;
      }
    }
    const now = deps.now();
    const expiresAt = grant?.expiresAt ?? null;
    if (grant === null || (expiresAt !== null && expiresAt <= now)) {
      throw invalidToken(reply);
    }
    const account = await findAccountById(deps.database, grant.userId);
    if (account === null || account.isDisabled) {
      throw invalidToken(reply);
    }
    const refused =
      rule.kind === 'scope' && scopeSatisfies(grant.scopes, rule.scope)
        ? null
        : refusal(reply, rule, endpoint);
    if (refused !== null) {
      throw refused;
    }
    // The token is the credential: whatever session cookie came along is not looked at for this request.
    delete request.cookies?.[request.server.sessionCookieName];
    request.user = bearerUser(account, grant, now);
  });
}

function bearerUser(account: Account, grant: BearerGrant, now: Date): AuthenticatedUser {
  return {
    ...account,
    access: accessOf(account, now),
    session: {
      idHash: `bearer:${grant.via}`,
      kind: 'USER',
      guestProjectId: null,
      // Never matched: bearer calls skip the CSRF check, and nothing else reads it.
      csrfToken: '',
      expiresAt: grant.expiresAt ?? new Date(8.64e15),
    },
    bearer: { scopes: grant.scopes, via: grant.via },
  };
}
