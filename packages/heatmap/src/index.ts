/**
 * @airlens/heatmap: survey and prediction heatmaps for one floor (interpolation operators, wall-aware
 * prediction, metric pass, bins and contours, caches, web rendering helpers). Pure computation, no I/O, safe
 * in the browser. The Node-only worker pool lives in the `@airlens/heatmap/worker-pool` entry.
 */
export type {
  Band,
  ChannelWidthMhz,
  FloorSurvey,
  HealthRequirements,
  HeatmapAccuracy,
  HeatmapArea,
  HeatmapContour,
  HeatmapEngineOptions,
  HeatmapGrid,
  HeatmapLegend,
  HeatmapRequest,
  HeatmapResponseBody,
  HeatmapResult,
  HeatmapType,
  PlanningHeatmapType,
  LegendEntry,
  NormalizedHeatmapRequest,
  PlacedAccessPoint,
  PredictionModel,
  RadioBandFilter,
  RadioInfo,
  RequirementArea,
  RequirementThreshold,
  RingRef,
  SimulatedRadio,
  WallSet,
  WifiTechnology,
} from './types';
export { computeHeatmap } from './compute-heatmap';
export {
  DEFAULT_ENGINE_OPTIONS,
  HEATMAP_ENGINE_VERSION,
  heatmapCacheKey,
  normalizeHeatmapRequest,
  resolveEngineOptions,
} from './request';
export { ACCURACY_CELL_METERS, DEFAULT_MAX_CELLS, createCellGrid, type CellGrid } from './grid';
export {
  buildMatrixFromScans,
  radioMacOf,
  type KnownAccessPoint,
  type Scan,
  type ScanMatrix,
  type ScanReading,
} from './matrix';
export {
  applyOperator,
  buildInterpolationOperator,
  SHEPARD_NEIGHBOURS,
  type InterpolationOperator,
  type OperatorOptions,
} from './operator';
export { HeatmapCache, type HeatmapCacheBudgets, type RadioField } from './heatmap-cache';
export { LruCache } from './lru-cache';
export { canonicalJson, hashArrays, hashString } from './hash';
export { occupiedSpan, primarySpan, spansOverlap, type SpectrumSpan } from './channels';
export { MCS_MIN_RSSI_20MHZ_DBM, MCS_MIN_SNR_20MHZ_DB, phyRateMbps } from './mcs';
export { thermalNoiseDbm } from './metrics';
export { buildRequirementMap, DEFAULT_REQUIREMENTS, type RequirementMap } from './requirements';
export { resolvePredictionModel, wallLossGrid, wallLossNaiveDb } from './prediction';
export {
  predictRadioGrid,
  predictRssiNaive,
  predictedFieldSource,
  type PredictedRadio,
} from './predict-field';
export type { PlannedRadioFacts } from './radio-selection';
export {
  PATTERN_STEP_DEGREES,
  antennaGainDbi,
  antennaPatternOf,
  type AntennaPattern,
  type PatternCut,
  type RadioAntenna,
} from './antenna';
export { WALL_MATERIAL_LOSS_DB, createWallSet, type WallMaterial, type WallSegment } from './walls';
export { defaultLegend, GREY_BIN, NO_DATA_BIN, quantize } from './legend';
export { decodeBins, isNotModified, toHeatmapResponseBody } from './response';
export { decodeBase64, encodeBase64 } from './base64';
export { HeatmapClientCache, heatmapClientKey, type CachedHeatmap } from './client-cache';
export { parseColor, renderBinsToRgba } from './render';
export {
  IDENTITY_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  ZOOM_STEP,
  clampView,
  declutterLabels,
  panBy,
  planToScreen,
  screenPoint,
  screenToPlan,
  wheelZoomFactor,
  zoomAt,
  zoomAtCentre,
  type LabelBox,
  type ScreenPoint,
  type ViewSize,
  type ViewTransform,
} from './view-transform';
export { LEGEND_PANEL_BACKGROUND, contrastRatio, relativeLuminance } from './contrast';
