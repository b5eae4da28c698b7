import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/job-drain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, createTestClock, waitForOutboxMail, type TestSession } from '../auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  createSharingWorld,
  createTestProject,
  guestSessionOf,
  latestCodeFor,
  setSharingRestriction,
  type SharingWorld,
  sendAs,
} from './sharing-fixtures';

const clock = createTestClock(new Date());
let t: TestApp;
let w: SharingWorld;
let otherProjectId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { ...ACCOUNTS_TEST_ENV, PUBLIC_URL: 'http://localhost:8080' },
    deps: { now: clock.now },
  });
  w = await createSharingWorld(t, 's');
  otherProjectId = await createTestProject(t, {
    orgId: w.orgA,
    users: [{ username: w.owner.account.email, role: 'OWNER' }],
  });
});

afterAll(async () => {
  await t.close();
});

const linksUrl = (projectId = w.projectId) => `/shareapi/v1/projects/${projectId}/secure-links`;
const otpUrl = (keyId: string) => `/shareapi/secureProjectView/${keyId}/otp`;
const sessionUrl = (keyId: string) => `/shareapi/secureProjectView/${keyId}/session`;

async function invite(email: string, projectId = w.projectId): Promise<string> {
  const response = await sendAs(t, w.owner, 'POST', linksUrl(projectId), { email });
  expect(response.statusCode).toBeLessThan(202);
  return response.json<{ keyId: string }>().keyId;
}

async function outboxCount(email: string): Promise<number> {
  const { rows } = await t.database.query<{ count: string }>(
    'SELECT count(*)::text AS count FROM outbox WHERE to_address = $1',
    [email],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Runs the background mail tasks to completion so "no mail" assertions are meaningful. */
async function settle(): Promise<void> {
  await drainJobs(t.app);
}

async function guestSignIn(keyId: string, email: string, codeMails = 1): Promise<TestSession> {
  const requested = await sendAs(t, null, 'POST', otpUrl(keyId));
  expect(requested.statusCode).toBe(202);
  const otp = await latestCodeFor(t, email, codeMails);
  const response = await sendAs(t, null, 'POST', sessionUrl(keyId), { otp });
  expect(response.statusCode).toBe(200);
  return guestSessionOf(response);
}

describe('secure links (owner side)', () => {
  it('creates a link, mails it to the invited address and answers 200 with the same key when invited again', async () => {
    const created = await sendAs(t, w.owner, 'POST', linksUrl(), { email: 'Client.One@Customer.example' });
    expect(created.statusCode).toBe(201);
    const link = created.json<{ keyId: string; email: string; url: string; lastUsedAt: null }>();
    expect(link.email).toBe('client.one@customer.example');
    expect(link.keyId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`http://localhost:8080/secure-project-view/${link.keyId}`);
    expect(link.lastUsedAt).toBeNull();
    const [mail] = await waitForOutboxMail(t, 'client.one@customer.example');
    expect(mail?.text).toContain(link.url);
    expect(mail?.text).toContain('Warehouse s');
    const again = await sendAs(t, w.owner, 'POST', linksUrl(), { email: 'client.one@customer.example' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ keyId: string }>().keyId).toBe(link.keyId);
    const { rows } = await t.database.query<{
      role: string;
      org_id: string | null;
      password_hash: string | null;
      licence_id: string | null;
    }>('SELECT role, org_id, password_hash, licence_id FROM users WHERE email = $1', [
      'client.one@customer.example',
    ]);
    expect(rows).toEqual([{ role: 'GUEST', org_id: null, password_hash: null, licence_id: null }]);
  });

  it('lists links for the full-access roles (OWNER, WRITE_SHARE_USER) and org admins only', async () => {
    const keyId = await invite('listed@customer.example');
    for (const actor of [w.owner, w.writeShare, w.adminA]) {
      const response = await sendAs(t, actor, 'GET', linksUrl());
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json<{ keyId: string; email: string }[]>()
          .some((link) => link.keyId === keyId && link.email === 'listed@customer.example'),
      ).toBe(true);
    }
    for (const actor of [w.write, w.read]) {
      expect((await sendAs(t, actor, 'GET', linksUrl())).statusCode).toBe(403);
    }
    // An unlisted member of the organisation cannot see the project at all.
    for (const actor of [w.member, w.userB, w.adminB]) {
      expect((await sendAs(t, actor, 'GET', linksUrl())).statusCode).toBe(404);
    }
  });

  it('lets a WRITE_SHARE_USER create a link, as spec §6 gives it full access', async () => {
    const created = await sendAs(t, w.writeShare, 'POST', linksUrl(), {
      email: 'shared.by.writer@customer.example',
    });
    expect(created.statusCode).toBe(201);
    const [mail] = await waitForOutboxMail(t, 'shared.by.writer@customer.example');
    expect(mail?.text).toContain(created.json<{ url: string }>().url);
  });

  it('refuses roles without full access, members of the organisation as guests, bad addresses and restricted organisations', async () => {
    const payload = { email: 'someone@customer.example' };
    for (const actor of [w.write, w.read]) {
      expect((await sendAs(t, actor, 'POST', linksUrl(), payload)).statusCode).toBe(403);
    }
    for (const actor of [w.member, w.adminB]) {
      expect((await sendAs(t, actor, 'POST', linksUrl(), payload)).statusCode).toBe(404);
    }
    expect((await sendAs(t, null, 'POST', linksUrl(), payload)).statusCode).toBe(401);
    const member = await sendAs(t, w.owner, 'POST', linksUrl(), { email: w.member.account.email });
    expect(member.statusCode).toBe(400);
    expect(member.json<{ message: string }>().message).toBe(
      'email: This address belongs to a member of your organization: share the project with them instead.',
    );
    const bad = await sendAs(t, w.owner, 'POST', linksUrl(), { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    for (const restriction of ['ORGANIZATION_ONLY', 'NO_SHARING'] as const) {
      await setSharingRestriction(t, w.orgA, restriction);
      const refused = await sendAs(t, w.owner, 'POST', linksUrl(), payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Sharing with external users is disabled for this organization.',
      });
    }
    await setSharingRestriction(t, w.orgA, 'NO_RESTRICTION');
    expect(await outboxCount('someone@customer.example')).toBe(0);
  });

  it('answers 404 when revoking a key that is not a link of that project', async () => {
    const keyId = await invite('other-project@customer.example', otherProjectId);
    const wrongProject = await sendAs(t, w.owner, 'DELETE', `${linksUrl()}/${keyId}`);
    expect(wrongProject.statusCode).toBe(404);
    const unknown = await sendAs(t, w.owner, 'DELETE', `${linksUrl()}/doesnotexist1234567`);
    expect(unknown.statusCode).toBe(404);
    const writer = await sendAs(t, w.writeShare, 'DELETE', `${linksUrl(otherProjectId)}/${keyId}`);
    // writeShare is not listed on the other project, so for them it does not exist.
    expect(writer.statusCode).toBe(404);
  });
});

describe('guest one-time-password access', () => {
  it('mails a code, exchanges it for a GUEST session that reads only that project, and refuses everything else', async () => {
    const email = 'guest.a@customer.example';
    const keyId = await invite(email);
    const guest = await guestSignIn(keyId, email);
    const access = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${w.projectId}/access`,
      headers: authHeaders(guest),
    });
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual({
      projectId: w.projectId,
      role: 'READ_USER',
      isGuest: true,
      canWrite: false,
      canShare: false,
      isOwner: false,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/users/who-am-i',
      headers: authHeaders(guest),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ role: string; email: string }>()).toMatchObject({ role: 'GUEST', email });

    const other = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${otherProjectId}/access`,
      headers: authHeaders(guest),
    });
    expect(other.statusCode).toBe(404);
    const users = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${w.projectId}/users`,
      headers: authHeaders(guest),
    });
    expect(users.statusCode).toBe(403);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/shareapi/v1/projects/${w.projectId}/users`,
      headers: authHeaders(guest),
      payload: [{ username: email, role: 'OWNER' }],
    });
    expect(write.statusCode).toBe(403);
    const invite2 = await t.app.inject({
      method: 'POST',
      url: linksUrl(),
      headers: authHeaders(guest),
      payload: { email: 'x@customer.example' },
    });
    expect(invite2.statusCode).toBe(403);
    const groups = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/userGroups',
      headers: authHeaders(guest),
    });
    expect(groups.statusCode).toBe(403);

    const { rows } = await t.database.query<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM secure_links WHERE key_id = $1',
      [keyId],
    );
    expect(rows[0]?.last_used_at).not.toBeNull();
  });

  it('presents a registered user of another organisation as a GUEST without licence flags in a guest session', async () => {
    const email = w.userB.account.email;
    const keyId = await invite(email);
    const guest = await guestSignIn(keyId, email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/users/who-am-i',
      headers: authHeaders(guest),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      role: 'GUEST',
      orgId: null,
      orgAdmin: false,
      licenseKey: null,
      insightsAccessAllowed: false,
      cloudPlannerAccessAllowed: false,
      enterprisePlusAccess: false,
    });
    // Their own session still shows them as the organisation member they are.
    const own = await sendAs(t, w.userB, 'GET', '/userapi/v1/users/who-am-i');
    expect(own.json()).toMatchObject({ email, role: 'USER', orgId: w.orgB });
  });

  it('revoking the link ends the guest session at once', async () => {
    const email = 'guest.revoked@customer.example';
    const keyId = await invite(email);
    const guest = await guestSignIn(keyId, email);
    const accessUrl = `/shareapi/v1/projects/${w.projectId}/access`;
    expect(
      (await t.app.inject({ method: 'GET', url: accessUrl, headers: authHeaders(guest) })).statusCode,
    ).toBe(200);
    const revoked = await sendAs(t, w.owner, 'DELETE', `${linksUrl()}/${keyId}`);
    expect(revoked.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: accessUrl, headers: authHeaders(guest) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/userapi/v1/users/who-am-i', headers: authHeaders(guest) }))
        .statusCode,
    ).toBe(401);
    const otp = await sendAs(t, null, 'POST', otpUrl(keyId));
    expect(otp.statusCode).toBe(202);
    const session = await sendAs(t, null, 'POST', sessionUrl(keyId), { otp: '123456' });
    expect(session.statusCode).toBe(403);
  });

  it("revoking ends the guest session at once while the guest's other requests are in flight", async () => {
    // The guest's open page keeps asking while the owner revokes: none of those lookups, started before the
    // revocation and answered after it, may leave the ended session trusted for the guest's next request.
    for (let round = 0; round < 5; round++) {
      const email = `guest.busy${round}@customer.example`;
      const keyId = await invite(email);
      const guest = await guestSignIn(keyId, email);
      const accessUrl = `/insightapi/v1/projects/${w.projectId}`;
      let isRevoked = false;
      const busy = (async () => {
        while (!isRevoked) {
          await Promise.all(
            Array.from({ length: 4 }, () =>
              t.app.inject({ method: 'GET', url: accessUrl, headers: authHeaders(guest) }),
            ),
          );
        }
      })();
      const revoked = await sendAs(t, w.owner, 'DELETE', `${linksUrl()}/${keyId}`);
      expect(revoked.statusCode).toBe(204);
      const after = await t.app.inject({ method: 'GET', url: accessUrl, headers: authHeaders(guest) });
      isRevoked = true;
      await busy;
      expect(after.statusCode).toBe(401);
    }
  });

  it('an organisation restriction shuts guests out at once and stops new codes', async () => {
    const email = 'guest.restricted@customer.example';
    const keyId = await invite(email);
    const guest = await guestSignIn(keyId, email);
    const accessUrl = `/shareapi/v1/projects/${w.projectId}/access`;
    await setSharingRestriction(t, w.orgA, 'ORGANIZATION_ONLY');
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: accessUrl, headers: authHeaders(guest) })).statusCode,
      ).toBe(404);
      const before = await outboxCount(email);
      expect((await sendAs(t, null, 'POST', otpUrl(keyId))).statusCode).toBe(202);
      await settle();
      expect(await outboxCount(email)).toBe(before);
    } finally {
      await setSharingRestriction(t, w.orgA, 'NO_RESTRICTION');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: accessUrl, headers: authHeaders(guest) })).statusCode,
    ).toBe(200);
  });

  it('answers unknown keys exactly like known ones and mails nothing', async () => {
    const unknownKey = 'AAAAAAAAAAAAAAAAAAAAAA';
    const known = await invite('guest.known@customer.example');
    const a = await sendAs(t, null, 'POST', otpUrl(unknownKey));
    const b = await sendAs(t, null, 'POST', otpUrl(known));
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    const c = await sendAs(t, null, 'POST', sessionUrl(unknownKey), { otp: '000000' });
    const d = await sendAs(t, null, 'POST', sessionUrl(known), { otp: '000000' });
    expect(c.statusCode).toBe(403);
    expect([c.statusCode, c.body]).toEqual([d.statusCode, d.body]);
    expect(c.json()).toEqual({ message: 'The code is invalid or has expired.' });
    const malformed = await sendAs(t, null, 'POST', sessionUrl(known), { otp: '12ab56' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a cross-site origin on the code exchange', async () => {
    const keyId = await invite('guest.origin@customer.example');
    const response = await t.app.inject({
      method: 'POST',
      url: sessionUrl(keyId),
      headers: { origin: 'https://evil.example' },
      payload: { otp: '123456' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Invalid origin' });
  });

  it('gives no access to a project whose deletion was requested', async () => {
    const projectId = await createTestProject(t, {
      orgId: w.orgA,
      users: [{ username: w.owner.account.email, role: 'OWNER' }],
    });
    const email = 'guest.deleted@customer.example';
    const keyId = await invite(email, projectId);
    const guest = await guestSignIn(keyId, email);
    await t.database.query("UPDATE projects SET status = 'DELETE_REQUESTED' WHERE id = $1", [projectId]);
    const access = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${projectId}/access`,
      headers: authHeaders(guest),
    });
    expect(access.statusCode).toBe(404);
    const random = await t.app.inject({
      method: 'GET',
      url: `/shareapi/v1/projects/${randomUUID()}/access`,
      headers: authHeaders(guest),
    });
    expect(random.body).toBe(access.body);
  });
});

// These move the clock past the session idle timeout, so they run last.
describe('guest code limits', () => {
  it('allows 5 tries per code, uses a code once and lets it expire after 10 minutes', async () => {
    const email = 'guest.tries@customer.example';
    const keyId = await invite(email);
    await sendAs(t, null, 'POST', otpUrl(keyId));
    const code = await latestCodeFor(t, email, 1);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await sendAs(t, null, 'POST', sessionUrl(keyId), { otp: wrong })).statusCode).toBe(403);
    }
    expect((await sendAs(t, null, 'POST', sessionUrl(keyId), { otp: code })).statusCode).toBe(403);

    await sendAs(t, null, 'POST', otpUrl(keyId));
    const second = await latestCodeFor(t, email, 2);
    expect((await sendAs(t, null, 'POST', sessionUrl(keyId), { otp: second })).statusCode).toBe(200);
    expect((await sendAs(t, null, 'POST', sessionUrl(keyId), { otp: second })).statusCode).toBe(403);

    await sendAs(t, null, 'POST', otpUrl(keyId));
    const third = await latestCodeFor(t, email, 3);
    clock.advanceMinutes(11);
    expect((await sendAs(t, null, 'POST', sessionUrl(keyId), { otp: third })).statusCode).toBe(403);
  });

  it('mails at most 5 codes per link per hour', async () => {
    const email = 'guest.limit@customer.example';
    const keyId = await invite(email);
    for (let request = 0; request < 7; request += 1) {
      expect((await sendAs(t, null, 'POST', otpUrl(keyId))).statusCode).toBe(202);
    }
    await settle();
    const codeMails = (await waitForOutboxMail(t, email)).filter(
      (mail) => mail.subject === 'Your Airlens project access code',
    );
    expect(codeMails).toHaveLength(5);
    clock.advanceMinutes(61);
    await sendAs(t, null, 'POST', otpUrl(keyId));
    await latestCodeFor(t, email, 6);
  });
});
