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
import { insertTestProject } from './test-support.repo';

// INSIGHTS_RESPONSE_CACHE=off: every answer is computed from the database. The proof is a change the cache
// cannot see: a rename written while the organisation's data version is put back to its old value, which a
// cached answer would hide (the first app, cache on, shows it does) and the uncached app shows at once.
let cachedApp: TestApp;
let uncachedApp: TestApp;

interface Page {
  content: { project: { name: string } }[];
}

const LIST = '/insightapi/v1/projects?page=0&size=15';

async function setUp(cache: 'on' | 'off') {
  const t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, INSIGHTS_RESPONSE_CACHE: cache } });
  const orgId = await createTestOrg(t);
  const account = await createTestAccount(t, { orgId, orgAdmin: true });
  const projectId = await insertTestProject(t.database, { orgId, name: 'Alpha Office' });
  return { t, orgId, projectId, admin: await signIn(t.app, account) };
}

/** Renames the project behind the cache's back: the organisation's data version ends where it was. */
async function renameKeepingVersion(t: TestApp, orgId: string, projectId: string, name: string) {
  const { rows } = await t.database.query<{ version: string }>(
    'SELECT version::text AS version FROM insights_data_versions WHERE org_id = $1',
    [orgId],
  );
  const version = rows[0]?.version;
  expect(version).toBeDefined();
  await t.database.query('UPDATE projects SET name = $2 WHERE id = $1', [projectId, name]);
  await t.database.query('UPDATE insights_data_versions SET version = $2 WHERE org_id = $1', [
    orgId,
    version,
  ]);
}

async function get(t: TestApp, session: TestSession, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(session, false) });
  expect(response.statusCode).toBe(200);
  return response;
}

async function names(t: TestApp, session: TestSession): Promise<string[]> {
  return (await get(t, session, LIST)).json<Page>().content.map((entry) => entry.project.name);
}

let cached: Awaited<ReturnType<typeof setUp>>;
let uncached: Awaited<ReturnType<typeof setUp>>;

beforeAll(async () => {
  cached = await setUp('on');
  cachedApp = cached.t;
  uncached = await setUp('off');
  uncachedApp = uncached.t;
});

afterAll(async () => {
  await cachedApp.close();
  await uncachedApp.close();
});

describe('INSIGHTS_RESPONSE_CACHE', () => {
  it('on (the default): a second identical call is served from memory, blind to a change that kept the version', async () => {
    const { t, orgId, projectId, admin } = cached;
    expect(t.config.insightsResponseCache).toBe(true);
    expect(await names(t, admin)).toEqual(['Alpha Office']);
    await renameKeepingVersion(t, orgId, projectId, 'Alpha Tower');
    expect(await names(t, admin)).toEqual(['Alpha Office']);
  });

  it('off: a second identical call is computed again and shows the change at once, with no ETag', async () => {
    const { t, orgId, projectId, admin } = uncached;
    expect(t.config.insightsResponseCache).toBe(false);
    expect(await names(t, admin)).toEqual(['Alpha Office']);
    await renameKeepingVersion(t, orgId, projectId, 'Alpha Tower');
    const second = await get(t, admin, LIST);
    expect(second.json<Page>().content.map((entry) => entry.project.name)).toEqual(['Alpha Tower']);
    expect(second.headers.etag).toBeUndefined();
    const search = await get(t, admin, '/insightapi/v1/search?query=alpha');
    expect(search.json<{ projects: { name: string }[] }>().projects.map((hit) => hit.name)).toEqual([
      'Alpha Tower',
    ]);
    await renameKeepingVersion(t, orgId, projectId, 'Alpha Annex');
    const panels = await get(t, admin, `/insightapi/v1/projects/${projectId}/kpis?frequencyBand=FIVE`);
    expect(panels.json<{ projectName: string }[]>()[0]?.projectName).toBe('Alpha Annex');
  });
});
