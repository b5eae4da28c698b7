import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createTestAccount, createTestOrg } from '../auth/test-accounts';
import { sha256Hex } from '../auth/credentials';
import {
  followProviderToCallback,
  startTestOidcProvider,
  type TestOidcProvider,
} from './oidc-provider.test-helpers';
import { SSO_BINDING_COOKIE } from './sso.routes';
import {
  ACME_DOMAIN,
  createSsoWorld,
  getSso,
  putSso,
  sessionCookieHeader,
  userRow,
  whoAmI,
  type SsoWorld,
} from './sso.test-helpers';

let world: SsoWorld;
let provider: TestOidcProvider;
let callbackUrl: string;
/** Added to the app clock (not the provider's): lets ID tokens expire in the app's eyes. */
let clockOffsetMs = 0;

function ssoConfig(overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    protocol: 'OIDC',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    emailDomains: [ACME_DOMAIN, 'pending.example'],
    ...overrides,
  };
}

beforeAll(async () => {
  world = await createSsoWorld({ now: () => new Date(Date.now() + clockOffsetMs) });
  callbackUrl = `${world.t.config.publicUrl}/authapi/v1/sso-configuration/${world.orgId}/oidc/callback`;
  provider = await startTestOidcProvider({ redirectUris: [callbackUrl], idTokenTtlSeconds: 120 });
  provider.addAccount({ email: `oidc.user@${ACME_DOMAIN}`, name: 'Olive Oidc' });
  provider.addAccount({ email: `unverified@${ACME_DOMAIN}`, emailVerified: false });
  provider.addAccount({ email: 'someone@elsewhere.example' });
  provider.addAccount({ email: 'someone@pending.example' });
  const saved = await putSso(world.t, world.admin, ssoConfig());
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await provider.close();
  await world.t.close();
});

async function startLogin(redirect?: string) {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  const response = await world.t.app.inject({
    method: 'GET',
    url: `/authapi/v1/sso-configuration/${world.orgId}/login${query}`,
  });
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('redirect_uri')).toBe(callbackUrl);
  const binding = cookiesOf(response)[SSO_BINDING_COOKIE] ?? '';
  expect(binding).not.toBe('');
  return { location, binding, state: location.searchParams.get('state') ?? '' };
}

/** Signs in at the provider as `email` and answers the callback path with the browser-binding cookie. */
async function signInAtProvider(email: string, redirect?: string) {
  const started = await startLogin(redirect);
  provider.autoLogin = email;
  const callback = await followProviderToCallback(started.location.href, callbackUrl);
  return { ...started, callbackPath: `${callback.pathname}${callback.search}` };
}

function callback(path: string, binding: string | null) {
  return world.t.app.inject({
    method: 'GET',
    url: path,
    headers: binding === null ? {} : { cookie: `${SSO_BINDING_COOKIE}=${binding}` },
  });
}

function expectRefused(response: Awaited<ReturnType<typeof callback>>, code: string): void {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/saml-consume?error=${code}`);
  expect(sessionCookieHeader(response)).toBe('');
}

describe('OIDC sign-in against a real OpenID provider', () => {
  it('check-sso offers the login URL for the verified domain only', async () => {
    const ask = (email: string) =>
      world.t.app.inject({ method: 'GET', url: `/authapi/v1/check-sso?email=${encodeURIComponent(email)}` });
    expect((await ask(`Someone@ACME.example`)).json()).toEqual({
      ssoEnabled: true,
      loginUrl: `/authapi/v1/sso-configuration/${world.orgId}/login`,
    });
    expect((await ask('someone@pending.example')).json()).toEqual({ ssoEnabled: false });
  });

  it('provisions the user on first sign-in, issues a session and returns to the safe redirect target', async () => {
    const { callbackPath, binding } = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`, '/insights');
    const response = await callback(callbackPath, binding);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/insights');
    expect(typeof response.headers.csrftoken).toBe('string');
    const cleared = response.cookies.find((cookie) => cookie.name === SSO_BINDING_COOKIE);
    expect(cleared?.value).toBe('');
    const me = await whoAmI(world.t, sessionCookieHeader(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: `oidc.user@${ACME_DOMAIN}`,
      role: 'USER',
      orgAdmin: false,
      eulaVersionConsent: null,
    });
    expect(await userRow(world.t, `oidc.user@${ACME_DOMAIN}`)).toMatchObject({
      org_id: world.orgId,
      role: 'USER',
      org_admin: false,
      password_hash: null,
      email_verified: true,
      license_key: world.spareLicenseKey,
    });

    const again = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`);
    const second = await callback(again.callbackPath, again.binding);
    expect(second.headers.location).toBe('/');
    expect((await whoAmI(world.t, sessionCookieHeader(second))).json()).toMatchObject({
      userId: me.json<{ userId: string }>().userId,
    });
  });

  it('provisions without a licence once the organisation has no spare one', async () => {
    provider.addAccount({ email: `second@${ACME_DOMAIN}` });
    const { callbackPath, binding } = await signInAtProvider(`second@${ACME_DOMAIN}`);
    expect(sessionCookieHeader(await callback(callbackPath, binding))).not.toBe('');
    expect(await userRow(world.t, `second@${ACME_DOMAIN}`)).toMatchObject({
      org_id: world.orgId,
      license_key: null,
    });
  });

  it('refuses an unknown state, a replayed callback and a callback from another browser', async () => {
    const { callbackPath, binding } = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`);
    const forged = callbackPath.replace(/state=[^&]+/, 'state=not-a-state-we-issued');
    expectRefused(await callback(forged, binding), 'invalid_state');
    expectRefused(await callback(callbackPath, null), 'invalid_state');

    const fresh = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`);
    expectRefused(await callback(fresh.callbackPath, 'another-browsers-binding'), 'invalid_state');
    const good = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`);
    expect(sessionCookieHeader(await callback(good.callbackPath, good.binding))).not.toBe('');
    expectRefused(await callback(good.callbackPath, good.binding), 'invalid_state');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const { callbackPath, binding, state } = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`);
    await world.t.database.query("UPDATE sso_login_states SET nonce = 'a-different-nonce' WHERE id = $1", [
      sha256Hex(state),
    ]);
    expectRefused(await callback(callbackPath, binding), 'invalid_response');
  });

  it('refuses an expired ID token', async () => {
    const { callbackPath, binding } = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`);
    clockOffsetMs = 5 * 60_000;
    try {
      expectRefused(await callback(callbackPath, binding), 'invalid_response');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const { callbackPath, binding } = await signInAtProvider(`unverified@${ACME_DOMAIN}`);
    expectRefused(await callback(callbackPath, binding), 'email_not_verified');
    expect(await userRow(world.t, `unverified@${ACME_DOMAIN}`)).toBeNull();
  });

  it('refuses a domain that is not a verified SSO domain of the organisation', async () => {
    const outside = await signInAtProvider('someone@elsewhere.example');
    expectRefused(await callback(outside.callbackPath, outside.binding), 'domain_not_allowed');
    const pending = await signInAtProvider('someone@pending.example');
    expectRefused(await callback(pending.callbackPath, pending.binding), 'domain_not_allowed');
  });

  it('refuses an address that belongs to another organisation’s account', async () => {
    const otherOrg = await createTestOrg(world.t, { name: 'Other' });
    await createTestAccount(world.t, { orgId: otherOrg, email: `taken@${ACME_DOMAIN}` });
    provider.addAccount({ email: `taken@${ACME_DOMAIN}` });
    const { callbackPath, binding } = await signInAtProvider(`taken@${ACME_DOMAIN}`);
    expectRefused(await callback(callbackPath, binding), 'account_conflict');
  });

  it('passes the provider’s error on without signing in', async () => {
    const { binding, state } = await startLogin();
    const path = `/authapi/v1/sso-configuration/${world.orgId}/oidc/callback?error=access_denied&state=${state}`;
    expectRefused(await callback(path, binding), 'provider_error');
  });

  it('never leads to an unsafe redirect target', async () => {
    const { callbackPath, binding } = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`, '//evil.example/x');
    expect((await callback(callbackPath, binding)).headers.location).toBe('/');
  });

  it('keeps the client secret encrypted and never returns it', async () => {
    const { rows } = await world.t.database.query<{ secret: string }>(
      'SELECT oidc_client_secret_encrypted AS secret FROM sso_configurations WHERE org_id = $1',
      [world.orgId],
    );
    expect(rows[0]?.secret.startsWith('v1:')).toBe(true);
    expect(rows[0]?.secret).not.toContain(provider.clientSecret);
    const shown = await getSso(world.t, world.admin, world.orgId);
    expect(shown.json()).toMatchObject({
      hasClientSecret: true,
      issuer: provider.issuer,
      clientId: provider.clientId,
    });
    expect(shown.body).not.toContain(provider.clientSecret);
    // Saving without a secret keeps the stored one, so sign-in still works.
    expect((await putSso(world.t, world.admin, ssoConfig({ clientSecret: '' }))).statusCode).toBe(200);
    const { callbackPath, binding } = await signInAtProvider(`oidc.user@${ACME_DOMAIN}`);
    expect(sessionCookieHeader(await callback(callbackPath, binding))).not.toBe('');
  });

  it('answers 404 at the login URL once SSO is disabled, and check-sso says no', async () => {
    expect((await putSso(world.t, world.admin, ssoConfig({ enabled: false }))).statusCode).toBe(200);
    const login = await world.t.app.inject({
      method: 'GET',
      url: `/authapi/v1/sso-configuration/${world.orgId}/login`,
    });
    expect(login.statusCode).toBe(404);
    const check = await world.t.app.inject({
      method: 'GET',
      url: `/authapi/v1/check-sso?email=x@${ACME_DOMAIN}`,
    });
    expect(check.json()).toEqual({ ssoEnabled: false });
  });
});
