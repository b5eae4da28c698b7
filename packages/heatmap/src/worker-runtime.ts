import { parentPort, workerData } from 'node:worker_threads';
import { computeHeatmap } from './compute-heatmap';
import { HeatmapCache } from './heatmap-cache';
import type { HeatmapJob, HeatmapJobResult, HeatmapWorkerData } from './worker-protocol';

/**
 * Serves `HeatmapWorkerPool` jobs on this worker thread: runs `computeHeatmap` for each posted job and
 * transfers the result's buffers back. The worker keeps its own operator and grid caches; finished results
 * are cached by the pool on the main thread, because a transferred buffer is gone from the worker.
 */
export function runHeatmapWorker(): void {
  const port = parentPort;
  if (port === null) {
    throw new Error('runHeatmapWorker must run on a worker thread');
  }
  const data = (workerData ?? {}) as HeatmapWorkerData;
  const cache = new HeatmapCache({ ...data.budgets, responseBytes: 0 });
  port.on('message', (job: HeatmapJob) => {
    let answer: HeatmapJobResult;
    const transfer: ArrayBuffer[] = [];
    try {
      const result = computeHeatmap(job.floor, job.request, cache, job.options);
      answer = { id: job.id, result };
      transfer.push(result.bins.buffer, result.vertices.buffer);
    } catch (error) {
      answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer, transfer);
  });
}
