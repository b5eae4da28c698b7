import { SUCCESS_MESSAGES } from '@airlens/domain';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { authHeaders, createTestOrg, loginRequest, signIn } from '../auth/test-accounts';
import { sendAs } from '../sharing/sharing-fixtures';
import {
  CONTAINS_EMAIL,
  POLICY_TOO_SHORT,
  POLICY_TOO_SIMPLE,
  useUsersFixture,
  WHO_AM_I,
} from './users-fixtures';

const fx = useUsersFixture();

describe('PUT user', () => {
  it('updates the name and the EULA consent', async () => {
    const { account, session } = await createSignedInUser(fx.t, { orgId: fx.orgId, eula: false });
    const response = await sendAs(fx.t, session, 'PUT', `/userapi/v1/users/${account.userId}`, {
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
    const url = `/userapi/v1/users/${fx.admin.userId}`;
    const v3 = await sendAs(fx.t, fx.adminSession, 'PUT', url, { eulaVersionConsent: 'v3' });
    expect(v3.statusCode).toBe(400);
    expect(v3.json<{ message: string }>().message).toBe('eulaVersionConsent: The EULA version must be v4');
    expect(
      (
        await fx.t.app.inject({
          method: 'PUT',
          url,
          headers: authHeaders(fx.adminSession, false),
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await sendAs(fx.t, null, 'PUT', url, { name: 'x' })).statusCode).toBe(401);
    expect(
      (await sendAs(fx.t, fx.adminSession, 'PUT', `/userapi/v1/users/${fx.stranger.userId}`, { name: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('changes the password with the current one and signs out other browsers', async () => {
    const { account, session: here } = await createSignedInUser(fx.t, { orgId: fx.orgId });
    const elsewhere = await signIn(fx.t.app, account);
    const url = `/userapi/v1/users/${account.userId}`;
    const wrong = await sendAs(fx.t, here, 'PUT', url, {
      password: 'a brand new secret',
      currentPassword: 'nope nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(
      'currentPassword: The current password is not correct',
    );
    const missing = await sendAs(fx.t, here, 'PUT', url, { password: 'a brand new secret' });
    expect(missing.statusCode).toBe(400);
    const done = await sendAs(fx.t, here, 'PUT', url, {
      password: 'a brand new secret',
      currentPassword: account.password,
    });
    expect(done.statusCode).toBe(200);
    expect((await sendAs(fx.t, here, 'GET', WHO_AM_I)).statusCode).toBe(200);
    expect((await sendAs(fx.t, elsewhere, 'GET', WHO_AM_I)).statusCode).toBe(401);
    expect((await loginRequest(fx.t.app, account.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it("applies the organisation's password policy with clear field messages", async () => {
    const strictOrg = await createTestOrg(fx.t, { passwordPolicy: true });
    const { account, session } = await createSignedInUser(fx.t, {
      orgId: strictOrg,
      email: 'policy.person@example.com',
    });
    const attempt = (password: string) =>
      sendAs(fx.t, session, 'PUT', `/userapi/v1/users/${account.userId}`, {
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
