import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestSession,
} from '../auth/test-accounts';
import { insertFixtureInsights, insertTestProject } from './test-support.repo';
import { addProjectUser, createSignedInUser } from '../../test/factories';

// Answers are cached per caller and organisation data version: every kind of change the Insights page can
// show must reach the next request at once, whoever wrote it (a route of another feature or plain SQL).
let t: TestApp;
let orgId: string;
let admin: TestSession;
let reader: TestSession;
let owner: TestSession;
let otherAdmin: TestSession;
let alphaId: string;

const LIST = '/insightapi/v1/projects?page=0&size=15';

interface Page {
  content: { project: { id: string; name: string }; projectUsers: { username: string }[] }[];
}

async function get(session: TestSession, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...authHeaders(session, false), ...headers } });
}

async function listed(session: TestSession): Promise<string[]> {
  const response = await get(session, LIST);
  expect(response.statusCode).toBe(200);
  return response.json<Page>().content.map((entry) => entry.project.name);
}

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_TEST_ENV });
  orgId = await createTestOrg(t);
  const otherOrgId = await createTestOrg(t);
  const adminAccount = await createTestAccount(t, { orgId, orgAdmin: true });
  const readerAccount = await createTestAccount(t, { orgId, email: 'reader@example.com' });
  const ownerAccount = await createTestAccount(t, { orgId, email: 'owner@example.com' });
  const otherAccount = await createTestAccount(t, { orgId: otherOrgId, orgAdmin: true });
  alphaId = await insertTestProject(t.database, {
    orgId,
    name: 'Alpha Office',
    users: [
      { username: 'Reader@Example.com', role: 'READ_USER' },
      { username: 'owner@example.com', role: 'OWNER' },
    ],
  });
  await insertTestProject(t.database, { orgId: otherOrgId, name: 'Elsewhere' });
  admin = await signIn(t.app, adminAccount);
  reader = await signIn(t.app, readerAccount);
  owner = await signIn(t.app, ownerAccount);
  otherAdmin = await signIn(t.app, otherAccount);
});

afterAll(async () => {
  await t.close();
});

describe('cached insights answers', () => {
  it('answers the same body again with an ETag, and 304 when the client already has it', async () => {
    const first = await get(admin, LIST);
    const second = await get(admin, '/insightapi/v1/projects?size=15&page=0');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const etag = second.headers.etag;
    expect(typeof etag).toBe('string');
    expect(second.headers['content-type']).toContain('application/json');
    const revalidated = await get(admin, LIST, { 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps callers apart: another organisation and an unlisted member never get a cached answer', async () => {
    expect(await listed(admin)).toEqual(['Alpha Office']);
    expect(await listed(otherAdmin)).toEqual(['Elsewhere']);
    const outsider = (await createSignedInUser(t, { orgId })).session;
    expect(await listed(outsider)).toEqual([]);
  });

  it('shows a rename written by plain SQL on the next request', async () => {
    expect(await listed(admin)).toContain('Alpha Office');
    await t.database.query('UPDATE projects SET name = $2 WHERE id = $1', [alphaId, 'Alpha Tower']);
    expect(await listed(admin)).toEqual(['Alpha Tower']);
    const search = await get(admin, '/insightapi/v1/search?query=tower');
    expect(search.json<{ projects: { name: string }[] }>().projects.map((hit) => hit.name)).toEqual([
      'Alpha Tower',
    ]);
  });

  it('shows new KPI values of a project on the next request', async () => {
    const url = `/insightapi/v1/projects/${alphaId}/kpis?frequencyBand=FIVE`;
    const before = await get(admin, url);
    const daily = `/insightapi/v1/projects/${alphaId}/dailyKpis/networkHealth?frequencyBand=FIVE`;
    expect((await get(admin, daily)).json()).toEqual([]);
    await insertFixtureInsights(t.database, alphaId, orgId);
    const after = await get(admin, url);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toBe(before.body);
    expect((await get(admin, daily)).json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('follows sharing changes made through the sharing route', async () => {
    expect(await listed(reader)).toEqual(['Alpha Tower']);
    const kpis = `/insightapi/v1/projects/${alphaId}/kpis`;
    expect((await get(reader, kpis)).statusCode).toBe(200);
    const unshare = await t.app.inject({
      method: 'PUT',
      url: `/shareapi/v1/projects/${alphaId}/users`,
      headers: authHeaders(admin),
      payload: [{ username: 'owner@example.com', role: 'OWNER' }],
    });
    expect(unshare.statusCode).toBeLessThan(300);
    expect(await listed(reader)).toEqual([]);
    expect((await get(reader, kpis)).statusCode).toBe(404);
    const users = (await get(admin, LIST)).json<Page>().content[0]?.projectUsers.map((user) => user.username);
    expect(users).toEqual(['owner@example.com']);
    await addProjectUser(t, alphaId, 'reader@example.com', 'READ_USER');
    expect(await listed(reader)).toEqual(['Alpha Tower']);
  });

  it('applies NO_SHARING: only listed owners and org admins keep seeing the project, at once', async () => {
    const kpis = `/insightapi/v1/projects/${alphaId}/kpis`;
    const search = '/insightapi/v1/search?query=alpha';
    expect(await listed(reader)).toEqual(['Alpha Tower']);
    await t.database.query(`UPDATE organizations SET sharing_restriction = 'NO_SHARING' WHERE id = $1`, [
      orgId,
    ]);
    expect(await listed(reader)).toEqual([]);
    expect((await get(reader, kpis)).statusCode).toBe(404);
    expect((await get(reader, `/insightapi/v1/projects/${alphaId}`)).statusCode).toBe(404);
    expect((await get(reader, search)).json<{ projects: unknown[] }>().projects).toEqual([]);
    expect(await listed(owner)).toEqual(['Alpha Tower']);
    expect((await get(owner, kpis)).statusCode).toBe(200);
    expect(await listed(admin)).toEqual(['Alpha Tower']);
    await t.database.query(`UPDATE organizations SET sharing_restriction = 'NO_RESTRICTION' WHERE id = $1`, [
      orgId,
    ]);
    expect(await listed(reader)).toEqual(['Alpha Tower']);
  });

  it('moves the organisation data version once per committing transaction, however many rows it wrote', async () => {
    const versionOf = async (id: string) =>
      Number(
        (
          await t.database.query<{ version: string }>(
            'SELECT version::text AS version FROM insights_data_versions WHERE org_id = $1',
            [id],
          )
        ).rows[0]?.version ?? 0,
      );
    const before = await versionOf(orgId);
    await t.database.exec(
      `BEGIN; UPDATE projects SET city = 'Oslo' WHERE org_id = '${orgId}';
       UPDATE project_users SET role = role WHERE project_id = '${alphaId}'; COMMIT;`,
    );
    expect(await versionOf(orgId)).toBe(before + 1);
    await t.database.query('UPDATE projects SET city = NULL WHERE id = $1', [alphaId]);
    expect(await versionOf(orgId)).toBe(before + 2);
  });

  it('drops a deleted project on the next request', async () => {
    await t.database.query('DELETE FROM projects WHERE id = $1', [alphaId]);
    expect(await listed(admin)).toEqual([]);
    expect((await get(admin, `/insightapi/v1/projects/${alphaId}/kpis`)).statusCode).toBe(404);
  });
});
