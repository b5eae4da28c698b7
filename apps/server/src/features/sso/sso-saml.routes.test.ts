import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EULA_VERSION } from '@airlens/domain';
import { createTestAccount, createTestOrg, signIn } from '../auth/test-accounts';
import {
  authnRequestIdOf,
  buildSamlResponse,
  createSigningKey,
  createTestSamlIdp,
  type ResponseOptions,
  type SigningKey,
  type TestSamlIdp,
} from './saml-idp.test-helpers';
import {
  ACME_DOMAIN,
  createSsoWorld,
  putSso,
  sessionCookieHeader,
  userRow,
  whoAmI,
  type SsoWorld,
} from './sso.test-helpers';

let world: SsoWorld;
let idp: TestSamlIdp;
let otherKey: SigningKey;
let acsUrl: string;
let entityId: string;

beforeAll(async () => {
  world = await createSsoWorld();
  [idp, otherKey] = await Promise.all([createTestSamlIdp(), createSigningKey('Impostor')]);
  const saved = await putSso(world.t, world.admin, {
    enabled: true,
    protocol: 'SAML',
    samlMetadataXml: idp.metadataXml,
    emailDomains: [ACME_DOMAIN],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const data = saved.json<{ data: { serviceProvider: { samlAcsUrl: string; samlEntityId: string } } }>().data;
  acsUrl = data.serviceProvider.samlAcsUrl;
  entityId = data.serviceProvider.samlEntityId;
});

afterAll(async () => {
  await world.t.close();
});

/** Starts a sign-in and answers the AuthnRequest ID the IdP would answer to. */
async function startLogin(redirect?: string): Promise<string> {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  const response = await world.t.app.inject({
    method: 'GET',
    url: `/authapi/v1/sso-configuration/${world.orgId}/login${query}`,
  });
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
  return authnRequestIdOf(location);
}

function postAcs(samlResponse: string, headers: Record<string, string> = {}) {
  return world.t.app.inject({
    method: 'POST',
    url: `/authapi/v1/sso-configuration/${world.orgId}/saml/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
  });
}

function respond(requestId: string | null, overrides: Partial<ResponseOptions> = {}): string {
  return buildSamlResponse({
    idp,
    email: `saml.user@${ACME_DOMAIN}`,
    acsUrl,
    audience: entityId,
    inResponseTo: requestId,
    ...overrides,
  });
}

function expectRefused(response: Awaited<ReturnType<typeof postAcs>>, code: string): void {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/saml-consume?error=${code}`);
  expect(sessionCookieHeader(response)).toBe('');
}

describe('SAML sign-in', () => {
  it('accepts a signed assertion posted cross-site, provisions the user and lands on /saml-consume', async () => {
    const requestId = await startLogin('/insights');
    const response = await postAcs(respond(requestId, { name: 'Sam Saml' }), {
      origin: 'https://idp.acme.example',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/saml-consume?redirect=%2Finsights');
    expect(typeof response.headers.csrftoken).toBe('string');
    const cookie = sessionCookieHeader(response);
    expect(cookie).not.toBe('');
    const me = await whoAmI(world.t, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: `saml.user@${ACME_DOMAIN}`, role: 'USER', orgAdmin: false });
    const row = await userRow(world.t, `saml.user@${ACME_DOMAIN}`);
    expect(row).toMatchObject({
      org_id: world.orgId,
      role: 'USER',
      org_admin: false,
      eula_version_consent: null,
      password_hash: null,
      email_verified: true,
      license_key: world.spareLicenseKey,
    });
  });

  it('accepts a response whose envelope (not the assertion) carries the signature', async () => {
    const requestId = await startLogin();
    const response = await postAcs(respond(requestId, { sign: 'response' }));
    expect(response.headers.location).toBe('/saml-consume');
    expect(sessionCookieHeader(response)).not.toBe('');
  });

  it('signs an existing member in without creating another account', async () => {
    const member = await createTestAccount(world.t, {
      orgId: world.orgId,
      email: `member@${ACME_DOMAIN}`,
      eula: true,
    });
    const requestId = await startLogin();
    const response = await postAcs(respond(requestId, { email: `Member@${ACME_DOMAIN.toUpperCase()}` }));
    const me = await whoAmI(world.t, sessionCookieHeader(response));
    expect(me.json()).toMatchObject({ userId: member.userId, eulaVersionConsent: EULA_VERSION });
  });

  it('refuses an unsigned response', async () => {
    expectRefused(await postAcs(respond(await startLogin(), { sign: 'none' })), 'invalid_response');
  });

  it('refuses a response signed by another key than the configured certificate', async () => {
    expectRefused(await postAcs(respond(await startLogin(), { signingKey: otherKey })), 'invalid_response');
  });

  it('refuses a signed assertion whose content was changed afterwards', async () => {
    const signed = Buffer.from(respond(await startLogin()), 'base64').toString('utf8');
    const tampered = signed.replace(/saml\.user@acme\.example/g, `boss@${ACME_DOMAIN}`);
    expect(tampered).not.toBe(signed);
    expectRefused(await postAcs(Buffer.from(tampered).toString('base64')), 'invalid_response');
  });

  it('refuses an expired assertion (NotOnOrAfter passed)', async () => {
    const past = new Date(Date.now() - 10 * 60_000);
    const response = await postAcs(
      respond(await startLogin(), { notBefore: new Date(past.getTime() - 5 * 60_000), notOnOrAfter: past }),
    );
    expectRefused(response, 'invalid_response');
  });

  it('refuses an assertion for another audience', async () => {
    expectRefused(
      await postAcs(respond(await startLogin(), { audience: 'https://other-sp.example' })),
      'invalid_response',
    );
  });

  it('refuses an assertion for another recipient or destination', async () => {
    expectRefused(
      await postAcs(respond(await startLogin(), { recipient: 'https://evil.example/acs' })),
      'invalid_response',
    );
    expectRefused(
      await postAcs(respond(await startLogin(), { destination: 'https://evil.example/acs' })),
      'invalid_response',
    );
  });

  it('refuses an assertion issued by another IdP entity', async () => {
    expectRefused(
      await postAcs(respond(await startLogin(), { issuer: 'https://other-idp.example' })),
      'invalid_response',
    );
  });

  it('refuses an unknown InResponseTo and an unsolicited (IdP-initiated) response', async () => {
    expectRefused(await postAcs(respond('_never-requested')), 'invalid_state');
    expectRefused(await postAcs(respond(null)), 'invalid_state');
  });

  it('refuses an answer to another organisation’s request at that organisation’s ACS', async () => {
    const betaOrg = await createTestOrg(world.t, { enterprisePlus: true, name: 'Beta' });
    const betaAdmin = await signIn(
      world.t.app,
      await createTestAccount(world.t, { orgId: betaOrg, orgAdmin: true, email: 'admin@beta.example' }),
    );
    const saved = await putSso(world.t, betaAdmin, {
      enabled: true,
      protocol: 'SAML',
      samlMetadataXml: idp.metadataXml,
      emailDomains: ['beta.example'],
    });
    const beta = saved.json<{ data: { serviceProvider: { samlAcsUrl: string; samlEntityId: string } } }>()
      .data;
    const requestOfAcme = await startLogin();
    const response = await world.t.app.inject({
      method: 'POST',
      url: `/authapi/v1/sso-configuration/${betaOrg}/saml/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLResponse: respond(requestOfAcme, {
          email: 'someone@beta.example',
          acsUrl: beta.serviceProvider.samlAcsUrl,
          audience: beta.serviceProvider.samlEntityId,
        }),
      }).toString(),
    });
    expectRefused(response, 'invalid_state');
  });

  it('refuses a replayed response and a re-used assertion id', async () => {
    const requestId = await startLogin();
    const first = respond(requestId, { assertionId: '_assertion-replay-1' });
    expect(sessionCookieHeader(await postAcs(first))).not.toBe('');
    // The request it answered is used up.
    expectRefused(await postAcs(first), 'invalid_state');
    // The same assertion id for a new request: an IdP (or attacker) re-using an accepted assertion.
    const again = respond(await startLogin(), { assertionId: '_assertion-replay-1' });
    expectRefused(await postAcs(again), 'replayed');
  });

  it('refuses an e-mail outside the organisation’s verified domains and an account of another organisation', async () => {
    expectRefused(
      await postAcs(respond(await startLogin(), { email: 'someone@elsewhere.example' })),
      'domain_not_allowed',
    );
    await createTestAccount(world.t, { orgId: null, email: `loner@${ACME_DOMAIN}` });
    expectRefused(
      await postAcs(respond(await startLogin(), { email: `loner@${ACME_DOMAIN}` })),
      'account_conflict',
    );
  });

  it('refuses sign-in for a disabled member', async () => {
    await createTestAccount(world.t, { orgId: world.orgId, email: `gone@${ACME_DOMAIN}`, disabled: true });
    expectRefused(
      await postAcs(respond(await startLogin(), { email: `gone@${ACME_DOMAIN}` })),
      'account_disabled',
    );
  });

  it('drops an unsafe redirect target at the start and ignores RelayState', async () => {
    const requestId = await startLogin('https://evil.example/steal');
    const response = await world.t.app.inject({
      method: 'POST',
      url: `/authapi/v1/sso-configuration/${world.orgId}/saml/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLResponse: respond(requestId),
        RelayState: 'https://evil.example',
      }).toString(),
    });
    expect(response.headers.location).toBe('/saml-consume');
  });

  it('publishes service provider metadata with the ACS and entity id', async () => {
    const response = await world.t.app.inject({
      method: 'GET',
      url: `/authapi/v1/sso-configuration/${world.orgId}/saml/metadata`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(response.body).toContain(`entityID="${entityId}"`);
    expect(response.body).toContain(`Location="${acsUrl}"`);
  });
});
