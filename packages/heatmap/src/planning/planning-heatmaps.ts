import { VertexBuffer, traceRegion, type ContourOptions } from '../contours';
import { describeGrid, type CellGrid } from '../grid';
import { GREY_BIN, GREY_COLOR, NO_DATA_BIN, quantize, rampColor } from '../legend';
import { createMarchingScratch } from '../marching-squares';
import type {
  Band,
  HeatmapArea,
  HeatmapGrid,
  HeatmapLegend,
  LegendEntry,
  PlanningHeatmapType,
} from '../types';
import type { DeviceProfile } from './device-profiles';
import { servingRadio } from './capacity';
import type { RequirementCriterion, SignalField } from './requirement-eval';

/** Colour of cells passing every criterion of their requirement. */
export const PASS_COLOR = '#1a9641';
/** Colours of failing criteria, in the legend's order (cycled past the fifth). */
const FAIL_COLORS = ['#d7191c', '#fdae61', '#7b3294', '#2c7bb6', '#8c510a', '#e7298a'];

/** Airtime bins of the capacity heatmap, in percent; 70 % is the overload line. */
const CAPACITY_THRESHOLDS = [10, 30, 50, 70, 90];
/** AP-count bins: 0, 1, 2, 3, 4 or more APs heard. */
const AP_COUNT_THRESHOLDS = [1, 2, 3, 4];
/** Signed change bins of the difference heatmap, in dB. */
const DIFFERENCE_THRESHOLDS = [-10, -5, -2, 2, 5, 10];

/** A criterion as the requirement legend names it. */
export interface LegendCriterion {
  type: string;
  comparison: RequirementCriterion['comparison'];
  value: number;
  band: Band | undefined;
}

function legendOf(
  type: PlanningHeatmapType,
  unit: HeatmapLegend['unit'],
  thresholds: readonly number[],
  entries: LegendEntry[],
  isHigherBetter: boolean,
): HeatmapLegend {
  return {
    type,
    unit,
    thresholds: [...thresholds],
    entries,
    greyBin: GREY_BIN,
    greyColor: GREY_COLOR,
    noDataBin: NO_DATA_BIN,
    isHigherBetter,
  };
}

function rampEntries(thresholds: readonly number[], unit: string, isHigherBetter: boolean): LegendEntry[] {
  const count = thresholds.length + 1;
  return Array.from({ length: count }, (_, bin) => {
    const min = bin === 0 ? null : (thresholds[bin - 1] ?? null);
    const max = bin === count - 1 ? null : (thresholds[bin] ?? null);
    const label =
      min === null
        ? `< ${max ?? ''} ${unit}`
        : max === null
          ? `≥ ${min} ${unit}`
          : `${min} to ${max} ${unit}`;
    const goodness = isHigherBetter ? bin / (count - 1) : 1 - bin / (count - 1);
    return { bin, min, max, color: rampColor(goodness), label };
  });
}

function criterionLabel(criterion: LegendCriterion): string {
  const sign = criterion.comparison === 'AT_LEAST' ? '≥' : '≤';
  const band = criterion.band === undefined ? '' : ` (${criterion.band})`;
  return `Fails ${criterion.type} ${sign} ${criterion.value}${band}`;
}

/**
 * The requirement legend: bin 0 passes, bin k fails `criteria[k − 1]` first. Cell values are the bin numbers,
 * so bin k holds [k, k + 1).
 */
export function requirementLegend(criteria: readonly LegendCriterion[]): HeatmapLegend {
  const thresholds = criteria.map((_, index) => index + 1);
  const entries: LegendEntry[] = [
    {
      bin: 0,
      min: null,
      max: criteria.length === 0 ? null : 1,
      color: PASS_COLOR,
      label: 'Passes the requirement',
    },
    ...criteria.map((criterion, index) => ({
      bin: index + 1,
      min: index + 1,
      max: index + 1 === criteria.length ? null : index + 2,
      color: FAIL_COLORS[index % FAIL_COLORS.length] ?? GREY_COLOR,
      label: criterionLabel(criterion),
      criterion: criterion.type,
    })),
  ];
  return legendOf('requirement', 'criterion', thresholds, entries, false);
}

/** The legend of the capacity, ap-count and difference heatmaps. */
export function planningLegend(type: Exclude<PlanningHeatmapType, 'requirement'>): HeatmapLegend {
  switch (type) {
    case 'capacity':
      return legendOf(
        'capacity',
        '%',
        CAPACITY_THRESHOLDS,
        rampEntries(CAPACITY_THRESHOLDS, '%', false),
        false,
      );
    case 'ap-count':
      return legendOf(
        'ap-count',
        'count',
        AP_COUNT_THRESHOLDS,
        rampEntries(AP_COUNT_THRESHOLDS, 'APs', true),
        true,
      );
    default:
      return legendOf(
        'difference',
        'dB',
        DIFFERENCE_THRESHOLDS,
        rampEntries(DIFFERENCE_THRESHOLDS, 'dB', true),
        true,
      );
  }
}

/**
 * The capacity heatmap's values: at every cell a client of the device would associate with (a radio heard), the
 * airtime of that serving radio in percent (0 included); NaN where no radio serves.
 */
export function servingAirtimeValues(
  field: SignalField,
  device: DeviceProfile,
  airtimePercentByRadio: ArrayLike<number>,
): Float32Array {
  const values = new Float32Array(field.cellCount).fill(NaN);
  for (let c = 0; c < field.cellCount; c++) {
    const radio = servingRadio(field, device, c);
    if (radio >= 0) {
      values[c] = airtimePercentByRadio[radio] ?? 0;
    }
  }
  return values;
}

/**
 * Distinct APs heard at or above `limitDbm[c]` per cell over the radios of `band` (all bands when undefined);
 * NaN where no radio of the band is heard at `heardDbm` or better (not covered). Radio planes are read one after
 * another, grouped by AP, and a cell counts an AP once (the last AP counted at each cell is remembered).
 */
export function apCountValues(
  field: SignalField,
  band: Band | undefined,
  limitDbm: ArrayLike<number>,
  heardDbm: number,
): Float32Array {
  const { cellCount, planes } = field;
  const byAp = new Map<string, number[]>();
  field.radios.forEach((radio, j) => {
    if (band === undefined || radio.band === band) {
      byAp.set(radio.apId, [...(byAp.get(radio.apId) ?? []), j]);
    }
  });
  const counts = new Float32Array(cellCount);
  const covered = new Uint8Array(cellCount);
  const lastAp = new Int32Array(cellCount).fill(-1);
  let ap = 0;
  for (const columns of byAp.values()) {
    for (const j of columns) {
      const plane = planes.subarray(j * cellCount, (j + 1) * cellCount);
      for (let c = 0; c < cellCount; c++) {
        const rssi = plane[c] ?? -Infinity;
        if (rssi >= heardDbm) {
          covered[c] = 1;
        }
        if (rssi >= (limitDbm[c] ?? Infinity) && lastAp[c] !== ap) {
          lastAp[c] = ap;
          counts[c] = (counts[c] ?? 0) + 1;
        }
      }
    }
    ap++;
  }
  return counts.map((count, c) => (covered[c] === 1 ? count : NaN));
}

/** The strongest signal per cell over the radios of `band` (all when undefined); NaN below `heardDbm`. */
export function bestSignalValues(field: SignalField, band: Band | undefined, heardDbm: number): Float32Array {
  const { cellCount, planes } = field;
  const values = new Float32Array(cellCount).fill(NaN);
  field.radios.forEach((radio, j) => {
    if (band !== undefined && radio.band !== band) {
      return;
    }
    for (let c = 0; c < cellCount; c++) {
      const rssi = planes[j * cellCount + c] ?? -Infinity;
      const best = values[c] ?? NaN;
      if (rssi >= heardDbm && (Number.isNaN(best) || rssi > best)) {
        values[c] = rssi;
      }
    }
  });
  return values;
}

/** A rendered value grid: legend bins per cell, and in smooth mode the fills in floor-plan pixels. */
export interface RenderedValues {
  bins: Uint8Array<ArrayBuffer>;
  vertices: Float32Array<ArrayBuffer>;
  areas: HeatmapArea[];
  grid: HeatmapGrid;
}

/**
 * Quantises per-cell values (NaN = no data) with a legend and, in smooth mode, traces each bin's region
 * (values ≥ its lower bound, painted lowest first) like the signal heatmaps; categorical values (requirement
 * criteria, AP counts) are traced on cell edges.
 */
export function renderValues(
  values: Float32Array,
  grid: CellGrid,
  metersPerPixel: number,
  legend: HeatmapLegend,
  options: { mode: 'smooth' | 'detailed'; isCategorical: boolean; toleranceCells?: number },
): RenderedValues {
  const description = describeGrid(grid, metersPerPixel);
  const bins = quantize(values, legend.thresholds, null);
  const vertices = new VertexBuffer();
  const areas: HeatmapArea[] = [];
  if (options.mode === 'smooth') {
    const contourOptions: ContourOptions = {
      cols: grid.cols,
      rows: grid.rows,
      isSmooth: !options.isCategorical,
      unitsPerCell: description.unitsPerCell,
      toleranceCells: options.toleranceCells ?? 0.5,
      scratch: createMarchingScratch(grid.cols, grid.rows),
    };
    const dataRegion = values.map((value) => (Number.isNaN(value) ? NaN : 1));
    areas.push({ bin: 0, value: null, rings: traceRegion(dataRegion, 0.5, contourOptions, vertices) });
    const present = new Set(bins);
    legend.thresholds.forEach((threshold, k) => {
      if ([...present].some((bin) => bin !== NO_DATA_BIN && bin >= k + 1)) {
        areas.push({
          bin: k + 1,
          value: threshold,
          rings: traceRegion(values, threshold, contourOptions, vertices),
        });
      }
    });
  }
  return { bins, vertices: vertices.toArray(), areas, grid: description };
}
