import { SUCCESS_MESSAGES } from '@airlens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { drainJobs } from '../../jobs/job-drain';
import { insertUserGroup } from '../../seed/accounts-seed.repo';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestAccount,
  type TestSession,
} from '../auth/test-accounts';

let t: TestApp;
let orgId: string;
let otherOrgId: string;
let admin: TestAccount;
let adminSession: TestSession;
let memberSession: TestSession;
let otherAdminSession: TestSession;
let plainOrgAdminSession: TestSession;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
  orgId = await createTestOrg(t, { enterprisePlus: true });
  otherOrgId = await createTestOrg(t, { enterprisePlus: true });
  const plainOrgId = await createTestOrg(t, { enterprisePlus: false });
  admin = await createTestAccount(t, { orgId, orgAdmin: true, email: 'boss@org-a.example' });
  const member = await createTestAccount(t, { orgId, email: 'member@org-a.example' });
  const otherAdmin = await createTestAccount(t, {
    orgId: otherOrgId,
    orgAdmin: true,
    email: 'boss@org-b.example',
  });
  const plainAdmin = await createTestAccount(t, { orgId: plainOrgId, orgAdmin: true });
  adminSession = await signIn(t.app, admin);
  memberSession = await signIn(t.app, member);
  otherAdminSession = await signIn(t.app, otherAdmin);
  plainOrgAdminSession = await signIn(t.app, plainAdmin);
  await insertUserGroup(t.database, {
    id: '00000000-0000-4000-8000-0000000000a1',
    orgId,
    name: 'Survey team',
    memberIds: [admin.userId, member.userId],
  });
  await insertUserGroup(t.database, {
    id: '00000000-0000-4000-8000-0000000000a2',
    orgId,
    name: 'Planners',
    memberIds: [],
  });
  await insertUserGroup(t.database, {
    id: '00000000-0000-4000-8000-0000000000b1',
    orgId: otherOrgId,
    name: 'Survey crew B',
    memberIds: [otherAdmin.userId],
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET org-preferences', () => {
  it('returns the defaults in the result wrapper to any member', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/org-preferences',
      headers: authHeaders(memberSession, false),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Organization settings have been successfully fetched',
      data: { orgId, sharingRestriction: 'NO_RESTRICTION', passwordPolicy: false },
    });
  });

  it('answers 401 when not signed in and 404 for a user without organisation', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/userapi/v1/org-preferences' })).statusCode).toBe(401);
    const loner = (await createSignedInUser(t, { orgId: null })).session;
    expect(
      (await t.app.inject({ method: 'GET', url: '/userapi/v1/org-preferences', headers: authHeaders(loner) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PUT org-preferences', () => {
  const url = () => `/userapi/v1/org-preferences/${orgId}`;

  it('lets an enterprise-plus org admin update them', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: authHeaders(adminSession),
      payload: { orgId, sharingRestriction: 'ORGANIZATION_ONLY', passwordPolicy: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: SUCCESS_MESSAGES.orgSettingsUpdated,
      data: { orgId, sharingRestriction: 'ORGANIZATION_ONLY', passwordPolicy: true },
    });
    expect(SUCCESS_MESSAGES.orgSettingsUpdated).toBe('Organization settings have been successfully updated');
    const back = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: authHeaders(adminSession),
      payload: { passwordPolicy: false },
    });
    expect(back.json()).toMatchObject({
      data: { sharingRestriction: 'ORGANIZATION_ONLY', passwordPolicy: false },
    });
  });

  it('refuses an unknown sharing restriction (400), a wrong CSRF token (403) and no session (401)', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: url(),
          headers: authHeaders(adminSession),
          payload: { sharingRestriction: 'EVERYONE' },
        })
      ).statusCode,
    ).toBe(400);
    const forged = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: authHeaders(adminSession, memberSession.csrfToken),
      payload: { passwordPolicy: true },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Invalid CSRF token' });
    expect(
      (await t.app.inject({ method: 'PUT', url: url(), payload: { passwordPolicy: true } })).statusCode,
    ).toBe(401);
  });

  it("answers 404 to non-admins, admins without enterprise-plus and another organisation's admin", async () => {
    for (const session of [memberSession, plainOrgAdminSession, otherAdminSession]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: url(),
        headers: authHeaders(session),
        payload: { passwordPolicy: true },
      });
      expect(response.statusCode).toBe(404);
    }
    const { rows } = await t.database.query<{ password_policy: boolean }>(
      'SELECT password_policy FROM organizations WHERE id = $1',
      [orgId],
    );
    expect(rows[0]?.password_policy).toBe(false);
  });
});

describe('GET userGroups', () => {
  it("lists the caller's organisation's groups with members, filtered by name", async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/userGroups',
      headers: authHeaders(memberSession, false),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<{ name: string }[]>().map((group) => group.name)).toEqual(['Planners', 'Survey team']);
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/userGroups?groupName=SURVEY',
      headers: authHeaders(memberSession, false),
    });
    expect(filtered.json()).toEqual([
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        name: 'Survey team',
        members: [
          { userId: admin.userId, email: 'boss@org-a.example', name: 'Test User' },
          { userId: expect.any(String) as string, email: 'member@org-a.example', name: 'Test User' },
        ],
      },
    ]);
  });

  it("never shows another organisation's groups; 401 without a session; 400 for an over-long filter", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/userGroups?groupName=survey',
      headers: authHeaders(otherAdminSession, false),
    });
    expect(other.json<{ name: string }[]>().map((group) => group.name)).toEqual(['Survey crew B']);
    expect((await t.app.inject({ method: 'GET', url: '/userapi/v1/userGroups' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/userapi/v1/userGroups?groupName=${'x'.repeat(201)}`,
          headers: authHeaders(memberSession),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST analytics events', () => {
  const event = {
    source: 'CLOUD',
    client: {
      userId: 'a'.repeat(40),
      licenseKey: null,
      userRole: 'NON_REGISTERED',
      userAgent: 'test',
      os: 'Linux',
      osVersion: '',
      browser: 'Chrome',
      browserVersion: '130',
    },
    session: { id: 'session-1', internalUser: false },
    action: { type: 'appStarted', timestamp: '2025-06-01T09:00:00.000Z', timezoneOffset: 0 },
  };

  async function storedCount(actionType: string): Promise<number> {
    const { rows } = await t.database.query('SELECT 1 FROM analytics_events WHERE action_type = $1', [
      actionType,
    ]);
    return rows.length;
  }

  it('stores an event from a signed-in user (CSRF from the cookie) and from an anonymous visitor', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/eventapi/v1/analytics/events',
      headers: authHeaders(memberSession),
      payload: { ...event, action: { ...event.action, type: 'whatsNewWebinarButtonClicked' } },
    });
    expect(signedIn.statusCode).toBe(202);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/eventapi/v1/analytics/events',
      payload: event,
    });
    expect(anonymous.statusCode).toBe(202);
    const { rows } = await t.database.query<{ user_id: string | null; source: string }>(
      "SELECT user_id::text AS user_id, source FROM analytics_events WHERE action_type = 'whatsNewWebinarButtonClicked'",
    );
    expect(rows).toEqual([{ user_id: memberSession.userId, source: 'CLOUD' }]);
    expect(await storedCount('appStarted')).toBe(1);
  });

  it('accepts but drops an invalid event (analytics never fails the caller)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/eventapi/v1/analytics/events',
      payload: { source: 'NOPE', action: { type: 'brokenEvent' } },
    });
    expect(response.statusCode).toBe(202);
    expect(await storedCount('brokenEvent')).toBe(0);
  });

  it("refuses a signed-in call whose token does not match the session (another user's token)", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/eventapi/v1/analytics/events',
      headers: authHeaders(memberSession, adminSession.csrfToken),
      payload: { ...event, action: { ...event.action, type: 'forgedEvent' } },
    });
    expect(response.statusCode).toBe(403);
    expect(await storedCount('forgedEvent')).toBe(0);
  });
});

describe('development mailbox', () => {
  it('lists outbox mail newest first as a page and as JSON', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/userapi/v1/users/password-reset',
      payload: { email: 'member@org-a.example' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications/otp',
      payload: { email: 'member@org-a.example' },
    });
    await drainJobs(t.app);
    const { mails } = (
      await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=MEMBER@org-a.example' })
    ).json<{ mails: { subject: string; to: string; text: string }[] }>();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your Airlens sign-in code',
      'Reset your Airlens password',
    ]);
    expect(mails[1]?.text).toContain('http://localhost:8080/password?userId=');
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf('Your Airlens sign-in code')).toBeLessThan(
      page.body.indexOf('Reset your Airlens password'),
    );
    expect(page.body).toContain('<a href="http://localhost:8080/password?userId=');
  });

  it.each(['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1', '128.0.0.1'])(
    'answers 404 to a client at %s, which is not this machine',
    async (remoteAddress) => {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('password?userId=');
      }
    },
  );

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'serves a loopback client at %s',
    async (remoteAddress) => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress })).statusCode,
      ).toBe(200);
    },
  );

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, NODE_ENV: 'production' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
