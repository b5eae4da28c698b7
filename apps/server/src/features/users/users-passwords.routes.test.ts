import { LOCKOUT_MESSAGE } from '@airlens/domain';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { createTestAccount, loginRequest } from '../auth/test-accounts';
import { sendAs } from '../sharing/sharing-fixtures';
import { useUsersFixture } from './users-fixtures';

const fx = useUsersFixture();
const { mailsTo, waitForMail } = fx;

const TOO_COMMON =
  'password: Password is too common: it is on lists of leaked and frequently used passwords.';

function messageOf(response: { json: <T>() => T }): string {
  return response.json<{ message: string }>().message;
}

async function requestResetToken(email: string): Promise<string> {
  const before = mailsTo(email);
  expect((await sendAs(fx.t, null, 'POST', '/userapi/v1/users/password-reset', { email })).statusCode).toBe(
    202,
  );
  const mail = await waitForMail(email, before + 1);
  return String(/access_token=([\w-]+)/.exec(mail)?.[1]);
}

async function lockOut(email: string): Promise<void> {
  for (let index = 0; index < 5; index += 1) {
    expect((await loginRequest(fx.t.app, email, 'not the password')).statusCode).toBe(401);
  }
}

describe('common passwords', () => {
  it('are refused at registration, whatever their case', async () => {
    for (const [index, password] of ['password123', '12345678', 'Password123', 'iloveyou'].entries()) {
      const response = await sendAs(fx.t, null, 'POST', '/userapi/v1/users', {
        email: `common-${index}@example.com`,
        name: 'Common',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(TOO_COMMON);
    }
  });

  it('are refused as a new password, with the current one', async () => {
    const { account, session } = await createSignedInUser(fx.t, { orgId: fx.orgId });
    const response = await sendAs(fx.t, session, 'PUT', `/userapi/v1/users/${account.userId}`, {
      password: 'qwertyuiop',
      currentPassword: account.password,
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(TOO_COMMON);
    expect((await loginRequest(fx.t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('are refused by a password reset without using up the link', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId });
    const token = await requestResetToken(account.email);
    const url = `/userapi/v1/users/${account.userId}/password`;
    const common = await sendAs(fx.t, null, 'PUT', url, { accessToken: token, password: 'football' });
    expect(common.statusCode).toBe(400);
    expect(messageOf(common)).toBe(TOO_COMMON);
    expect(
      (await sendAs(fx.t, null, 'PUT', url, { accessToken: token, password: 'an uncommon one' })).statusCode,
    ).toBe(204);
  });
});

describe('a lockout', () => {
  it('is lifted by a completed password reset', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId });
    await lockOut(account.email);
    const locked = await loginRequest(fx.t.app, account.email, account.password);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ message: LOCKOUT_MESSAGE });
    const token = await requestResetToken(account.email);
    const reset = await sendAs(fx.t, null, 'PUT', `/userapi/v1/users/${account.userId}/password`, {
      accessToken: token,
      password: 'back in after a reset',
    });
    expect(reset.statusCode).toBe(204);
    expect((await loginRequest(fx.t.app, account.email, 'back in after a reset')).statusCode).toBe(200);
  });

  it('is lifted by a one-time-code sign-in', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId });
    await lockOut(account.email);
    expect((await loginRequest(fx.t.app, account.email, account.password)).statusCode).toBe(423);
    const before = mailsTo(account.email);
    expect(
      (await sendAs(fx.t, null, 'POST', '/authapi/v1/authentications/otp', { email: account.email }))
        .statusCode,
    ).toBe(202);
    const code = /code is (\d{6})\./.exec(await waitForMail(account.email, before + 1))?.[1];
    const signedIn = await fx.t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: account.email,
        otp: String(code),
        grant_type: 'otp',
      }).toString(),
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await loginRequest(fx.t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('still holds a wrong password after a reset was only requested', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId });
    await lockOut(account.email);
    await requestResetToken(account.email);
    expect((await loginRequest(fx.t.app, account.email, account.password)).statusCode).toBe(423);
  });
});
