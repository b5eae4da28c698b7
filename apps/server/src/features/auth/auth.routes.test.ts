import { LOCKOUT_MESSAGE, LOGIN_FAILED } from '@airlens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { drainJobs } from '../../jobs/job-drain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sha256Hex } from './credentials';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  cookiesOf,
  createTestAccount,
  createTestClock,
  createTestOrg,
  loginRequest,
  signIn,
  waitForOutboxMail,
} from './test-accounts';

const clock = createTestClock();

function whoAmI(t: TestApp, cookie: string) {
  return t.app.inject({ method: 'GET', url: '/userapi/v1/users/who-am-i', headers: { cookie } });
}

function otpLogin(t: TestApp, username: string, otp: string) {
  return t.app.inject({
    method: 'POST',
    url: '/authapi/v1/authentications',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, otp, grant_type: 'otp', client_id: 'airlens-web' }).toString(),
  });
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { ...ACCOUNTS_TEST_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
    deps: { now: clock.now },
  });
});
afterAll(async () => {
  await t.close();
});

describe('password login', () => {
  let orgId: string;

  beforeAll(async () => {
    orgId = await createTestOrg(t);
  });

  it('signs in: session and CSRF cookies, the csrfToken header, the session stored only as a hash', async () => {
    const account = await createTestAccount(t, { orgId });
    const response = await loginRequest(t.app, account.email, account.password);
    expect(response.statusCode).toBe(200);
    const csrfHeader = response.headers.csrftoken;
    expect(typeof csrfHeader).toBe('string');
    expect(response.json()).toEqual({ userId: account.userId, csrfToken: csrfHeader });
    const session = response.cookies.find((cookie) => cookie.name === 'airlens_session');
    const csrf = response.cookies.find((cookie) => cookie.name === 'airlens_csrf');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeUndefined();
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/', value: csrfHeader });
    expect(csrf?.httpOnly).toBeUndefined();
    expect(session?.value.length).toBeGreaterThanOrEqual(43);
    const { rows } = await t.database.query<{ id_hash: string; kind: string }>(
      'SELECT id_hash, kind FROM sessions WHERE user_id = $1',
      [account.userId],
    );
    expect(rows).toEqual([{ id_hash: sha256Hex(session?.value ?? ''), kind: 'USER' }]);
    expect((await whoAmI(t, `airlens_session=${session?.value ?? ''}`)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const account = await createTestAccount(t, { orgId });
    const wrong = await loginRequest(t.app, account.email, 'not the password');
    const unknown = await loginRequest(t.app, 'nobody-at-all@example.com', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: LOGIN_FAILED });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses invalid input with 400', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=x&grant_type=password',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('username');
    const badGrant = await t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=x&grant_type=client_credentials',
    });
    expect(badGrant.statusCode).toBe(400);
  });

  it('refuses guests, disabled accounts (401) and unverified addresses (403)', async () => {
    const guest = await createTestAccount(t, { orgId, role: 'GUEST', product: null });
    const disabled = await createTestAccount(t, { orgId, disabled: true });
    const unverified = await createTestAccount(t, { verified: false, product: null });
    expect((await loginRequest(t.app, guest.email, guest.password)).json()).toEqual({
      message: LOGIN_FAILED,
    });
    expect((await loginRequest(t.app, disabled.email, disabled.password)).statusCode).toBe(401);
    const response = await loginRequest(t.app, unverified.email, unverified.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Please verify your e-mail address before signing in.' });
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const account = await createTestAccount(t, { orgId });
    const response = await loginRequest(t.app, account.email, account.password, {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Invalid origin' });
    expect(
      (await loginRequest(t.app, account.email, account.password, { origin: 'http://localhost:8080' }))
        .statusCode,
    ).toBe(200);
  });

  it('issues a new session id on every sign-in and ends the one the browser carried (no fixation)', async () => {
    const { account, session: first } = await createSignedInUser(t, { orgId });
    const second = await loginRequest(t.app, account.email, account.password, { cookie: first.cookie });
    const secondId = cookiesOf(second).airlens_session;
    expect(secondId).toBeDefined();
    expect(first.cookie).not.toContain(String(secondId));
    expect((await whoAmI(t, first.cookie)).statusCode).toBe(401);
    expect((await whoAmI(t, `airlens_session=${String(secondId)}`)).statusCode).toBe(200);
    const planted = await loginRequest(t.app, account.email, account.password, {
      cookie: 'airlens_session=planted-by-attacker',
    });
    expect(cookiesOf(planted).airlens_session).not.toBe('planted-by-attacker');
  });
});

describe('lockout', () => {
  async function fiveFailures(username: string) {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await loginRequest(t.app, username, 'wrong password')).statusCode);
    }
    return statuses;
  }

  it('locks an account for 30 minutes after 5 failures in 15 minutes; the right password waits too', async () => {
    const account = await createTestAccount(t, { orgId: null });
    expect(await fiveFailures(account.email)).toEqual([401, 401, 401, 401, 401]);
    const lockedWrong = await loginRequest(t.app, account.email, 'wrong password');
    expect(lockedWrong.statusCode).toBe(423);
    expect(lockedWrong.json()).toEqual({ message: LOCKOUT_MESSAGE });
    expect((await loginRequest(t.app, account.email, account.password)).statusCode).toBe(423);
    clock.advanceMinutes(29);
    expect((await loginRequest(t.app, account.email, account.password)).statusCode).toBe(423);
    clock.advanceMinutes(1.5);
    expect((await loginRequest(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('locks unknown accounts the same way, with byte-equal answers', async () => {
    const account = await createTestAccount(t, { orgId: null });
    const unknown = 'ghost-account@example.com';
    expect(await fiveFailures(unknown)).toEqual(await fiveFailures(account.email));
    const real = await loginRequest(t.app, account.email, 'wrong password');
    const fake = await loginRequest(t.app, unknown, 'wrong password');
    expect(fake.statusCode).toBe(423);
    expect(fake.body).toBe(real.body);
  });

  it('counts failures in a 15-minute window and forgets them after a success', async () => {
    const account = await createTestAccount(t, { orgId: null });
    for (let index = 0; index < 4; index += 1) {
      await loginRequest(t.app, account.email, 'wrong password');
    }
    clock.advanceMinutes(16);
    expect(await fiveFailures(account.email)).toEqual([401, 401, 401, 401, 401]);
    clock.advanceMinutes(31);
    await fiveFailures(account.email);
    clock.advanceMinutes(31);
    for (let index = 0; index < 4; index += 1) {
      await loginRequest(t.app, account.email, 'wrong password');
    }
    expect((await loginRequest(t.app, account.email, account.password)).statusCode).toBe(200);
    expect((await loginRequest(t.app, account.email, 'wrong password')).statusCode).toBe(401);
  });

  it('shares one counter across case, spaces, zero-width and full-width variants of the address', async () => {
    const account = await createTestAccount(t, { orgId: null, email: 'alice@example.com' });
    const variants = [
      'ALICE@example.com',
      ' alice@example.com ',
      'alice\u200B@example.com',
      'ａｌｉｃｅ@example.com',
      'Alice@Example.com',
    ];
    for (const variant of variants) {
      expect((await loginRequest(t.app, variant, 'wrong password')).statusCode).toBe(401);
    }
    expect((await loginRequest(t.app, account.email, account.password)).statusCode).toBe(423);
  });

  it('does not overshoot under concurrent attempts: exactly 5 are checked', async () => {
    const account = await createTestAccount(t, { orgId: null });
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => loginRequest(t.app, account.email, 'wrong password')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 423)).toHaveLength(10);
  });
});

describe('logout', () => {
  it('ends the session server-side and clears the cookies', async () => {
    const { account, session } = await createSignedInUser(t, { orgId: null });
    // A looked-up session is cached in-process: sign-out must still end it at once.
    expect((await whoAmI(t, session.cookie)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/authapi/v1/authentications',
      headers: { ...authHeaders(session), client_id: 'airlens-web' },
    });
    expect(response.statusCode).toBe(204);
    expect(cookiesOf(response)).toEqual({ airlens_session: '', airlens_csrf: '' });
    expect((await whoAmI(t, session.cookie)).statusCode).toBe(401);
    const { rows } = await t.database.query('SELECT 1 FROM sessions WHERE user_id = $1', [account.userId]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a wrong or missing CSRF token and keeps the session', async () => {
    const { session } = await createSignedInUser(t, { orgId: null });
    for (const csrf of [false, 'forged-token'] as const) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/authapi/v1/authentications',
        headers: authHeaders(session, csrf),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Invalid CSRF token' });
    }
    expect((await whoAmI(t, session.cookie)).statusCode).toBe(200);
  });

  it('sees a change made outside this process once the session cache TTL passed, and at once after any write here', async () => {
    const { account, session } = await createSignedInUser(t, { orgId: null });
    const other = (await createSignedInUser(t, { orgId: null })).session;
    expect((await whoAmI(t, session.cookie)).statusCode).toBe(200);
    // As another instance would: the session row goes, this process has the lookup cached.
    await t.database.query('DELETE FROM sessions WHERE user_id = $1', [account.userId]);
    clock.advanceMinutes(5 / 60);
    expect((await whoAmI(t, session.cookie)).statusCode).toBe(401);

    const again = await signIn(t.app, account);
    expect((await whoAmI(t, again.cookie)).statusCode).toBe(200);
    await t.database.query('DELETE FROM sessions WHERE user_id = $1', [account.userId]);
    // Any state-changing request answered by this process forgets the cached lookups before it answers.
    const write = await t.app.inject({
      method: 'DELETE',
      url: '/authapi/v1/authentications',
      headers: { ...authHeaders(other), client_id: 'airlens-web' },
    });
    expect(write.statusCode).toBe(204);
    expect((await whoAmI(t, again.cookie)).statusCode).toBe(401);
  });

  it('answers 204 when not signed in', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/authapi/v1/authentications',
      headers: { client_id: 'airlens-web' },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('one-time-code login', () => {
  async function requestCode(email: string): Promise<string> {
    const before = (await t.database.query('SELECT 1 FROM outbox WHERE to_address = $1', [email])).rows
      .length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications/otp',
      payload: { email },
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await waitForOutboxMail(t, email, before + 1);
    expect(mail?.subject).toBe('Your Airlens sign-in code');
    const code = /code is (\d+)\./.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    return String(code);
  }

  it('mails a 6-digit code that signs in once', async () => {
    const account = await createTestAccount(t, { orgId: null });
    const code = await requestCode(account.email);
    const response = await otpLogin(t, account.email, code);
    expect(response.statusCode).toBe(200);
    expect(response.headers.csrftoken).toBe(cookiesOf(response).airlens_csrf);
    expect((await otpLogin(t, account.email, code)).statusCode).toBe(401);
  });

  it('answers unknown addresses the same and mails nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications/otp',
      payload: { email: 'nobody-otp@example.com' },
    });
    expect(response.statusCode).toBe(202);
    await drainJobs(t.app);
    const { rows } = await t.database.query('SELECT 1 FROM outbox WHERE to_address = $1', [
      'nobody-otp@example.com',
    ]);
    expect(rows).toHaveLength(0);
  });

  it('expires a code after 10 minutes', async () => {
    const account = await createTestAccount(t, { orgId: null });
    const code = await requestCode(account.email);
    clock.advanceMinutes(10.5);
    const response = await otpLogin(t, account.email, code);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: LOGIN_FAILED });
  });

  it('allows 5 tries per code, then the code is dead', async () => {
    const account = await createTestAccount(t, { orgId: null });
    const code = await requestCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let index = 0; index < 3; index += 1) {
      expect((await otpLogin(t, account.email, wrong)).statusCode).toBe(401);
    }
    // A password sign-in clears the account's lockout counter, so the code's own limit shows.
    expect((await loginRequest(t.app, account.email, account.password)).statusCode).toBe(200);
    for (let index = 0; index < 2; index += 1) {
      expect((await otpLogin(t, account.email, wrong)).statusCode).toBe(401);
    }
    expect((await otpLogin(t, account.email, code)).statusCode).toBe(401);
  });

  it('only the newest code works', async () => {
    const account = await createTestAccount(t, { orgId: null });
    const first = await requestCode(account.email);
    const second = await requestCode(account.email);
    if (first !== second) {
      expect((await otpLogin(t, account.email, first)).statusCode).toBe(401);
    }
    expect((await otpLogin(t, account.email, second)).statusCode).toBe(200);
  });

  it('refuses malformed input with 400', async () => {
    expect((await otpLogin(t, 'someone@example.com', '12ab')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/authapi/v1/authentications/otp', payload: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe('per-IP rate limit', () => {
  it('answers 429 past the per-minute limit of one address', async () => {
    const limited = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await loginRequest(limited.app, `spray-${index}@example.com`, 'password')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
