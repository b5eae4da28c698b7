import { VertexBuffer, traceRegion, type ContourOptions } from './contours';
import { createCellGrid, describeGrid } from './grid';
import { resultBytes, type HeatmapCache } from './heatmap-cache';
import { chooseSource } from './heatmap-sources';
import { defaultLegend, isCategoricalType, isTransparentColor, NO_DATA_BIN, quantize } from './legend';
import { createMarchingScratch } from './marching-squares';
import { requirementThresholds, type HeatmapSource, type MetricOutput } from './metrics';
import { selectRadios } from './radio-selection';
import { heatmapCacheKey, normalizeHeatmapRequest, resolveEngineOptions } from './request';
import { buildRequirementMap, DEFAULT_REQUIREMENTS } from './requirements';
import type {
  FloorSurvey,
  HeatmapArea,
  HeatmapContour,
  HeatmapEngineOptions,
  HeatmapLegend,
  HeatmapRequest,
  HeatmapResult,
  HealthRequirements,
  NormalizedHeatmapRequest,
  RequirementThreshold,
} from './types';

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

/** The active requirement's threshold on the floor (default) and in each area that sets its own. */
function requirementThresholdsOf(
  floor: FloorSurvey,
  type: NormalizedHeatmapRequest['type'],
): RequirementThreshold[] {
  const base: HealthRequirements = { ...DEFAULT_REQUIREMENTS, ...floor.requirements };
  const areas = floor.areas ?? [];
  const values = requirementThresholds(type, [
    base,
    ...areas.map((area) => ({ ...base, ...area.requirements })),
  ]);
  if (values === null) {
    return [];
  }
  const floorValue = values[0] ?? NaN;
  const found: RequirementThreshold[] = Number.isFinite(floorValue)
    ? [{ areaId: null, value: floorValue }]
    : [];
  areas.forEach((area, index) => {
    const value = values[index + 1] ?? NaN;
    if (Number.isFinite(value) && value !== floorValue) {
      found.push({ areaId: area.id, value });
    }
  });
  return found;
}

/**
 * Computes one heatmap for a floor: picks measured data (or a one-floor prediction when nothing is measured
 * and the request asks for it), applies the filters, interpolates per radio through the cached operator, runs
 * the metric pass, and encodes `bins` (always) plus smooth-mode polygons, all in floor-plan pixels. With a
 * cache, operators, radio grids and finished results are reused; the result's `etag` is the cache key.
 * `sourceOverride` draws values predicted elsewhere (a multi-floor prediction on the request's grid) instead;
 * its results are not cached here, since the key does not cover it.
 */
export function computeHeatmap(
  floor: FloorSurvey,
  request: HeatmapRequest,
  cache?: HeatmapCache,
  engineOptions: Partial<HeatmapEngineOptions> = {},
  sourceOverride?: HeatmapSource,
): HeatmapResult {
  const normalized = normalizeHeatmapRequest(request);
  const options = resolveEngineOptions(engineOptions);
  const etag = heatmapCacheKey(floor, normalized, options);
  const resultCache = sourceOverride === undefined ? cache : undefined;
  const cachedResult = resultCache?.responses.get(etag);
  if (cachedResult !== undefined) {
    return cachedResult;
  }
  assertFloorShape(floor);
  const grid = createCellGrid(floor.widthMeters, floor.heightMeters, normalized.accuracy, options.maxCells);
  const cellCount = grid.cols * grid.rows;
  const gridDescription = describeGrid(grid, floor.metersPerPixel);
  const legend = defaultLegend(normalized.type);
  const source = sourceOverride ?? chooseSource(floor, normalized, grid, options, cache);
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
    requirements: requirementThresholdsOf(floor, normalized.type),
    legend: normalized.legend ? legend : null,
    grid: gridDescription,
    source: source !== null && selected.length > 0 ? source.kind : 'none',
  };
  resultCache?.responses.set(etag, result, resultBytes(result));
  return result;
}
