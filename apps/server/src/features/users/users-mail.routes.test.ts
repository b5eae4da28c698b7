import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { drainJobs } from '../../jobs/job-drain';
import { createTestAccount, loginRequest, signIn } from '../auth/test-accounts';
import { sendAs } from '../sharing/sharing-fixtures';
import { BASELINE_TOO_SHORT, TOO_LONG, useUsersFixture, WHO_AM_I } from './users-fixtures';

const fx = useUsersFixture();
const { mailsTo, waitForMail } = fx;

describe('registration and e-mail verification', () => {
  it('creates the account, mails a verification link that works once, then sign-in works', async () => {
    const email = 'new.user@example.com';
    const response = await sendAs(fx.t, null, 'POST', '/userapi/v1/users', {
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
    expect((await loginRequest(fx.t.app, email, 'long enough secret')).statusCode).toBe(403);
    const mail = await waitForMail(email, 1);
    expect(mail).toContain('Subject: Verify your Airlens e-mail address');
    const link =
      /http:\/\/localhost:8080(\/userapi\/v1\/users\/[0-9a-f-]+\/email-verification\?access_token=[\w-]+)/.exec(
        mail,
      )?.[1];
    expect(link).toBeDefined();
    const verified = await sendAs(fx.t, null, 'GET', String(link));
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/login?emailVerified=true');
    expect((await sendAs(fx.t, null, 'GET', String(link))).headers.location).toBe(
      '/login?emailVerified=false',
    );
    expect((await loginRequest(fx.t.app, email, 'long enough secret')).statusCode).toBe(200);
  });

  it('answers a taken address the same and mails its owner instead', async () => {
    const before = mailsTo(fx.admin.email);
    const response = await sendAs(fx.t, null, 'POST', '/userapi/v1/users', {
      email: fx.admin.email,
      name: 'Copycat',
      password: 'long enough secret',
    });
    expect(response.statusCode).toBe(201);
    expect(await waitForMail(fx.admin.email, before + 1)).toContain('Subject: Your Airlens account');
  });

  it('refuses an invalid address and a too-short password with field messages', async () => {
    expect(
      (
        await sendAs(fx.t, null, 'POST', '/userapi/v1/users', {
          email: 'not-an-email',
          name: 'x',
          password: 'long enough secret',
        })
      ).statusCode,
    ).toBe(400);
    const short = await sendAs(fx.t, null, 'POST', '/userapi/v1/users', {
      email: 'short@example.com',
      name: 'x',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe(BASELINE_TOO_SHORT);
    const long = await sendAs(fx.t, null, 'POST', '/userapi/v1/users', {
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
    const response = await sendAs(fx.t, null, 'POST', '/userapi/v1/users/password-reset', { email });
    expect(response.statusCode).toBe(202);
    const mail = await waitForMail(mailbox, before + 1);
    expect(mail).toContain('Subject: Reset your Airlens password');
    const match = /http:\/\/localhost:8080\/password\?userId=([0-9a-f-]+)&access_token=([\w-]+)/.exec(mail);
    expect(match).not.toBeNull();
    return { userId: String(match?.[1]), token: String(match?.[2]) };
  }

  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const { account, session } = await createSignedInUser(fx.t, { orgId: fx.orgId });
    const { userId, token } = await requestReset(account.email.toUpperCase(), account.email);
    expect(userId).toBe(account.userId);
    const put = () =>
      sendAs(fx.t, null, 'PUT', `/userapi/v1/users/${userId}/password`, {
        accessToken: token,
        password: 'reset and renewed',
      });
    expect((await put()).statusCode).toBe(204);
    const again = await put();
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(
      'accessToken: This password reset link is invalid or has expired.',
    );
    expect((await sendAs(fx.t, session, 'GET', WHO_AM_I)).statusCode).toBe(401);
    expect((await loginRequest(fx.t.app, account.email, 'reset and renewed')).statusCode).toBe(200);
  });

  it('expires the link after 1 hour and binds it to its user', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId });
    const { token } = await requestReset(account.email);
    const other = await sendAs(fx.t, null, 'PUT', `/userapi/v1/users/${fx.admin.userId}/password`, {
      accessToken: token,
      password: 'reset and renewed',
    });
    expect(other.statusCode).toBe(400);
    fx.clock.advanceMinutes(61);
    const late = await sendAs(fx.t, null, 'PUT', `/userapi/v1/users/${account.userId}/password`, {
      accessToken: token,
      password: 'reset and renewed',
    });
    expect(late.statusCode).toBe(400);
  });

  it('completes a reset all or nothing: a failure half-way keeps the link and the old password', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId });
    await signIn(fx.t.app, account);
    const { userId, token } = await requestReset(account.email);
    // Ending the old sessions is the third write of the reset; make the database refuse it once.
    await fx.t.database.exec(`
      CREATE FUNCTION refuse_session_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'sessions are read-only right now'; END $$;
      CREATE TRIGGER refuse_session_delete BEFORE DELETE ON sessions
        FOR EACH ROW EXECUTE FUNCTION refuse_session_delete();`);
    const put = () =>
      sendAs(fx.t, null, 'PUT', `/userapi/v1/users/${userId}/password`, {
        accessToken: token,
        password: 'atomic and renewed',
      });
    try {
      expect((await put()).statusCode).toBe(500);
    } finally {
      await fx.t.database.exec(
        'DROP TRIGGER refuse_session_delete ON sessions; DROP FUNCTION refuse_session_delete();',
      );
    }
    expect((await loginRequest(fx.t.app, account.email, account.password)).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(204);
    expect((await loginRequest(fx.t.app, account.email, 'atomic and renewed')).statusCode).toBe(200);
  });

  it('does not burn the link on a password the policy refuses', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId });
    const { token } = await requestReset(account.email);
    const weak = await sendAs(fx.t, null, 'PUT', `/userapi/v1/users/${account.userId}/password`, {
      accessToken: token,
      password: 'short',
    });
    expect(weak.json<{ message: string }>().message).toBe(BASELINE_TOO_SHORT);
    expect(
      (
        await sendAs(fx.t, null, 'PUT', `/userapi/v1/users/${account.userId}/password`, {
          accessToken: token,
          password: 'long enough now',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('answers unknown addresses the same and sends nothing; refuses bad input', async () => {
    const before = fx.received.length;
    const response = await sendAs(fx.t, null, 'POST', '/userapi/v1/users/password-reset', {
      email: 'unknown-reset@example.com',
    });
    expect(response.statusCode).toBe(202);
    const known = await sendAs(fx.t, null, 'POST', '/userapi/v1/users/password-reset', { email: 'NOBODY' });
    expect(response.body).toBe(known.body);
    await drainJobs(fx.t.app);
    expect(fx.received.length).toBe(before);
    expect((await sendAs(fx.t, null, 'POST', '/userapi/v1/users/password-reset', {})).statusCode).toBe(400);
    expect(
      (await sendAs(fx.t, null, 'PUT', `/userapi/v1/users/${fx.admin.userId}/password`, { password: 'x' }))
        .statusCode,
    ).toBe(400);
  });
});
