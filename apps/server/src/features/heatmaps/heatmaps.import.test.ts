import { generateProject, writeEsx } from '@airlens/esx';
import { decodeBins, type HeatmapResponseBody } from '@airlens/heatmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { findHeatmapFloor } from './heatmaps.repo';

// Heatmaps of projects imported through the real upload → import job → derivations pipeline.
let t: TestApp;
let session: TestSession;

const measuredProject = generateProject({
  kind: 'measured',
  floors: 2,
  aps: 5,
  surveys: 2,
  scansPerSurvey: 80,
  maxImagePixels: 400,
  seed: 41,
});
const designProject = generateProject({
  kind: 'simulated',
  floors: 1,
  aps: 4,
  maxImagePixels: 400,
  seed: 42,
});

async function importProject(bytes: Uint8Array): Promise<string> {
  const answer = await waitForFinalStatus(t, session, await uploadBytes(t, session, bytes));
  expect(answer.status, answer.rollbackReason ?? '').toBe('COMMITTED');
  if (answer.projectId === null) {
    throw new Error('no project id');
  }
  return answer.projectId;
}

function heatmap(projectId: string, floorId: string, payload: Record<string, unknown>, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/heatmapapi/v1/projects/${projectId}/floor-plans/${floorId}/heatmap${query}`,
    headers: authHeaders(session),
    payload,
  });
}

beforeAll(async () => {
  ({ t, session } = await createUploadsTestApp({ env: { HEATMAP_WORKERS: '0' } }));
});

afterAll(async () => {
  await t.close();
});

describe('heatmaps of imported projects', () => {
  it('draws every floor of an uploaded survey project from the matrix the import wrote', async () => {
    const projectId = await importProject(writeEsx(measuredProject));
    for (const floor of measuredProject.floorPlans) {
      const row = await findHeatmapFloor(t.database, projectId, floor.id);
      expect(row?.version).toBe(1);
      expect(row?.pointCount).toBeGreaterThan(0);
      expect(await t.blobs.exists(row?.blobKey ?? '')).toBe(true);
      const response = await heatmap(
        projectId,
        floor.id,
        { type: 'primary-coverage', radioBand: 'any', mode: 'detailed' },
        '?version=1',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-heatmap-source']).toBe('measured');
      const body = response.json<HeatmapResponseBody>();
      expect(body.grid.unitsPerCell).toBeCloseTo(0.5 / (floor.metersPerUnit ?? Number.NaN), 9);
      expect(decodeBins(body).some((bin) => bin !== 255)).toBe(true);
    }
  });

  it('replaces the data on re-upload: the old version is gone, unchanged data keeps its ETag', async () => {
    const bytes = writeEsx(measuredProject);
    const projectId = await importProject(bytes);
    const floorId = measuredProject.floorPlans[0]?.id ?? '';
    const before = await heatmap(projectId, floorId, { type: 'snr' });
    expect(before.statusCode).toBe(200);
    expect(await importProject(bytes)).toBe(projectId);
    const row = await findHeatmapFloor(t.database, projectId, floorId);
    expect(row?.version).toBeGreaterThan(1);
    expect((await heatmap(projectId, floorId, { type: 'snr' }, '?version=1')).statusCode).toBe(404);
    const after = await heatmap(projectId, floorId, { type: 'snr' }, `?version=${row?.version ?? 0}`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect((await heatmap(projectId, floorId, { type: 'snr' }, '')).statusCode).toBe(200);
  });

  it('predicts coverage for an uploaded design-only project', async () => {
    const projectId = await importProject(writeEsx(designProject));
    const floorId = designProject.floorPlans[0]?.id ?? '';
    const predicted = await heatmap(projectId, floorId, {
      type: 'primary-coverage',
      signalPrediction: 'one-floor',
      mode: 'detailed',
    });
    expect(predicted.statusCode).toBe(200);
    expect(predicted.headers['x-heatmap-source']).toBe('predicted');
    const bins = decodeBins(predicted.json<HeatmapResponseBody>());
    expect(bins.filter((bin) => bin !== 255).length).toBeGreaterThan(bins.length / 2);
  });
});
