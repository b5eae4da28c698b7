import { generateProject, writeEsx } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { findHeatmapFloor } from './heatmaps.repo';
import { decodeFloorBlob } from './floor-blob';

// GET …/floor-plans/{floorId}/inspect on projects imported through the real upload → import pipeline.
interface InspectAnswer {
  samples: {
    x: number;
    y: number;
    distanceMeters: number;
    radios: {
      apId: string;
      apName: string | null;
      ssid: string | null;
      bssid: string | null;
      channel: number | null;
      band: 'TWO' | 'FIVE' | 'SIX';
      rssiDbm: number;
      snrDb: number | null;
      isServing: boolean;
    }[];
  }[];
}

let t: TestApp;
let session: TestSession;
let outsider: TestSession;
let measuredId: string;
let designId: string;

const measuredProject = generateProject({
  kind: 'measured',
  floors: 1,
  aps: 5,
  surveys: 2,
  scansPerSurvey: 80,
  maxImagePixels: 400,
  seed: 51,
});
const designProject = generateProject({
  kind: 'simulated',
  floors: 1,
  aps: 3,
  maxImagePixels: 400,
  seed: 52,
});
const measuredFloorId = measuredProject.floorPlans[0]?.id ?? '';
const designFloorId = designProject.floorPlans[0]?.id ?? '';

async function importProject(bytes: Uint8Array): Promise<string> {
  const answer = await waitForFinalStatus(t, session, await uploadBytes(t, session, bytes));
  expect(answer.status, answer.rollbackReason ?? '').toBe('COMMITTED');
  if (answer.projectId === null) {
    throw new Error('no project id');
  }
  return answer.projectId;
}

function inspect(caller: TestSession | null, projectId: string, floorId: string, query: string) {
  return t.app.inject({
    method: 'GET',
    url: `/heatmapapi/v1/projects/${projectId}/floor-plans/${floorId}/inspect${query}`,
    headers: caller === null ? {} : authHeaders(caller),
  });
}

beforeAll(async () => {
  const created = await createUploadsTestApp({ env: { HEATMAP_WORKERS: '0' } });
  ({ t, session } = created);
  ({ session: outsider } = await created.signInNew({ orgId: await createTestOrg(t), orgAdmin: true }));
  measuredId = await importProject(writeEsx(measuredProject));
  designId = await importProject(writeEsx(designProject));
});

afterAll(async () => {
  await t.close();
});

describe('floor-plan inspect', () => {
  it('answers the nearest samples, nearest first, with radios strongest first and one serving radio per band', async () => {
    const row = await findHeatmapFloor(t.database, measuredId, measuredFloorId);
    const bytes = await t.blobs.get(row?.blobKey ?? '');
    if (row === null || bytes === null) {
      throw new Error('the import wrote no heatmap floor');
    }
    const floor = decodeFloorBlob(bytes, row.contentHash);
    // Near the first survey point, in floor-plan pixels.
    const x = (floor.points.xMeters[0] ?? 0) / floor.metersPerPixel + 3;
    const y = (floor.points.yMeters[0] ?? 0) / floor.metersPerPixel + 4;
    const response = await inspect(session, measuredId, measuredFloorId, `?x=${x}&y=${y}&limit=5`);
    expect(response.statusCode).toBe(200);
    const { samples } = response.json<InspectAnswer>();
    expect(samples).toHaveLength(5);
    const distances = samples.map((sample) => sample.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThanOrEqual(5 * floor.metersPerPixel + 1e-9);
    for (const sample of samples) {
      expect(Math.hypot(sample.x - x, sample.y - y) * floor.metersPerPixel).toBeCloseTo(
        sample.distanceMeters,
        6,
      );
      expect(sample.radios.length).toBeGreaterThan(0);
      const levels = sample.radios.map((heard) => heard.rssiDbm);
      expect(levels).toEqual([...levels].sort((a, b) => b - a));
      expect(levels.every((level) => level > -100)).toBe(true);
      const bands = new Set(sample.radios.map((heard) => heard.band));
      for (const band of bands) {
        const onBand = sample.radios.filter((heard) => heard.band === band);
        expect(onBand.filter((heard) => heard.isServing)).toEqual([onBand[0]]);
      }
    }
    const heard = samples.flatMap((sample) => sample.radios);
    expect(heard.some((radio) => radio.apName !== null)).toBe(true);
    expect(heard.some((radio) => radio.bssid !== null)).toBe(true);
    expect(heard.every((radio) => radio.snrDb === null || Number.isFinite(radio.snrDb))).toBe(true);
  });

  it('defaults to three samples and keeps only the asked band', async () => {
    const all = await inspect(session, measuredId, measuredFloorId, '?x=10&y=10');
    expect(all.statusCode).toBe(200);
    expect(all.json<InspectAnswer>().samples).toHaveLength(3);
    const five = await inspect(session, measuredId, measuredFloorId, '?x=10&y=10&frequencyBand=FIVE&limit=2');
    expect(five.statusCode).toBe(200);
    const samples = five.json<InspectAnswer>().samples;
    expect(samples).toHaveLength(2);
    expect(samples.flatMap((sample) => sample.radios).every((radio) => radio.band === 'FIVE')).toBe(true);
  });

  it('answers no samples for a floor without measurements', async () => {
    const response = await inspect(session, designId, designFloorId, '?x=10&y=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ samples: [] });
  });

  it('answers 404 to another organisation, for an unknown floor and for a floor of another project', async () => {
    for (const [caller, projectId, floorId] of [
      [outsider, measuredId, measuredFloorId],
      [session, measuredId, 'no-such-floor'],
      [session, measuredId, designFloorId],
      [session, '00000000-0000-4000-8000-000000000000', measuredFloorId],
    ] as const) {
      const response = await inspect(caller, projectId, floorId, '?x=1&y=1');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Object Not Found Matching Id' });
    }
  });

  it('answers 400 for a bad query', async () => {
    for (const query of [
      '',
      '?x=1',
      '?x=abc&y=1',
      '?x=1&y=1&frequencyBand=SEVEN',
      '?x=1&y=1&limit=0',
      '?x=1&y=1&limit=11',
      '?x=1&y=1&limit=2.5',
    ]) {
      expect((await inspect(session, measuredId, measuredFloorId, query)).statusCode, query).toBe(400);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await inspect(null, measuredId, measuredFloorId, '?x=1&y=1')).statusCode).toBe(401);
  });
});
