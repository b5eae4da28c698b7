import { ACCESS_TOKEN_SCOPES, type AccessTokenScope, type Endpoint } from '@airlens/contract';

// THE one place that decides what a bearer token (an OAuth 2 access token or a personal access token) may call
// (api-contract.md "OAuth 2 and desktop clients"). Every route of the contract gets exactly one rule here; the
// bearer hook (bearer.ts) applies it before any handler runs, and route-sweep.test.ts checks it on every route.

/** The scopes a token may carry (the contract's list). */
export const BEARER_SCOPES = ACCESS_TOKEN_SCOPES;
export type BearerScope = AccessTokenScope;

/** What a bearer call of an endpoint needs. */
export type BearerRule =
  /** Public or signed-URL endpoints: the Authorization header is not looked at. */
  | { kind: 'ignored' }
  /** Any valid token of the user, whatever its scopes (who-am-i, licence status, notifications…). */
  | { kind: 'anyScope' }
  /** A token carrying this scope (or one that implies it, see scopeSatisfies). */
  | { kind: 'scope'; scope: BearerScope }
  /** Browser sessions only: signing in and out, the password, licence keys, tokens and connected apps. */
  | { kind: 'sessionOnly' };

/**
 * Endpoints a token may never call, whatever its scopes: a stolen token must not be able to take over the
 * account (password, e-mail, licence), mint more tokens, or approve clients.
 */
const SESSION_ONLY_PATHS: readonly RegExp[] = [
  /^\/authapi\//,
  /^\/userapi\/v1\/users\/:userId$/,
  /^\/userapi\/v1\/users\/:userId\/license$/,
  /^\/userapi\/v1\/users\/:userId\/tokens(\/|$)/,
  /^\/userapi\/v1\/users\/:userId\/connected-apps(\/|$)/,
];

/** Feature tags (packages/contract) whose endpoints are all read with `insights:read`. */
const INSIGHTS_TAGS = new Set(['insights']);
/** Feature tags whose endpoints need `reports`: report templates and jobs, bills of materials, data exports. */
const REPORTS_TAGS = new Set(['reports', 'exports', 'controller-archive']);
/** Feature tags of project data: reads need `projects:read`, writes `projects:write`. */
const PROJECT_TAGS = new Set(['projects', 'uploads', 'sharing', 'heatmaps', 'sites', 'places']);
/** Tags whose endpoints only read even when they are POSTs (a heatmap query carries its parameters in a body). */
const READ_ONLY_TAGS = new Set(['heatmaps']);
/** Account basics of the token's own user: reads with any scope, writes in a browser only. */
const ACCOUNT_TAGS = new Set(['users', 'organizations', 'notifications', 'marketing']);

function isRead(endpoint: Endpoint): boolean {
  return endpoint.method === 'GET' || endpoint.tags.some((tag) => READ_ONLY_TAGS.has(tag));
}

/**
 * The bearer rule of an endpoint, from its `access` level and feature tag:
 * - `public` and `signedUrl` endpoints ignore the header;
 * - account, session, token and consent endpoints are browser-only (SESSION_ONLY_PATHS, tag `auth`);
 * - `orgAdmin` endpoints need `admin`;
 * - insights need `insights:read`; reports, BOMs and exports `reports`;
 * - project data (projects, uploads, sharing, heatmaps, sites, places) needs `projects:read` to read and
 *   `projects:write` to change;
 * - reads of the user's own account basics take any scope; their writes are browser-only;
 * - anything else (a feature without a rule yet): project endpoints by method, other endpoints browser-only,
 *   so a new endpoint is closed to tokens until someone decides otherwise here.
 */
export function bearerRuleOf(endpoint: Endpoint): BearerRule {
  const { access, tags, path } = endpoint;
  if (access === 'public' || access === 'signedUrl') {
    return { kind: 'ignored' };
  }
  if (tags.includes('auth') || SESSION_ONLY_PATHS.some((pattern) => pattern.test(path))) {
    return { kind: 'sessionOnly' };
  }
  if (access === 'orgAdmin') {
    return { kind: 'scope', scope: 'admin' };
  }
  if (tags.some((tag) => INSIGHTS_TAGS.has(tag))) {
    return { kind: 'scope', scope: 'insights:read' };
  }
  if (tags.some((tag) => REPORTS_TAGS.has(tag))) {
    return { kind: 'scope', scope: 'reports' };
  }
  if (tags.some((tag) => PROJECT_TAGS.has(tag)) || access !== 'signedIn') {
    return { kind: 'scope', scope: isRead(endpoint) ? 'projects:read' : 'projects:write' };
  }
  if (tags.some((tag) => ACCOUNT_TAGS.has(tag)) && endpoint.method === 'GET') {
    return { kind: 'anyScope' };
  }
  return { kind: 'sessionOnly' };
}

/** Whether a token's scopes grant `needed`: the scope itself, or `projects:write` for `projects:read`. */
export function scopeSatisfies(granted: readonly string[], needed: BearerScope): boolean {
  return granted.includes(needed) || (needed === 'projects:read' && granted.includes('projects:write'));
}

/** Whether a value is one of the scopes a token may carry. */
export function isBearerScope(value: string): value is BearerScope {
  return (BEARER_SCOPES as readonly string[]).includes(value);
}
