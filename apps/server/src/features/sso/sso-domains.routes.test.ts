import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import {
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  waitForOutboxMail,
  type TestSession,
} from '../auth/test-accounts';
import { createTestSamlIdp, type TestSamlIdp } from './saml-idp.test-helpers';
import { DOMAIN_VERIFIED, INVALID_DOMAIN_CODE } from './sso-domain-verification.service';
import { ACME_DOMAIN, createSsoWorld, getSso, putSso, type SsoWorld } from './sso.test-helpers';

let world: SsoWorld;
let idp: TestSamlIdp;
let clockOffsetMs = 0;

beforeAll(async () => {
  // Sessions outlive the clock moves below (code expiry, issuance window).
  world = await createSsoWorld({
    env: { SESSION_IDLE_MINUTES: '180' },
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  idp = await createTestSamlIdp();
  const saved = await putSso(world.t, world.admin, {
    enabled: true,
    protocol: 'SAML',
    samlMetadataXml: idp.metadataXml,
    emailDomains: [
      ACME_DOMAIN,
      'branch.example',
      'lab.example',
      'late.example',
      'busy.example',
      'contested.example',
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await world.t.close();
});

function requestCode(session: TestSession, domain: string, email: string, csrf: boolean = true) {
  return world.t.app.inject({
    method: 'POST',
    url: '/userapi/v1/organizations/sso/domains/verification-code',
    headers: authHeaders(session, csrf),
    payload: { domain, email },
  });
}

function verify(session: TestSession, domain: string, code: string) {
  return world.t.app.inject({
    method: 'POST',
    url: '/userapi/v1/organizations/sso/domains/verification',
    headers: authHeaders(session),
    payload: { domain, code },
  });
}

async function mailedCode(to: string, count = 1): Promise<string> {
  const [latest] = await waitForOutboxMail(world.t, to, count);
  const code = /code: (\d{6})/.exec(latest?.text ?? '')?.[1];
  if (code === undefined) {
    throw new Error(`no code in mail to ${to}`);
  }
  return code;
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function domainState(domain: string) {
  const shown = await getSso(world.t, world.admin, world.orgId);
  return shown
    .json<{ emailDomains: { domain: string }[] }>()
    .emailDomains.find((entry) => entry.domain === domain);
}

describe('e-mail domain verification by mailed code', () => {
  it('mails a code to an address at the domain and verifies the domain with it', async () => {
    expect((await requestCode(world.admin, 'branch.example', 'Postmaster@Branch.example')).statusCode).toBe(
      202,
    );
    const code = await mailedCode('postmaster@branch.example');
    expect(await domainState('branch.example')).toMatchObject({
      verified: false,
      pendingCodeEmail: 'postmaster@branch.example',
    });
    const check = () =>
      world.t.app.inject({ method: 'GET', url: '/authapi/v1/check-sso?email=x@branch.example' });
    expect((await check()).json()).toEqual({ ssoEnabled: false });

    const wrong = await verify(world.admin, 'branch.example', wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(`code: ${INVALID_DOMAIN_CODE}`);

    const right = await verify(world.admin, 'branch.example', code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true, message: DOMAIN_VERIFIED });
    expect(await domainState('branch.example')).toMatchObject({
      verified: true,
      verificationMethod: 'MAILED_CODE',
      pendingCodeEmail: null,
    });
    expect((await check()).json()).toMatchObject({ ssoEnabled: true });
    // A used code does not work again, and a verified domain takes no new codes.
    expect((await verify(world.admin, 'branch.example', code)).statusCode).toBe(400);
    expect((await requestCode(world.admin, 'branch.example', 'postmaster@branch.example')).statusCode).toBe(
      404,
    );
  });

  it('allows five tries per code', async () => {
    await requestCode(world.admin, 'lab.example', 'it@lab.example');
    const code = await mailedCode('it@lab.example');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(world.admin, 'lab.example', wrongCode(code))).statusCode).toBe(400);
    }
    expect((await verify(world.admin, 'lab.example', code)).statusCode).toBe(400);
    expect(await domainState('lab.example')).toMatchObject({ verified: false });
  });

  it('lets a code expire after 30 minutes', async () => {
    await requestCode(world.admin, 'late.example', 'it@late.example');
    const code = await mailedCode('it@late.example');
    clockOffsetMs = 31 * 60_000;
    try {
      expect((await verify(world.admin, 'late.example', code)).statusCode).toBe(400);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('mails at most five codes per domain per hour', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await requestCode(world.admin, 'busy.example', 'it@busy.example')).statusCode).toBe(202);
    }
    expect((await requestCode(world.admin, 'busy.example', 'it@busy.example')).statusCode).toBe(429);
    clockOffsetMs = 61 * 60_000;
    try {
      expect((await requestCode(world.admin, 'busy.example', 'it@busy.example')).statusCode).toBe(202);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses an address outside the domain, unknown domains, members and requests without CSRF', async () => {
    const outside = await requestCode(world.admin, 'lab.example', 'attacker@evil.example');
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toBe('email: must be an address at lab.example');
    expect((await requestCode(world.admin, 'unknown.example', 'it@unknown.example')).statusCode).toBe(404);
    const member = (await createSignedInUser(world.t, { orgId: world.orgId })).session;
    expect((await requestCode(member, 'lab.example', 'it@lab.example')).statusCode).toBe(404);
    expect((await requestCode(world.admin, 'lab.example', 'it@lab.example', false)).statusCode).toBe(403);
  });

  it('lets one organisation verify a contested domain; the other then gets 409', async () => {
    const rivalOrg = await createTestOrg(world.t, { enterprisePlus: true });
    const rival = await signIn(
      world.t.app,
      await createTestAccount(world.t, {
        orgId: rivalOrg,
        orgAdmin: true,
        email: 'admin@rival.example',
        product: 'Software Suite',
      }),
    );
    await putSso(world.t, rival, { enabled: false, protocol: 'SAML', emailDomains: ['contested.example'] });
    // Neither organisation can verify the other's pending domain.
    expect((await verify(rival, 'branch.example', '000000')).statusCode).toBe(400);

    await requestCode(world.admin, 'contested.example', 'postmaster@contested.example');
    const acmeCode = await mailedCode('postmaster@contested.example');
    await requestCode(rival, 'contested.example', 'postmaster@contested.example');
    const rivalCode = await mailedCode('postmaster@contested.example', 2);
    expect((await verify(rival, 'contested.example', rivalCode)).statusCode).toBe(200);
    const late = await verify(world.admin, 'contested.example', acmeCode);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'contested.example is already used for single sign-on by another organisation',
    });
  });
});
