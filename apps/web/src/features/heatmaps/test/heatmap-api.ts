// The fake-API answers of the heatmap component and API tests (imported by *.test.ts(x) files only).
import { heatmapsEndpoints } from '@airlens/contract';
import { HttpResponse } from 'msw';
import { beforeEach } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, reply } from '@/test/fake-api';
import type { RecordedRequest } from '@/test/fake-api';
import { heatmapCache } from '../api/load-heatmap';

type ClientHooks = Parameters<typeof configureApiClient>[0];

/**
 * Before each test of the calling file: an API client with these hooks (quiet by default) and an empty heatmap
 * cache (a cached answer from an earlier test would hide the request under test).
 */
export function resetHeatmapsBeforeEach(hooks: () => ClientHooks = () => ({})): void {
  beforeEach(() => {
    configureApiClient({ onUnauthorized: () => {}, onError: () => {}, ...hooks() });
    heatmapCache().clear();
  });
}

/** A 200 heatmap answer as the endpoint sends it, with its ETag and source headers. */
export function heatmapAnswer(body: unknown, headers: Record<string, string> = {}): unknown {
  return reply(200, body, { headers: { 'Content-Type': 'application/json', ...headers } });
}

/** An answer that never arrives: the fetch rejects as it does offline. */
export function networkFailure(): Response {
  return HttpResponse.error();
}

/**
 * Answers the heatmap endpoint with these answers in turn (functions are called per request, for answers that
 * are read once such as a Response); a request after the last one fails as a network error.
 */
export function answerHeatmapsInTurn(...answers: unknown[]): void {
  const queue = [...answers];
  fakeApi.on(heatmapsEndpoints.getHeatmap, () => {
    const next = queue.shift();
    const answer: unknown = typeof next === 'function' ? (next as () => unknown)() : next;
    return (answer ?? networkFailure()) as never;
  });
}

/** Answers every heatmap request with `answer` (a function is called per request). */
export function answerEveryHeatmap(answer: unknown): void {
  fakeApi.on(
    heatmapsEndpoints.getHeatmap,
    () => (typeof answer === 'function' ? (answer as () => unknown)() : answer) as never,
  );
}

/** The heatmap requests sent in this test, with their path and query as the app wrote them. */
export function heatmapRequests(): { url: string; request: RecordedRequest }[] {
  return fakeApi.requestsTo(heatmapsEndpoints.getHeatmap).map((request) => ({
    url: request.params.size > 0 ? `${request.path}?${request.params}` : request.path,
    request,
  }));
}
