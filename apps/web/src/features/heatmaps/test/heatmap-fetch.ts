// The fetch stub of the heatmap component and API tests (imported by *.test.ts(x) files only).
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { heatmapCache } from '../api/load-heatmap';

/**
 * Stubs `fetch` for the tests of the calling file: before each test a quiet API client and an empty heatmap
 * cache (a cached answer from an earlier test would hide the request under test); after it, the real fetch.
 */
export function stubHeatmapFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ onUnauthorized: () => {}, onError: () => {} });
    heatmapCache().clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** A 200 JSON answer, as the heatmap endpoint sends it. */
export function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
