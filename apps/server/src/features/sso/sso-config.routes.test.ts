import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGES } from '@airlens/domain';
import { createTestAccount, createTestOrg, signIn, type TestSession } from '../auth/test-accounts';
import { createTestSamlIdp, type TestSamlIdp } from './saml-idp.test-helpers';
import { ISSUER_UNREACHABLE } from './sso.service';
import { ACME_DOMAIN, createSsoWorld, getSso, putSso, type SsoWorld } from './sso.test-helpers';

let world: SsoWorld;
let idp: TestSamlIdp;
let member: TestSession;
let adminWithoutEnterprisePlus: TestSession;
let otherOrgAdmin: TestSession;
let otherOrgId: string;

function samlConfig(overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    protocol: 'SAML',
    samlMetadataXml: idp.metadataXml,
    emailDomains: [ACME_DOMAIN],
    ...overrides,
  };
}

beforeAll(async () => {
  world = await createSsoWorld({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '30' } });
  idp = await createTestSamlIdp();
  member = await signIn(
    world.t.app,
    await createTestAccount(world.t, { orgId: world.orgId, email: `member@${ACME_DOMAIN}` }),
  );
  const plainOrg = await createTestOrg(world.t, { enterprisePlus: false });
  adminWithoutEnterprisePlus = await signIn(
    world.t.app,
    await createTestAccount(world.t, { orgId: plainOrg, orgAdmin: true, product: 'Software Suite' }),
  );
  otherOrgId = await createTestOrg(world.t, { enterprisePlus: true });
  otherOrgAdmin = await signIn(
    world.t.app,
    await createTestAccount(world.t, {
      orgId: otherOrgId,
      orgAdmin: true,
      email: 'admin@other.example',
      product: 'Software Suite',
    }),
  );
});

afterAll(async () => {
  await world.t.close();
});

describe('GET /userapi/v1/organizations/sso/{id}', () => {
  it('shows an unconfigured organisation with the URLs to register at the provider', async () => {
    const response = await getSso(world.t, otherOrgAdmin, otherOrgId);
    expect(response.statusCode).toBe(200);
    const base = `${world.t.config.publicUrl}/authapi/v1/sso-configuration/${otherOrgId}`;
    expect(response.json()).toEqual({
      orgId: otherOrgId,
      configured: false,
      enabled: false,
      protocol: 'OIDC',
      issuer: null,
      clientId: null,
      hasClientSecret: false,
      samlMetadataXml: null,
      samlEntryPoint: null,
      samlIdpEntityId: null,
      samlCertificate: null,
      emailDomains: [],
      serviceProvider: {
        oidcRedirectUri: `${base}/oidc/callback`,
        samlEntityId: `${base}/saml/metadata`,
        samlAcsUrl: `${base}/saml/acs`,
        samlMetadataUrl: `${base}/saml/metadata`,
      },
    });
  });

  it('answers 401 without a session, 404 to a member, an admin without enterprise-plus and another organisation', async () => {
    const url = `/userapi/v1/organizations/sso/${world.orgId}`;
    expect((await world.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await getSso(world.t, member, world.orgId)).statusCode).toBe(404);
    expect((await getSso(world.t, adminWithoutEnterprisePlus, world.orgId)).statusCode).toBe(404);
    expect((await getSso(world.t, otherOrgAdmin, world.orgId)).statusCode).toBe(404);
    expect((await getSso(world.t, world.admin, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PUT /userapi/v1/organizations/sso', () => {
  it('saves a SAML configuration from IdP metadata; the admin’s own domain is verified at once', async () => {
    const response = await putSso(
      world.t,
      world.admin,
      samlConfig({ emailDomains: [' ACME.example ', 'branch.example'] }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; message: string; data: Record<string, unknown> }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe(SUCCESS_MESSAGES.ssoUpdated);
    expect(body.data).toMatchObject({
      configured: true,
      enabled: true,
      protocol: 'SAML',
      samlEntryPoint: idp.ssoUrl,
      samlIdpEntityId: idp.entityId,
      emailDomains: [
        {
          domain: ACME_DOMAIN,
          verified: true,
          verificationMethod: 'ADMIN_EMAIL',
          pendingCodeEmail: null,
        },
        {
          domain: 'branch.example',
          verified: false,
          verificationMethod: null,
          pendingCodeEmail: null,
          verifiedAt: null,
        },
      ],
    });
    expect(String(body.data.samlCertificate)).toContain('-----BEGIN CERTIFICATE-----');
    const [acme] = body.data.emailDomains as { verifiedAt: string | null }[];
    expect(Number.isNaN(Date.parse(acme?.verifiedAt ?? ''))).toBe(false);
    expect((await getSso(world.t, world.admin, world.orgId)).json()).toEqual(body.data);
  });

  it('saves SAML from an entry point and a certificate instead of metadata', async () => {
    const response = await putSso(
      world.t,
      world.admin,
      samlConfig({
        samlMetadataXml: '',
        samlEntryPoint: 'https://idp.acme.example/other',
        samlCertificate: idp.key.certificatePem,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        samlEntryPoint: 'https://idp.acme.example/other',
        samlIdpEntityId: null,
        samlMetadataXml: null,
      },
    });
  });

  it('refuses invalid input with a message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ emailDomains: ['not a domain'] }, 'emailDomains: not a domain is not a valid domain'],
      [
        { emailDomains: ['gmail.com'] },
        'emailDomains: gmail.com is a public mail provider and cannot be used for single sign-on',
      ],
      [{ emailDomains: [] }, 'emailDomains: at least one e-mail domain is needed to enable single sign-on'],
      [{ samlMetadataXml: '<nope' }, 'samlMetadataXml: The metadata is not well-formed XML.'],
      [
        { samlMetadataXml: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
        'samlMetadataXml: The metadata is not well-formed XML.',
      ],
      [
        { samlMetadataXml: '', samlEntryPoint: 'https://idp.example/sso', samlCertificate: 'garbage' },
        'samlCertificate: is not a valid X.509 certificate',
      ],
      [
        {
          samlMetadataXml: '',
          samlEntryPoint: 'javascript:alert(1)',
          samlCertificate: idp.key.certificatePem,
        },
        'samlEntryPoint: must be an https URL',
      ],
      [
        { samlMetadataXml: '', samlEntryPoint: 'https://idp.example/sso' },
        'samlCertificate: is required to enable SAML sign-in (or give the IdP metadata)',
      ],
      [
        { protocol: 'OIDC', issuer: 'ftp://idp.example', clientId: 'c', clientSecret: 's' },
        'issuer: must be an https URL',
      ],
      [
        { protocol: 'OIDC', issuer: 'https://idp.example', clientSecret: 's' },
        'clientId: is required to enable OpenID Connect sign-in',
      ],
      [
        { protocol: 'OIDC', issuer: 'https://idp.example', clientId: 'c' },
        'clientSecret: is required to enable OpenID Connect sign-in',
      ],
    ];
    for (const [override, message] of cases) {
      const response = await putSso(world.t, world.admin, samlConfig(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(
      (await putSso(world.t, world.admin, { enabled: 'yes', protocol: 'LDAP', emailDomains: [] })).statusCode,
    ).toBe(400);
  });

  it('refuses to enable OIDC when the issuer’s discovery document cannot be loaded', async () => {
    const response = await putSso(world.t, world.admin, {
      enabled: true,
      protocol: 'OIDC',
      issuer: 'http://127.0.0.1:9/unreachable',
      clientId: 'client',
      clientSecret: 'secret',
      emailDomains: [ACME_DOMAIN],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `issuer: ${ISSUER_UNREACHABLE}`,
      errorMessageList: [{ localizedDescription: `issuer: ${ISSUER_UNREACHABLE}` }],
    });
  });

  it('answers 401, 403 without or with a wrong CSRF token, and 404 to members, non-enterprise admins and other orgs', async () => {
    const body = samlConfig();
    expect(
      (await world.t.app.inject({ method: 'PUT', url: '/userapi/v1/organizations/sso', payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await putSso(world.t, world.admin, body, false)).statusCode).toBe(403);
    expect((await putSso(world.t, world.admin, body, 'wrong-token')).statusCode).toBe(403);
    expect((await putSso(world.t, world.admin, body, otherOrgAdmin.csrfToken)).statusCode).toBe(403);
    expect((await putSso(world.t, member, body)).statusCode).toBe(404);
    expect((await putSso(world.t, adminWithoutEnterprisePlus, body)).statusCode).toBe(404);
    // Naming another organisation in the body does not reach it.
    expect((await putSso(world.t, world.admin, { ...body, orgId: otherOrgId })).statusCode).toBe(404);
    expect((await getSso(world.t, otherOrgAdmin, otherOrgId)).json()).toMatchObject({ configured: false });
  });

  it('refuses a domain another organisation has verified (409) and never verifies it twice', async () => {
    const claim = await putSso(world.t, otherOrgAdmin, samlConfig({ emailDomains: ['other.example'] }));
    expect(claim.json()).toMatchObject({
      data: { emailDomains: [{ domain: 'other.example', verified: true }] },
    });
    const response = await putSso(
      world.t,
      world.admin,
      samlConfig({ emailDomains: [ACME_DOMAIN, 'other.example'] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'other.example is already used for single sign-on by another organisation',
    });
  });
});

describe('with the ssoConfig feature flag off', () => {
  it('hides the configuration calls (404)', async () => {
    // Flags are read per request from the app's configuration object; flipping it here saves a second app.
    world.t.config.featureFlags.ssoConfig = false;
    try {
      expect((await getSso(world.t, world.admin, world.orgId)).statusCode).toBe(404);
      expect((await putSso(world.t, world.admin, samlConfig())).statusCode).toBe(404);
    } finally {
      world.t.config.featureFlags.ssoConfig = true;
    }
    expect((await getSso(world.t, world.admin, world.orgId)).statusCode).toBe(200);
  });
});

describe('check-sso', () => {
  it('answers only for verified domains of enabled configurations, revealing nothing else', async () => {
    const saved = await putSso(
      world.t,
      world.admin,
      samlConfig({ emailDomains: [ACME_DOMAIN, 'branch.example'] }),
    );
    expect(saved.statusCode).toBe(200);
    const ask = (query: string) =>
      world.t.app.inject({ method: 'GET', url: `/authapi/v1/check-sso${query}` });
    const yes = await ask(`?email=${encodeURIComponent(`someone@${ACME_DOMAIN}`)}`);
    expect(yes.statusCode).toBe(200);
    expect(yes.headers['cache-control']).toBe('no-store');
    expect(yes.json()).toEqual({
      ssoEnabled: true,
      loginUrl: `/authapi/v1/sso-configuration/${world.orgId}/login`,
    });
    for (const email of [
      'someone@branch.example',
      'someone@unknown.example',
      'not-an-email',
      '@acme.example',
      '',
    ]) {
      const answer = await ask(`?email=${encodeURIComponent(email)}`);
      expect(answer.statusCode, email).toBe(200);
      expect(answer.json(), email).toEqual({ ssoEnabled: false });
    }
    expect((await ask('')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the SSO routes from their schemas', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/authapi/v1/check-sso',
        '/authapi/v1/sso-configuration/{orgId}/login',
        '/authapi/v1/sso-configuration/{orgId}/oidc/callback',
        '/authapi/v1/sso-configuration/{orgId}/saml/acs',
        '/userapi/v1/organizations/sso/{id}',
        '/userapi/v1/organizations/sso',
        '/userapi/v1/organizations/sso/domains/verification-code',
        '/userapi/v1/organizations/sso/domains/verification',
      ]),
    );
  });
});

describe('rate limit', () => {
  it('answers 429 after 30 sign-in starts per minute from one address', async () => {
    const start = () =>
      world.t.app.inject({ method: 'GET', url: `/authapi/v1/sso-configuration/${randomUUID()}/login` });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await start()).statusCode).toBe(404);
    }
    const limited = await start();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests, please try again later.' });
  });
});
