import { Worker } from 'node:worker_threads';
import { LruCache } from './lru-cache';
import { resultBytes, type HeatmapCacheBudgets } from './heatmap-cache';
import { hashString } from './hash';
import { heatmapCacheKey } from './request';
import type { FloorSurvey, HeatmapEngineOptions, HeatmapRequest, HeatmapResult } from './types';
import type { HeatmapJob, HeatmapJobResult, HeatmapWorkerData } from './worker-protocol';

/** Pool settings; every field has a default. */
export interface HeatmapWorkerPoolOptions {
  /** Number of worker threads (default 2). */
  size: number;
  /**
   * The worker entry; defaults to `worker.ts` beside this file. A `.ts` entry is loaded through tsx (development,
   * tests, benchmarks); a built server passes its bundled `.js` worker.
   */
  workerUrl: URL;
  /** Node flags for the workers (default: the parent's). */
  execArgv: string[];
  /** Budget of the main-thread cache of finished results (default 64 MB). */
  responseCacheBytes: number;
  /** Budgets of each worker's operator and grid caches. */
  workerBudgets: Partial<HeatmapCacheBudgets>;
}

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve: (result: HeatmapResult) => void; reject: (error: Error) => void }>;
}

/**
 * Module hooks registered with `--import tsx` do not reach worker threads on Node 20, so a TypeScript entry is
 * started by a small script that imports it through tsx's API.
 */
const TS_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then((tsx) => tsx.tsImport(workerData.entry, workerData.entry));
`;

function startWorker(workerUrl: URL, execArgv: string[], workerData: HeatmapWorkerData): Worker {
  if (workerUrl.pathname.endsWith('.ts')) {
    return new Worker(TS_BOOTSTRAP, {
      eval: true,
      execArgv,
      workerData: { ...workerData, entry: workerUrl.href },
    });
  }
  return new Worker(workerUrl, { execArgv, workerData });
}

/**
 * A small pool of heatmap worker threads, so the server's event loop never runs the heavy loops. Requests for
 * one floor go to the same worker while it keeps up (its operator cache stays warm) and spill to an idle one
 * otherwise. Finished results are cached here by ETag, and identical requests in flight share one job. The
 * server owns the pool's lifecycle (`close()` on shutdown).
 */
export class HeatmapWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly responses: LruCache<HeatmapResult>;
  private readonly inFlight = new Map<string, Promise<HeatmapResult>>();
  private readonly options: HeatmapWorkerPoolOptions;
  private nextId = 1;
  private isClosed = false;
  /** Worker failures since the last answer; past a limit the pool stops respawning (a broken entry would spin). */
  private failuresInARow = 0;

  constructor(options: Partial<HeatmapWorkerPoolOptions> = {}) {
    const workerUrl = options.workerUrl ?? new URL('./worker.ts', import.meta.url);
    this.options = {
      size: Math.max(1, options.size ?? 2),
      workerUrl,
      execArgv: options.execArgv ?? [...process.execArgv],
      responseCacheBytes: options.responseCacheBytes ?? 64 * 1024 * 1024,
      workerBudgets: options.workerBudgets ?? {},
    };
    this.responses = new LruCache(this.options.responseCacheBytes);
    for (let i = 0; i < this.options.size; i++) {
      this.slots.push(this.spawn());
    }
  }

  private spawn(): Slot {
    const workerData: HeatmapWorkerData = { budgets: this.options.workerBudgets };
    const worker = startWorker(this.options.workerUrl, this.options.execArgv, workerData);
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (answer: HeatmapJobResult) => {
      this.failuresInARow = 0;
      const waiter = slot.pending.get(answer.id);
      slot.pending.delete(answer.id);
      if (waiter === undefined) {
        return;
      }
      if ('error' in answer) {
        waiter.reject(new Error(answer.error));
      } else {
        waiter.resolve(answer.result);
      }
    });
    const fail = (error: Error): void => {
      for (const waiter of slot.pending.values()) {
        waiter.reject(error);
      }
      slot.pending.clear();
      const index = this.slots.indexOf(slot);
      if (this.isClosed || index < 0) {
        return;
      }
      this.failuresInARow++;
      if (this.failuresInARow <= 3 * this.options.size) {
        this.slots[index] = this.spawn();
      } else {
        this.slots.splice(index, 1);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.isClosed) {
        fail(new Error(`heatmap worker exited with code ${code}`));
      }
    });
    return slot;
  }

  private pick(floorId: string): Slot | undefined {
    if (this.slots.length === 0) {
      return undefined;
    }
    const preferred = this.slots[parseInt(hashString(floorId).slice(0, 8), 16) % this.slots.length];
    const idle = this.slots.find((slot) => slot.pending.size === 0);
    if (preferred !== undefined && (preferred.pending.size === 0 || idle === undefined)) {
      return preferred;
    }
    return idle ?? preferred;
  }

  /** Computes a heatmap on a worker, or answers from the result cache; the result's `etag` is its cache key. */
  compute(
    floor: FloorSurvey,
    request: HeatmapRequest,
    options: Partial<HeatmapEngineOptions> = {},
  ): Promise<HeatmapResult> {
    if (this.isClosed) {
      return Promise.reject(new Error('heatmap worker pool is closed'));
    }
    const key = heatmapCacheKey(floor, request, options);
    const cached = this.responses.get(key);
    if (cached !== undefined) {
      return Promise.resolve(cached);
    }
    const running = this.inFlight.get(key);
    if (running !== undefined) {
      return running;
    }
    const slot = this.pick(floor.floorId);
    if (slot === undefined) {
      return Promise.reject(new Error('heatmap workers keep failing to start'));
    }
    const id = this.nextId++;
    const job: HeatmapJob = { id, floor, request, options };
    const promise = new Promise<HeatmapResult>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage(job);
    }).then(
      (result) => {
        this.inFlight.delete(key);
        this.responses.set(key, result, resultBytes(result));
        return result;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error instanceof Error ? error : new Error(String(error));
      },
    );
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Whether a result for this key is cached (lets the server answer 304 without any work). */
  hasCached(etag: string): boolean {
    return this.responses.has(etag);
  }

  /** Stops the workers; pending jobs are rejected. */
  async close(): Promise<void> {
    this.isClosed = true;
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      for (const waiter of slot.pending.values()) {
        waiter.reject(new Error('heatmap worker pool is closed'));
      }
      slot.pending.clear();
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}
