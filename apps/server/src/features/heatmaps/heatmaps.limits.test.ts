import { generateProject } from '@airlens/esx';
import { computeHeatmap, toHeatmapResponseBody, type HeatmapResponseBody } from '@airlens/heatmap';
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
import { seedHeatmapProject, type SeededProject } from './heatmaps.test-helpers';

// A server with a small cell cap, the design-project flag off and one real worker thread.
let t: TestApp;
let owner: TestSession;
let measured: SeededProject;
let design: SeededProject;
const MAX_CELLS = 1000;

function url(project: SeededProject): string {
  return `/heatmapapi/v1/projects/${project.projectId}/floor-plans/${project.floorId}/heatmap`;
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...ACCOUNTS_TEST_ENV,
      HEATMAP_WORKERS: '1',
      HEATMAP_MAX_CELLS: String(MAX_CELLS),
      FEATURE_DESIGN_PROJECT: 'false',
    },
  });
  const orgId = await createTestOrg(t);
  const account = await createTestAccount(t, { orgId });
  owner = await signIn(t.app, account);
  const users = [{ email: account.email, role: 'OWNER' }];
  measured = await seedHeatmapProject(t, {
    orgId,
    users,
    project: generateProject({
      kind: 'measured',
      floors: 1,
      aps: 4,
      surveys: 1,
      scansPerSurvey: 120,
      seed: 21,
      maxImagePixels: 400,
    }),
  });
  design = await seedHeatmapProject(t, {
    orgId,
    users,
    projectType: 'SIMULATED',
    project: generateProject({ kind: 'simulated', floors: 1, aps: 4, seed: 22, maxImagePixels: 400 }),
  });
});

afterAll(async () => {
  await t.close();
});

describe('heatmap server limits', () => {
  it('caps the cells server-side by growing the cell, whatever accuracy is asked', async () => {
    for (const accuracy of ['very', 'rough']) {
      const response = await t.app.inject({
        method: 'POST',
        url: url(measured),
        headers: authHeaders(owner),
        payload: { type: 'primary-coverage', accuracy, mode: 'detailed' },
      });
      expect(response.statusCode).toBe(200);
      const { grid } = response.json<HeatmapResponseBody>();
      expect(grid.cols * grid.rows).toBeLessThanOrEqual(MAX_CELLS);
      expect(grid.cellMeters).toBeGreaterThanOrEqual(
        Math.sqrt((measured.floor.widthMeters * measured.floor.heightMeters) / MAX_CELLS),
      );
      expect(grid.cellMeters).toBeGreaterThanOrEqual(accuracy === 'rough' ? 2 : 0.25);
    }
  });

  it('computes on the worker thread exactly what the engine computes in-process', async () => {
    const request = { type: 'snr', radioBand: 'any', mode: 'smooth' } as const;
    const response = await t.app.inject({
      method: 'POST',
      url: url(measured),
      headers: authHeaders(owner),
      payload: request,
    });
    expect(response.statusCode).toBe(200);
    const { source: _source, ...inProcess } = toHeatmapResponseBody(
      computeHeatmap(measured.floor, request, undefined, { maxCells: MAX_CELLS }),
    );
    // The answer adds the survey's confidence (issue #18) to the engine's fields, which must match exactly.
    const { confidence, ...engine } = response.json<Record<string, unknown>>();
    expect(engine).toEqual(JSON.parse(JSON.stringify(inProcess)));
    expect(confidence).toMatchObject({ gapRadiusMeters: 7.5 });
  });

  it('hides design projects while the designProject flag is off', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: url(design),
      headers: authHeaders(owner),
      payload: { type: 'primary-coverage', signalPrediction: 'one-floor' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This is design project.' });
  });
});
