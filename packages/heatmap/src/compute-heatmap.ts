import { VertexBuffer, traceRegion, type ContourOptions } from './contours';
import { cellCentres, createCellGrid, describeGrid, type CellGrid } from './grid';
import { hashString } from './hash';
import { fieldBytes, resultBytes, type HeatmapCache, type RadioField } from './heatmap-cache';
import { defaultLegend, isCategoricalType, isTransparentColor, NO_DATA_BIN, quantize } from './legend';
import { computeMetric, type MetricOutput } from './metrics';
import { applyOperator, buildInterpolationOperator, type InterpolationOperator } from './operator';
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
): { key: string; operator: InterpolationOperator } {
  const key = operatorKey(floor, grid, options);
  const cached = cache?.operators.get(key);
  if (cached !== undefined) {
    return { key, operator: cached };
  }
  const operator = buildInterpolationOperator(floor.points, cellCentres(grid), {
    method: options.interpolation,
    maskRadiusMeters: options.maskRadiusMeters,
    isHullOnly: options.isHullOnly,
  });
  cache?.operators.set(key, operator, operator.bytes);
  return { key, operator };
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

function measuredField(
  floor: FloorSurvey,
  grid: CellGrid,
  needed: readonly number[],
  options: HeatmapEngineOptions,
  cache: HeatmapCache | undefined,
): RadioField {
  const { key, operator } = getOperator(floor, grid, options, cache);
  const fieldKey = `${key}|${hashString(needed.join(','))}`;
  const cached = cache?.fields.get(fieldKey);
  if (cached !== undefined) {
    return cached;
  }
  const cellCount = grid.cols * grid.rows;
  const values = applyOperator(
    operator,
    floor.V,
    floor.radios.length,
    Int32Array.from(needed),
    new Float32Array(cellCount * needed.length),
  );
  const hasData = new Uint8Array(cellCount);
  for (let c = 0; c < cellCount; c++) {
    hasData[c] = (operator.offsets[c + 1] ?? 0) > (operator.offsets[c] ?? 0) ? 1 : 0;
  }
  const noise = filledNoise(floor.noiseDbm);
  const noiseDbm =
    noise === null
      ? null
      : applyOperator(operator, noise, 1, Int32Array.of(0), new Float32Array(cellCount).fill(NaN));
  const field: RadioField = { values, hasData, noiseDbm };
  cache?.fields.set(fieldKey, field, fieldBytes(field));
  return field;
}

function predictedField(
  floor: FloorSurvey,
  grid: CellGrid,
  targets: readonly PredictedRadio[],
  cache: HeatmapCache | undefined,
): RadioField {
  const fieldKey = [
    'pred',
    floor.floorId,
    floor.dataVersion,
    grid.cols,
    grid.rows,
    grid.cellMeters,
    hashString(targets.map((target) => target.radio.id).join(',')),
  ].join('|');
  const cached = cache?.fields.get(fieldKey);
  if (cached !== undefined) {
    return cached;
  }
  const model = resolvePredictionModel(floor.prediction, floor.walls?.x1.length ?? 0);
  const field: RadioField = {
    values: predictRadioGrid(grid, floor.walls, model, targets),
    hasData: null,
    noiseDbm: null,
  };
  cache?.fields.set(fieldKey, field, fieldBytes(field));
  return field;
}

interface Source {
  kind: HeatmapResult['source'];
  catalog: CatalogRadio[];
  field: (needed: readonly number[]) => RadioField;
}

/** Measured data when the floor has any; otherwise a one-floor prediction when asked for; otherwise nothing. */
function chooseSource(
  floor: FloorSurvey,
  request: NormalizedHeatmapRequest,
  grid: CellGrid,
  options: HeatmapEngineOptions,
  cache: HeatmapCache | undefined,
): Source {
  if (floor.points.xMeters.length > 0 && floor.radios.length > 0) {
    return {
      kind: 'measured',
      catalog: measuredCatalog(floor),
      field: (needed) => measuredField(floor, grid, needed, options, cache),
    };
  }
  if (request.signalPrediction === 'one-floor' && (floor.accessPoints ?? []).length > 0) {
    const { radios, apIndex } = simulatedCatalog(floor);
    const aps = floor.accessPoints ?? [];
    return {
      kind: 'predicted',
      catalog: radios,
      field: (needed) =>
        predictedField(
          floor,
          grid,
          needed.flatMap((index) => {
            const ap = aps[apIndex[index] ?? -1];
            const radio = ap?.radios.find((candidate) => candidate.id === radios[index]?.id);
            return ap === undefined || radio === undefined ? [] : [{ ap, radio }];
          }),
          cache,
        ),
    };
  }
  return {
    kind: 'none',
    catalog: [],
    field: () => ({ values: new Float32Array(0), hasData: null, noiseDbm: null }),
  };
}

/** Builds the smooth-mode fills and the requirement outline from the metric grid. */
function traceSmooth(
  metric: MetricOutput,
  legend: HeatmapLegend,
  request: NormalizedHeatmapRequest,
  contourOptions: ContourOptions,
  vertices: VertexBuffer,
): { areas: HeatmapArea[]; contours: HeatmapContour[] } {
  const values = Array.from(metric.values);
  const areas: HeatmapArea[] = [];
  const isGreyed = request.requirementGreyOut && metric.margin !== null;
  const bottom = legend.entries[0];
  if (bottom !== undefined && !isTransparentColor(bottom.color)) {
    const dataRegion = values.map((value) => (Number.isNaN(value) ? NaN : 1));
    areas.push({ bin: 0, value: null, rings: traceRegion(dataRegion, 0.5, contourOptions, vertices) });
  }
  legend.thresholds.forEach((threshold, k) => {
    const next = legend.thresholds[k + 1];
    // Under grey-out a band that lies wholly below a uniform requirement is painted over anyway.
    const isHidden =
      isGreyed &&
      legend.isHigherBetter &&
      metric.requirementValue !== null &&
      next !== undefined &&
      next <= metric.requirementValue;
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
    const margin = Array.from(metric.margin);
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
  const grid = createCellGrid(floor.widthMeters, floor.heightMeters, normalized.accuracy, options.maxCells);
  const cellCount = grid.cols * grid.rows;
  const gridDescription = describeGrid(grid, floor.metersPerPixel);
  const legend = defaultLegend(normalized.type);
  const source = chooseSource(floor, normalized, grid, options, cache);
  const { selected, needed } = selectRadios(source.catalog, normalized, source.kind === 'predicted');
  const vertices = new VertexBuffer();
  let bins = new Uint8Array(cellCount).fill(NO_DATA_BIN);
  let areas: HeatmapArea[] = [];
  let contours: HeatmapContour[] = [];
  if (selected.length > 0) {
    const field = source.field(needed);
    const selectedSet = new Set(selected);
    const metric = computeMetric({
      type: normalized.type,
      cellCount,
      values: field.values,
      hasData: field.hasData,
      columns: needed.map((index) => source.catalog[index]).filter((radio) => radio !== undefined),
      isSelected: Uint8Array.from(needed, (index) => (selectedSet.has(index) ? 1 : 0)),
      noiseDbm: field.noiseDbm,
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
    source: selected.length > 0 ? source.kind : 'none',
  };
  cache?.responses.set(etag, result, resultBytes(result));
  return result;
}
