import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { authHeaders, createTestAccount, signIn } from '../auth/test-accounts';
import { sendAs } from '../sharing/sharing-fixtures';
import { useUsersFixture, WHO_AM_I } from './users-fixtures';

const fx = useUsersFixture();
const { whoAmIStatus } = fx;

describe('GET who-am-i', () => {
  it('returns the User of spec §3 with the derived licence fields', async () => {
    const response = await fx.t.app.inject({
      method: 'GET',
      url: WHO_AM_I,
      headers: authHeaders(fx.adminSession, false),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: fx.admin.userId,
      email: 'admin-users@example.com',
      name: 'Test User',
      role: 'USER',
      orgId: fx.orgId,
      orgAdmin: true,
      enterprisePlusAccess: true,
      insightsAccessAllowed: true,
      cloudPlannerAccessAllowed: true,
      optimizerAccess: true,
      aiProCloudPlannerAccess: true,
      licenseSuspended: false,
      licenseInvalid: false,
      eulaVersionConsent: 'v4',
      licenseKey: fx.admin.licenseKey,
      licenseExpired: false,
      subscriptionExpired: false,
      licenseType: 'Software Suite',
    });
  });

  it('derives the blocked states from the licence', async () => {
    const suspended = await createTestAccount(fx.t, { orgId: fx.orgId, status: 'SUSPENDED' });
    const lapsed = await createTestAccount(fx.t, {
      orgId: fx.orgId,
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
      const user = await sendAs(fx.t, await signIn(fx.t.app, account), 'GET', WHO_AM_I);
      expect(user.json<Record<string, unknown>>(), account.email).toMatchObject(expected);
    }
  });

  it('presents a GUEST session without licence flags', async () => {
    const guest = await createTestAccount(fx.t, { orgId: fx.orgId, role: 'GUEST', product: null });
    const issued = await fx.t.app.sessions.startSession({
      userId: guest.userId,
      kind: 'GUEST',
      guestProjectId: '11111111-1111-4111-8111-111111111111',
    });
    const response = await fx.t.app.inject({
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
    const licence = await fx.t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${guest.userId}/licenseStatus`,
      headers: { cookie: `airlens_session=${issued.sessionId}` },
    });
    expect(licence.statusCode).toBe(403);
  });

  it('answers 401 without a session, with an unknown one and after 30 idle minutes; activity slides the expiry', async () => {
    const anonymous = await sendAs(fx.t, null, 'GET', WHO_AM_I);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required' });
    expect(
      (
        await fx.t.app.inject({
          method: 'GET',
          url: WHO_AM_I,
          headers: { cookie: 'airlens_session=made-up' },
        })
      ).statusCode,
    ).toBe(401);
    const { session } = await createSignedInUser(fx.t, { orgId: fx.orgId });
    for (let step = 0; step < 3; step += 1) {
      fx.clock.advanceMinutes(20);
      expect(await whoAmIStatus(session)).toBe(200);
    }
    fx.clock.advanceMinutes(31);
    expect(await whoAmIStatus(session)).toBe(401);
  });

  it('ends a session after 12 hours however active it is', async () => {
    const { session } = await createSignedInUser(fx.t, { orgId: fx.orgId });
    for (let step = 0; step < 35; step += 1) {
      fx.clock.advanceMinutes(20);
      expect(await whoAmIStatus(session)).toBe(200);
    }
    // 700 minutes active; 21 more stays within the idle limit but passes the 12-hour cap.
    fx.clock.advanceMinutes(21);
    expect(await whoAmIStatus(session)).toBe(401);
    fx.adminSession = await signIn(fx.t.app, fx.admin);
  });
});

describe('GET licenseStatus', () => {
  it("returns the caller's licence", async () => {
    const response = await fx.t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${fx.admin.userId}/licenseStatus`,
      headers: authHeaders(fx.adminSession, false),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      licenseStatus: 'ACTIVE',
      subscriptionExpirationDate: '2099-12-31',
      product: 'Software Suite',
    });
  });

  it("answers 404 for another organisation's user, 400 for a malformed id, 401 when not signed in", async () => {
    const other = await fx.t.app.inject({
      method: 'GET',
      url: `/userapi/v1/users/${fx.stranger.userId}/licenseStatus`,
      headers: authHeaders(fx.adminSession, false),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Object Not Found Matching Id' });
    expect(
      (
        await fx.t.app.inject({
          method: 'GET',
          url: '/userapi/v1/users/not-a-uuid/licenseStatus',
          headers: authHeaders(fx.adminSession, false),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await sendAs(fx.t, null, 'GET', `/userapi/v1/users/${fx.admin.userId}/licenseStatus`)).statusCode,
    ).toBe(401);
  });
});

describe('PUT license (activation by key)', () => {
  it('activates a free key of the organisation and answers the wrapper with the user', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId, product: null });
    const spare = await createTestAccount(fx.t, { orgId: fx.orgId, product: 'Pro' });
    await fx.t.database.query('UPDATE users SET licence_id = NULL WHERE id = $1', [spare.userId]);
    const session = await signIn(fx.t.app, account);
    const response = await sendAs(fx.t, session, 'PUT', `/userapi/v1/users/${account.userId}/license`, {
      licenseKey: spare.licenseKey,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'License activated successfully',
      data: { licenseKey: spare.licenseKey, licenseType: 'Pro', insightsAccessAllowed: true },
    });
  });

  it('finds a key typed in another case', async () => {
    const account = await createTestAccount(fx.t, { orgId: fx.orgId, product: null });
    const spare = await createTestAccount(fx.t, { orgId: fx.orgId, product: 'Pro' });
    await fx.t.database.query('UPDATE users SET licence_id = NULL WHERE id = $1', [spare.userId]);
    const session = await signIn(fx.t.app, account);
    const typed = ` ${(spare.licenseKey ?? '').toLowerCase()} `;
    expect(typed.trim()).not.toBe(spare.licenseKey);
    const response = await sendAs(fx.t, session, 'PUT', `/userapi/v1/users/${account.userId}/license`, {
      licenseKey: typed,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { licenseKey: spare.licenseKey, licenseType: 'Pro' } });
  });

  it("refuses another organisation's key, a taken key and an unknown key alike", async () => {
    const { account, session } = await createSignedInUser(fx.t, { orgId: fx.orgId, product: null });
    const bodies = new Set<string>();
    for (const licenseKey of [fx.stranger.licenseKey, fx.admin.licenseKey, 'NO-SUCH-KEY']) {
      const response = await sendAs(fx.t, session, 'PUT', `/userapi/v1/users/${account.userId}/license`, {
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
    const url = `/userapi/v1/users/${fx.admin.userId}/license`;
    const payload = { licenseKey: 'X' };
    expect(
      (
        await fx.t.app.inject({ method: 'PUT', url, headers: authHeaders(fx.adminSession, 'wrong'), payload })
      ).json(),
    ).toEqual({ message: 'Invalid CSRF token' });
    expect((await sendAs(fx.t, null, 'PUT', url, payload)).statusCode).toBe(401);
    expect((await sendAs(fx.t, fx.adminSession, 'PUT', url, {})).statusCode).toBe(400);
    expect(
      (await sendAs(fx.t, fx.adminSession, 'PUT', `/userapi/v1/users/${fx.stranger.userId}/license`, payload))
        .statusCode,
    ).toBe(404);
  });
});
