// The optimisation's channel-interference heatmap: the heatmap engine's channel-interference type predicted from
// the floor's planned APs, with the project's own radios and with the proposal substituted.
import type { VendorOptimization, VendorOptimizationHeatmap } from '@airlens/contract';
import { decodeBins, NO_DATA_BIN } from '@airlens/heatmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationWorld, type IntegrationWorld } from './vendor-world.test-helpers';

let w: IntegrationWorld;

beforeAll(async () => {
  w = await createIntegrationWorld();
});

afterAll(async () => {
  await w.close();
});

const url = () => `${w.base}/optimization/heatmap`;

async function heatmaps(plan: VendorOptimization['plan']): Promise<VendorOptimizationHeatmap> {
  const response = await w.call(w.writer, 'POST', url(), {
    floorPlanId: w.floorPlanId,
    frequencyBand: 'FIVE',
    plan: plan.map(({ accessPointId, channel, channelWidth, power }) => ({
      accessPointId,
      channel,
      channelWidth,
      power,
    })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VendorOptimizationHeatmap>();
}

/** Cells whose bins differ between two answers of the same grid. */
function changedCells(
  a: VendorOptimizationHeatmap['current'],
  b: VendorOptimizationHeatmap['current'],
): number {
  const binsA = decodeBins(a);
  const binsB = decodeBins(b);
  expect(binsB.length).toBe(binsA.length);
  return binsA.reduce((count, bin, i) => count + (bin === binsB[i] ? 0 : 1), 0);
}

describe('the channel-interference heatmap of an optimisation proposal', () => {
  it('differs from the current plan’s where the proposal changes channels, and only then', async () => {
    const optimization = (
      await w.call(w.writer, 'POST', `${w.base}/optimization`, {
        frequencyBand: 'FIVE',
        allowedChannels: [36, 40],
      })
    ).json<VendorOptimization>();
    const answer = await heatmaps(optimization.plan);
    expect(answer.current.legend?.unit).toBe('count');
    expect(answer.proposed.grid).toEqual(answer.current.grid);
    const bins = decodeBins(answer.current);
    expect(bins.some((bin) => bin !== NO_DATA_BIN)).toBe(true);
    // The project plans 5 GHz channel 52 (live status shows it); the proposal moves every AP to 36 or 40.
    expect(changedCells(answer.current, answer.proposed)).toBeGreaterThan(0);

    // No substitution: the same prediction, cell for cell.
    const unchanged = await heatmaps([]);
    expect(changedCells(unchanged.current, unchanged.proposed)).toBe(0);

    // Every AP on one channel: more co-channel APs heard than with the proposal's two.
    const oneChannel = await heatmaps(optimization.plan.map((entry) => ({ ...entry, channel: 36 })));
    const sum = (answerBins: Uint8Array) =>
      answerBins.reduce((total, bin) => total + (bin === NO_DATA_BIN ? 0 : bin), 0);
    expect(sum(decodeBins(oneChannel.proposed))).toBeGreaterThan(sum(decodeBins(answer.proposed)));
  });

  it('is for write roles of a visible project and a known floor', async () => {
    const body = { floorPlanId: w.floorPlanId, frequencyBand: 'FIVE', plan: [] };
    expect((await w.call(w.outsider, 'POST', url(), body)).statusCode).toBe(404);
    expect((await w.call(w.reader, 'POST', url(), body)).statusCode).toBe(403);
    const badChannel = await w.call(w.writer, 'POST', url(), {
      ...body,
      plan: [{ accessPointId: 'ap', channel: 300, channelWidth: 20, power: 10 }],
    });
    expect(badChannel.statusCode).toBe(400);
    expect((await w.call(w.writer, 'POST', url(), { ...body, floorPlanId: 'nope' })).statusCode).toBe(404);
  });
});
