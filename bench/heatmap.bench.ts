/**
 * Heatmap engine benchmark on the reference scenario (200 m × 100 m floor, 0.5 m cells = 80k cells, 2,000
 * survey points, 50 APs, about 400 walls). Writes bench/results/heatmap.json:
 * - coldMs: primary coverage (smooth) with empty caches: operator build + interpolation + metric + contours;
 * - warmMs: operator cached, results not (a new filter or type: interpolation, metric and contours again);
 * - cachedMs: the same request again (result cache hit, including the key hash);
 * - naiveMs: global inverse-distance (p = 2, weights shared by all radios) + max over radios, on sampled cells
 *   extrapolated to the full grid (naiveSampledCells), computed in this run; speedupVsNaive = naiveMs / coldMs;
 * - predictionMs: the same request on the design-only floor (signal-prediction one-floor, 50 APs), empty caches;
 * - perApMaeDb: Delaunay interpolation against the noise-free synthetic truth over (cell, AP) pairs with
 *   truth > −85 dBm.
 * Times are medians of several runs (first-run JIT cost reported apart). `npm run bench -- heatmap [--runs N]`.
 */
import { cpus, loadavg } from 'node:os';
import {
  HeatmapCache,
  computeHeatmap,
  predictRadioGrid,
  resolvePredictionModel,
  type HeatmapRequest,
} from '../packages/heatmap/src/index';
import { cellCentres, createCellGrid } from '../packages/heatmap/src/grid';
import { applyOperator, buildInterpolationOperator } from '../packages/heatmap/src/operator';
import { DEFAULT_ENGINE_OPTIONS } from '../packages/heatmap/src/request';
import {
  REFERENCE_SCENARIO,
  createSyntheticScenario,
  type SyntheticScenario,
} from '../packages/heatmap/src/testing/synthetic-floor';
import { HeatmapWorkerPool } from '../packages/heatmap/src/worker-pool';
import { round, timeMs, writeBenchResult } from './lib/results';

const REQUEST: HeatmapRequest = {
  type: 'primary-coverage',
  mode: 'smooth',
  accuracy: 'accurate',
  radioBand: '5',
};

/** Global IDW over every survey point for a sample of cells; returns the time extrapolated to all cells. */
function naiveIdwMs(
  scenario: SyntheticScenario,
  sampleStride: number,
): { ms: number; sampledCells: number; cells: number } {
  const { floor } = scenario;
  const grid = createCellGrid(
    floor.widthMeters,
    floor.heightMeters,
    'accurate',
    DEFAULT_ENGINE_OPTIONS.maxCells,
  );
  const cells = grid.cols * grid.rows;
  const radios = floor.radios.length;
  const points = floor.points.xMeters.length;
  const sums = new Float64Array(radios);
  const primary = new Float32Array(cells);
  let sampledCells = 0;
  const start = performance.now();
  for (let c = 0; c < cells; c += sampleStride) {
    const x = ((c % grid.cols) + 0.5) * grid.cellMeters;
    const y = (Math.floor(c / grid.cols) + 0.5) * grid.cellMeters;
    sums.fill(0);
    let total = 0;
    for (let p = 0; p < points; p++) {
      const dx = (floor.points.xMeters[p] ?? 0) - x;
      const dy = (floor.points.yMeters[p] ?? 0) - y;
      const w = 1 / Math.max(dx * dx + dy * dy, 1e-12);
      total += w;
      const base = p * radios;
      for (let a = 0; a < radios; a++) {
        sums[a] = (sums[a] ?? 0) + w * (floor.V[base + a] ?? 0);
      }
    }
    let best = -Infinity;
    for (let a = 0; a < radios; a++) {
      best = Math.max(best, (sums[a] ?? 0) / total);
    }
    primary[c] = best;
    sampledCells++;
  }
  const elapsed = performance.now() - start;
  return { ms: (elapsed * cells) / sampledCells, sampledCells, cells };
}

function accuracy(scenario: SyntheticScenario): {
  perApMaeDb: number;
  primaryMaeDb: number;
  coverage: number;
} {
  const { floor } = scenario;
  const grid = createCellGrid(
    floor.widthMeters,
    floor.heightMeters,
    'accurate',
    DEFAULT_ENGINE_OPTIONS.maxCells,
  );
  const cells = grid.cols * grid.rows;
  const radios = floor.radios.length;
  const operator = buildInterpolationOperator(floor.points, cellCentres(grid), {
    method: DEFAULT_ENGINE_OPTIONS.interpolation,
    maskRadiusMeters: DEFAULT_ENGINE_OPTIONS.maskRadiusMeters,
    isHullOnly: DEFAULT_ENGINE_OPTIONS.isHullOnly,
  });
  const columns = Int32Array.from({ length: radios }, (_, r) => r);
  const estimate = applyOperator(operator, floor.V, radios, columns, new Float32Array(cells * radios));
  const truth = scenario.truthGrid(grid);
  let perApSum = 0;
  let perApCount = 0;
  let primarySum = 0;
  let primaryCount = 0;
  let covered = 0;
  for (let c = 0; c < cells; c++) {
    if ((operator.offsets[c + 1] ?? 0) === (operator.offsets[c] ?? 0)) {
      continue;
    }
    covered++;
    let truthMax = -Infinity;
    let estimateMax = -Infinity;
    for (let a = 0; a < radios; a++) {
      const truthDbm = truth[c * radios + a] ?? -Infinity;
      const estimateDbm = estimate[c * radios + a] ?? -Infinity;
      truthMax = Math.max(truthMax, truthDbm);
      estimateMax = Math.max(estimateMax, estimateDbm);
      if (truthDbm > -85) {
        perApSum += Math.abs(estimateDbm - truthDbm);
        perApCount++;
      }
    }
    if (truthMax > -85) {
      primarySum += Math.abs(estimateMax - truthMax);
      primaryCount++;
    }
  }
  return {
    perApMaeDb: perApSum / perApCount,
    primaryMaeDb: primarySum / primaryCount,
    coverage: covered / cells,
  };
}

function argValue(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export async function runBench(args: string[]): Promise<void> {
  const runs = argValue(args, '--runs', 7);
  const loadBefore = loadavg()[0] ?? NaN;
  const scenario = createSyntheticScenario(REFERENCE_SCENARIO);
  const { floor, designFloor } = scenario;
  const log = (line: string): void => {
    process.stdout.write(`${line}\n`);
  };
  log(
    `heatmap bench: ${floor.points.xMeters.length} points, ${floor.radios.length} radios, ${scenario.walls.x1.length} walls`,
  );

  // The very first request in a fresh process also pays for JIT compilation.
  const firstStart = performance.now();
  const first = computeHeatmap(floor, REQUEST, new HeatmapCache());
  const coldFirstRunMs = performance.now() - firstStart;
  const cells = first.grid.cols * first.grid.rows;

  let cache = new HeatmapCache();
  const cold = await timeMs(
    () => computeHeatmap(floor, REQUEST, cache),
    runs,
    () => {
      cache = new HeatmapCache();
    },
  );
  const warm = await timeMs(
    () => computeHeatmap(floor, REQUEST, cache),
    runs,
    () => {
      cache.fields.clear();
      cache.responses.clear();
    },
  );
  const cached = await timeMs(() => computeHeatmap(floor, REQUEST, cache), runs * 10);
  log(
    `cold ${round(cold.medianMs)} ms, warm ${round(warm.medianMs)} ms, cached ${round(cached.medianMs)} ms`,
  );

  const detailedRequest: HeatmapRequest = { ...REQUEST, mode: 'detailed' };
  const detailedCold = await timeMs(
    () => computeHeatmap(floor, detailedRequest, cache),
    runs,
    () => {
      cache = new HeatmapCache();
    },
  );

  const predictionRequest: HeatmapRequest = { ...REQUEST, signalPrediction: 'one-floor' };
  computeHeatmap(designFloor, predictionRequest, new HeatmapCache());
  const prediction = await timeMs(
    () => computeHeatmap(designFloor, predictionRequest, cache),
    runs,
    () => {
      cache = new HeatmapCache();
    },
  );
  const grid = createCellGrid(
    designFloor.widthMeters,
    designFloor.heightMeters,
    'accurate',
    DEFAULT_ENGINE_OPTIONS.maxCells,
  );
  const model = resolvePredictionModel(designFloor.prediction, scenario.walls.x1.length);
  const targets = scenario.accessPoints.flatMap((ap) => ap.radios.map((radio) => ({ ap, radio })));
  const predictionField = await timeMs(() => predictRadioGrid(grid, scenario.walls, model, targets), runs);
  log(`prediction ${round(prediction.medianMs)} ms (field ${round(predictionField.medianMs)} ms)`);

  const pool = new HeatmapWorkerPool({ size: 2 });
  let poolMs = NaN;
  try {
    await pool.compute(floor, REQUEST);
    const radioIds = floor.radios.map((radio) => radio.id);
    // Each run leaves out a different radio, so the pool's result cache misses but the worker's operator is warm.
    let variant = 0;
    const pooled = await timeMs(
      () => pool.compute(floor, { ...REQUEST, radioIds: radioIds.filter((_, r) => r !== variant) }),
      runs,
      () => {
        variant++;
      },
    );
    poolMs = pooled.medianMs;
  } finally {
    await pool.close();
  }
  log(`worker pool, operator warm in the worker: ${round(poolMs)} ms`);

  const naive = naiveIdwMs(scenario, 37);
  log(`naive IDW ${round(naive.ms / 1000)} s extrapolated from ${naive.sampledCells} cells`);
  const quality = accuracy(scenario);
  log(`per-AP MAE ${round(quality.perApMaeDb)} dB, primary MAE ${round(quality.primaryMaeDb)} dB`);

  const path = writeBenchResult('heatmap', {
    coldMs: round(cold.medianMs),
    warmMs: round(warm.medianMs),
    cachedMs: round(cached.medianMs),
    naiveMs: round(naive.ms),
    speedupVsNaive: round(naive.ms / cold.medianMs),
    predictionMs: round(prediction.medianMs),
    perApMaeDb: round(quality.perApMaeDb),
    naiveSampledCells: naive.sampledCells,
    coldFirstRunMs: round(coldFirstRunMs),
    coldMinMs: round(cold.minMs),
    warmMinMs: round(warm.minMs),
    detailedColdMs: round(detailedCold.medianMs),
    predictionFieldMs: round(predictionField.medianMs),
    predictionMinMs: round(prediction.minMs),
    workerPoolWarmMs: round(poolMs),
    cpuMs: {
      cold: round(cold.cpuMedianMs),
      warm: round(warm.cpuMedianMs),
      prediction: round(prediction.cpuMedianMs),
    },
    primaryMaeDb: round(quality.primaryMaeDb),
    coverage: round(quality.coverage),
    scenario: {
      cells,
      cellMeters: first.grid.cellMeters,
      points: floor.points.xMeters.length,
      radios: floor.radios.length,
      walls: scenario.walls.x1.length,
      request: REQUEST,
      smoothVertices: first.vertices.length / 2,
    },
    machine: {
      node: process.version,
      cpus: cpus().length,
      runsPerFigure: runs,
      loadAverageBefore: round(loadBefore),
      loadAverageAfter: round(loadavg()[0] ?? NaN),
    },
  });
  log(`wrote ${path}`);
}
