/**
 * Heatmap worker entry of the server (bundled to dist/heatmap-worker.js, or run from source by tsx and
 * vitest): the engine's own worker loop, so the server speaks the pool's protocol without a copy of it.
 */
import { runHeatmapWorker } from '@airlens/heatmap/worker-runtime';

runHeatmapWorker();
