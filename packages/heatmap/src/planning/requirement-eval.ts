import { buildRateTable, negotiateLink, rateFromTable, type RateTable } from '../mcs';
import type { Band, ChannelWidthMhz, WifiTechnology } from '../types';
import type { DeviceProfile } from './device-profiles';

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

/** The rate table of each radio for a device (negotiated PHY, streams and width). */
export function rateTablesFor(radios: readonly FieldRadio[], device: DeviceProfile): RateTable[] {
  return radios.map((radio) =>
    buildRateTable(
      negotiateLink(
        {
          technology: radio.technology ?? 'AC',
          widthMhz: Math.min(radio.widthMhz, device.maxWidthMhz),
          spatialStreams: radio.spatialStreams ?? 2,
          isShortGuardInterval: true,
        },
        { technology: device.technology, spatialStreams: device.spatialStreams },
      ),
    ),
  );
}

/** Strongest and second-strongest RSSI per evaluated cell over some radio columns, and the strongest column. */
interface BestOf {
  best: Float32Array;
  second: Float32Array;
  bestColumn: Int32Array;
}

/** One pass per radio plane (sequential reads) instead of one pass over the radios per cell. */
function bestOf(field: SignalField, columns: readonly number[], cells: ArrayLike<number>): BestOf {
  const count = cells.length;
  const best = new Float32Array(count).fill(-Infinity);
  const second = new Float32Array(count).fill(-Infinity);
  const bestColumn = new Int32Array(count).fill(-1);
  for (const j of columns) {
    const base = j * field.cellCount;
    for (let k = 0; k < count; k++) {
      const rssi = field.planes[base + (cells[k] ?? 0)] ?? -Infinity;
      if (rssi > (best[k] ?? -Infinity)) {
        second[k] = best[k] ?? -Infinity;
        best[k] = rssi;
        bestColumn[k] = j;
      } else if (rssi > (second[k] ?? -Infinity)) {
        second[k] = rssi;
      }
    }
  }
  return { best, second, bestColumn };
}

/** The value of one criterion's metric at every evaluated cell over the radios `columns` (already filtered by band). */
function metricOf(
  field: SignalField,
  criterion: RequirementCriterion,
  columns: readonly number[],
  strongest: BestOf,
  tables: readonly RateTable[],
  cells: ArrayLike<number>,
): Float32Array {
  const { radios, planes, cellCount } = field;
  const count = cells.length;
  const { best, second, bestColumn } = strongest;
  const out = new Float32Array(count);
  switch (criterion.type) {
    case 'SIGNAL_STRENGTH':
      out.set(best);
      return out;
    case 'SECONDARY_SIGNAL_STRENGTH':
      out.set(second);
      return out;
    case 'SIGNAL_TO_NOISE_RATIO':
    case 'DATA_RATE':
      for (let k = 0; k < count; k++) {
        const radio = radios[bestColumn[k] ?? -1];
        const rssi = best[k] ?? -Infinity;
        const snr = radio === undefined ? -Infinity : rssi - field.noiseDbm[radio.band];
        if (criterion.type === 'SIGNAL_TO_NOISE_RATIO') {
          out[k] = snr;
        } else {
          const table = tables[bestColumn[k] ?? -1];
          out[k] = table === undefined ? 0 : rateFromTable(table, rssi, snr);
        }
      }
      return out;
    case 'CHANNEL_OVERLAP': {
      // Co-channel radios of other APs heard at or above the limit, counted plane by plane.
      const limit = criterion.additionalLimit ?? DEFAULT_OVERLAP_DBM;
      const channelKey = radios.map((radio) => `${radio.band}:${radio.primaryChannel}`);
      for (const j of columns) {
        const radio = radios[j];
        const base = j * cellCount;
        for (let k = 0; k < count; k++) {
          const owner = bestColumn[k] ?? -1;
          if (
            owner >= 0 &&
            owner !== j &&
            channelKey[owner] === channelKey[j] &&
            radios[owner]?.apId !== radio?.apId &&
            (planes[base + (cells[k] ?? 0)] ?? -Infinity) >= limit
          ) {
            out[k] = (out[k] ?? 0) + 1;
          }
        }
      }
      return out;
    }
    default: {
      // NUMBER_OF_ACCESS_POINTS: distinct APs heard at or above the limit (the heard level when none is stated).
      const limit = criterion.additionalLimit ?? HEARD_DBM;
      const byAp = new Map<string, number[]>();
      for (const j of columns) {
        const apId = radios[j]?.apId ?? '';
        byAp.set(apId, [...(byAp.get(apId) ?? []), j]);
      }
      const heard = new Uint8Array(count);
      for (const apColumns of byAp.values()) {
        heard.fill(0);
        for (const j of apColumns) {
          const base = j * cellCount;
          for (let k = 0; k < count; k++) {
            if ((planes[base + (cells[k] ?? 0)] ?? -Infinity) >= limit) {
              heard[k] = 1;
            }
          }
        }
        for (let k = 0; k < count; k++) {
          out[k] = (out[k] ?? 0) + (heard[k] ?? 0);
        }
      }
      return out;
    }
  }
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

/**
 * Evaluates a requirement per criterion and band over the given cells: a criterion compares its metric (best
 * RSSI, second-best RSSI, SNR of the best radio, its data rate for the device, co-channel neighbours, APs heard)
 * with its value; a cell passes when every criterion does.
 */
export function evaluateRequirement(
  field: SignalField,
  criteria: readonly RequirementCriterion[],
  cells: ArrayLike<number>,
  device: DeviceProfile,
): RequirementEvaluation {
  const evaluated = criteria.filter((criterion) => isEvaluatedCriterion(criterion.type));
  const tables = evaluated.some((criterion) => criterion.type === 'DATA_RATE')
    ? rateTablesFor(field.radios, device)
    : [];
  const columnsOf = evaluated.map((criterion) =>
    field.radios.flatMap((radio, j) =>
      criterion.band === undefined || radio.band === criterion.band ? [j] : [],
    ),
  );
  const strongestByBand = new Map<string, BestOf>();
  const metrics = evaluated.map((criterion, index) => {
    const columns = columnsOf[index] ?? [];
    const key = criterion.band ?? 'any';
    let strongest = strongestByBand.get(key);
    if (strongest === undefined) {
      strongest = bestOf(field, columns, cells);
      strongestByBand.set(key, strongest);
    }
    return metricOf(field, criterion, columns, strongest, tables, cells);
  });
  const passes = new Array<number>(evaluated.length).fill(0);
  const firstFailing = new Int16Array(cells.length).fill(-1);
  let passCount = 0;
  for (let k = 0; k < cells.length; k++) {
    let isPassing = true;
    evaluated.forEach((criterion, index) => {
      const value = metrics[index]?.[k] ?? -Infinity;
      const ok = criterion.comparison === 'AT_MOST' ? value <= criterion.value : value >= criterion.value;
      if (ok) {
        passes[index] = (passes[index] ?? 0) + 1;
      } else if (isPassing) {
        isPassing = false;
        firstFailing[k] = index;
      }
    });
    if (isPassing) {
      passCount++;
    }
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
