import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, createTestOrg, waitForOutboxMail } from './features/auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  createSharingWorld,
  latestCodeFor,
  sendAs,
  type SharingWorld,
} from './features/sharing/sharing-fixtures';
import { createLogger } from './logger';
import { createTestApp, type TestApp } from './test/test-app';

// Every line the app writes, as the process would write it to stdout.
const lines: string[] = [];
let t: TestApp;
let w: SharingWorld;
const secrets: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { ...ACCOUNTS_TEST_ENV, PUBLIC_URL: 'http://localhost:8080' },
    deps: { logger: createLogger('trace', { write: (line: string) => void lines.push(line) }) },
  });
  w = await createSharingWorld(t, 'log');
});
afterAll(async () => {
  await t.close();
});

/** A value found in the log as a whole word (a 6-digit code inside a 13-digit timestamp does not count). */
function logLinesWith(secret: string): string[] {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const pattern = new RegExp(`(^|[^A-Za-z0-9_-])${escaped}($|[^A-Za-z0-9_-])`);
  return lines.filter((line) => pattern.test(line));
}

function remember(secret: string | undefined): string {
  expect(secret).toBeDefined();
  secrets.push(String(secret));
  return String(secret);
}

describe('the request log', () => {
  it('never holds a reset token, a verification token, a one-time code or a secure-link key', async () => {
    const orgId = await createTestOrg(t);
    const account = await createTestAccount(t, { orgId });

    // Password reset: request, open the mailed link in the browser, set the password.
    expect(
      (await sendAs(t, null, 'POST', '/userapi/v1/users/password-reset', { email: account.email }))
        .statusCode,
    ).toBe(202);
    const [resetMail] = await waitForOutboxMail(t, account.email);
    const resetLink = /http:\/\/localhost:8080(\/password\?userId=[0-9a-f-]+&access_token=([\w-]+))/.exec(
      resetMail?.text ?? '',
    );
    const resetToken = remember(resetLink?.[2]);
    await sendAs(t, null, 'GET', String(resetLink?.[1]));
    expect(
      (
        await sendAs(t, null, 'PUT', `/userapi/v1/users/${account.userId}/password`, {
          accessToken: resetToken,
          password: 'a renewed passphrase',
        })
      ).statusCode,
    ).toBe(204);

    // Registration and the verification link.
    const email = 'log-register@example.com';
    expect(
      (
        await sendAs(t, null, 'POST', '/userapi/v1/users', {
          email,
          name: 'Log',
          password: 'long enough secret',
        })
      ).statusCode,
    ).toBe(201);
    const [verifyMail] = await waitForOutboxMail(t, email);
    const verifyLink =
      /http:\/\/localhost:8080(\/userapi\/v1\/users\/[0-9a-f-]+\/email-verification\?access_token=([\w-]+))/.exec(
        verifyMail?.text ?? '',
      );
    remember(verifyLink?.[2]);
    expect((await sendAs(t, null, 'GET', String(verifyLink?.[1]))).statusCode).toBe(302);

    // One-time code sign-in.
    expect(
      (await sendAs(t, null, 'POST', '/authapi/v1/authentications/otp', { email: account.email })).statusCode,
    ).toBe(202);
    const otpMails = await waitForOutboxMail(t, account.email, 2);
    const code = remember(/code is (\d{6})\./.exec(otpMails[0]?.text ?? '')?.[1]);
    const otpLogin = await t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: account.email, otp: code, grant_type: 'otp' }).toString(),
    });
    expect(otpLogin.statusCode).toBe(200);

    // The guest's secure link: the invitation, the page, a code and the guest session.
    const guest = 'log-guest@customer.example';
    const invited = await sendAs(t, w.owner, 'POST', `/shareapi/v1/projects/${w.projectId}/secure-links`, {
      email: guest,
    });
    const keyId = remember(invited.json<{ keyId: string }>().keyId);
    await sendAs(t, null, 'GET', `/secure-project-view/${keyId}`);
    expect((await sendAs(t, null, 'POST', `/shareapi/secureProjectView/${keyId}/otp`)).statusCode).toBe(202);
    const guestCode = remember(await latestCodeFor(t, guest));
    const guestSession = await sendAs(t, null, 'POST', `/shareapi/secureProjectView/${keyId}/session`, {
      otp: guestCode,
    });
    expect(guestSession.statusCode).toBe(200);
    await sendAs(t, w.owner, 'DELETE', `/shareapi/v1/projects/${w.projectId}/secure-links/${keyId}`);

    // The log saw every one of these requests, so finding no secret means they were redacted.
    expect(lines.some((line) => line.includes('/email-verification?access_token=[redacted]'))).toBe(true);
    expect(lines.some((line) => line.includes('/secureProjectView/[redacted]/otp'))).toBe(true);
    expect(secrets).toHaveLength(5);
    for (const secret of secrets) {
      expect(logLinesWith(secret)).toEqual([]);
    }
  });
});
