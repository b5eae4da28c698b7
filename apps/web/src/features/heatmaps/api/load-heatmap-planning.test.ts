import { heatmapClientKey, type HeatmapRequest } from '@airlens/heatmap';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { fixtureAnswer } from '../test/heatmap-fixtures';
import {
  heatmapCache,
  heatmapKey,
  loadHeatmap,
  normalizeWebHeatmapRequest,
  type HeatmapParams,
} from './load-heatmap';

const fetchMock = vi.fn<typeof fetch>();

function okResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: '"p1"', 'X-Heatmap-Source': 'predicted' },
  });
}

function params(request: HeatmapParams['request']): HeatmapParams {
  return { projectId: 'p-1', floorId: 'f-1', version: 3, request };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ onUnauthorized: vi.fn(), onError: vi.fn() });
  heatmapCache().clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

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
    fetchMock.mockResolvedValueOnce(okResponse(answer));
    const request = {
      type: 'difference',
      mode: 'detailed',
      signalPrediction: 'multi-floor',
      deviceProfileId: 'builtin-smartphone',
      compareTo: { startDate: '2025-01-01', endDate: '2025-02-01' },
    } as const;
    const heatmap = await loadHeatmap(params(request));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({
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
    expect(normalizeWebHeatmapRequest(request)).toEqual(JSON.parse(init?.body as string));
    expect(heatmap.difference).toEqual(answer.difference);
  });
});
