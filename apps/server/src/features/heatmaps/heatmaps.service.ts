import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  heatmapCacheKey,
  isNotModified,
  LruCache,
  toHeatmapResponseBody,
  type FloorSurvey,
  type HeatmapEngineOptions,
  type HeatmapRequest,
  type HeatmapResult,
} from '@airlens/heatmap';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { AuthenticatedUser } from '../../http/session';
import { loadFloor, visibleFloorRow } from './floor-source';
import { withConfidence } from './heatmap-confidence';
import { createHeatmapRunner, type HeatmapRunner } from './heatmap-runner';
import { findInspectRadios, type HeatmapFloorRow } from './heatmaps.repo';
import {
  heardApIds,
  inspectFloor,
  nearestPoints,
  radioLabelKey,
  type InspectRequest,
  type InspectSample,
  type RadioLabel,
} from './inspect';

export { loadFloor, loadHeatmapFloorInput, missingFloorError } from './floor-source';

const gzipAsync = promisify(gzip);
const MB = 1024 * 1024;

/** A finished answer, encoded once: the JSON text and, once a client accepted gzip, its gzip bytes. */
export interface EncodedHeatmap {
  json: string;
  gzip: Buffer | null;
  source: HeatmapResult['source'];
}

/** The heatmap feature's long-lived state: worker runner, decoded floors and encoded answers. */
export interface HeatmapsContext {
  database: Database;
  blobs: BlobStore;
  config: AppConfig;
  logger: FastifyBaseLogger;
  runner: HeatmapRunner;
  engineOptions: Partial<HeatmapEngineOptions>;
  /** Decoded floor inputs by content hash. */
  floors: LruCache<FloorSurvey>;
  /** Encoded answers by ETag. */
  answers: LruCache<EncodedHeatmap>;
}

export function createHeatmapsContext(deps: {
  database: Database;
  blobs: BlobStore;
  config: AppConfig;
  logger: FastifyBaseLogger;
}): HeatmapsContext {
  return {
    ...deps,
    runner: createHeatmapRunner(deps.config.heatmapWorkers),
    engineOptions: { maxCells: deps.config.heatmapMaxCells },
    floors: new LruCache(256 * MB),
    answers: new LruCache(64 * MB),
  };
}

export interface HeatmapQuery {
  projectId: string;
  floorId: string;
  /** The project version the client has; a different one is not there (404). */
  version: number | undefined;
  request: HeatmapRequest;
  ifNoneMatch: string | undefined;
  acceptsGzip: boolean;
}

export type HeatmapAnswer =
  | { kind: 'not-modified'; etag: string }
  | { kind: 'body'; etag: string; body: string | Buffer; isGzip: boolean; source: HeatmapResult['source'] };

/**
 * The answer for an ETag: from the cache, else computed and cached (as JSON, gzipped once a client accepts
 * gzip). The heatmap and planning-heatmap paths share it.
 */
export async function encodedAnswer(
  context: HeatmapsContext,
  etag: string,
  acceptsGzip: boolean,
  compute: () => Promise<{ json: string; source: HeatmapResult['source'] }>,
): Promise<HeatmapAnswer> {
  let encoded = context.answers.get(etag);
  if (encoded === undefined) {
    const computed = await compute();
    encoded = { json: computed.json, gzip: null, source: computed.source };
    context.answers.set(etag, encoded, encoded.json.length * 2);
  }
  if (!acceptsGzip) {
    return { kind: 'body', etag, body: encoded.json, isGzip: false, source: encoded.source };
  }
  encoded.gzip ??= await gzipAsync(encoded.json);
  return { kind: 'body', etag, body: encoded.gzip, isGzip: true, source: encoded.source };
}

async function computeSignalAnswer(
  context: HeatmapsContext,
  row: HeatmapFloorRow,
  request: HeatmapRequest,
): Promise<{ json: string; source: HeatmapResult['source'] }> {
  const floor = await loadFloor(context, row);
  const result = await context.runner.compute(floor, request, context.engineOptions);
  // The contract's answer has exactly these fields; where the values came from travels in a header.
  const { source, ...body } = toHeatmapResponseBody(result);
  return { json: JSON.stringify(withConfidence(body, source, floor, request, result)), source };
}

/**
 * A heatmap of one floor of a project the caller may see: 304 when the client's ETag matches (checked before any
 * blob is read), else the encoded answer from the cache or computed on the worker pool.
 */
export async function getHeatmap(
  context: HeatmapsContext,
  user: AuthenticatedUser,
  query: HeatmapQuery,
): Promise<HeatmapAnswer> {
  // docs/product-spec.md §6 visibility (404 for outsiders, secure-view guests of this project only), 400 for design projects
  // while the designProject flag is off, and 404 for DELETE_REQUESTED projects, which get no heatmap.
  const { row } = await visibleFloorRow(context, user, query);
  const etag = heatmapCacheKey(
    // The answer gained `confidence` (issue #18): a suffix so ETags cached before it stop matching.
    { floorId: row.floorPlanId, dataVersion: `${row.contentHash}|confidence` },
    query.request,
    context.engineOptions,
  );
  if (isNotModified(query.ifNoneMatch, etag)) {
    return { kind: 'not-modified', etag };
  }
  return encodedAnswer(context, etag, query.acceptsGzip, () =>
    computeSignalAnswer(context, row, query.request),
  );
}

/** Names for the radios of the given APs, by `radioLabelKey`: the AP's name and its measured radio's first SSID/BSSID. */
async function radioLabels(
  context: HeatmapsContext,
  projectId: string,
  apIds: readonly string[],
): Promise<Map<string, RadioLabel>> {
  const labels = new Map<string, RadioLabel>();
  const rows = await findInspectRadios(context.database, projectId, apIds);
  for (const row of rows) {
    for (const band of row.band === null ? (['TWO', 'FIVE', 'SIX'] as const) : [row.band]) {
      const key = radioLabelKey(row.apId, band);
      const known = labels.get(key);
      labels.set(key, {
        apName: row.apName,
        ssid: known?.ssid ?? row.ssids[0] ?? null,
        bssid: known?.bssid ?? row.bssids[0] ?? null,
      });
    }
  }
  return labels;
}

/**
 * The survey samples nearest a point of one floor of a project the caller may see (same access rule as the
 * heatmap: 404 for outsiders, unknown floors and DELETE_REQUESTED projects), with what was heard there.
 */
export async function inspectHeatmapFloor(
  context: HeatmapsContext,
  user: AuthenticatedUser,
  query: { projectId: string; floorId: string } & InspectRequest,
): Promise<InspectSample[]> {
  const { project, row } = await visibleFloorRow(context, user, query);
  if (row.pointCount === 0) {
    return [];
  }
  const floor = await loadFloor(context, row);
  const scale = floor.metersPerPixel;
  const nearest = nearestPoints(floor.points, query.x * scale, query.y * scale, query.limit);
  const apIds = heardApIds(
    floor,
    nearest.map((point) => point.index),
    query.band,
  );
  const request: InspectRequest = { x: query.x, y: query.y, band: query.band, limit: query.limit };
  return inspectFloor(floor, request, await radioLabels(context, project.id, apIds));
}
