import { VertexBuffer, traceRegion, type ContourOptions } from './contours';
import { createMarchingScratch } from './marching-squares';
import { cellCentres, createCellGrid, describeGrid, type CellGrid } from './grid';
import { hashString } from './hash';
import { fieldBytes, resultBytes, type HeatmapCache } from './heatmap-cache';
import { defaultLegend, isCategoricalType, isTransparentColor, NO_DATA_BIN, quantize } from './legend';
import { createMetricPass, type MetricOutput, type MetricSetup } from './metrics';
import {
  applyOperator,
  buildInterpolationOperator,
  operatorMask,
  type InterpolationOperator,
} from './operator';
import { predictRadioGrid, type PredictedRadio } from './predict-field';
import { resolvePredictionModel } from './prediction';
import { measuredCatalog, selectRadios, simulatedCatalog, type CatalogRadio } from './radio-selection';
import { heatmapCacheKey, normalizeHeatmapRequest, resolveEngineOptions } from './request';
import { buildRequirementMap } from './requirements';
import type {
  FloorSurvey,
  HeatmapArea,
  HeatmapContour,
  HeatmapEngineOptions,
  HeatmapLegend,
  HeatmapRequest,
  HeatmapResult,
  NormalizedHeatmapRequest,
} from './types';

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
  setup: Omit<MetricSetup, 'hasData' | 'noiseDbm'>,
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
  setup: Omit<MetricSetup, 'hasData' | 'noiseDbm'>,
  cache: HeatmapCache | undefined,
): MetricOutput {
  const fieldKey = [
    'pred',
    floor.floorId,
    floor.dataVersion,
    grid.cols,
    grid.rows,
    grid.cellMeters,
    hashString(targets.map((target) => target.radio.id).join(',')),
  ].join('|');
  let field = cache?.fields.get(fieldKey);
  if (field === undefined) {
    const model = resolvePredictionModel(floor.prediction, floor.walls?.x1.length ?? 0);
    field = { values: predictRadioGrid(grid, floor.walls, model, targets), hasData: null, noiseDbm: null };
    cache?.fields.set(fieldKey, field, fieldBytes(field));
  }
  const pass = createMetricPass({ ...setup, hasData: null, noiseDbm: null });
  pass.run(0, grid.cols * grid.rows, field.values);
  return pass.output;
}

interface Source {
  kind: HeatmapResult['source'];
  catalog: CatalogRadio[];
  run: (needed: readonly number[], setup: Omit<MetricSetup, 'hasData' | 'noiseDbm'>) => MetricOutput;
}

/** Measured data when the floor has any; otherwise a one-floor prediction when asked for; otherwise nothing. */
function chooseSource(
  floor: FloorSurvey,
  request: NormalizedHeatmapRequest,
  grid: CellGrid,
  options: HeatmapEngineOptions,
  cache: HeatmapCache | undefined,
): Source | null {
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
      run: (needed, setup) => runPredicted(floor, grid, needed.flatMap(targetOf), setup, cache),
    };
  }
  return null;
}

/** Builds the smooth-mode fills and the requirement outline from the metric grid. */
function traceSmooth(
  metric: MetricOutput,
  legend: HeatmapLegend,
  request: NormalizedHeatmapRequest,
  contourOptions: ContourOptions,
  vertices: VertexBuffer,
): { areas: HeatmapArea[]; contours: HeatmapContour[] } {
  const values = metric.values;
  const areas: HeatmapArea[] = [];
  const isGreyed = request.requirementGreyOut && metric.margin !== null;
  const bottom = legend.entries[0];
  if (bottom !== undefined && !isTransparentColor(bottom.color)) {
    const dataRegion = values.map((value) => (Number.isNaN(value) ? NaN : 1));
    areas.push({ bin: 0, value: null, rings: traceRegion(dataRegion, 0.5, contourOptions, vertices) });
  }
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) {
      min = value;
    }
    if (value > max) {
      max = value;
    }
  }
  legend.thresholds.forEach((threshold, k) => {
    const next = legend.thresholds[k + 1];
    // A band is not traced when it is empty, when the next band covers all data, or when, under grey-out, it
    // lies wholly below a uniform requirement: it would be painted over anyway.
    const isHidden =
      threshold > max ||
      (next !== undefined && next <= min) ||
      (isGreyed &&
        legend.isHigherBetter &&
        metric.requirementValue !== null &&
        next !== undefined &&
        next <= metric.requirementValue);
    if (!isHidden) {
      areas.push({
        bin: k + 1,
        value: threshold,
        rings: traceRegion(values, threshold, contourOptions, vertices),
      });
    }
  });
  const contours: HeatmapContour[] = [];
  if (metric.margin !== null) {
    const margin = metric.margin;
    if (isGreyed) {
      const failing = margin.map((value) => -value);
      areas.push({
        bin: legend.greyBin,
        value: null,
        rings: traceRegion(failing, 1e-6, contourOptions, vertices),
      });
    }
    contours.push({
      kind: 'requirement',
      value: metric.requirementValue,
      rings: traceRegion(margin, 0, contourOptions, vertices),
    });
  }
  return { areas, contours };
}

/** Rejects a floor whose arrays disagree on the number of points or radios (it would read garbage). */
function assertFloorShape(floor: FloorSurvey): void {
  const pointCount = floor.points.xMeters.length;
  if (floor.points.yMeters.length !== pointCount) {
    throw new RangeError('points.xMeters and points.yMeters differ in length');
  }
  if (floor.V.length !== pointCount * floor.radios.length) {
    throw new RangeError(
      `V holds ${floor.V.length} values, expected ${pointCount} points × ${floor.radios.length} radios`,
    );
  }
  if (floor.noiseDbm !== undefined && floor.noiseDbm.length !== pointCount) {
    throw new RangeError('noiseDbm needs one value per point');
  }
  if (!(floor.metersPerPixel > 0)) {
    throw new RangeError('metersPerPixel must be positive');
  }
}

/**
 * Computes one heatmap for a floor: picks measured data (or a one-floor prediction when nothing is measured
 * and the request asks for it), applies the filters, interpolates per radio through the cached operator, runs
 * the metric pass, and encodes `bins` (always) plus smooth-mode polygons, all in floor-plan pixels. With a
 * cache, operators, radio grids and finished results are reused; the result's `etag` is the cache key.
 */
export function computeHeatmap(
  floor: FloorSurvey,
  request: HeatmapRequest,
  cache?: HeatmapCache,
  engineOptions: Partial<HeatmapEngineOptions> = {},
): HeatmapResult {
  const normalized = normalizeHeatmapRequest(request);
  const options = resolveEngineOptions(engineOptions);
  const etag = heatmapCacheKey(floor, normalized, options);
  const cachedResult = cache?.responses.get(etag);
  if (cachedResult !== undefined) {
    return cachedResult;
  }
  assertFloorShape(floor);
  const grid = createCellGrid(floor.widthMeters, floor.heightMeters, normalized.accuracy, options.maxCells);
  const cellCount = grid.cols * grid.rows;
  const gridDescription = describeGrid(grid, floor.metersPerPixel);
  const legend = defaultLegend(normalized.type);
  const source = chooseSource(floor, normalized, grid, options, cache);
  const { selected, needed } =
    source === null
      ? { selected: [], needed: [] }
      : selectRadios(source.catalog, normalized, source.kind === 'predicted');
  const vertices = new VertexBuffer();
  let bins = new Uint8Array(cellCount).fill(NO_DATA_BIN);
  let areas: HeatmapArea[] = [];
  let contours: HeatmapContour[] = [];
  if (source !== null && selected.length > 0) {
    const selectedSet = new Set(selected);
    const metric = source.run(needed, {
      type: normalized.type,
      cellCount,
      columns: needed.flatMap((index) => source.catalog[index] ?? []),
      isSelected: Uint8Array.from(needed, (index) => (selectedSet.has(index) ? 1 : 0)),
      requirements: buildRequirementMap(floor, grid),
      options,
    });
    bins = quantize(
      metric.values,
      legend.thresholds,
      normalized.requirementGreyOut ? metric.margin : null,
      bins,
    );
    if (normalized.mode === 'smooth') {
      ({ areas, contours } = traceSmooth(
        metric,
        legend,
        normalized,
        {
          cols: grid.cols,
          rows: grid.rows,
          isSmooth: !isCategoricalType(normalized.type),
          unitsPerCell: gridDescription.unitsPerCell,
          toleranceCells: options.simplifyToleranceCells,
          scratch: createMarchingScratch(grid.cols, grid.rows),
        },
        vertices,
      ));
    }
  }
  const result: HeatmapResult = {
    etag,
    binType: 'square',
    bins,
    vertices: vertices.toArray(),
    areas,
    contours,
    legend: normalized.legend ? legend : null,
    grid: gridDescription,
    source: source !== null && selected.length > 0 ? source.kind : 'none',
  };
  cache?.responses.set(etag, result, resultBytes(result));
  return result;
}
