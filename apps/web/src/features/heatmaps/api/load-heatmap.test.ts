import { decodeBins } from '@airlens/heatmap';
import { HEATMAP_CACHE_SIZE } from '@airlens/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
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

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();
const onError = vi.fn();
const answer = fixtureAnswer({ type: 'primary-coverage', mode: 'smooth' });
let events: HeatmapEvent[] = [];
let unsubscribe: () => void = () => {};

function okResponse(): Response {
  return new Response(JSON.stringify(answer), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: '"abc123"', 'X-Heatmap-Source': 'measured' },
  });
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

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ onUnauthorized, onError });
  heatmapCache().clear();
  events = [];
  unsubscribe = onHeatmapEvent((event) => events.push(event));
});

afterEach(() => {
  unsubscribe();
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  onError.mockReset();
  vi.unstubAllGlobals();
});

describe('loadHeatmap', () => {
  it('POSTs the normalised request with the version and csrfToken, and decodes the answer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.csrfToken, 'token-1');
    fetchMock.mockResolvedValueOnce(okResponse());
    const heatmap = await loadHeatmap(
      params({ request: { type: 'primary-coverage', radioIds: ['b', 'a'] } }),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/heatmapapi/v1/projects/p-1/floor-plans/f-1/heatmap?version=3');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('csrfToken')).toBe('token-1');
    expect(JSON.parse(init?.body as string)).toEqual({
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
    fetchMock.mockResolvedValueOnce(okResponse());
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(2);
  });

  it('shares one request between identical calls in flight', async () => {
    fetchMock.mockResolvedValueOnce(okResponse());
    const [a, b] = await Promise.all([loadHeatmap(params()), loadHeatmap(params())]);
    expect(a).toBe(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('calls a read-only scope’s copy of the API without the 401 handling, and keeps its answers apart', async () => {
    const demo: ApiScope = {
      name: 'demo',
      isReadOnly: true,
      handlesUnauthorized: false,
      mapPath: (path) => path.replace('/heatmapapi/v1/', '/heatmapapi/v1/demo/'),
    };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'no' }), { status: 401 }));
    expect(isEmptyHeatmap(await loadHeatmap(params({ scope: demo })))).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/heatmapapi/v1/demo/projects/p-1/floor-plans/f-1/heatmap?version=3',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(okResponse());
    await loadHeatmap(params({ scope: demo }));
    fetchMock.mockResolvedValueOnce(okResponse());
    await loadHeatmap(params());
    // The session's identical request is not answered from the demo's cache entry.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[2]?.[0]).toBe(
      '/heatmapapi/v1/projects/p-1/floor-plans/f-1/heatmap?version=3',
    );
    expect(heatmapKey(params({ scope: demo }))).not.toBe(heatmapKey(params()));
  });

  it('keys the cache by project version: a new version is requested again', async () => {
    fetchMock.mockResolvedValueOnce(okResponse()).mockResolvedValueOnce(okResponse());
    await loadHeatmap(params());
    await loadHeatmap(params({ version: 4 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('resolves to an empty heatmap on a server error, emits failed, and does not cache the failure', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'An unexpected error occurred.' }), { status: 500 }),
    );
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
    fetchMock.mockResolvedValueOnce(okResponse());
    expect(isEmptyHeatmap(await loadHeatmap(params()))).toBe(false);
  });

  it('resolves to an empty heatmap when the network fails (status 0) and on 404', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(isEmptyHeatmap(await loadHeatmap(params()))).toBe(true);
    expect(events[1]).toMatchObject({
      type: 'failed',
      status: 0,
      message: 'Network error or request aborted',
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Object Not Found Matching Id' }), { status: 404 }),
    );
    expect(isEmptyHeatmap(await loadHeatmap(params({ floorId: 'f-2' })))).toBe(true);
    expect(events[3]).toMatchObject({ type: 'failed', status: 404 });
  });

  it('still lets the global 401 handling sign the user out', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Authentication required' }), { status: 401 }),
    );
    expect(isEmptyHeatmap(await loadHeatmap(params()))).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it(`keeps at most ${HEATMAP_CACHE_SIZE} heatmaps and evicts the oldest first`, async () => {
    fetchMock.mockImplementation(() => Promise.resolve(okResponse()));
    for (let version = 1; version <= HEATMAP_CACHE_SIZE + 1; version++) {
      await loadHeatmap(params({ version }));
    }
    expect(heatmapCache().size).toBe(HEATMAP_CACHE_SIZE);
    expect(fetchMock).toHaveBeenCalledTimes(HEATMAP_CACHE_SIZE + 1);
    await loadHeatmap(params({ version: HEATMAP_CACHE_SIZE + 1 }));
    await loadHeatmap(params({ version: 2 }));
    expect(fetchMock).toHaveBeenCalledTimes(HEATMAP_CACHE_SIZE + 1);
    await loadHeatmap(params({ version: 1 }));
    expect(fetchMock).toHaveBeenCalledTimes(HEATMAP_CACHE_SIZE + 2);
  });

  it('keeps calling other listeners when one throws', async () => {
    const stop = onHeatmapEvent(() => {
      throw new Error('listener bug');
    });
    fetchMock.mockResolvedValueOnce(okResponse());
    const heatmap = await loadHeatmap(params());
    stop();
    expect(isEmptyHeatmap(heatmap)).toBe(false);
    expect(events.map((event) => event.type)).toEqual(['requested', 'received']);
  });
});
