// Issue #13: the public tour showed live data, so the first real upload into the demo organisation became public.
// It shows exactly the projects the demo seed imported, as imported, and nothing when SEED_DEMO=false.
import { generateProject } from '@airlens/esx';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { insertOrganization } from '../../seed/accounts-seed.repo';
import { DEMO_ORG_ID } from '../../seed/accounts-seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  signIn,
  type TestSession,
} from '../auth/test-accounts';
import { seedHeatmapProject, type SeededProject } from '../heatmaps/heatmaps.test-helpers';
import { smallEsx, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { recordDemoProjects } from './demo.service';

const NOT_FOUND = { message: 'Object Not Found Matching Id' };
const ENV = { ...ACCOUNTS_TEST_ENV, HEATMAP_WORKERS: '0' };

/** Every list and total the tour reads across projects: none may change when the organisation gets new data. */
const TOUR_URLS = [
  '/insightapi/v1/demo/projects?size=50',
  '/insightapi/v1/demo/projects?size=50&includeProjectUser=true&includeTag=true',
  '/insightapi/v1/demo/search?query=a',
  '/insightapi/v1/demo/surveyDateRange',
  '/insightapi/v1/demo/surveyEvents?size=50',
  '/insightapi/v1/demo/surveyEvents/totals',
  '/insightapi/v1/demo/deviceCounts?size=50',
  '/insightapi/v1/demo/deviceCounts/totals',
];

let t: TestApp;
let seeded: SeededProject;
/** An engineer of the demo organisation who uploads real work after the seed. */
let surveyor: TestSession;

async function tourAnswers(app: FastifyInstance): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const url of TOUR_URLS) {
    const response = await app.inject({ method: 'GET', url });
    answers[url] = { status: response.statusCode, body: response.json<unknown>() };
  }
  return answers;
}

beforeAll(async () => {
  t = await createTestApp({ env: ENV, deps: { importOptions: { preferInProcess: true } } });
  await insertOrganization(t.database, {
    id: DEMO_ORG_ID,
    name: 'Demo Networks',
    enterprisePlus: true,
    passwordPolicy: false,
  });
  seeded = await seedHeatmapProject(t, {
    orgId: DEMO_ORG_ID,
    users: [{ email: 'owner@demo-networks.example', role: 'OWNER' }],
    project: generateProject({
      kind: 'measured',
      floors: 1,
      aps: 4,
      surveys: 2,
      seed: 31,
      maxImagePixels: 300,
    }),
  });
  await recordDemoProjects(t.database, { orgId: DEMO_ORG_ID, projectIds: [seeded.projectId] });
  surveyor = await signIn(
    t.app,
    await createTestAccount(t, { orgId: DEMO_ORG_ID, email: 'real.surveyor@demo-networks.example' }),
  );
});

afterAll(async () => {
  await t.close();
});

describe('the public demo after the seed', () => {
  it('answers exactly as before when a project is uploaded into the demo organisation later', async () => {
    const before = await tourAnswers(t.app);
    expect(before['/insightapi/v1/demo/projects?size=50']).toMatchObject({ status: 200 });
    const uploadId = await uploadBytes(t, surveyor, smallEsx({ seed: 77, surveys: 3 }), {
      fileName: 'customer-site.esx',
      fileExtension: 'esx',
    });
    const upload = await waitForFinalStatus(t, surveyor, uploadId);
    expect(upload.status).toBe('COMMITTED');
    const uploaded = upload.projectId ?? '';
    // The upload is real and in the demo organisation: its surveyor sees it at the real route.
    const own = await t.app.inject({
      method: 'GET',
      url: `/insightapi/v1/projects/${uploaded}`,
      headers: authHeaders(surveyor),
    });
    expect(own.statusCode).toBe(200);

    expect(await tourAnswers(t.app)).toEqual(before);
    for (const url of [
      `/insightapi/v1/demo/projects/${uploaded}`,
      `/insightapi/v1/demo/projects/${uploaded}/floorPlans`,
      `/projectapi/v1/demo/projects/${uploaded}/batch?poTypes=FLOOR_PLAN`,
      `/projectapi/v1/demo/projects/${uploaded}/thumbnail.png`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
    const seededProject = await t.app.inject({
      method: 'GET',
      url: `/insightapi/v1/demo/projects/${seeded.projectId}`,
    });
    expect(seededProject.statusCode).toBe(200);
  });

  it('answers nothing, on every demo path, on an instance started with SEED_DEMO=false', async () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      ...ENV,
      SEED_DEMO: 'false',
    });
    const off = await buildApp({
      config,
      database: t.database,
      blobs: t.blobs,
      logger: pino({ level: 'silent' }),
    });
    try {
      for (const url of [
        '/insightapi/v1/demo/projects?size=50',
        '/insightapi/v1/demo/surveyDateRange',
        `/insightapi/v1/demo/projects/${seeded.projectId}`,
        `/projectapi/v1/demo/projects/${seeded.projectId}/batch?poTypes=FLOOR_PLAN`,
      ]) {
        const response = await off.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual(NOT_FOUND);
      }
      const heatmap = await off.inject({
        method: 'POST',
        url: `/heatmapapi/v1/demo/projects/${seeded.projectId}/floor-plans/${seeded.floorId}/heatmap`,
        payload: { type: 'primary-coverage' },
      });
      expect(heatmap.statusCode).toBe(404);
      // The same database still serves the tour on an instance with the demo on.
      const on = await t.app.inject({
        method: 'GET',
        url: `/insightapi/v1/demo/projects/${seeded.projectId}`,
      });
      expect(on.statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  // Last: it replaces the seeded project's data, as a later upload of a new version of it would.
  it('stops showing a seeded project once a later version replaced what was seeded', async () => {
    await t.database.query('UPDATE projects SET version = version + 1 WHERE id = $1', [seeded.projectId]);
    const project = await t.app.inject({
      method: 'GET',
      url: `/insightapi/v1/demo/projects/${seeded.projectId}`,
    });
    expect(project.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/insightapi/v1/demo/projects?size=50' });
    expect(list.statusCode).toBe(404);
  });
});
