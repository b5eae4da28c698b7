import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { safeEqual } from '../features/auth/credentials';
import type { IssuedSession, SessionService, SessionUser } from '../features/auth/sessions.service';
import { AppError, forbidden, notFound, unauthenticated } from './errors';

/** The HttpOnly session cookie over plain http (development and tests on localhost). */
export const SESSION_COOKIE = 'airlens_session';
/**
 * The session cookie over https: with the `__Host-` prefix a browser accepts it only Secure, from this very
 * host and for path /, so neither a sibling subdomain nor a plain-http page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-airlens_session';
/** The readable cookie holding the CSRF token (the same value as the `csrfToken` login header). */
export const CSRF_COOKIE = 'airlens_csrf';
/** The request and response header of the CSRF token (Node lower-cases incoming header names). */
export const CSRF_HEADER = 'csrfToken';

/** How a bearer caller appears on `request.user` (AuthenticatedUser.bearer; set by http/bearer.ts). */
export interface BearerCaller {
  scopes: readonly string[];
  via: string;
}

/**
 * A signed-in caller as routes see it. `onlyProjectIds` narrows what it may see to those projects, whatever
 * its roles: only the public demo's principal has it (its seeded projects); sessions never do. `bearer` is set
 * for a call with `Authorization: Bearer` (http/bearer.ts): its scopes limit what the token may do.
 */
export type AuthenticatedUser = SessionUser & {
  onlyProjectIds?: readonly string[];
  bearer?: BearerCaller;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Database-backed sessions (installed by installSessions). */
    sessions: SessionService;
    /** The name of the session cookie this app sets and reads (installed by installSessions). */
    sessionCookieName: string;
  }
  interface FastifyRequest {
    /** The signed-in caller once requireUser (or optionalUser) ran; null otherwise. */
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** A POST that only reads (a heatmap query with a body): it cannot have changed any session. */
    readsOnly?: boolean;
  }
}

/** What a guarded route needs beyond a live session. */
export interface RequireUserOptions {
  /** Insights access (docs/product-spec.md §6): a usable licence and insightsAccessAllowed; otherwise 403. */
  insights?: boolean;
  /** An organisation admin; otherwise 404 (not allowed to see = not there). */
  orgAdmin?: boolean;
  /** Enterprise-plus access; otherwise 404. */
  enterprisePlus?: boolean;
  /** Whether a GUEST session (secure project view) may call the route; default no (403). */
  allowGuest?: boolean;
}

const INVALID_CSRF = 'Invalid CSRF token';

/** Whether a method changes state and therefore needs the CSRF header. */
export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/** The session cookie's name: `__Host-` prefixed when the public URL is https, the plain name otherwise. */
export function sessionCookieName(config: AppConfig): string {
  return new URL(config.publicUrl).protocol === 'https:' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Decorates the app with the session service, the session cookie's name (`sessionCookieName(config)`; the
 * plain name when not given) and `request.user`; call once in buildApp before routes.
 */
export function installSessions(
  app: FastifyInstance,
  sessions: SessionService,
  options: { cookieName?: string } = {},
): void {
  app.decorate('sessions', sessions);
  app.decorate('sessionCookieName', options.cookieName ?? SESSION_COOKIE);
  app.decorateRequest('user', null);
  // Any state-changing request may have changed an account, licence, organisation or session: forget the
  // cached session lookups before its answer leaves, so the caller's next request already sees the change.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (isStateChanging(request.method) && request.routeOptions.config.readsOnly !== true) {
      await sessions.forgetCachedSessions();
    }
    return payload;
  });
}

function csrfHeaderOf(request: FastifyRequest): string | null {
  const value = request.headers[CSRF_HEADER.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Throws 403 'Invalid CSRF token' unless the `csrfToken` header equals the session's token. */
export function assertCsrf(request: FastifyRequest, user: AuthenticatedUser): void {
  const header = csrfHeaderOf(request);
  if (header === null || !safeEqual(header, user.session.csrfToken)) {
    throw forbidden(INVALID_CSRF);
  }
}

/** The session cookie value of a request, or null. */
export function sessionIdOf(request: FastifyRequest): string | null {
  // Only the configured name: over https an unprefixed cookie may have been planted by another origin.
  const value = request.cookies[request.server.sessionCookieName];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Loads the caller's session into `request.user` if there is a live one; never throws for a missing one. */
export async function loadOptionalUser(request: FastifyRequest): Promise<AuthenticatedUser | null> {
  // A caller attached before the guards ran (the public demo's principal) is the caller; no cookie is read.
  if (request.user !== null) {
    return request.user;
  }
  const sessionId = sessionIdOf(request);
  if (sessionId === null) {
    return null;
  }
  const user = await request.server.sessions.resolveSession(sessionId);
  request.user = user;
  return user;
}

/**
 * A preHandler: 401 without a live session, 403 'Invalid CSRF token' on a state-changing call whose
 * `csrfToken` header does not match, then the access checks of `options`; sets `request.user`.
 */
export function requireUser(options: RequireUserOptions = {}) {
  return async function requireUserHandler(request: FastifyRequest): Promise<void> {
    const user = await loadOptionalUser(request);
    if (user === null) {
      throw unauthenticated();
    }
    // A bearer call carries no cookie, so there is no ambient authority for CSRF to protect (http/bearer.ts).
    if (isStateChanging(request.method) && user.bearer === undefined) {
      assertCsrf(request, user);
    }
    if (user.session.kind === 'GUEST' || user.role === 'GUEST') {
      if (options.allowGuest !== true) {
        throw forbidden();
      }
      return;
    }
    if (options.orgAdmin === true && (!user.orgAdmin || user.orgId === null)) {
      throw notFound();
    }
    if (options.enterprisePlus === true && !user.access.enterprisePlusAccess) {
      throw notFound();
    }
    if (options.insights === true && !user.access.insightsAccessAllowed) {
      throw new AppError(403, 'NO_INSIGHTS_ACCESS', 'Insights access required');
    }
  };
}

/** The signed-in caller of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) {
    throw unauthenticated();
  }
  return request.user;
}

/** Cookies are Secure unless the public URL is plain localhost (development and tests over http). */
export function isSecureCookie(config: AppConfig): boolean {
  const host = new URL(config.publicUrl).hostname;
  return !(host === 'localhost' || host === '127.0.0.1' || host === '[::1]');
}

/** Sets the session and CSRF cookies and the `csrfToken` header of a new session. */
export function setSessionCookies(
  reply: FastifyReply,
  issued: IssuedSession,
  config: AppConfig,
  now: Date,
): void {
  const maxAge = Math.max(1, Math.floor((issued.absoluteExpiresAt.getTime() - now.getTime()) / 1000));
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecureCookie(config), maxAge };
  reply.setCookie(sessionCookieName(config), issued.sessionId, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, issued.csrfToken, { ...common, httpOnly: false });
  reply.header(CSRF_HEADER, issued.csrfToken);
}

/** Expires both session cookies in the browser. */
export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecureCookie(config) };
  reply.clearCookie(sessionCookieName(config), { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, common);
}

/**
 * Starts a session and sets its cookies (login, SSO, guest secure view); a session the request already
 * carried is ended first, so a planted cookie never survives a sign-in.
 */
export async function issueSession(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: string; kind?: 'USER' | 'GUEST'; guestProjectId?: string | null },
  config: AppConfig,
  now: Date,
): Promise<IssuedSession> {
  const previous = sessionIdOf(request);
  if (previous !== null) {
    await request.server.sessions.endSession(previous);
  }
  const userAgent = request.headers['user-agent'];
  const issued = await request.server.sessions.startSession({
    ...input,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    ip: request.ip,
  });
  setSessionCookies(reply, issued, config, now);
  return issued;
}
