// Shared set-up of the OAuth 2 protocol tests: buildApp listening on a real port, a movable clock, and the
// browser side of the authorization code flow (cookies, redirects, the consent call).
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createCookieJar } from '../sso/oidc-provider.test-helpers';
import { ACCOUNTS_TEST_ENV, type TestSession } from '../auth/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOAuthContext } from './oauth-context';
import type { OAuthContext } from './oauth.service';

export const REDIRECT_URI = 'http://127.0.0.1:53682/callback';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface OAuthWorld {
  t: TestApp;
  base: string;
  /** Moves the app's clock (device polling intervals). */
  advanceSeconds(seconds: number): void;
  /** A second authorization server on the same database, as another instance would be. */
  otherInstance: OAuthContext;
}

/** buildApp on a fresh database, listening on 127.0.0.1 with PUBLIC_URL set to its address. */
export async function createOAuthWorld(): Promise<OAuthWorld> {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    env: { ...ACCOUNTS_TEST_ENV, PUBLIC_URL: base, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
    deps: { now },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const otherInstance = createOAuthContext({
    config: t.config,
    database: t.database,
    now,
    logger: pino({ level: 'silent' }),
  });
  return {
    t,
    base,
    advanceSeconds(seconds) {
      offsetMs += seconds * 1000;
    },
    otherInstance,
  };
}

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** POST a form to the server; answers status and JSON body. */
export async function postForm(
  base: string,
  path: string,
  form: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

/** The browser's part of the code flow up to the consent screen: answers the interaction uid and the jar. */
export async function startAuthorization(
  base: string,
  options: { scope: string; challenge: string; clientId?: string; state?: string },
) {
  const jar = createCookieJar();
  const query = new URLSearchParams({
    client_id: options.clientId ?? 'airlens-cli',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
    scope: options.scope,
    state: options.state ?? 'state-1',
  });
  const response = await fetch(`${base}/oauth2/authorize?${query.toString()}`, { redirect: 'manual' });
  jar.store(response);
  const location = response.headers.get('location') ?? '';
  const consentUrl = new URL(location, base);
  return { response, consentUrl, uid: consentUrl.searchParams.get('interaction') ?? '', jar };
}

/** The headers of the consent screen's calls: the Airlens session and the library's interaction cookie. */
export function browserHeaders(
  session: TestSession,
  flow: { jar: ReturnType<typeof createCookieJar> },
): Record<string, string> {
  return { cookie: `${session.cookie}; ${flow.jar.header()}`, csrftoken: session.csrfToken };
}

/** Decides on the consent screen as the signed-in user and follows the library back to the redirect URI. */
export async function decideAndFollow(
  base: string,
  session: TestSession,
  flow: { uid: string; jar: ReturnType<typeof createCookieJar> },
  approve: boolean,
): Promise<URL> {
  const decision = await fetch(`${base}/oauth2api/v1/consent/${flow.uid}`, {
    method: 'POST',
    headers: { ...browserHeaders(session, flow), 'content-type': 'application/json' },
    body: JSON.stringify({ approve }),
  });
  if (decision.status !== 200) {
    throw new Error(`consent failed: ${decision.status} ${await decision.text()}`);
  }
  let next = ((await decision.json()) as { redirectTo: string }).redirectTo;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: flow.jar.header() } });
    flow.jar.store(response);
    const location = response.headers.get('location');
    if (location === null) {
      throw new Error(`stopped at ${next}: ${response.status} ${await response.text()}`);
    }
    next = new URL(location, next).href;
    if (next.startsWith(REDIRECT_URI)) {
      return new URL(next);
    }
  }
  throw new Error('too many redirects');
}
