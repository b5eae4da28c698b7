/**
 * Heatmap worker entry for the pool when running from source; a server bundle can ship its own entry that
 * calls `runHeatmapWorker()`.
 */
import { runHeatmapWorker } from './worker-runtime';

runHeatmapWorker();
