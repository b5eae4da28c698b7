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

/** The value of one criterion's metric at cell c over the radios `columns` (already filtered by band). */
function metricAt(
  field: SignalField,
  criterion: RequirementCriterion,
  columns: readonly number[],
  tables: readonly RateTable[],
  c: number,
): number {
  const { planes, cellCount, radios } = field;
  let best = -Infinity;
  let second = -Infinity;
  let bestColumn = -1;
  for (const j of columns) {
    const rssi = planes[j * cellCount + c] ?? -Infinity;
    if (rssi > best) {
      second = best;
      best = rssi;
      bestColumn = j;
    } else if (rssi > second) {
      second = rssi;
    }
  }
  const bestRadio = radios[bestColumn];
  switch (criterion.type) {
    case 'SIGNAL_STRENGTH':
      return best;
    case 'SECONDARY_SIGNAL_STRENGTH':
      return second;
    case 'SIGNAL_TO_NOISE_RATIO':
      return bestRadio === undefined ? -Infinity : best - field.noiseDbm[bestRadio.band];
    case 'DATA_RATE': {
      const table = tables[bestColumn];
      return bestRadio === undefined || table === undefined
        ? 0
        : rateFromTable(table, best, best - field.noiseDbm[bestRadio.band]);
    }
    case 'CHANNEL_OVERLAP': {
      if (bestRadio === undefined) {
        return 0;
      }
      const limit = criterion.additionalLimit ?? DEFAULT_OVERLAP_DBM;
      let count = 0;
      for (const j of columns) {
        const radio = radios[j];
        if (
          j !== bestColumn &&
          radio !== undefined &&
          radio.apId !== bestRadio.apId &&
          radio.band === bestRadio.band &&
          radio.primaryChannel === bestRadio.primaryChannel &&
          (planes[j * cellCount + c] ?? -Infinity) >= limit
        ) {
          count++;
        }
      }
      return count;
    }
    default: {
      // NUMBER_OF_ACCESS_POINTS: distinct APs heard at or above the limit (the heard level when none is stated).
      const limit = criterion.additionalLimit ?? HEARD_DBM;
      const aps = new Set<string>();
      for (const j of columns) {
        const radio = radios[j];
        if (radio !== undefined && (planes[j * cellCount + c] ?? -Infinity) >= limit) {
          aps.add(radio.apId);
        }
      }
      return aps.size;
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
  const passes = new Array<number>(evaluated.length).fill(0);
  const firstFailing = new Int16Array(cells.length).fill(-1);
  let passCount = 0;
  for (let k = 0; k < cells.length; k++) {
    const c = cells[k] ?? 0;
    let isPassing = true;
    evaluated.forEach((criterion, index) => {
      const value = metricAt(field, criterion, columnsOf[index] ?? [], tables, c);
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
