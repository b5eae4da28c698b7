import { generateProject } from '@airlens/esx';
import { computeHeatmap } from '@airlens/heatmap';
import { describe, expect, it } from 'vitest';
import { decodeFloorBlob } from './floor-blob';
import { createHeatmapRunner, heatmapWorkerUrl } from './heatmap-runner';
import { prepareHeatmaps } from './heatmaps.derivation';

const prepared = prepareHeatmaps(
  generateProject({ kind: 'simulated', floors: 1, aps: 4, seed: 31, maxImagePixels: 400 }),
);
const first = prepared.floors[0];
if (first === undefined) {
  throw new Error('generated project without floors');
}
const floor = decodeFloorBlob(first.bytes, first.contentHash);
const request = { type: 'primary-coverage', signalPrediction: 'one-floor', mode: 'detailed' } as const;

describe('createHeatmapRunner', () => {
  it('uses the .ts worker entry beside the source when running from source', () => {
    expect(heatmapWorkerUrl().pathname).toMatch(/features\/heatmaps\/heatmap-worker\.ts$/);
  });

  it('starts its worker pool on the first computation, computes like the engine, and refuses work once closed', async () => {
    const runner = createHeatmapRunner(1);
    expect(runner.kind).toBe('workers');
    expect(runner.isStarted()).toBe(false);
    const result = await runner.compute(floor, request, {});
    expect(runner.isStarted()).toBe(true);
    const direct = computeHeatmap(floor, request);
    expect(result.etag).toBe(direct.etag);
    expect(result.source).toBe('predicted');
    expect(Array.from(result.bins)).toEqual(Array.from(direct.bins));
    await runner.close();
    expect(runner.isStarted()).toBe(false);
    await expect(runner.compute(floor, request, {})).rejects.toThrow('closed');
  });

  it('computes in-process when no workers are configured', async () => {
    const runner = createHeatmapRunner(0);
    expect(runner.kind).toBe('in-process');
    const result = await runner.compute(floor, request, {});
    expect(Array.from(result.bins)).toEqual(Array.from(computeHeatmap(floor, request).bins));
    await runner.close();
  });
});
