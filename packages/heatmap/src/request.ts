import { DEFAULT_MAX_CELLS } from './grid';
import { DEFAULT_VISUALIZATION_HEIGHT_METERS } from './prediction';
import { canonicalJson, hashString } from './hash';
import type { FloorSurvey, HeatmapEngineOptions, HeatmapRequest, NormalizedHeatmapRequest } from './types';

/** Bumped whenever the engine's output for the same input changes, so old ETags stop matching. */
export const HEATMAP_ENGINE_VERSION = 'airlens-heatmap-1';

/** Engine defaults (server side; never taken from the client). */
export const DEFAULT_ENGINE_OPTIONS: Readonly<HeatmapEngineOptions> = {
  maxCells: DEFAULT_MAX_CELLS,
  maskRadiusMeters: 7.5,
  interpolation: 'delaunay',
  isHullOnly: false,
  notHeardDbm: -100,
  cciThresholdDbm: -85,
  cciRule: 'any-overlap',
  clientSpatialStreams: 2,
  clientTechnology: 'AX',
  throughputFactor: 0.65,
  simplifyToleranceCells: 0.5,
};

/**
 * Fills request defaults (accurate, smooth, 5 GHz, legend on, filters off, prediction off, drawn 1 m above the
 * floor), sorts radio ids and rounds the visualization height to centimetres (one key per height shown).
 */
export function normalizeHeatmapRequest(request: HeatmapRequest): NormalizedHeatmapRequest {
  return {
    type: request.type,
    accuracy: request.accuracy ?? 'accurate',
    requirementGreyOut: request.requirementGreyOut ?? false,
    mode: request.mode ?? 'smooth',
    radioBand: request.radioBand ?? '5',
    legend: request.legend ?? true,
    onlyMyAps: request.onlyMyAps ?? false,
    onlyMeasured: request.onlyMeasured ?? false,
    signalPrediction: request.signalPrediction ?? 'off',
    radioIds: [...new Set(request.radioIds ?? [])].sort(),
    visualizationHeightMeters:
      Math.round((request.visualizationHeightMeters ?? DEFAULT_VISUALIZATION_HEIGHT_METERS) * 100) / 100,
  };
}

/** Engine options with defaults filled in. */
export function resolveEngineOptions(options: Partial<HeatmapEngineOptions> = {}): HeatmapEngineOptions {
  return { ...DEFAULT_ENGINE_OPTIONS, ...options };
}

/**
 * The cache key and ETag of a heatmap: a 64-bit hash of the engine version, the floor's id and data version,
 * the normalised request and the engine options. Equal inputs give equal keys across processes and restarts.
 */
export function heatmapCacheKey(
  floor: Pick<FloorSurvey, 'floorId' | 'dataVersion'>,
  request: HeatmapRequest,
  options: Partial<HeatmapEngineOptions> = {},
): string {
  return hashString(
    canonicalJson({
      engine: HEATMAP_ENGINE_VERSION,
      floorId: floor.floorId,
      dataVersion: floor.dataVersion,
      request: normalizeHeatmapRequest(request),
      options: resolveEngineOptions(options),
    }),
  );
}
