import { decodeBins } from '@airlens/heatmap';
import { HEATMAP_CACHE_SIZE } from '@airlens/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { reply } from '@/test/fake-api';
import {
  answerEveryHeatmap,
  answerHeatmapsInTurn,
  heatmapAnswer,
  heatmapRequests,
  networkFailure,
  resetHeatmapsBeforeEach,
} from '../test/heatmap-api';
import { fixtureAnswer } from '../test/heatmap-fixtures';
import { onHeatmapEvent, type HeatmapEvent } from './heatmap-events';
import type { ApiScope } from '@/components/api-scope';
import {
  emptyHeatmap,
  heatmapCache,
  heatmapKey,
  isEmptyHeatmap,
  loadHeatmap,
  type HeatmapParams,
} from './load-heatmap';

const onUnauthorized = vi.fn();
const onError = vi.fn();
const answer = fixtureAnswer({ type: 'primary-coverage', mode: 'smooth' });
let events: HeatmapEvent[] = [];
let unsubscribe: () => void = () => {};

function okResponse(): unknown {
  return heatmapAnswer(answer, { ETag: '"abc123"', 'X-Heatmap-Source': 'measured' });
}

/** How many heatmap requests were sent. */
function sent(): number {
  return heatmapRequests().length;
}

function params(overrides: Partial<HeatmapParams> = {}): HeatmapParams {
  return {
    projectId: 'p-1',
    floorId: 'f-1',
    version: 3,
    request: { type: 'primary-coverage' },
    ...overrides,
  };
}

resetHeatmapsBeforeEach(() => ({ onUnauthorized, onError }));

beforeEach(() => {
  events = [];
  unsubscribe = onHeatmapEvent((event) => events.push(event));
});

afterEach(() => {
  unsubscribe();
  onUnauthorized.mockReset();
  onError.mockReset();
});

describe('loadHeatmap', () => {
  it('POSTs the normalised request with the version and csrfToken, and decodes the answer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.csrfToken, 'token-1');
    answerHeatmapsInTurn(okResponse());
    const heatmap = await loadHeatmap(
      params({ request: { type: 'primary-coverage', radioIds: ['b', 'a'] } }),
    );
    const { url, request } = heatmapRequests()[0] ?? {};
    expect(url).toBe('/heatmapapi/v1/projects/p-1/floor-plans/f-1/heatmap?version=3');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('csrfToken')).toBe('token-1');
    expect(request?.body).toEqual({
      type: 'primary-coverage',
      accuracy: 'accurate',
      requirementGreyOut: false,
      mode: 'smooth',
      radioBand: '5',
      legend: true,
      onlyMyAps: false,
      onlyMeasured: false,
      signalPrediction: 'off',
      radioIds: ['a', 'b'],
      visualizationHeightMeters: 1,
    });
    expect(heatmap.bins).toEqual(decodeBins(answer));
    expect(heatmap.grid).toEqual(answer.grid);
    expect(heatmap.areas).toEqual(answer.areas);
    expect(heatmap.legend).toEqual(answer.legend);
    expect(heatmap.source).toBe('measured');
    expect(heatmap.etag).toBe('"abc123"');
  });

  it('emits requested then received, and answers the same heatmap again from the cache without a request', async () => {
    answerHeatmapsInTurn(okResponse());
    const first = await loadHeatmap(params());
    expect(events.map((event) => event.type)).toEqual(['requested', 'received']);
    expect(events[0]).toMatchObject({
      projectId: 'p-1',
      floorId: 'f-1',
      version: 3,
      request: { type: 'primary-coverage', radioBand: '5' },
    });
    const again = await loadHeatmap(
      params({ request: { type: 'primary-coverage', mode: 'smooth', legend: true } }),
    );
    expect(again).toBe(first);
    expect(sent()).toBe(1);
    expect(events).toHaveLength(2);
  });

  it('shares one request between identical calls in flight', async () => {
    answerHeatmapsInTurn(okResponse());
    const [a, b] = await Promise.all([loadHeatmap(params()), loadHeatmap(params())]);
    expect(a).toBe(b);
    expect(sent()).toBe(1);
  });

  it('calls a read-only scope’s copy of the API without the 401 handling, and keeps its answers apart', async () => {
    const demo: ApiScope = {
      name: 'demo',
      isReadOnly: true,
      handlesUnauthorized: false,
      mapPath: (path) => path.replace('/heatmapapi/v1/', '/heatmapapi/v1/demo/'),
    };
    answerHeatmapsInTurn(reply(401, { message: 'no' }), okResponse(), okResponse());
    expect(isEmptyHeatmap(await loadHeatmap(params({ scope: demo })))).toBe(true);
    expect(heatmapRequests()[0]?.url).toBe(
      '/heatmapapi/v1/demo/projects/p-1/floor-plans/f-1/heatmap?version=3',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    await loadHeatmap(params({ scope: demo }));
    await loadHeatmap(params());
    // The session's identical request is not answered from the demo's cache entry.
    expect(sent()).toBe(3);
    expect(heatmapRequests()[2]?.url).toBe('/heatmapapi/v1/projects/p-1/floor-plans/f-1/heatmap?version=3');
    expect(heatmapKey(params({ scope: demo }))).not.toBe(heatmapKey(params()));
  });

  it('keys the cache by project version: a new version is requested again', async () => {
    answerHeatmapsInTurn(okResponse(), okResponse());
    await loadHeatmap(params());
    await loadHeatmap(params({ version: 4 }));
    expect(sent()).toBe(2);
  });

  it('resolves to an empty heatmap on a server error, emits failed, and does not cache the failure', async () => {
    answerHeatmapsInTurn(reply(500, { message: 'An unexpected error occurred.' }), okResponse());
    const heatmap = await loadHeatmap(params());
    expect(heatmap).toEqual(emptyHeatmap());
    expect(isEmptyHeatmap(heatmap)).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['requested', 'failed']);
    expect(events[1]).toMatchObject({
      type: 'failed',
      status: 500,
      message: 'An unexpected error occurred.',
    });
    expect(heatmapCache().size).toBe(0);
    expect(isEmptyHeatmap(await loadHeatmap(params()))).toBe(false);
  });

  it('resolves to an empty heatmap when the network fails (status 0) and on 404', async () => {
    answerHeatmapsInTurn(networkFailure, reply(404, { message: 'Object Not Found Matching Id' }));
    expect(isEmptyHeatmap(await loadHeatmap(params()))).toBe(true);
    expect(events[1]).toMatchObject({
      type: 'failed',
      status: 0,
      message: 'Network error or request aborted',
    });
    expect(isEmptyHeatmap(await loadHeatmap(params({ floorId: 'f-2' })))).toBe(true);
    expect(events[3]).toMatchObject({ type: 'failed', status: 404 });
  });

  it('still lets the global 401 handling sign the user out', async () => {
    answerHeatmapsInTurn(reply(401, { message: 'Authentication required' }));
    expect(isEmptyHeatmap(await loadHeatmap(params()))).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it(`keeps at most ${HEATMAP_CACHE_SIZE} heatmaps and evicts the oldest first`, async () => {
    answerEveryHeatmap(okResponse);
    for (let version = 1; version <= HEATMAP_CACHE_SIZE + 1; version++) {
      await loadHeatmap(params({ version }));
    }
    expect(heatmapCache().size).toBe(HEATMAP_CACHE_SIZE);
    expect(sent()).toBe(HEATMAP_CACHE_SIZE + 1);
    await loadHeatmap(params({ version: HEATMAP_CACHE_SIZE + 1 }));
    await loadHeatmap(params({ version: 2 }));
    expect(sent()).toBe(HEATMAP_CACHE_SIZE + 1);
    await loadHeatmap(params({ version: 1 }));
    expect(sent()).toBe(HEATMAP_CACHE_SIZE + 2);
  });

  it('keeps calling other listeners when one throws', async () => {
    const stop = onHeatmapEvent(() => {
      throw new Error('listener bug');
    });
    answerHeatmapsInTurn(okResponse());
    const heatmap = await loadHeatmap(params());
    stop();
    expect(isEmptyHeatmap(heatmap)).toBe(false);
    expect(events.map((event) => event.type)).toEqual(['requested', 'received']);
  });
});
