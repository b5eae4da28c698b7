/**
 * Heatmap worker entry of the server (bundled to dist/heatmap-worker.js): answers the engine pool's jobs with
 * `computeHeatmap` and transfers the result's buffers back. It speaks the protocol of
 * @airlens/heatmap's worker pool; operator and grid caches stay warm per worker, finished results are cached
 * on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  computeHeatmap,
  HeatmapCache,
  type FloorSurvey,
  type HeatmapCacheBudgets,
  type HeatmapEngineOptions,
  type HeatmapRequest,
  type HeatmapResult,
} from '@airlens/heatmap';

interface HeatmapJob {
  id: number;
  floor: FloorSurvey;
  request: HeatmapRequest;
  options: Partial<HeatmapEngineOptions>;
}

type HeatmapJobResult = { id: number; result: HeatmapResult } | { id: number; error: string };

const data = (workerData ?? {}) as { budgets?: Partial<HeatmapCacheBudgets> };
const cache = new HeatmapCache({ ...data.budgets, responseBytes: 0 });

parentPort?.on('message', (job: HeatmapJob) => {
  let answer: HeatmapJobResult;
  const transfer: ArrayBuffer[] = [];
  try {
    const result = computeHeatmap(job.floor, job.request, cache, job.options);
    answer = { id: job.id, result };
    transfer.push(result.bins.buffer, result.vertices.buffer);
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer, transfer);
});
