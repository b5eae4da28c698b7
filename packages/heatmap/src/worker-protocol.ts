import type { HeatmapCacheBudgets } from './heatmap-cache';
import type { FloorSurvey, HeatmapEngineOptions, HeatmapRequest, HeatmapResult } from './types';

/** A job posted to a heatmap worker. */
export interface HeatmapJob {
  id: number;
  floor: FloorSurvey;
  request: HeatmapRequest;
  options: Partial<HeatmapEngineOptions>;
}

/** A worker's answer to a job; `bins` and `vertices` arrive as transferred buffers. */
export type HeatmapJobResult = { id: number; result: HeatmapResult } | { id: number; error: string };

/** Data a worker starts with. */
export interface HeatmapWorkerData {
  budgets?: Partial<HeatmapCacheBudgets>;
}
