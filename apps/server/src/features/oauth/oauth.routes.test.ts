// Protocol tests of the authorization server (issue #20) over real HTTP against buildApp: metadata, the
// authorization code flow with PKCE, refresh-token rotation and reuse detection, revocation, the device flow.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestSession,
} from '../auth/test-accounts';
import { findOrCreateKey, idHashOf } from './oauth.repo';
import { resolveOAuthAccessToken } from './oauth.service';
import {
  createOAuthWorld,
  createPkce,
  browserHeaders,
  decideAndFollow,
  postForm,
  REDIRECT_URI,
  startAuthorization,
  type OAuthWorld,
} from './oauth.test-helpers';
import { createOAuthModelRow, createSignedInUser } from '../../test/factories';

let w: OAuthWorld;
let admin: TestSession;
let member: TestSession;
let other: TestSession;

beforeAll(async () => {
  w = await createOAuthWorld();
  const orgId = await createTestOrg(w.t);
  admin = await signIn(
    w.t.app,
    await createTestAccount(w.t, { orgId, orgAdmin: true, product: 'Software Suite' }),
  );
  // A licence whose product does not include insights.
  member = (await createSignedInUser(w.t, { orgId, product: 'Private 5G' })).session;
  other = (await createSignedInUser(w.t, { orgId, product: 'Software Suite' })).session;
});

afterAll(async () => {
  await w.t.close();
});

const ALL_SCOPES = 'projects:read projects:write insights:read reports admin';

async function authorizeCode(session: TestSession, scope = ALL_SCOPES) {
  const pkce = createPkce();
  const flow = await startAuthorization(w.base, { scope, challenge: pkce.challenge });
  const callback = await decideAndFollow(w.base, session, flow, true);
  return { code: callback.searchParams.get('code') ?? '', verifier: pkce.verifier, callback };
}

function exchangeCode(code: string, verifier: string) {
  return postForm(w.base, '/oauth2/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: 'airlens-cli',
    code_verifier: verifier,
  });
}

function refresh(refreshToken: string) {
  return postForm(w.base, '/oauth2/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'airlens-cli',
  });
}

function resolve(token: unknown) {
  return resolveOAuthAccessToken(w.otherInstance, String(token));
}

describe('metadata (RFC 8414)', () => {
  it('names the endpoints, grants, PKCE S256 and the scopes', async () => {
    const response = await fetch(`${w.base}/.well-known/oauth-authorization-server`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: w.base,
      authorization_endpoint: `${w.base}/oauth2/authorize`,
      token_endpoint: `${w.base}/oauth2/token`,
      revocation_endpoint: `${w.base}/oauth2/revoke`,
      device_authorization_endpoint: `${w.base}/activationapi/v1/device`,
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['projects:read', 'projects:write', 'insights:read', 'reports', 'admin'],
    });
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining([
        'authorization_code',
        'refresh_token',
        'urn:ietf:params:oauth:grant-type:device_code',
      ]),
    );
  });
});

describe('stored keys', () => {
  it('makes a key only when none is stored, and then always answers the stored one', async () => {
    const makeSigningKey = vi.fn(() => ({ kty: 'RSA' }));
    const signingKey = await findOrCreateKey(w.t.database, 'signing-key', makeSigningKey);
    // The app's start stored its signing key: a later start reads it and makes none.
    expect(makeSigningKey).not.toHaveBeenCalled();
    expect(signingKey).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(typeof (signingKey as { d?: unknown }).d).toBe('string');

    const makeFirst = vi.fn(() => ['first']);
    const makeSecond = vi.fn(() => ['second']);
    expect(await findOrCreateKey(w.t.database, 'test-key', makeFirst)).toEqual(['first']);
    expect(await findOrCreateKey(w.t.database, 'test-key', makeSecond)).toEqual(['first']);
    expect(makeFirst).toHaveBeenCalledTimes(1);
    expect(makeSecond).not.toHaveBeenCalled();
  });
});

describe('authorization code with PKCE', () => {
  it('sends the browser to the consent page and issues tokens for the approved scopes', async () => {
    const pkce = createPkce();
    const flow = await startAuthorization(w.base, { scope: ALL_SCOPES, challenge: pkce.challenge });
    expect(flow.response.status).toBe(303);
    expect(flow.consentUrl.pathname).toBe('/oauth2-consent');
    const consent = await w.t.app.inject({
      method: 'GET',
      url: `/oauth2api/v1/consent/${flow.uid}`,
      headers: browserHeaders(admin, flow),
    });
    expect(consent.statusCode).toBe(200);
    expect(consent.json()).toMatchObject({
      clientId: 'airlens-cli',
      clientName: 'Airlens CLI',
      scopes: ['projects:read', 'projects:write', 'insights:read', 'reports', 'admin'],
    });
    const callback = await decideAndFollow(w.base, admin, flow, true);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const tokens = await exchangeCode(callback.searchParams.get('code') ?? '', pkce.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: ALL_SCOPES });
    expect(typeof tokens.body.refresh_token).toBe('string');
    expect(await resolve(tokens.body.access_token)).toMatchObject({
      userId: admin.userId,
      clientId: 'airlens-cli',
      scopes: ['projects:read', 'projects:write', 'insights:read', 'reports', 'admin'],
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'airlens-cli',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'projects:read',
    });
    const response = await fetch(`${w.base}/oauth2/authorize?${query.toString()}`, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', w.base);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    // Without a redirect the browser gets an escaped page of ours.
    const page = await fetch(`${w.base}/oauth2/authorize?client_id=<b>`);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('The sign-in could not continue');
    expect(html).not.toContain('<b>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers invalid_grant for a wrong verifier', async () => {
    const { code } = await authorizeCode(admin);
    const tokens = await exchangeCode(code, createPkce().verifier);
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('answers invalid_grant for a reused code and revokes what the first exchange issued', async () => {
    const { code, verifier } = await authorizeCode(admin);
    const first = await exchangeCode(code, verifier);
    expect(first.status).toBe(200);
    const second = await exchangeCode(code, verifier);
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    expect(await resolve(first.body.access_token)).toBeNull();
    expect((await refresh(String(first.body.refresh_token))).body.error).toBe('invalid_grant');
  });

  it('redirects with access_denied when the user denies', async () => {
    const pkce = createPkce();
    const flow = await startAuthorization(w.base, { scope: 'projects:read', challenge: pkce.challenge });
    const callback = await decideAndFollow(w.base, admin, flow, false);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('offers no insights scope to a licence without insights, and grants none', async () => {
    const pkce = createPkce();
    const flow = await startAuthorization(w.base, { scope: ALL_SCOPES, challenge: pkce.challenge });
    const consent = await w.t.app.inject({
      method: 'GET',
      url: `/oauth2api/v1/consent/${flow.uid}`,
      headers: browserHeaders(member, flow),
    });
    expect(consent.json<{ scopes: string[] }>().scopes).toEqual([
      'projects:read',
      'projects:write',
      'reports',
    ]);
    const callback = await decideAndFollow(w.base, member, flow, true);
    const tokens = await exchangeCode(callback.searchParams.get('code') ?? '', pkce.verifier);
    expect(tokens.body.scope).toBe('projects:read projects:write reports');
    expect((await resolve(tokens.body.access_token))?.scopes).toEqual([
      'projects:read',
      'projects:write',
      'reports',
    ]);
  });

  it('answers 404 for an unknown interaction and 401 signed out', async () => {
    const unknown = await w.t.app.inject({
      method: 'GET',
      url: '/oauth2api/v1/consent/no-such-interaction',
      headers: authHeaders(admin),
    });
    expect(unknown.statusCode).toBe(404);
    const signedOut = await w.t.app.inject({ method: 'GET', url: '/oauth2api/v1/consent/anything' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates, and a reused refresh token revokes the whole family', async () => {
    const { code, verifier } = await authorizeCode(admin);
    const first = await exchangeCode(code, verifier);
    const rotated = await refresh(String(first.body.refresh_token));
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(await resolve(rotated.body.access_token)).not.toBeNull();

    const reused = await refresh(String(first.body.refresh_token));
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // The family is gone: the rotated refresh token and every access token of the grant.
    expect((await refresh(String(rotated.body.refresh_token))).body.error).toBe('invalid_grant');
    expect(await resolve(rotated.body.access_token)).toBeNull();
    expect(await resolve(first.body.access_token)).toBeNull();
  });
});

describe('revocation (RFC 7009)', () => {
  it('revokes an access token alone; its refresh token still works', async () => {
    const { code, verifier } = await authorizeCode(admin);
    const tokens = await exchangeCode(code, verifier);
    const revoked = await postForm(w.base, '/oauth2/revoke', {
      token: String(tokens.body.access_token),
      token_type_hint: 'access_token',
      client_id: 'airlens-cli',
    });
    expect(revoked.status).toBe(200);
    expect(await resolve(tokens.body.access_token)).toBeNull();
    const renewed = await refresh(String(tokens.body.refresh_token));
    expect(renewed.status).toBe(200);
    expect(await resolve(renewed.body.access_token)).not.toBeNull();
  });

  it('revokes a refresh token and every access token of its grant', async () => {
    const { code, verifier } = await authorizeCode(admin);
    const tokens = await exchangeCode(code, verifier);
    const renewed = await refresh(String(tokens.body.refresh_token));
    expect(renewed.body).toMatchObject({ token_type: 'Bearer' });
    const revoked = await postForm(w.base, '/oauth2/revoke', {
      token: String(renewed.body.refresh_token),
      client_id: 'airlens-cli',
    });
    expect(revoked.status).toBe(200);
    expect(await resolve(renewed.body.access_token)).toBeNull();
    expect(await resolve(tokens.body.access_token)).toBeNull();
    expect((await refresh(String(renewed.body.refresh_token))).body.error).toBe('invalid_grant');
  });

  it('resolves nothing for strings that are not live tokens', async () => {
    expect(await resolve('x'.repeat(43))).toBeNull();
    expect(await resolve('alp_not-an-oauth-token')).toBeNull();
  });
});

async function startDevice(scope = 'projects:read reports') {
  const started = await postForm(w.base, '/activationapi/v1/device', { client_id: 'airlens-cli', scope });
  expect(started.status).toBe(200);
  return started.body as {
    device_code: string;
    user_code: string;
    verification_uri: string;
    verification_uri_complete: string;
    expires_in: number;
    interval: number;
  };
}

function poll(deviceCode: string) {
  return postForm(w.base, '/oauth2/token', {
    grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    device_code: deviceCode,
    client_id: 'airlens-cli',
  });
}

function decideDevice(session: TestSession, userCode: string, approve: boolean) {
  return w.t.app.inject({
    method: 'POST',
    url: '/oauth2api/v1/device',
    headers: authHeaders(session),
    payload: { userCode, approve },
  });
}

describe('device authorization (RFC 8628)', () => {
  it('answers an 8-letter user code, the consent page, interval 5 and 10 minutes', async () => {
    const device = await startDevice();
    expect(device.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(device.verification_uri).toBe(`${w.base}/oauth2-consent`);
    expect(device.verification_uri_complete).toBe(
      `${w.base}/oauth2-consent?user_code=${encodeURIComponent(device.user_code)}`,
    );
    expect(device.interval).toBe(5);
    expect(device.expires_in).toBe(600);
  });

  it('is pending, slows down a fast poller only while pending, and hands out tokens at the next poll', async () => {
    const device = await startDevice();
    expect((await poll(device.device_code)).body.error).toBe('authorization_pending');
    w.advanceSeconds(2);
    expect((await poll(device.device_code)).body.error).toBe('slow_down');
    // After slow_down the interval is 10 seconds.
    w.advanceSeconds(6);
    expect((await poll(device.device_code)).body.error).toBe('slow_down');
    // Each slow_down adds 5 seconds (RFC 8628 §3.5): 15 now.
    w.advanceSeconds(14);
    expect((await poll(device.device_code)).body.error).toBe('slow_down');
    w.advanceSeconds(21);
    expect((await poll(device.device_code)).body.error).toBe('authorization_pending');

    const consent = await w.t.app.inject({
      method: 'GET',
      url: `/oauth2api/v1/device?userCode=${device.user_code.toLowerCase()}`,
      headers: authHeaders(admin),
    });
    expect(consent.json()).toMatchObject({
      clientName: 'Airlens CLI',
      scopes: ['projects:read', 'reports'],
      userCode: device.user_code,
    });
    expect((await decideDevice(admin, device.user_code, true)).statusCode).toBe(204);
    // Polled at once after the approval: the tokens, not slow_down.
    const tokens = await poll(device.device_code);
    expect(tokens.status).toBe(200);
    expect(tokens.body.scope).toBe('projects:read reports');
    expect(await resolve(tokens.body.access_token)).toMatchObject({ userId: admin.userId });
    // The code is spent: polling it again is reuse, which revokes what it issued (and the code with it).
    expect((await poll(device.device_code)).body.error).toBe('invalid_grant');
    expect(await resolve(tokens.body.access_token)).toBeNull();
    expect((await decideDevice(admin, device.user_code, true)).statusCode).toBe(404);
  });

  it('answers access_denied once the user denies', async () => {
    const device = await startDevice();
    expect((await decideDevice(admin, device.user_code, false)).statusCode).toBe(204);
    const answer = await poll(device.device_code);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('access_denied');
  });

  it('answers expired_token for an expired code, and the consent page says so', async () => {
    const device = await startDevice();
    await w.t.database.query(
      `UPDATE oauth_models SET payload = jsonb_set(payload, '{exp}', to_jsonb(extract(epoch FROM now())::bigint - 1))
        WHERE model = 'DeviceCode' AND user_code = $1`,
      [device.user_code.replace('-', '')],
    );
    const answer = await poll(device.device_code);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('expired_token');
    const consent = await w.t.app.inject({
      method: 'GET',
      url: `/oauth2api/v1/device?userCode=${device.user_code}`,
      headers: authHeaders(admin),
    });
    expect(consent.statusCode).toBe(409);
  });

  it('answers 404 for an unknown user code', async () => {
    const consent = await w.t.app.inject({
      method: 'GET',
      url: '/oauth2api/v1/device?userCode=BBBB-BBBB',
      headers: authHeaders(admin),
    });
    expect(consent.statusCode).toBe(404);
  });
});

describe('connected apps', () => {
  it('lists approved clients and revokes their tokens; only for the caller', async () => {
    const { code, verifier } = await authorizeCode(other, 'projects:read');
    const tokens = await exchangeCode(code, verifier);
    const listed = await w.t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${other.userId}/connected-apps`,
      headers: authHeaders(other),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        clientId: 'airlens-cli',
        clientName: 'Airlens CLI',
        scopes: ['projects:read'],
      }),
    ]);
    const foreign = await w.t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${other.userId}/connected-apps`,
      headers: authHeaders(admin),
    });
    expect(foreign.statusCode).toBe(404);
    const withoutCsrf = await w.t.app.inject({
      method: 'DELETE',
      url: `/userapi/v1/users/${other.userId}/connected-apps?clientId=airlens-cli`,
      headers: authHeaders(other, false),
    });
    expect(withoutCsrf.statusCode).toBe(403);
    const revoked = await w.t.app.inject({
      method: 'DELETE',
      url: `/userapi/v1/users/${other.userId}/connected-apps?clientId=airlens-cli`,
      headers: authHeaders(other),
    });
    expect(revoked.statusCode).toBe(204);
    expect(await resolve(tokens.body.access_token)).toBeNull();
    expect((await refresh(String(tokens.body.refresh_token))).body.error).toBe('invalid_grant');
    const after = await w.t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${other.userId}/connected-apps`,
      headers: authHeaders(other),
    });
    expect(after.json()).toEqual([]);
  });
});

describe('expiry', () => {
  it('resolves no access token past its expiry', async () => {
    const { code, verifier } = await authorizeCode(admin, 'projects:read');
    const tokens = await exchangeCode(code, verifier);
    expect(await resolve(tokens.body.access_token)).not.toBeNull();
    await w.t.database.query(
      `UPDATE oauth_models SET payload = jsonb_set(payload, '{exp}', to_jsonb(extract(epoch FROM now())::bigint - 1))
        WHERE model = 'AccessToken' AND id_hash = $1`,
      [idHashOf(String(tokens.body.access_token))],
    );
    expect(await resolve(tokens.body.access_token)).toBeNull();
  });
});

describe('OAuth access tokens on the API (bearer middleware)', () => {
  function call(url: string, token: unknown) {
    return fetch(`${w.base}${url}`, { headers: { authorization: `Bearer ${String(token)}` } });
  }

  it('acts as the user within its scopes, and stops once revoked', async () => {
    const { code, verifier } = await authorizeCode(admin, 'projects:read');
    const tokens = await exchangeCode(code, verifier);
    const whoAmI = await call('/userapi/v1/users/who-am-i', tokens.body.access_token);
    expect(whoAmI.status).toBe(200);
    expect(((await whoAmI.json()) as { userId: string }).userId).toBe(admin.userId);
    expect((await call('/site-management-api/v1/sites', tokens.body.access_token)).status).toBe(200);
    // insights:read was not granted.
    expect((await call('/insightapi/v1/projects?size=10', tokens.body.access_token)).status).toBe(403);
    // A token may not list or revoke connected apps (browser sessions only).
    expect(
      (await call(`/userapi/v1/users/${admin.userId}/connected-apps`, tokens.body.access_token)).status,
    ).toBe(403);

    await postForm(w.base, '/oauth2/revoke', {
      token: String(tokens.body.access_token),
      client_id: 'airlens-cli',
    });
    expect((await call('/userapi/v1/users/who-am-i', tokens.body.access_token)).status).toBe(401);
  });
});

describe('the browser that answers', () => {
  it('must be the one that started the request: another browser cannot approve it', async () => {
    const pkce = createPkce();
    const flow = await startAuthorization(w.base, { scope: 'projects:read', challenge: pkce.challenge });
    const elsewhere = await w.t.app.inject({
      method: 'GET',
      url: `/oauth2api/v1/consent/${flow.uid}`,
      headers: authHeaders(other),
    });
    expect(elsewhere.statusCode).toBe(404);
    const approved = await w.t.app.inject({
      method: 'POST',
      url: `/oauth2api/v1/consent/${flow.uid}`,
      headers: authHeaders(other),
      payload: { approve: true },
    });
    expect(approved.statusCode).toBe(404);
    // The starting browser still gets the consent screen.
    const here = await w.t.app.inject({
      method: 'GET',
      url: `/oauth2api/v1/consent/${flow.uid}`,
      headers: browserHeaders(admin, flow),
    });
    expect(here.statusCode).toBe(200);
  });

  it('needs the CSRF header to decide', async () => {
    const pkce = createPkce();
    const flow = await startAuthorization(w.base, { scope: 'projects:read', challenge: pkce.challenge });
    const withoutCsrf = await w.t.app.inject({
      method: 'POST',
      url: `/oauth2api/v1/consent/${flow.uid}`,
      headers: { cookie: browserHeaders(admin, flow).cookie },
      payload: { approve: true },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    const device = await startDevice();
    const deviceWithoutCsrf = await w.t.app.inject({
      method: 'POST',
      url: '/oauth2api/v1/device',
      headers: authHeaders(admin, false),
      payload: { userCode: device.user_code, approve: true },
    });
    expect(deviceWithoutCsrf.statusCode).toBe(403);
  });
});

describe('malformed protocol requests', () => {
  it.each([
    { method: 'GET', url: '/oauth2/authorize' },
    { method: 'GET', url: '/oauth2/authorize/not-an-interaction' },
    // Found by the fuzz suite: the app's input guard refuses control characters before the library answers.
    { method: 'GET', url: '/oauth2/authorize/%5C%01' },
    { method: 'POST', url: '/oauth2/token', payload: { grant_type: 'authorization_code' } },
    { method: 'POST', url: '/oauth2/token' },
    { method: 'POST', url: '/oauth2/revoke', payload: 'token=x' },
    { method: 'POST', url: '/activationapi/v1/device', payload: 'client_id=nobody' },
    {
      method: 'POST',
      url: '/oauth2/token',
      payload: `grant_type=refresh_token&client_id=airlens-cli&refresh_token=${'a'.repeat(43)}`,
    },
  ] as const)('$method $url answers 4xx in the RFC error shape, or the app guard’s', async (request) => {
    const response = await w.t.app.inject({
      method: request.method,
      url: request.url,
      ...('payload' in request
        ? {
            payload: request.payload,
            headers: {
              'content-type':
                typeof request.payload === 'string'
                  ? 'application/x-www-form-urlencoded'
                  : 'application/json',
            },
          }
        : {}),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    if (response.headers['content-type']?.toString().startsWith('application/json') === true) {
      const body = response.json<{ error?: unknown; message?: unknown }>();
      expect(typeof (body.error ?? body.message)).toBe('string');
    }
  });
});

describe('stored state', () => {
  it('clears rows expired more than a day ago when a flow starts', async () => {
    await createOAuthModelRow(w.t, { model: 'AccessToken', idHash: 'old-row', expiredMsAgo: 2 * 86_400_000 });
    await createOAuthModelRow(w.t, { model: 'AccessToken', idHash: 'recent-row', expiredMsAgo: 3_600_000 });
    await startDevice();
    const { rows } = await w.t.database.query<{ id_hash: string }>(
      `SELECT id_hash FROM oauth_models WHERE id_hash IN ('old-row', 'recent-row')`,
    );
    expect(rows.map((row) => row.id_hash)).toEqual(['recent-row']);
  });

  it('keeps no token in the clear in the database', async () => {
    const { code, verifier } = await authorizeCode(admin, 'projects:read');
    const tokens = await exchangeCode(code, verifier);
    const { rows } = await w.t.database.query<{ text: string }>(
      `SELECT payload::text || id_hash AS text FROM oauth_models`,
    );
    const dump = rows.map((row) => row.text).join('\n');
    expect(dump).not.toContain(String(tokens.body.access_token));
    expect(dump).not.toContain(String(tokens.body.refresh_token));
    expect(dump).not.toContain(code);
  });
});
