import { buildRateTable, negotiateLink, rateFromTable, type RateTable } from '../mcs';
import type { Band, ChannelWidthMhz, WifiTechnology } from '../types';
import { applyDeviceOffset, type DeviceProfile } from './device-profiles';
import { apCounts, coChannelCounts, fieldBest } from './requirement-metrics';

/** Criterion types of `.esx` requirements the engine evaluates; others are reported and skipped. */
export type CriterionType =
  | 'SIGNAL_STRENGTH'
  | 'SECONDARY_SIGNAL_STRENGTH'
  | 'SIGNAL_TO_NOISE_RATIO'
  | 'DATA_RATE'
  | 'CHANNEL_OVERLAP'
  | 'NUMBER_OF_ACCESS_POINTS';

const EVALUATED: ReadonlySet<string> = new Set<CriterionType>([
  'SIGNAL_STRENGTH',
  'SECONDARY_SIGNAL_STRENGTH',
  'SIGNAL_TO_NOISE_RATIO',
  'DATA_RATE',
  'CHANNEL_OVERLAP',
  'NUMBER_OF_ACCESS_POINTS',
]);

/** One criterion of a requirement (`band` undefined: any band). */
export interface RequirementCriterion {
  type: string;
  band: Band | undefined;
  comparison: 'AT_LEAST' | 'AT_MOST';
  value: number;
  additionalLimit?: number;
}

/** A radio column of a signal field, as far as requirements and capacity need it. */
export interface FieldRadio {
  id: string;
  apId: string;
  band: Band;
  primaryChannel: number;
  widthMhz: ChannelWidthMhz;
  technology?: WifiTechnology;
  spatialStreams?: number;
}

/** RSSI planes (device offset applied) over `cellCount` cells, one per radio, and the noise floor per band. */
export interface SignalField {
  cellCount: number;
  radios: readonly FieldRadio[];
  planes: Float32Array;
  noiseDbm: Readonly<Record<Band, number>>;
}

/** Default noise floor when the data has none (a quiet 20 MHz channel). */
export const DEFAULT_NOISE_DBM: Readonly<Record<Band, number>> = { TWO: -92, FIVE: -95, SIX: -95 };
/** Signal below which a radio is not heard at all. */
export const HEARD_DBM = -95;
/** Co-channel neighbours count from this level when a CHANNEL_OVERLAP criterion states no limit. */
const DEFAULT_OVERLAP_DBM = -85;

/** The rate table of each radio for a device (negotiated PHY, streams and width); radios alike share one table. */
export function rateTablesFor(radios: readonly FieldRadio[], device: DeviceProfile): RateTable[] {
  const byLink = new Map<string, RateTable>();
  return radios.map((radio) => {
    const link = negotiateLink(
      {
        technology: radio.technology ?? 'AC',
        widthMhz: Math.min(radio.widthMhz, device.maxWidthMhz),
        spatialStreams: radio.spatialStreams ?? 2,
        isShortGuardInterval: true,
      },
      { technology: device.technology, spatialStreams: device.spatialStreams },
    );
    const key = JSON.stringify(link);
    let table = byLink.get(key);
    if (table === undefined) {
      table = buildRateTable(link);
      byLink.set(key, table);
    }
    return table;
  });
}

/** Pass rate of one criterion over the evaluated cells. */
export interface CriterionPassRate {
  type: string;
  band: Band | undefined;
  threshold: number;
  passRatePercent: number;
}

/** Result of evaluating a requirement over a set of cells. */
export interface RequirementEvaluation {
  /** Cells passing every evaluated criterion, in percent of the cells (0 when there are none). */
  passRatePercent: number;
  criteria: CriterionPassRate[];
  cellCount: number;
  /** Per evaluated cell: −1 when it passes, else the index in `criteria` of the first failing criterion. */
  firstFailing: Int16Array;
}

/** Whether a criterion is evaluated by the engine (others are listed with a null pass rate by callers). */
export function isEvaluatedCriterion(type: string): boolean {
  return EVALUATED.has(type);
}

/** Per-band offsets added to every level of a field before evaluating (a device profile's). */
export type BandOffsets = Readonly<Record<Band, number>>;

const NO_OFFSETS: BandOffsets = { TWO: 0, FIVE: 0, SIX: 0 };

/**
 * One criterion's metric at every evaluated cell, from the field's cached per-cell values shifted by the band's
 * offset `shift` (levels move by it; a count's limit moves the other way).
 */
function metricOf(
  field: SignalField,
  criterion: RequirementCriterion,
  shift: number,
  tables: readonly RateTable[],
  cells: ArrayLike<number>,
): Float32Array {
  const count = cells.length;
  const out = new Float32Array(count);
  const band = criterion.band;
  switch (criterion.type) {
    case 'CHANNEL_OVERLAP': {
      const counts = coChannelCounts(field, band, (criterion.additionalLimit ?? DEFAULT_OVERLAP_DBM) - shift);
      for (let k = 0; k < count; k++) {
        out[k] = counts[cells[k] ?? 0] ?? 0;
      }
      return out;
    }
    case 'NUMBER_OF_ACCESS_POINTS': {
      // Distinct APs heard at or above the limit (the heard level when none is stated).
      const counts = apCounts(field, band, (criterion.additionalLimit ?? HEARD_DBM) - shift);
      for (let k = 0; k < count; k++) {
        out[k] = counts[cells[k] ?? 0] ?? 0;
      }
      return out;
    }
    default:
      break;
  }
  const { best, second, bestColumn } = fieldBest(field, band);
  // One loop per metric, the criterion's type decided once rather than per cell.
  if (criterion.type === 'SIGNAL_STRENGTH' || criterion.type === 'SECONDARY_SIGNAL_STRENGTH') {
    const levels = criterion.type === 'SIGNAL_STRENGTH' ? best : second;
    for (let k = 0; k < count; k++) {
      out[k] = (levels[cells[k] ?? 0] ?? -Infinity) + shift;
    }
    return out;
  }
  // SNR of the strongest radio (its band's noise floor), and for DATA_RATE its rate at that RSSI and SNR.
  const noise = Float64Array.from(field.radios, (radio) => field.noiseDbm[radio.band]);
  const isRate = criterion.type === 'DATA_RATE';
  for (let k = 0; k < count; k++) {
    const c = cells[k] ?? 0;
    const column = bestColumn[c] ?? -1;
    const rssi = (best[c] ?? -Infinity) + shift;
    const snr = column < 0 ? -Infinity : rssi - (noise[column] ?? 0);
    if (!isRate) {
      out[k] = snr;
    } else {
      const table = tables[column];
      out[k] = table === undefined ? 0 : rateFromTable(table, rssi, snr);
    }
  }
  return out;
}

/**
 * Evaluates a requirement per criterion and band over the given cells: a criterion compares its metric (best
 * RSSI, second-best RSSI, SNR of the best radio, its data rate for the device, co-channel neighbours, APs heard)
 * with its value; a cell passes when every criterion does. `offsets` (a device profile's) shift every level of
 * the field per band without copying it: the field's per-cell values are computed once per field and reused by
 * every region, requirement and profile evaluated on it.
 */
export function evaluateRequirement(
  field: SignalField,
  criteria: readonly RequirementCriterion[],
  cells: ArrayLike<number>,
  device: DeviceProfile,
  offsets: BandOffsets = NO_OFFSETS,
): RequirementEvaluation {
  const evaluated = criteria.filter((criterion) => isEvaluatedCriterion(criterion.type));
  const bandsOfField = new Set(field.radios.map((radio) => radio.band));
  const isUniform = [...bandsOfField].every((band) => offsets[band] === offsets.FIVE);
  if (!isUniform && evaluated.some((criterion) => criterion.band === undefined)) {
    // A criterion over every band with offsets that differ per band: shift the planes themselves.
    const planes = applyDeviceOffset(
      field.planes,
      field.radios.map((radio) => radio.band),
      field.cellCount,
      { ...device, offsets },
    );
    return evaluateRequirement({ ...field, planes }, criteria, cells, device);
  }
  const tables = evaluated.some((criterion) => criterion.type === 'DATA_RATE')
    ? rateTablesFor(field.radios, device)
    : [];
  const metrics = evaluated.map((criterion) =>
    metricOf(field, criterion, offsets[criterion.band ?? 'FIVE'], tables, cells),
  );
  const passes = new Array<number>(evaluated.length).fill(0);
  const firstFailing = new Int16Array(cells.length).fill(-1);
  // Criterion by criterion (in order, so a cell's first failure is the first criterion to mark it).
  evaluated.forEach((criterion, index) => {
    const metric = metrics[index] ?? new Float32Array(cells.length).fill(-Infinity);
    const isAtMost = criterion.comparison === 'AT_MOST';
    const limit = criterion.value;
    let passing = 0;
    for (let k = 0; k < metric.length; k++) {
      const value = metric[k] ?? -Infinity;
      if (isAtMost ? value <= limit : value >= limit) {
        passing++;
      } else if (firstFailing[k] === -1) {
        firstFailing[k] = index;
      }
    }
    passes[index] = passing;
  });
  let passCount = 0;
  for (let k = 0; k < firstFailing.length; k++) {
    passCount += firstFailing[k] === -1 ? 1 : 0;
  }
  const percent = (count: number): number => (cells.length === 0 ? 0 : (100 * count) / cells.length);
  return {
    passRatePercent: percent(passCount),
    criteria: evaluated.map((criterion, index) => ({
      type: criterion.type,
      band: criterion.band,
      threshold: criterion.value,
      passRatePercent: percent(passes[index] ?? 0),
    })),
    cellCount: cells.length,
    firstFailing,
  };
}

/** Indices of the grid cells whose centre lies inside the polygon (even-odd rule). */
export function cellsInPolygon(
  grid: { cols: number; rows: number; cellMeters: number },
  polygon: ArrayLike<number>,
): Uint32Array {
  const out: number[] = [];
  const count = Math.floor(polygon.length / 2);
  let minY = Infinity;
  let maxY = -Infinity;
  for (let v = 0; v < count; v++) {
    minY = Math.min(minY, polygon[2 * v + 1] ?? 0);
    maxY = Math.max(maxY, polygon[2 * v + 1] ?? 0);
  }
  const rowStart = Math.max(0, Math.ceil(minY / grid.cellMeters - 0.5));
  const rowEnd = Math.min(grid.rows - 1, Math.floor(maxY / grid.cellMeters - 0.5));
  for (let row = rowStart; row <= rowEnd; row++) {
    const y = (row + 0.5) * grid.cellMeters;
    const xs: number[] = [];
    for (let i = 0, j = count - 1; i < count; j = i++) {
      const yi = polygon[2 * i + 1] ?? 0;
      const yj = polygon[2 * j + 1] ?? 0;
      if (yi > y !== yj > y) {
        const xi = polygon[2 * i] ?? 0;
        const xj = polygon[2 * j] ?? 0;
        xs.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
      }
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const colStart = Math.max(0, Math.ceil((xs[k] ?? 0) / grid.cellMeters - 0.5));
      const colEnd = Math.min(grid.cols - 1, Math.ceil((xs[k + 1] ?? 0) / grid.cellMeters - 0.5) - 1);
      for (let col = colStart; col <= colEnd; col++) {
        out.push(row * grid.cols + col);
      }
    }
  }
  return Uint32Array.from(out);
}
