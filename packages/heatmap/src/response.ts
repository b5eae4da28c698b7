import { decodeBase64, encodeBase64 } from './base64';
import type { HeatmapResponseBody, HeatmapResult } from './types';

/** Turns a result into the JSON answer: `bins` as base64, vertices as plain numbers rounded to 0.1 px. */
export function toHeatmapResponseBody(result: HeatmapResult): HeatmapResponseBody {
  return {
    binType: result.binType,
    bins: encodeBase64(result.bins),
    vertices: Array.from(result.vertices, (value) => Math.round(value * 10) / 10),
    areas: result.areas,
    contours: result.contours,
    ...(result.requirements === undefined ? {} : { requirements: result.requirements }),
    legend: result.legend,
    grid: result.grid,
    source: result.source,
  };
}

/** The one-byte-per-cell raster of a JSON answer. */
export function decodeBins(body: Pick<HeatmapResponseBody, 'bins'>): Uint8Array<ArrayBuffer> {
  return decodeBase64(body.bins);
}

/** Whether an If-None-Match header value matches an ETag (weak or strong, list or `*`), for a 304 answer. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) {
    return false;
  }
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((tag) => tag === '*' || tag === etag);
}
