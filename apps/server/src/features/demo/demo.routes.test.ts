import { randomUUID } from 'node:crypto';
import { generateProject } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { insertOrganization } from '../../seed/accounts-seed.repo';
import { DEMO_ORG_ID } from '../../seed/accounts-seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, authHeaders, type TestSession } from '../auth/test-accounts';
import {
  createHeatmapWorld,
  seedHeatmapProject,
  type HeatmapWorld,
  type SeededProject,
} from '../heatmaps/heatmaps.test-helpers';
import { DEMO_READ_ONLY } from './demo.hooks';
import { recordDemoProjects } from './demo.service';

const NOT_FOUND = { message: 'Object Not Found Matching Id' };
const ENV = { ...ACCOUNTS_TEST_ENV, HEATMAP_WORKERS: '0' };

let t: TestApp;
let w: HeatmapWorld;
let demo: SeededProject;
/** A member of the demo organisation without a role on its project: alone, it sees nothing. */
let demoMember: TestSession;

interface ProjectPage {
  content: { project: { id: string; name: string } }[];
  totalElements: number;
}

function demoHeatmapUrl(project: SeededProject): string {
  return `/heatmapapi/v1/demo/projects/${project.projectId}/floor-plans/${project.floorId}/heatmap`;
}

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  await insertOrganization(t.database, {
    id: DEMO_ORG_ID,
    name: 'Demo Networks',
    enterprisePlus: true,
    passwordPolicy: false,
  });
  demo = await seedHeatmapProject(t, {
    orgId: DEMO_ORG_ID,
    users: [{ email: 'owner@demo-networks.example', role: 'OWNER' }],
    project: generateProject({
      kind: 'measured',
      floors: 1,
      aps: 4,
      surveys: 1,
      seed: 21,
      maxImagePixels: 300,
    }),
  });
  // As the demo seed does once it imported its projects: they, as they are now, are what /demo shows.
  await recordDemoProjects(t.database, { orgId: DEMO_ORG_ID, projectIds: [demo.projectId] });
  w = await createHeatmapWorld(t);
  demoMember = (await createSignedInUser(t, { orgId: DEMO_ORG_ID })).session;
});

afterAll(async () => {
  await t.close();
});

describe('the public demo', () => {
  it('lists exactly the demo organisation’s projects without a cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/insightapi/v1/demo/projects?size=50' });
    expect(response.statusCode).toBe(200);
    const page = response.json<ProjectPage>();
    expect(page.content.map((entry) => entry.project.id)).toEqual([demo.projectId]);
    expect(page.totalElements).toBe(1);
  });

  it('serves the project, its floors, its batch and a heatmap of the demo organisation', async () => {
    const project = await t.app.inject({
      method: 'GET',
      url: `/insightapi/v1/demo/projects/${demo.projectId}`,
    });
    expect(project.statusCode).toBe(200);
    expect(project.json<{ id: string }>().id).toBe(demo.projectId);
    const floors = await t.app.inject({
      method: 'GET',
      url: `/insightapi/v1/demo/projects/${demo.projectId}/floorPlans`,
    });
    expect(floors.statusCode).toBe(200);
    const batch = await t.app.inject({
      method: 'GET',
      url: `/projectapi/v1/demo/projects/${demo.projectId}/batch?poTypes=FLOOR_PLAN`,
    });
    expect(batch.statusCode).toBe(200);
    const heatmap = await t.app.inject({
      method: 'POST',
      url: demoHeatmapUrl(demo),
      payload: { type: 'primary-coverage', mode: 'detailed' },
    });
    expect(heatmap.statusCode).toBe(200);
    expect(heatmap.headers['x-heatmap-source']).toBe('measured');
    const inspect = await t.app.inject({
      method: 'GET',
      url: `/heatmapapi/v1/demo/projects/${demo.projectId}/floor-plans/${demo.floorId}/inspect?x=10&y=10`,
    });
    expect(inspect.statusCode).toBe(200);
  });

  it('never shows another organisation’s project (404 as if it were not there)', async () => {
    const other = w.measured;
    for (const url of [
      `/insightapi/v1/demo/projects/${other.projectId}`,
      `/insightapi/v1/demo/projects/${other.projectId}/floorPlans`,
      `/projectapi/v1/demo/projects/${other.projectId}/batch?poTypes=FLOOR_PLAN`,
      `/projectapi/v1/demo/projects/${other.projectId}/thumbnail.png`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
    const heatmap = await t.app.inject({
      method: 'POST',
      url: demoHeatmapUrl(other),
      payload: { type: 'snr' },
    });
    expect(heatmap.statusCode).toBe(404);
  });

  it('refuses every write, and leaves the project as it was', async () => {
    const path = `/projectapi/v1/demo/projects/${demo.projectId}`;
    for (const [method, payload] of [
      ['PATCH', { name: 'Renamed by a visitor' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: path,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, method).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(DEMO_READ_ONLY);
    }
    // With a real owner's session and CSRF token the demo path still refuses: the demo never writes.
    const owner = (await createSignedInUser(t, { orgId: DEMO_ORG_ID, orgAdmin: true })).session;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: path,
      headers: authHeaders(owner),
      payload: { name: 'Renamed through the demo' },
    });
    expect(patch.statusCode).toBe(403);
    const { rows } = await t.database.query<{ name: string; status: string }>(
      'SELECT name, status FROM projects WHERE id = $1',
      [demo.projectId],
    );
    expect(rows[0]?.status).toBe('COMPLETED');
    expect(rows[0]?.name).not.toMatch(/Renamed/);
  });

  it('reaches nothing but the insights, project and heatmap read routes', async () => {
    for (const url of [
      '/insightapi/v1/demo/../../userapi/v1/users/me',
      '/projectapi/v1/demo/projects/../../../userapi/v1/users/me',
      '/insightapi/v1/demo/no-such-route',
      '/projectapi/v1/demo/projects',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('does not widen with a real session: another organisation’s admin sees only the demo there', async () => {
    const admin = w.orgAdmin;
    const real = await t.app.inject({
      method: 'GET',
      url: `/insightapi/v1/projects/${w.measured.projectId}`,
      headers: authHeaders(admin),
    });
    expect(real.statusCode).toBe(200);
    const throughDemo = await t.app.inject({
      method: 'GET',
      url: `/insightapi/v1/demo/projects/${w.measured.projectId}`,
      headers: authHeaders(admin),
    });
    expect(throughDemo.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/insightapi/v1/demo/projects?size=50',
      headers: authHeaders(admin),
    });
    expect(list.json<ProjectPage>().content.map((entry) => entry.project.id)).toEqual([demo.projectId]);
  });

  it('is the same for a member of the demo organisation who alone sees none of its projects', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/insightapi/v1/projects?size=50',
      headers: authHeaders(demoMember),
    });
    expect(own.json<ProjectPage>().totalElements).toBe(0);
    const list = await t.app.inject({
      method: 'GET',
      url: '/insightapi/v1/demo/projects?size=50',
      headers: authHeaders(demoMember),
    });
    expect(list.json<ProjectPage>().content.map((entry) => entry.project.id)).toEqual([demo.projectId]);
  });

  it('leaves the real routes as they were: no session, no data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/insightapi/v1/projects' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the public demo without seeded demo projects', () => {
  let bare: TestApp;

  beforeAll(async () => {
    bare = await createTestApp({ env: ENV });
  });

  afterAll(async () => {
    await bare.close();
  });

  it('answers 404 for every demo path', async () => {
    for (const url of [
      '/insightapi/v1/demo/projects',
      '/insightapi/v1/demo/surveyDateRange',
      `/projectapi/v1/demo/projects/${randomUUID()}/batch`,
    ]) {
      const response = await bare.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });
});
