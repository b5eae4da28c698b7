import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/job-drain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, createTestClock, createTestOrg } from '../auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  asHeaders,
  createActor,
  createTestProject,
  type Actor,
} from '../sharing/sharing-fixtures';
import { notifyUploadFinished, notifyUser } from './notifications.service';

const clock = createTestClock(new Date());
let t: TestApp;
let alice: Actor;
let bob: Actor;
let orgId: string;

const URL = '/notifyapi/v1/notification';

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV }, deps: { now: clock.now } });
  orgId = await createTestOrg(t);
  alice = await createActor(t, { email: 'alice-n@a.example', orgId });
  bob = await createActor(t, { email: 'bob-n@a.example', orgId });
});

afterAll(async () => {
  await t.close();
});

async function list(actor: Actor) {
  const response = await t.app.inject({ method: 'GET', url: URL, headers: asHeaders(actor) });
  expect(response.statusCode).toBe(200);
  return response.json<
    { id: string; level: string; title: string; description: string; createdAt: string }[]
  >();
}

describe('GET /notifyapi/v1/notification', () => {
  it("lists only the caller's notifications, newest first", async () => {
    const deps = { database: t.database, now: clock.now };
    const first = await notifyUser(
      deps,
      { userId: alice.account.userId },
      { level: 'success', title: 'Upload finished', description: 'Office.esx is ready.' },
    );
    clock.advanceMinutes(1);
    const second = await notifyUser(
      deps,
      { email: 'ALICE-N@a.example' },
      { level: 'error', title: 'Upload failed', description: 'Broken.esx' },
    );
    await notifyUser(
      deps,
      { userId: bob.account.userId },
      { level: 'info', title: 'For Bob', description: 'x' },
    );
    const rows = await list(alice);
    expect(rows.map((row) => [row.id, row.level, row.title, row.description])).toEqual([
      [second, 'error', 'Upload failed', 'Broken.esx'],
      [first, 'success', 'Upload finished', 'Office.esx is ready.'],
    ]);
    expect(new Date(rows[0]?.createdAt ?? '').getTime()).toBe(clock.now().getTime());
    expect((await list(bob)).map((row) => row.title)).toEqual(['For Bob']);
  });

  it('stores nothing for an address that is no user, and answers 401 without a session', async () => {
    expect(
      await notifyUser(
        { database: t.database },
        { email: 'nobody@nowhere.example' },
        { level: 'info', title: 't', description: 'd' },
      ),
    ).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('DELETE /notifyapi/v1/notification/{id}', () => {
  it('dismisses one of the caller’s notifications; another user’s or an unknown one is 404', async () => {
    const deps = { database: t.database, now: clock.now };
    const id = await notifyUser(
      deps,
      { userId: bob.account.userId },
      { level: 'warning', title: 'Dismiss me', description: 'd' },
    );
    if (id === null) {
      throw new Error('not stored');
    }
    const byAlice = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: asHeaders(alice) });
    expect(byAlice.statusCode).toBe(404);
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${id}`,
      headers: authHeaders(bob.session, false),
    });
    expect(noCsrf.statusCode).toBe(403);
    const byBob = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: asHeaders(bob) });
    expect(byBob.statusCode).toBe(204);
    expect((await list(bob)).some((row) => row.id === id)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: asHeaders(bob) });
    expect(again.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${randomUUID()}`,
      headers: asHeaders(bob),
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await t.app.inject({ method: 'DELETE', url: `${URL}/42`, headers: asHeaders(bob) });
    expect(invalid.statusCode).toBe(400);
  });

  it('DELETE without an id dismisses all of the caller’s notifications only', async () => {
    const deps = { database: t.database, now: clock.now };
    await notifyUser(deps, { userId: alice.account.userId }, { level: 'info', title: 'a1', description: '' });
    await notifyUser(deps, { userId: bob.account.userId }, { level: 'info', title: 'b1', description: '' });
    const response = await t.app.inject({ method: 'DELETE', url: URL, headers: asHeaders(alice) });
    expect(response.statusCode).toBe(204);
    expect(await list(alice)).toEqual([]);
    expect((await list(bob)).map((row) => row.title)).toContain('b1');
  });
});

describe('notifyUploadFinished', () => {
  it('stores a success or failure notice for the uploader and never throws', async () => {
    const erin = await createActor(t, { email: 'erin-n@a.example', orgId });
    const deps = { database: t.database, now: clock.now };
    await notifyUploadFinished(deps, {
      userId: erin.account.userId,
      fileName: 'Office.esx',
      succeeded: true,
    });
    clock.advanceMinutes(1);
    await notifyUploadFinished(deps, {
      userId: erin.account.userId,
      fileName: 'Broken.esx',
      succeeded: false,
      reason: 'Not an .esx file.',
    });
    expect((await list(erin)).map((row) => [row.level, row.title, row.description])).toEqual([
      ['error', 'Upload failed', 'Broken.esx: Not an .esx file.'],
      ['success', 'Upload finished', 'Office.esx was imported.'],
    ]);
    const warnings: string[] = [];
    const failing = {
      database: { ...t.database, query: () => Promise.reject(new Error('database down')) },
      logger: { warn: (_object: object, message: string) => warnings.push(message) },
    };
    await expect(
      notifyUploadFinished(failing, { userId: erin.account.userId, fileName: 'x.esx', succeeded: true }),
    ).resolves.toBeNull();
    expect(warnings).toEqual(['could not store an upload notification']);
  });
});

describe('retention', () => {
  it('removes read notifications older than 30 days when the user gets a new one, and keeps unread ones', async () => {
    const dave = await createActor(t, { email: 'dave-n@a.example', orgId });
    const deps = { database: t.database, now: clock.now };
    const old = await notifyUser(
      deps,
      { userId: dave.account.userId },
      { level: 'info', title: 'old read', description: '' },
    );
    const oldUnread = await notifyUser(
      deps,
      { userId: dave.account.userId },
      { level: 'info', title: 'old unread', description: '' },
    );
    const monthAgo = new Date(clock.now().getTime() - 31 * 24 * 3_600_000);
    await t.database.query('UPDATE notifications SET read_at = $2, created_at = $2 WHERE id = $1', [
      old,
      monthAgo,
    ]);
    await t.database.query('UPDATE notifications SET created_at = $2 WHERE id = $1', [oldUnread, monthAgo]);
    await notifyUser(deps, { userId: dave.account.userId }, { level: 'info', title: 'new', description: '' });
    const { rows } = await t.database.query<{ id: string }>(
      'SELECT id::text AS id FROM notifications WHERE user_id = $1 ORDER BY title',
      [dave.account.userId],
    );
    expect(rows.map((row) => row.id)).not.toContain(old);
    expect(rows.map((row) => row.id)).toContain(oldUnread);
    expect(rows).toHaveLength(2);
  });
});

describe('share notifications', () => {
  it('notifies each user newly listed on a project, not the sharer and not users already listed', async () => {
    const carol = await createActor(t, { email: 'carol-n@a.example', orgId });
    const projectId = await createTestProject(t, {
      orgId,
      name: 'Clinic',
      users: [
        { username: alice.account.email, role: 'OWNER' },
        { username: bob.account.email, role: 'READ_USER' },
      ],
    });
    await t.app.inject({ method: 'DELETE', url: URL, headers: asHeaders(bob) });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/shareapi/v1/projects/${projectId}/users`,
      headers: asHeaders(alice),
      payload: [
        { username: alice.account.email, role: 'OWNER' },
        { username: bob.account.email, role: 'WRITE_USER' },
        { username: carol.account.email, role: 'READ_USER' },
      ],
    });
    expect(response.statusCode).toBe(200);
    await drainJobs(t.app);
    const rows = await list(carol);
    expect(rows.map((row) => [row.level, row.title, row.description])).toEqual([
      ['info', 'A project was shared with you', 'Test User shared the project "Clinic" with you.'],
    ]);
    expect(await list(bob)).toEqual([]);
    expect((await list(alice)).some((row) => row.description.includes('Clinic'))).toBe(false);
  });
});

describe('guests', () => {
  it('are refused (403)', async () => {
    const guest = await createActor(t, { email: 'g-n@customer.example', orgId: null, product: null });
    // A GUEST session needs a secure link; a USER session of a GUEST account is refused the same way.
    await t.database.query("UPDATE users SET role = 'GUEST' WHERE id = $1", [guest.account.userId]);
    const response = await t.app.inject({ method: 'GET', url: URL, headers: asHeaders(guest) });
    expect(response.statusCode).toBe(403);
  });
});
