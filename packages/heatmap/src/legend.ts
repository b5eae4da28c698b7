import type { HeatmapLegend, HeatmapType, LegendEntry } from './types';

/** Bin of a cell that fails the active requirement under requirement grey-out. */
export const GREY_BIN = 254;
/** Bin of a cell without data. */
export const NO_DATA_BIN = 255;
export const GREY_COLOR = '#757575';
const TRANSPARENT = '#00000000';

/**
 * Bad → good anchors: red, orange, amber, green, dark green. Darker than RdYlGn so every legend swatch reaches
 * 3:1 against the white legend panel (WCAG 1.4.11; RdYlGn's yellows were 1.3–1.9:1), checked in contrast.test.ts.
 */
const RAMP_ANCHORS = [
  [165, 0, 38],
  [194, 65, 12],
  [161, 98, 7],
  [77, 124, 15],
  [0, 104, 55],
] as const;

/** Colour at t ∈ [0, 1] on the bad → good ramp, as #rrggbb. */
export function rampColor(t: number): string {
  const position = Math.min(Math.max(t, 0), 1) * (RAMP_ANCHORS.length - 1);
  const index = Math.min(Math.floor(position), RAMP_ANCHORS.length - 2);
  const f = position - index;
  const from = RAMP_ANCHORS[index] ?? RAMP_ANCHORS[0];
  const to = RAMP_ANCHORS[index + 1] ?? RAMP_ANCHORS[0];
  return `#${from
    .map((channel, k) =>
      Math.round(channel + ((to[k] ?? channel) - channel) * f)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

interface LegendSpec {
  unit: HeatmapLegend['unit'];
  thresholds: number[];
  isHigherBetter: boolean;
  /** Whether values below the first threshold are painted (bin 0) or left transparent. */
  isBelowRangeShown: boolean;
  labels?: string[];
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let v = from; v <= to + 1e-9; v += step) {
    values.push(Math.round(v * 1000) / 1000);
  }
  return values;
}

const SPECS: Readonly<Record<HeatmapType, LegendSpec>> = {
  'primary-coverage': {
    unit: 'dBm',
    thresholds: range(-90, -30, 5),
    isHigherBetter: true,
    isBelowRangeShown: false,
  },
  'secondary-coverage': {
    unit: 'dBm',
    thresholds: range(-90, -30, 5),
    isHigherBetter: true,
    isBelowRangeShown: false,
  },
  snr: { unit: 'dB', thresholds: range(5, 45, 5), isHigherBetter: true, isBelowRangeShown: false },
  'channel-interference': {
    unit: 'count',
    thresholds: range(1, 6, 1),
    isHigherBetter: false,
    isBelowRangeShown: true,
  },
  'data-rate': {
    unit: 'Mbps',
    thresholds: [6, 12, 24, 54, 100, 150, 200, 300, 400, 600, 800, 1200],
    isHigherBetter: true,
    isBelowRangeShown: false,
  },
  throughput: {
    unit: 'Mbps',
    thresholds: [5, 10, 20, 40, 60, 100, 150, 200, 300, 400, 600],
    isHigherBetter: true,
    isBelowRangeShown: false,
  },
  'network-health': {
    unit: 'issue',
    thresholds: [1, 2, 3, 4, 5],
    isHigherBetter: false,
    isBelowRangeShown: false,
    labels: [
      'Pass',
      'Primary coverage',
      'Secondary coverage',
      'Signal to noise ratio',
      'Channel interference',
      'Data rate',
    ],
  },
};

const HEALTH_COLORS = ['#d7191c', '#8c510a', '#7b3294', '#2c7bb6', '#c25400'];

function rangeLabel(min: number | null, max: number | null, unit: string): string {
  if (min === null) {
    return `< ${max ?? ''} ${unit}`;
  }
  if (max === null) {
    return `≥ ${min} ${unit}`;
  }
  return `${min} to ${max} ${unit}`;
}

/** Whether a legend colour (#rrggbb or #rrggbbaa) is fully transparent. */
export function isTransparentColor(color: string): boolean {
  return color.length === 9 && color.slice(7).toLowerCase() === '00';
}

/** Whether a heatmap type holds categories or counts (contoured without sub-cell interpolation). */
export function isCategoricalType(type: HeatmapType): boolean {
  return type === 'network-health' || type === 'channel-interference';
}

/**
 * The default legend of a heatmap type: ascending thresholds; bin k holds [thresholds[k−1], thresholds[k]),
 * bin 0 everything below the first threshold (transparent for coverage-like types), the last bin everything
 * above. Bin 254 is greyed out and 255 is no data.
 */
export function defaultLegend(type: HeatmapType): HeatmapLegend {
  const spec = SPECS[type];
  const { thresholds } = spec;
  const count = thresholds.length + 1;
  const entries: LegendEntry[] = [];
  for (let bin = 0; bin < count; bin++) {
    const min = bin === 0 ? null : (thresholds[bin - 1] ?? null);
    const max = bin === count - 1 ? null : (thresholds[bin] ?? null);
    const goodness = count === 1 ? 1 : spec.isHigherBetter ? bin / (count - 1) : 1 - bin / (count - 1);
    let color = bin === 0 && !spec.isBelowRangeShown ? TRANSPARENT : rampColor(goodness);
    if (type === 'network-health') {
      color = bin === 0 ? TRANSPARENT : (HEALTH_COLORS[bin - 1] ?? GREY_COLOR);
    }
    entries.push({ bin, min, max, color, label: spec.labels?.[bin] ?? rangeLabel(min, max, spec.unit) });
  }
  return {
    type,
    unit: spec.unit,
    thresholds: [...thresholds],
    entries,
    greyBin: GREY_BIN,
    greyColor: GREY_COLOR,
    noDataBin: NO_DATA_BIN,
    isHigherBetter: spec.isHigherBetter,
  };
}

/**
 * Quantises values to legend bins: NaN → 255 (no data); with grey-out, a negative margin → 254; otherwise the
 * number of thresholds ≤ value.
 */
export function quantize(
  values: Float32Array,
  thresholds: readonly number[],
  greyMargin: Float32Array | null,
  out: Uint8Array<ArrayBuffer> = new Uint8Array(values.length),
): Uint8Array<ArrayBuffer> {
  const levels = Float64Array.from(thresholds);
  const levelCount = levels.length;
  for (let c = 0; c < values.length; c++) {
    const v = values[c] ?? NaN;
    if (Number.isNaN(v)) {
      out[c] = NO_DATA_BIN;
      continue;
    }
    if (greyMargin !== null && (greyMargin[c] ?? 0) < 0) {
      out[c] = GREY_BIN;
      continue;
    }
    let bin = 0;
    while (bin < levelCount && v >= (levels[bin] ?? Infinity)) {
      bin++;
    }
    out[c] = bin;
  }
  return out;
}
