import type { AddressInfo } from 'node:net';
import { SUCCESS_MESSAGES } from '@airlens/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestClock,
  createTestOrg,
  loginRequest,
  signIn,
  type TestAccount,
  type TestSession,
} from '../auth/test-accounts';
import { sendAs } from '../sharing/sharing-fixtures';

const WHO_AM_I = '/userapi/v1/users/who-am-i';

// The password texts of the domain's rules, pinned here as the API answers them (field prefix included).
const POLICY_TOO_SHORT = 'password: Password must be at least 12 characters long.';
const POLICY_TOO_SIMPLE =
  'password: Password must contain at least three of: lowercase letters, uppercase letters, digits and symbols.';
const CONTAINS_EMAIL = 'password: Password must not contain your e-mail address.';
const BASELINE_TOO_SHORT = 'password: Password must be at least 8 characters long.';
const TOO_LONG = 'password: Password must be at most 128 characters long.';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Quoted-printable soft breaks and escapes removed, so links can be read from the raw message. */
function decodeBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const clock = createTestClock(new Date());
const received: ReceivedMail[] = [];
let smtp: SMTPServer;
let t: TestApp;
let orgId: string;
let otherOrgId: string;
let admin: TestAccount;
let adminSession: TestSession;
let stranger: TestAccount;

async function waitForMail(to: string, count: number): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const mails = received.filter((mail) => mail.to.includes(to));
    const latest = mails[count - 1];
    if (latest !== undefined) {
      return decodeBody(latest.raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail ${count} for ${to}`);
}

/** The status who-am-i answers for a session cookie alone (a GET needs no CSRF token). */
async function whoAmIStatus(session: TestSession): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: WHO_AM_I, headers: authHeaders(session, false) }))
    .statusCode;
}

function mailsTo(to: string): number {
  return received.filter((mail) => mail.to.includes(to)).length;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  t = await createTestApp({
    env: { ...ACCOUNTS_TEST_ENV, SMTP_URL: smtpUrl, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
    deps: { now: clock.now, mailer: createSmtpMailer(smtpUrl, 'Airlens <no-reply@airlens.test>') },
  });
  orgId = await createTestOrg(t, { enterprisePlus: true });
  otherOrgId = await createTestOrg(t, { enterprisePlus: true });
  admin = await createTestAccount(t, {
    orgId,
    orgAdmin: true,
    product: 'Software Suite',
    email: 'admin-users@example.com',
  });
  adminSession = await signIn(t.app, admin);
  stranger = await createTestAccount(t, { orgId: otherOrgId, product: 'Connect' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('GET who-am-i', () => {
  it('returns the User of spec §3 with the derived licence fields', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: WHO_AM_I,
      headers: authHeaders(adminSession, false),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: admin.userId,
      email: 'admin-users@example.com',
      name: 'Test User',
      role: 'USER',
      orgId,
      orgAdmin: true,
      enterprisePlusAccess: true,
      insightsAccessAllowed: true,
      cloudPlannerAccessAllowed: true,
      optimizerAccess: true,
      aiProCloudPlannerAccess: true,
      licenseSuspended: false,
      licenseInvalid: false,
      eulaVersionConsent: 'v4',
      licenseKey: admin.licenseKey,
      licenseExpired: false,
      subscriptionExpired: false,
      licenseType: 'Software Suite',
    });
  });

  it('derives the blocked states from the licence', async () => {
    const suspended = await createTestAccount(t, { orgId, status: 'SUSPENDED' });
    const lapsed = await createTestAccount(t, {
      orgId,
      subscriptionExpirationDate: '2020-01-01',
      product: 'Plan',
    });
    const cases = [
      [
        suspended,
        {
          licenseSuspended: true,
          insightsAccessAllowed: false,
          enterprisePlusAccess: false,
          licenseType: 'Connect',
        },
      ],
      [
        lapsed,
        {
          subscriptionExpired: true,
          licenseExpired: false,
          cloudPlannerAccessAllowed: false,
          licenseType: 'Plan',
        },
      ],
    ] as const;
    for (const [account, expected] of cases) {
      const user = await sendAs(t, await signIn(t.app, account), 'GET', WHO_AM_I);
      expect(user.json<Record<string, unknown>>(), account.email).toMatchObject(expected);
    }
  });

  it('presents a GUEST session without licence flags', async () => {
    const guest = await createTestAccount(t, { orgId, role: 'GUEST', product: null });
    const issued = await t.app.sessions.startSession({
      userId: guest.userId,
      kind: 'GUEST',
      guestProjectId: '11111111-1111-4111-8111-111111111111',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: WHO_AM_I,
      headers: { cookie: `airlens_session=${issued.sessionId}` },
    });
    expect(response.json()).toMatchObject({
      role: 'GUEST',
      orgId: null,
      orgAdmin: false,
      insightsAccessAllowed: false,
      licenseKey: null,
      licenseType: null,
    });
    const licence = await t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${guest.userId}/licenseStatus`,
      headers: { cookie: `airlens_session=${issued.sessionId}` },
    });
    expect(licence.statusCode).toBe(403);
  });

  it('answers 401 without a session, with an unknown one and after 30 idle minutes; activity slides the expiry', async () => {
    const anonymous = await sendAs(t, null, 'GET', WHO_AM_I);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: WHO_AM_I,
          headers: { cookie: 'airlens_session=made-up' },
        })
      ).statusCode,
    ).toBe(401);
    const account = await createTestAccount(t, { orgId });
    const session = await signIn(t.app, account);
    for (let step = 0; step < 3; step += 1) {
      clock.advanceMinutes(20);
      expect(await whoAmIStatus(session)).toBe(200);
    }
    clock.advanceMinutes(31);
    expect(await whoAmIStatus(session)).toBe(401);
  });

  it('ends a session after 12 hours however active it is', async () => {
    const account = await createTestAccount(t, { orgId });
    const session = await signIn(t.app, account);
    for (let step = 0; step < 35; step += 1) {
      clock.advanceMinutes(20);
      expect(await whoAmIStatus(session)).toBe(200);
    }
    // 700 minutes active; 21 more stays within the idle limit but passes the 12-hour cap.
    clock.advanceMinutes(21);
    expect(await whoAmIStatus(session)).toBe(401);
    adminSession = await signIn(t.app, admin);
  });
});

describe('GET licenseStatus', () => {
  it("returns the caller's licence", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${admin.userId}/licenseStatus`,
      headers: authHeaders(adminSession, false),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      licenseStatus: 'ACTIVE',
      subscriptionExpirationDate: '2099-12-31',
      product: 'Software Suite',
    });
  });

  it("answers 404 for another organisation's user, 400 for a malformed id, 401 when not signed in", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${stranger.userId}/licenseStatus`,
      headers: authHeaders(adminSession, false),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Object Not Found Matching Id' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/userapi/v1/users/not-a-uuid/licenseStatus',
          headers: authHeaders(adminSession, false),
        })
      ).statusCode,
    ).toBe(400);
    expect((await sendAs(t, null, 'GET', `/userapi/v1/users/${admin.userId}/licenseStatus`)).statusCode).toBe(
      401,
    );
  });
});

describe('PUT license (activation by key)', () => {
  it('activates a free key of the organisation and answers the wrapper with the user', async () => {
    const account = await createTestAccount(t, { orgId, product: null });
    const spare = await createTestAccount(t, { orgId, product: 'Pro' });
    await t.database.query('UPDATE users SET licence_id = NULL WHERE id = $1', [spare.userId]);
    const session = await signIn(t.app, account);
    const response = await sendAs(t, session, 'PUT', `/userapi/v1/users/${account.userId}/license`, {
      licenseKey: spare.licenseKey,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'License activated successfully',
      data: { licenseKey: spare.licenseKey, licenseType: 'Pro', insightsAccessAllowed: true },
    });
  });

  it("refuses another organisation's key, a taken key and an unknown key alike", async () => {
    const account = await createTestAccount(t, { orgId, product: null });
    const session = await signIn(t.app, account);
    const bodies = new Set<string>();
    for (const licenseKey of [stranger.licenseKey, admin.licenseKey, 'NO-SUCH-KEY']) {
      const response = await sendAs(t, session, 'PUT', `/userapi/v1/users/${account.userId}/license`, {
        licenseKey,
      });
      expect(response.statusCode).toBe(400);
      bodies.add(response.body);
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        message: 'licenseKey: This license key is not valid',
        errorMessageList: [{ localizedDescription: 'licenseKey: This license key is not valid' }],
      }),
    ]);
  });

  it('needs the CSRF token, a session, a body, and the caller as the user', async () => {
    const url = `/userapi/v1/users/${admin.userId}/license`;
    const payload = { licenseKey: 'X' };
    expect(
      (
        await t.app.inject({ method: 'PUT', url, headers: authHeaders(adminSession, 'wrong'), payload })
      ).json(),
    ).toEqual({ message: 'Invalid CSRF token' });
    expect((await sendAs(t, null, 'PUT', url, payload)).statusCode).toBe(401);
    expect((await sendAs(t, adminSession, 'PUT', url, {})).statusCode).toBe(400);
    expect(
      (await sendAs(t, adminSession, 'PUT', `/userapi/v1/users/${stranger.userId}/license`, payload))
        .statusCode,
    ).toBe(404);
  });
});

describe('PUT user', () => {
  it('updates the name and the EULA consent', async () => {
    const account = await createTestAccount(t, { orgId, eula: false });
    const session = await signIn(t.app, account);
    const response = await sendAs(t, session, 'PUT', `/userapi/v1/users/${account.userId}`, {
      name: 'Renamed',
      eulaVersionConsent: 'v4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: SUCCESS_MESSAGES.userUpdated,
      data: { name: 'Renamed', eulaVersionConsent: 'v4' },
    });
  });

  it('refuses another EULA version, a wrong CSRF token, no session and another organisation', async () => {
    const url = `/userapi/v1/users/${admin.userId}`;
    const v3 = await sendAs(t, adminSession, 'PUT', url, { eulaVersionConsent: 'v3' });
    expect(v3.statusCode).toBe(400);
    expect(v3.json<{ message: string }>().message).toBe('eulaVersionConsent: The EULA version must be v4');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: authHeaders(adminSession, false),
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await sendAs(t, null, 'PUT', url, { name: 'x' })).statusCode).toBe(401);
    expect(
      (await sendAs(t, adminSession, 'PUT', `/userapi/v1/users/${stranger.userId}`, { name: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('changes the password with the current one and signs out other browsers', async () => {
    const account = await createTestAccount(t, { orgId });
    const here = await signIn(t.app, account);
    const elsewhere = await signIn(t.app, account);
    const url = `/userapi/v1/users/${account.userId}`;
    const wrong = await sendAs(t, here, 'PUT', url, {
      password: 'a brand new secret',
      currentPassword: 'nope nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(
      'currentPassword: The current password is not correct',
    );
    const missing = await sendAs(t, here, 'PUT', url, { password: 'a brand new secret' });
    expect(missing.statusCode).toBe(400);
    const done = await sendAs(t, here, 'PUT', url, {
      password: 'a brand new secret',
      currentPassword: account.password,
    });
    expect(done.statusCode).toBe(200);
    expect((await sendAs(t, here, 'GET', WHO_AM_I)).statusCode).toBe(200);
    expect((await sendAs(t, elsewhere, 'GET', WHO_AM_I)).statusCode).toBe(401);
    expect((await loginRequest(t.app, account.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it("applies the organisation's password policy with clear field messages", async () => {
    const strictOrg = await createTestOrg(t, { passwordPolicy: true });
    const account = await createTestAccount(t, { orgId: strictOrg, email: 'policy.person@example.com' });
    const session = await signIn(t.app, account);
    const attempt = (password: string) =>
      sendAs(t, session, 'PUT', `/userapi/v1/users/${account.userId}`, {
        password,
        currentPassword: account.password,
      });
    const short = await attempt('short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: `${POLICY_TOO_SHORT}, ${POLICY_TOO_SIMPLE}`,
      errorMessageList: [
        { localizedDescription: POLICY_TOO_SHORT },
        { localizedDescription: POLICY_TOO_SIMPLE },
      ],
    });
    expect((await attempt('alllowercaseletters')).json<{ message: string }>().message).toBe(
      POLICY_TOO_SIMPLE,
    );
    expect((await attempt('Policy.Person@example.com1')).json<{ message: string }>().message).toBe(
      CONTAINS_EMAIL,
    );
    expect((await attempt('Tr0ub4dor&3-horse')).statusCode).toBe(200);
  });
});

describe('registration and e-mail verification', () => {
  it('creates the account, mails a verification link that works once, then sign-in works', async () => {
    const email = 'new.user@example.com';
    const response = await sendAs(t, null, 'POST', '/userapi/v1/users', {
      email: 'New.User@Example.com',
      name: 'New User',
      password: 'long enough secret',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Check your mail: we sent you a link to verify your e-mail address.',
      data: null,
    });
    expect((await loginRequest(t.app, email, 'long enough secret')).statusCode).toBe(403);
    const mail = await waitForMail(email, 1);
    expect(mail).toContain('Subject: Verify your Airlens e-mail address');
    const link =
      /http:\/\/localhost:8080(\/userapi\/v1\/users\/[0-9a-f-]+\/email-verification\?access_token=[\w-]+)/.exec(
        mail,
      )?.[1];
    expect(link).toBeDefined();
    const verified = await sendAs(t, null, 'GET', String(link));
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?emailVerified=true');
    expect((await sendAs(t, null, 'GET', String(link))).headers.location).toBe('/login?emailVerified=false');
    expect((await loginRequest(t.app, email, 'long enough secret')).statusCode).toBe(200);
  });

  it('answers a taken address the same and mails its owner instead', async () => {
    const before = mailsTo(admin.email);
    const response = await sendAs(t, null, 'POST', '/userapi/v1/users', {
      email: admin.email,
      name: 'Copycat',
      password: 'long enough secret',
    });
    expect(response.statusCode).toBe(201);
    expect(await waitForMail(admin.email, before + 1)).toContain('Subject: Your Airlens account');
  });

  it('refuses an invalid address and a too-short password with field messages', async () => {
    expect(
      (
        await sendAs(t, null, 'POST', '/userapi/v1/users', {
          email: 'not-an-email',
          name: 'x',
          password: 'long enough secret',
        })
      ).statusCode,
    ).toBe(400);
    const short = await sendAs(t, null, 'POST', '/userapi/v1/users', {
      email: 'short@example.com',
      name: 'x',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe(BASELINE_TOO_SHORT);
    const long = await sendAs(t, null, 'POST', '/userapi/v1/users', {
      email: 'long@example.com',
      name: 'x',
      password: 'x'.repeat(129),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(TOO_LONG);
  });
});

describe('password reset (mail received over SMTP)', () => {
  async function requestReset(email: string, mailbox = email): Promise<{ userId: string; token: string }> {
    const before = mailsTo(mailbox);
    const response = await sendAs(t, null, 'POST', '/userapi/v1/users/password-reset', { email });
    expect(response.statusCode).toBe(202);
    const mail = await waitForMail(mailbox, before + 1);
    expect(mail).toContain('Subject: Reset your Airlens password');
    const match = /http:\/\/localhost:8080\/password\?userId=([0-9a-f-]+)&access_token=([\w-]+)/.exec(mail);
    expect(match).not.toBeNull();
    return { userId: String(match?.[1]), token: String(match?.[2]) };
  }

  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const account = await createTestAccount(t, { orgId });
    const session = await signIn(t.app, account);
    const { userId, token } = await requestReset(account.email.toUpperCase(), account.email);
    expect(userId).toBe(account.userId);
    const put = () =>
      sendAs(t, null, 'PUT', `/userapi/v1/users/${userId}/password`, {
        accessToken: token,
        password: 'reset and renewed',
      });
    expect((await put()).statusCode).toBe(204);
    const again = await put();
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(
      'accessToken: This password reset link is invalid or has expired.',
    );
    expect((await sendAs(t, session, 'GET', WHO_AM_I)).statusCode).toBe(401);
    expect((await loginRequest(t.app, account.email, 'reset and renewed')).statusCode).toBe(200);
  });

  it('expires the link after 1 hour and binds it to its user', async () => {
    const account = await createTestAccount(t, { orgId });
    const { token } = await requestReset(account.email);
    const other = await sendAs(t, null, 'PUT', `/userapi/v1/users/${admin.userId}/password`, {
      accessToken: token,
      password: 'reset and renewed',
    });
    expect(other.statusCode).toBe(400);
    clock.advanceMinutes(61);
    const late = await sendAs(t, null, 'PUT', `/userapi/v1/users/${account.userId}/password`, {
      accessToken: token,
      password: 'reset and renewed',
    });
    expect(late.statusCode).toBe(400);
  });

  it('does not burn the link on a password the policy refuses', async () => {
    const account = await createTestAccount(t, { orgId });
    const { token } = await requestReset(account.email);
    const weak = await sendAs(t, null, 'PUT', `/userapi/v1/users/${account.userId}/password`, {
      accessToken: token,
      password: 'short',
    });
    expect(weak.json<{ message: string }>().message).toBe(BASELINE_TOO_SHORT);
    expect(
      (
        await sendAs(t, null, 'PUT', `/userapi/v1/users/${account.userId}/password`, {
          accessToken: token,
          password: 'long enough now',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('answers unknown addresses the same and sends nothing; refuses bad input', async () => {
    const before = received.length;
    const response = await sendAs(t, null, 'POST', '/userapi/v1/users/password-reset', {
      email: 'unknown-reset@example.com',
    });
    expect(response.statusCode).toBe(202);
    const known = await sendAs(t, null, 'POST', '/userapi/v1/users/password-reset', { email: 'NOBODY' });
    expect(response.body).toBe(known.body);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(received.length).toBe(before);
    expect((await sendAs(t, null, 'POST', '/userapi/v1/users/password-reset', {})).statusCode).toBe(400);
    expect(
      (await sendAs(t, null, 'PUT', `/userapi/v1/users/${admin.userId}/password`, { password: 'x' }))
        .statusCode,
    ).toBe(400);
  });
});
