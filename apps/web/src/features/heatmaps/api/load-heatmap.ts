import { heatmapsEndpoints, pathOf, successSchemaOf, type AnswerOf, type BodyOf } from '@airlens/contract';
import {
  canonicalJson,
  decodeBins,
  HeatmapClientCache,
  type HeatmapArea,
  type HeatmapContour,
  type HeatmapGrid,
  type HeatmapLegend,
  type HeatmapResult,
  type RequirementThreshold,
} from '@airlens/heatmap';
import { UNEXPECTED_ERROR } from '@airlens/domain';
import type { z } from 'zod';
import { SESSION_API_SCOPE, type ApiScope } from '@/components/api-scope';
import { ApiError, apiRequest } from '@/lib/api-client';
import { emitHeatmapEvent, type HeatmapRequestInfo } from './heatmap-events';
import { normalizeWebHeatmapRequest, type WebHeatmapRequest } from './heatmap-request';

/** A heatmap as the web app draws it: the server's answer with `bins` decoded. */
export interface Heatmap {
  binType: 'square';
  /** One legend bin per cell, row-major from the top-left; 254 greyed out, 255 no data. */
  bins: Uint8Array;
  /** Smooth mode: x,y pairs in floor-plan pixels. */
  vertices: number[];
  areas: HeatmapArea[];
  contours: HeatmapContour[];
  /** The requirement's thresholds the grey-out and outline measure against: the floor's, then areas' own. */
  requirements?: RequirementThreshold[];
  legend: HeatmapLegend | null;
  grid: HeatmapGrid;
  /** Where the values came from (measured survey data, a prediction, or nothing). */
  source: HeatmapResult['source'];
  /** Difference heatmaps: the mean signed change and the KPI before and after. */
  difference?: AnswerOf<typeof endpoint>['difference'];
  etag: string | null;
}

const endpoint = heatmapsEndpoints.getHeatmap;
type Body = BodyOf<typeof endpoint>;

/** Which heatmap of which floor to load. */
export interface HeatmapParams {
  projectId: string;
  floorId: string;
  /** The project version the page shows; part of the cache key. */
  version: number;
  request: WebHeatmapRequest;
  /** Where the call goes (the session's API, or the public demo's copy of it); the session's when absent. */
  scope?: ApiScope;
}

const EMPTY_GRID: HeatmapGrid = { cols: 0, rows: 0, cellMeters: 0, originX: 0, originY: 0, unitsPerCell: 0 };

/** The heatmap shown when loading failed (docs/product-spec.md §8): nothing to draw, no legend. */
export function emptyHeatmap(): Heatmap {
  return {
    binType: 'square',
    bins: new Uint8Array(0),
    vertices: [],
    areas: [],
    contours: [],
    legend: null,
    grid: EMPTY_GRID,
    source: 'none',
    etag: null,
  };
}

/** Whether a heatmap has no cells (a failed load, or a floor without data). */
export function isEmptyHeatmap(heatmap: Heatmap): boolean {
  return heatmap.bins.length === 0;
}

// docs/product-spec.md §9: up to 100 heatmaps, the oldest evicted first; the key holds project, floor, version and request.
const cache = new HeatmapClientCache<Heatmap>();
const inFlight = new Map<string, Promise<Heatmap>>();

/** The heatmap cache of docs/product-spec.md §9 (tests and a future "refresh" read and clear it). */
export function heatmapCache(): HeatmapClientCache<Heatmap> {
  return cache;
}

function sourceOf(value: string | null): Heatmap['source'] {
  return value === 'measured' || value === 'predicted' ? value : 'none';
}

// The parse boundary: the contract's schema yields exactly the endpoint's answer type.
const answerSchema = successSchemaOf(endpoint) as z.ZodType<AnswerOf<typeof endpoint>>;

async function requestHeatmap(params: HeatmapParams, info: HeatmapRequestInfo): Promise<Heatmap> {
  const startedAt = performance.now();
  emitHeatmapEvent({ type: 'requested', ...info });
  try {
    const scope = params.scope ?? SESSION_API_SCOPE;
    const body: Body = info.request;
    const path = pathOf(endpoint, { id: params.projectId, floorId: params.floorId });
    // apiRequest, not callEndpoint: the scope maps the path, and the answer's headers carry the ETag and source.
    const response = await apiRequest<unknown>(scope.mapPath(path), {
      method: endpoint.method,
      query: { version: params.version },
      body,
      handleUnauthorized: scope.handlesUnauthorized,
    });
    const { bins, ...rest } = answerSchema.parse(response.data);
    const heatmap: Heatmap = {
      ...rest,
      bins: decodeBins({ bins }),
      source: sourceOf(response.headers.get('X-Heatmap-Source')),
      etag: response.headers.get('ETag'),
    };
    cache.set(info.key, heatmap, heatmap.etag);
    emitHeatmapEvent({ type: 'received', durationMs: performance.now() - startedAt, ...info });
    return heatmap;
  } catch (error) {
    // docs/product-spec.md §8: a heatmap failure shows an empty heatmap and never raises; it is not cached, so it is retried.
    emitHeatmapEvent({
      type: 'failed',
      durationMs: performance.now() - startedAt,
      status: error instanceof ApiError ? error.status : 0,
      message: error instanceof Error ? error.message : UNEXPECTED_ERROR,
      ...info,
    });
    return emptyHeatmap();
  }
}

/** The client cache key: docs/product-spec.md §9 key, prefixed by the scope so the demo and a session never share answers. */
export function heatmapKey(params: HeatmapParams): string {
  // heatmapClientKey's form, with the planning fields in the request.
  const key = canonicalJson({
    projectId: params.projectId,
    floorId: params.floorId,
    version: params.version,
    request: normalizeWebHeatmapRequest(params.request),
  });
  const scopeName = (params.scope ?? SESSION_API_SCOPE).name;
  return scopeName === SESSION_API_SCOPE.name ? key : `${scopeName}:${key}`;
}

/**
 * Loads a heatmap: from the cache when it holds this project, floor, version and request; otherwise with one
 * POST (identical calls in flight share it). Never rejects: a failure resolves to `emptyHeatmap()`.
 */
export function loadHeatmap(params: HeatmapParams): Promise<Heatmap> {
  const key = heatmapKey(params);
  const cached = cache.get(key);
  if (cached !== undefined) {
    return Promise.resolve(cached.value);
  }
  const running = inFlight.get(key);
  if (running !== undefined) {
    return running;
  }
  const info: HeatmapRequestInfo = {
    key,
    projectId: params.projectId,
    floorId: params.floorId,
    version: params.version,
    request: normalizeWebHeatmapRequest(params.request),
  };
  const promise = requestHeatmap(params, info).finally(() => {
    inFlight.delete(key);
  });
  inFlight.set(key, promise);
  return promise;
}
