import { heatmapClientKey, type HeatmapRequest } from '@airlens/heatmap';
import { describe, expect, it, vi } from 'vitest';
import {
  answerHeatmapsInTurn,
  heatmapAnswer,
  heatmapRequests,
  resetHeatmapsBeforeEach,
} from '../test/heatmap-api';
import { fixtureAnswer } from '../test/heatmap-fixtures';
import { normalizeWebHeatmapRequest } from './heatmap-request';
import { heatmapKey, loadHeatmap, type HeatmapParams } from './load-heatmap';

function okResponse(body: unknown): unknown {
  return heatmapAnswer(body, { ETag: '"p1"', 'X-Heatmap-Source': 'predicted' });
}

function params(request: HeatmapParams['request']): HeatmapParams {
  return { projectId: 'p-1', floorId: 'f-1', version: 3, request };
}

resetHeatmapsBeforeEach(() => ({ onUnauthorized: vi.fn(), onError: vi.fn() }));

describe('planning heatmap requests (issue #18)', () => {
  it('keeps the cache key of a signal request exactly as before', () => {
    const request: HeatmapRequest = { type: 'snr', mode: 'detailed', radioIds: ['b', 'a'] };
    expect(heatmapKey(params(request))).toBe(heatmapClientKey('p-1', 'f-1', 3, request));
  });

  it('gives each device profile, prediction and baseline a key of its own', () => {
    const keys = [
      params({ type: 'primary-coverage' }),
      params({ type: 'primary-coverage', deviceProfileId: 'builtin-smartphone' }),
      params({ type: 'primary-coverage', deviceProfileId: 'builtin-iot' }),
      params({ type: 'primary-coverage', signalPrediction: 'multi-floor' }),
      params({ type: 'difference', compareTo: 'prediction' }),
      params({ type: 'difference', compareTo: { startDate: '2025-01-01', endDate: '2025-02-01' } }),
      params({ type: 'requirement' }),
    ].map(heatmapKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends the planning fields with the engine defaults filled in, and reads the difference figures', async () => {
    const answer = {
      ...fixtureAnswer({ type: 'primary-coverage', mode: 'detailed' }),
      difference: {
        meanDeltaDb: -3.25,
        kpi: { thresholdDbm: -67, beforePercent: 80, afterPercent: 72, deltaPercent: -8 },
      },
    };
    answerHeatmapsInTurn(okResponse(answer));
    const request = {
      type: 'difference',
      mode: 'detailed',
      signalPrediction: 'multi-floor',
      deviceProfileId: 'builtin-smartphone',
      compareTo: { startDate: '2025-01-01', endDate: '2025-02-01' },
    } as const;
    const heatmap = await loadHeatmap(params(request));
    const sentBody = heatmapRequests()[0]?.request.body;
    expect(sentBody).toEqual({
      type: 'difference',
      accuracy: 'accurate',
      requirementGreyOut: false,
      mode: 'detailed',
      radioBand: '5',
      legend: true,
      onlyMyAps: false,
      onlyMeasured: false,
      signalPrediction: 'multi-floor',
      radioIds: [],
      visualizationHeightMeters: 1,
      deviceProfileId: 'builtin-smartphone',
      compareTo: { startDate: '2025-01-01', endDate: '2025-02-01' },
    });
    expect(normalizeWebHeatmapRequest(request)).toEqual(sentBody);
    expect(heatmap.difference).toEqual(answer.difference);
  });
});
