import { DESIGN_PROJECT_DISABLED } from '@airlens/domain';
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

let t: TestApp;
let admin: TestSession;
let designId: string;
let measuredId: string;

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(admin, false) });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, FEATURE_DESIGN_PROJECT: 'false' } });
  const orgId = await createTestOrg(t);
  const account = await createTestAccount(t, { orgId, orgAdmin: true });
  designId = await insertTestProject(t.database, {
    orgId,
    name: 'Planned HQ',
    projectType: 'GREENFIELD_PLAN',
  });
  measuredId = await insertTestProject(t.database, { orgId, name: 'Measured HQ', projectType: 'HYBRID' });
  await insertFixtureInsights(t.database, designId, orgId);
  await insertFixtureInsights(t.database, measuredId, orgId);
  admin = await signIn(t.app, account);
});

afterAll(async () => {
  await t.close();
});

describe('with the design-project flag off', () => {
  it('hides design projects from the list, search, survey events and inventory', async () => {
    const list = await get('/insightapi/v1/projects');
    expect((list.body.content as { project: { name: string } }[]).map((entry) => entry.project.name)).toEqual(
      ['Measured HQ'],
    );
    const search = await get('/insightapi/v1/search?query=hq');
    expect((search.body.projects as { name: string }[]).map((project) => project.name)).toEqual([
      'Measured HQ',
    ]);
    const surveys = await get('/insightapi/v1/surveyEvents?size=50');
    expect(surveys.body.totalElements).toBe(3);
    const devices = await get('/insightapi/v1/deviceCounts/totals');
    expect(devices.body).toEqual({ totalDeviceCount: 4 });
  });

  it('answers opening a design project with the spec message', async () => {
    for (const url of [
      `/insightapi/v1/projects/${designId}`,
      `/insightapi/v1/projects/${designId}/floorPlanKpis`,
      `/insightapi/v1/surveyEvents?projectId=${designId}`,
    ]) {
      const { status, body } = await get(url);
      expect([url, status, body.message]).toEqual([url, 404, DESIGN_PROJECT_DISABLED]);
    }
    expect((await get(`/insightapi/v1/projects/${measuredId}`)).status).toBe(200);
  });
});
