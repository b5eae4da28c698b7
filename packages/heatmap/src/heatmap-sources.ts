import { cellCentres, type CellGrid } from './grid';
import { hashString } from './hash';
import { fieldBytes, type HeatmapCache } from './heatmap-cache';
import { createMetricPass, type HeatmapSource, type MetricOutput, type SourceSetup } from './metrics';
import {
  applyOperator,
  buildInterpolationOperator,
  operatorMask,
  type InterpolationOperator,
} from './operator';
import { predictRadioGrid, type PredictedRadio } from './predict-field';
import { resolvePredictionModel } from './prediction';
import { measuredCatalog, simulatedCatalog } from './radio-selection';
import type { FloorSurvey, HeatmapEngineOptions, NormalizedHeatmapRequest } from './types';

function operatorKey(floor: FloorSurvey, grid: CellGrid, options: HeatmapEngineOptions): string {
  return [
    'op',
    floor.floorId,
    floor.dataVersion,
    grid.cols,
    grid.rows,
    grid.cellMeters,
    options.interpolation,
    options.maskRadiusMeters,
    options.isHullOnly,
  ].join('|');
}

/** The floor's interpolation operator for this grid, from the cache or freshly built (and cached). */
function getOperator(
  floor: FloorSurvey,
  grid: CellGrid,
  options: HeatmapEngineOptions,
  cache: HeatmapCache | undefined,
): InterpolationOperator {
  const key = operatorKey(floor, grid, options);
  const cached = cache?.operators.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const operator = buildInterpolationOperator(floor.points, cellCentres(grid), {
    method: options.interpolation,
    maskRadiusMeters: options.maskRadiusMeters,
    isHullOnly: options.isHullOnly,
  });
  cache?.operators.set(key, operator, operator.bytes);
  return operator;
}

/** Measured noise per point, with unknown points given the median measured noise; null when none is known. */
function filledNoise(noise: Float32Array | undefined): Float32Array | null {
  if (noise === undefined) {
    return null;
  }
  const known = Array.from(noise)
    .filter((value) => !Number.isNaN(value))
    .sort((a, b) => a - b);
  if (known.length === 0) {
    return null;
  }
  const median = known[Math.floor(known.length / 2)] ?? NaN;
  return noise.map((value) => (Number.isNaN(value) ? median : value));
}

/** Cells interpolated per block: the block's radio values (cells × radios) stay in cache, never the floor's. */
const BLOCK_CELLS = 1024;

/**
 * Interpolates the needed radios through the floor's operator block by block, feeding each block straight to
 * the metric pass, so no floor-sized per-radio grid is allocated.
 */
function runMeasured(
  floor: FloorSurvey,
  grid: CellGrid,
  needed: readonly number[],
  setup: SourceSetup,
  options: HeatmapEngineOptions,
  cache: HeatmapCache | undefined,
): MetricOutput {
  const operator = getOperator(floor, grid, options, cache);
  const cellCount = grid.cols * grid.rows;
  const noise = filledNoise(floor.noiseDbm);
  const noiseDbm =
    noise === null
      ? null
      : applyOperator(operator, noise, 1, Int32Array.of(0), new Float32Array(cellCount).fill(NaN));
  const pass = createMetricPass({ ...setup, hasData: operatorMask(operator), noiseDbm });
  const width = needed.length;
  // The needed columns of V, packed (points × needed), so the interpolation reads contiguous rows.
  const radioCount = floor.radios.length;
  const packed = new Float32Array(floor.points.xMeters.length * width);
  for (let p = 0; p < floor.points.xMeters.length; p++) {
    for (let j = 0; j < width; j++) {
      packed[p * width + j] = floor.V[p * radioCount + (needed[j] ?? 0)] ?? options.notHeardDbm;
    }
  }
  const columns = Int32Array.from(needed, (_, j) => j);
  const block = new Float32Array(BLOCK_CELLS * width);
  for (let start = 0; start < cellCount; start += BLOCK_CELLS) {
    const end = Math.min(start + BLOCK_CELLS, cellCount);
    applyOperator(operator, packed, width, columns, block, start, end);
    pass.run(start, end, block);
  }
  return pass.output;
}

/** Predicts the needed radios over the whole grid (cached: it is the expensive part) and runs the metric pass. */
function runPredicted(
  floor: FloorSurvey,
  grid: CellGrid,
  targets: readonly PredictedRadio[],
  setup: SourceSetup,
  cache: HeatmapCache | undefined,
  visualizationHeightMeters: number,
): MetricOutput {
  const fieldKey = [
    'pred',
    floor.floorId,
    floor.dataVersion,
    grid.cols,
    grid.rows,
    grid.cellMeters,
    hashString(targets.map((target) => target.radio.id).join(',')),
    visualizationHeightMeters,
  ].join('|');
  let field = cache?.fields.get(fieldKey);
  if (field === undefined) {
    const model = resolvePredictionModel(
      floor.prediction,
      floor.walls?.x1.length ?? 0,
      visualizationHeightMeters,
    );
    field = { values: predictRadioGrid(grid, floor.walls, model, targets) };
    cache?.fields.set(fieldKey, field, fieldBytes(field));
  }
  const pass = createMetricPass({ ...setup, hasData: null, noiseDbm: null });
  const cellCount = grid.cols * grid.rows;
  const width = targets.length;
  const planes = field.values;
  const block = new Float32Array(BLOCK_CELLS * width);
  for (let start = 0; start < cellCount; start += BLOCK_CELLS) {
    const end = Math.min(start + BLOCK_CELLS, cellCount);
    // Gather the block cell-major from the radio planes: each plane is read sequentially.
    for (let j = 0; j < width; j++) {
      const plane = j * cellCount;
      for (let c = start; c < end; c++) {
        block[(c - start) * width + j] = planes[plane + c] ?? 0;
      }
    }
    pass.run(start, end, block);
  }
  return pass.output;
}

/** Measured data when the floor has any; otherwise a one-floor prediction when asked for; otherwise nothing. */
export function chooseSource(
  floor: FloorSurvey,
  request: NormalizedHeatmapRequest,
  grid: CellGrid,
  options: HeatmapEngineOptions,
  cache: HeatmapCache | undefined,
): HeatmapSource | null {
  if (floor.points.xMeters.length > 0 && floor.radios.length > 0) {
    return {
      kind: 'measured',
      catalog: measuredCatalog(floor),
      run: (needed, setup) => runMeasured(floor, grid, needed, setup, options, cache),
    };
  }
  if (request.signalPrediction === 'one-floor' && (floor.accessPoints ?? []).length > 0) {
    const { radios, apIndex } = simulatedCatalog(floor);
    const aps = floor.accessPoints ?? [];
    const targetOf = (index: number): PredictedRadio[] => {
      const ap = aps[apIndex[index] ?? -1];
      const radio = ap?.radios.find((candidate) => candidate.id === radios[index]?.id);
      return ap === undefined || radio === undefined ? [] : [{ ap, radio }];
    };
    return {
      kind: 'predicted',
      catalog: radios,
      run: (needed, setup) =>
        runPredicted(floor, grid, needed.flatMap(targetOf), setup, cache, request.visualizationHeightMeters),
    };
  }
  return null;
}
