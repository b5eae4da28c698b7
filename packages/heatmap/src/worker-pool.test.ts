import { afterAll, describe, expect, it } from 'vitest';
import { computeHeatmap } from './compute-heatmap';
import { createSyntheticScenario } from './testing/synthetic-floor';
import { HeatmapWorkerPool } from './worker-pool';

const scenario = createSyntheticScenario({
  widthMeters: 40,
  heightMeters: 20,
  corridors: 2,
  apColumns: 3,
  apRows: 1,
  corridorPoints: 80,
  roomPoints: 80,
  seed: 3,
});

// Starting a worker thread transpiles the engine first: seconds on a busy machine, so a generous timeout.
describe('HeatmapWorkerPool', { timeout: 60_000 }, () => {
  const pool = new HeatmapWorkerPool({ size: 2 });
  afterAll(async () => {
    await pool.close();
  });

  it('computes on a worker the same heatmap as in process, and caches it by ETag', async () => {
    const request = { type: 'primary-coverage', requirementGreyOut: true } as const;
    const [first, again] = await Promise.all([
      pool.compute(scenario.floor, request),
      pool.compute(scenario.floor, request),
    ]);
    const local = computeHeatmap(scenario.floor, request);
    expect(first).toBe(again);
    expect(first.etag).toBe(local.etag);
    expect(Array.from(first.bins)).toEqual(Array.from(local.bins));
    expect(Array.from(first.vertices)).toEqual(Array.from(local.vertices));
    expect(first.areas).toEqual(local.areas);
    expect(pool.hasCached(first.etag)).toBe(true);
    expect(await pool.compute(scenario.floor, request)).toBe(first);
  });

  it('rejects a job the engine cannot do, and keeps working', async () => {
    const broken = { ...scenario.floor, dataVersion: 'broken', widthMeters: 0 };
    await expect(pool.compute(broken, { type: 'snr' })).rejects.toThrow(
      'floor width and height must be positive',
    );
    const result = await pool.compute(scenario.designFloor, { type: 'snr', signalPrediction: 'one-floor' });
    expect(result.source).toBe('predicted');
  });
});

describe('HeatmapWorkerPool with a broken worker entry', () => {
  it('rejects jobs and stops respawning after repeated failures', async () => {
    const pool = new HeatmapWorkerPool({
      size: 1,
      workerUrl: new URL('./no-such-worker.js', import.meta.url),
    });
    try {
      let message = '';
      for (let attempt = 0; attempt < 20 && message !== 'heatmap workers keep failing to start'; attempt++) {
        message = await pool.compute(scenario.floor, { type: 'snr', radioIds: [`r${attempt}`] }).then(
          () => 'resolved',
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        expect(message).not.toBe('resolved');
      }
      expect(message).toBe('heatmap workers keep failing to start');
    } finally {
      await pool.close();
    }
  });
});
