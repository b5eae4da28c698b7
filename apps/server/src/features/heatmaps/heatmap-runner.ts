import {
  computeHeatmap,
  HeatmapCache,
  type FloorSurvey,
  type HeatmapEngineOptions,
  type HeatmapRequest,
  type HeatmapResult,
} from '@airlens/heatmap';
import { HeatmapWorkerPool } from '@airlens/heatmap/worker-pool';

/** Runs heatmap computations: on worker threads, or in-process when no workers are configured. */
export interface HeatmapRunner {
  readonly kind: 'workers' | 'in-process';
  compute(
    floor: FloorSurvey,
    request: HeatmapRequest,
    options: Partial<HeatmapEngineOptions>,
  ): Promise<HeatmapResult>;
  /** Whether the worker pool has been started (it starts on the first computation). */
  isStarted(): boolean;
  close(): Promise<void>;
}

/**
 * The worker entry beside the running code: `heatmap-worker.js` next to the bundled main.js in production,
 * `heatmap-worker.ts` beside this file when the server runs from source (tsx, vitest), which the engine's pool
 * starts with `--import tsx`.
 */
export function heatmapWorkerUrl(): URL {
  const isSource = new URL(import.meta.url).pathname.endsWith('.ts');
  return new URL(isSource ? './heatmap-worker.ts' : './heatmap-worker.js', import.meta.url);
}

/** In-process computation with the engine's caches; only for tests and `HEATMAP_WORKERS=0`. */
function createInProcessRunner(): HeatmapRunner {
  // Finished results are cached as encoded answers by the service, so the engine keeps none of its own.
  const cache = new HeatmapCache({ responseBytes: 0 });
  return {
    kind: 'in-process',
    async compute(floor, request, options) {
      return computeHeatmap(floor, request, cache, options);
    },
    isStarted: () => true,
    async close() {
      cache.clear();
    },
  };
}

/** A runner on a worker pool of `size` threads, started lazily on the first computation. */
function createPoolRunner(size: number): HeatmapRunner {
  let pool: HeatmapWorkerPool | null = null;
  let isClosed = false;
  return {
    kind: 'workers',
    compute(floor, request, options) {
      if (isClosed) {
        return Promise.reject(new Error('heatmap runner is closed'));
      }
      // The service caches encoded answers; the pool's own result cache only needs to cover requests in flight.
      pool ??= new HeatmapWorkerPool({
        size,
        workerUrl: heatmapWorkerUrl(),
        responseCacheBytes: 8 * 1024 * 1024,
      });
      return pool.compute(floor, request, options);
    },
    isStarted: () => pool !== null,
    async close() {
      isClosed = true;
      const started = pool;
      pool = null;
      await started?.close();
    },
  };
}

/** A heatmap runner: `workers` threads (started on first use), or in-process computation when 0. */
export function createHeatmapRunner(workers: number): HeatmapRunner {
  return workers > 0 ? createPoolRunner(workers) : createInProcessRunner();
}
