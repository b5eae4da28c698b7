import {
  bandOfFrequencyMhz,
  channelOfFrequencyMhz,
  type MetresArray,
  type MetresLike,
  type MetresPerPlanUnitLike,
  type PlanUnitsArray,
} from '@airlens/domain';
import type { EsxMeasurement, EsxScanTable } from '@airlens/esx';
import {
  radioMacOf,
  type Band,
  type ChannelWidthMhz,
  type KnownAccessPoint,
  type RadioInfo,
  type WifiTechnology,
} from '@airlens/heatmap';
import { heardCells, LevelEntries, median, MostCommon, type SparseMatrix } from './floor-matrix-parts';

/** The points × radios matrix of one floor (the engine's `buildMatrixFromScans` result without the BSSID lists). */
export interface FloorMatrix {
  points: { xMeters: MetresArray; yMeters: MetresArray };
  radios: RadioInfo[];
  V: Float32Array;
  noiseDbm?: Float32Array;
  /** Per point, the first and last UTC survey day (days since 1970-01-01) of its scans; NaN when undated. */
  pointDays: { first: Float32Array; last: Float32Array };
}

/** A {@link FloorMatrix} with only its heard cells (what the import stores). */
export type SparseFloorMatrix = Omit<FloorMatrix, 'V'> & { cells: SparseMatrix };

/** What a track's measurement list means for the matrix, resolved once per track instead of once per reading. */
export interface TrackMeasurementInfo {
  measurement: EsxMeasurement | undefined;
  widthMhz: ChannelWidthMhz;
  technology: WifiTechnology | undefined;
}

/** One scan location's readings: a placed scan of a decoded track, in metres. */
export interface TrackScans {
  table: EsxScanTable;
  /** Scan positions in floor-plan units (NaN = off the route). */
  scanX: PlanUnitsArray<Float32Array>;
  scanY: PlanUnitsArray<Float32Array>;
  metersPerUnit: MetresPerPlanUnitLike;
  noiseDbm: number | undefined;
  measurements: readonly TrackMeasurementInfo[];
  /** The UTC day (days since 1970-01-01) the track's survey started; NaN or absent when unknown. */
  surveyDay?: number;
}

const BANDS: readonly Band[] = ['TWO', 'FIVE', 'SIX'];
const NOT_HEARD_DBM = -100;
/** Channel numbers of every Wi-Fi band fall in −5 … 235; shifted by this they index a 256-slot count. */
const CHANNEL_SHIFT = 8;

/** Centimetre coordinates below this (in magnitude) make a numeric spot key; farther ones a string. */
const SPOT_RANGE_CM = 2 ** 24;

/**
 * The key of a 1 cm spot: one number for any plan up to 167 km across (no string built and hashed per scan),
 * else the coordinates as text.
 */
function spotKey(xCm: number, yCm: number): number | string {
  if (Math.abs(xCm) < SPOT_RANGE_CM && Math.abs(yCm) < SPOT_RANGE_CM) {
    return (xCm + SPOT_RANGE_CM) * 2 * SPOT_RANGE_CM + (yCm + SPOT_RANGE_CM);
  }
  return `${xCm},${yCm}`;
}

/** Index of a band in BANDS. */
function bandIndexOf(band: Band): number {
  return band === 'TWO' ? 0 : band === 'FIVE' ? 1 : 2;
}

interface RadioDraft {
  id: string;
  apId: string;
  band: Band;
  channel: MostCommon;
  width: MostCommon;
  technology: WifiTechnology | undefined;
}

/** Memory a sequence of floor builders reuses (see the FloorMatrixBuilder constructor). */
export interface FloorMatrixScratch {
  entries: LevelEntries;
  matrix: Float32Array;
}

/** Empty scratch for {@link FloorMatrixBuilder}. */
export function createFloorMatrixScratch(): FloorMatrixScratch {
  return { entries: new LevelEntries(), matrix: new Float32Array(0) };
}

/**
 * Builds a floor's points × radios median matrix track by track, in one pass over typed arrays (no object per
 * reading), with exactly the rules of the engine's `buildMatrixFromScans`: a radio is an AP (or a BSSID with its
 * last hex digit cleared) on one band, its level in a scan the strongest of its BSSIDs, per point the median over
 * the scans that heard it; scans within 1 cm are one point; first-seen order for points and radios.
 */
export class FloorMatrixBuilder {
  private readonly knownAps: Map<string, KnownAccessPoint>;
  private readonly pointOf = new Map<number | string, number>();
  private readonly pointXs: number[] = [];
  private readonly pointYs: number[] = [];
  /** Scans placed at each point. */
  private readonly scansAtPoint: number[] = [];
  /** First and last survey day of each point's scans (NaN once an undated scan lands there). */
  private readonly firstDay: number[] = [];
  private readonly lastDay: number[] = [];
  private readonly pointNoise = new Map<number, number[]>();
  private readonly radioOf = new Map<string, number>();
  private readonly radios: RadioDraft[] = [];
  private readonly entries: LevelEntries;
  private readonly scratch: FloorMatrixScratch | undefined;
  // Per radio: the strongest level in the current scan and the scan stamp it belongs to.
  private strongest = new Float64Array(256);
  private stampOf = new Int32Array(256).fill(-1);
  private touched = new Int32Array(256);
  private stamp = 0;

  /**
   * With `scratch`, the entries and the matrix live in memory reused floor after floor (an import builds floors
   * one at a time), so a large project does not leave hundreds of MB of dead arrays for the collector; the
   * matrix `finish` returns is then valid only until the next builder sharing the scratch finishes.
   */
  constructor(knownAps: readonly KnownAccessPoint[], scratch?: FloorMatrixScratch) {
    this.scratch = scratch;
    this.entries = scratch?.entries ?? new LevelEntries();
    this.entries.clear();
    this.knownAps = new Map(knownAps.map((ap) => [ap.id, ap]));
  }

  private radioIndex(info: TrackMeasurementInfo, band: Band): number {
    const measurement = info.measurement as EsxMeasurement;
    const apId = measurement.accessPointId ?? `mac:${radioMacOf(measurement.bssid)}`;
    const key = `${apId}|${band}`;
    let index = this.radioOf.get(key);
    if (index === undefined) {
      index = this.radios.length;
      this.radioOf.set(key, index);
      this.radios.push({
        id: key,
        apId,
        band,
        // Channels shifted by CHANNEL_SHIFT; widths as multiples of 20 MHz (1, 2, 4, 8, 16).
        channel: new MostCommon(256, CHANNEL_SHIFT),
        width: new MostCommon(17, 1),
        technology: undefined,
      });
      if (index >= this.strongest.length) {
        const grownStrongest = new Float64Array(this.strongest.length * 2);
        grownStrongest.set(this.strongest);
        this.strongest = grownStrongest;
        const grownStamp = new Int32Array(this.stampOf.length * 2).fill(-1);
        grownStamp.set(this.stampOf);
        this.stampOf = grownStamp;
        const grownTouched = new Int32Array(this.touched.length * 2);
        grownTouched.set(this.touched);
        this.touched = grownTouched;
      }
    }
    return index;
  }

  private pointAt(xMeters: MetresLike, yMeters: MetresLike, day: number): number {
    const spot = spotKey(Math.round(xMeters * 100), Math.round(yMeters * 100));
    let point = this.pointOf.get(spot);
    if (point === undefined) {
      point = this.pointXs.length;
      this.pointOf.set(spot, point);
      this.pointXs.push(xMeters);
      this.pointYs.push(yMeters);
      this.scansAtPoint.push(0);
      this.firstDay.push(day);
      this.lastDay.push(day);
    }
    this.scansAtPoint[point] = (this.scansAtPoint[point] as number) + 1;
    // Math.min/max give NaN when either is NaN: a point with an undated scan is undated.
    this.firstDay[point] = Math.min(this.firstDay[point] as number, day);
    this.lastDay[point] = Math.max(this.lastDay[point] as number, day);
    return point;
  }

  private matrixOf(cells: number): Float32Array {
    const scratch = this.scratch;
    if (scratch === undefined) {
      return new Float32Array(cells).fill(NOT_HEARD_DBM);
    }
    if (scratch.matrix.length < cells) {
      scratch.matrix = new Float32Array(Math.ceil(cells * 1.25));
    }
    return scratch.matrix.subarray(0, cells).fill(NOT_HEARD_DBM);
  }

  /** Adds every placed scan of one decoded track. */
  addTrack(track: TrackScans): void {
    const { table, measurements } = track;
    const day = track.surveyDay ?? NaN;
    // Radio index per (measurement, band), resolved on first use so radios keep their first-seen order.
    const radioCache = new Int32Array(measurements.length * BANDS.length).fill(-1);
    // A BSSID is heard on one channel nearly always: its last frequency's radio and channel, resolved once.
    const lastFrequency = new Int32Array(measurements.length).fill(-1);
    const lastRadio = new Int32Array(measurements.length);
    const lastChannel = new Int32Array(measurements.length);
    // Channel widths as multiples of 20 MHz (the width counter's values), per measurement.
    const widthUnits = Int32Array.from(measurements, (info) => info.widthMhz / 20);
    const frequencies = table.readingFrequencyMhz;
    const measurementIndexes = table.readingMeasurementIndex;
    const rssis = table.readingRssiDbm;
    // The per-radio arrays in locals (read again only when a new radio grows them): tens of millions of readings.
    let strongest = this.strongest;
    let stampOf = this.stampOf;
    let touched = this.touched;
    for (let s = 0; s < table.scanCount; s++) {
      const x = track.scanX[s] ?? NaN;
      const y = track.scanY[s] ?? NaN;
      if (!Number.isFinite(x) || !Number.isFinite(y)) {
        continue;
      }
      const point = this.pointAt(x * track.metersPerUnit, y * track.metersPerUnit, day);
      if (track.noiseDbm !== undefined && Number.isFinite(track.noiseDbm)) {
        const noise = this.pointNoise.get(point);
        if (noise === undefined) {
          this.pointNoise.set(point, [track.noiseDbm]);
        } else {
          noise.push(track.noiseDbm);
        }
      }
      const stamp = ++this.stamp;
      let touchedCount = 0;
      const end = table.scanReadingStart[s + 1] ?? 0;
      for (let r = table.scanReadingStart[s] ?? 0; r < end; r++) {
        const m = measurementIndexes[r] ?? -1;
        const frequency = frequencies[r] ?? 0;
        let radio: number;
        let channel: number;
        // Set only for a measurement that resolved to a radio below: the common case skips its checks.
        if (lastFrequency[m] === frequency) {
          radio = lastRadio[m] as number;
          channel = lastChannel[m] as number;
        } else {
          const info = measurements[m];
          if (info === undefined || info.measurement === undefined) {
            continue;
          }
          const band = bandOfFrequencyMhz(frequency);
          if (band === null) {
            continue;
          }
          const slot = m * BANDS.length + bandIndexOf(band);
          radio = radioCache[slot] ?? -1;
          if (radio < 0) {
            radio = this.radioIndex(info, band);
            radioCache[slot] = radio;
            strongest = this.strongest;
            stampOf = this.stampOf;
            touched = this.touched;
          }
          channel = channelOfFrequencyMhz(frequency, band) + CHANNEL_SHIFT;
          lastFrequency[m] = frequency;
          lastRadio[m] = radio;
          lastChannel[m] = channel;
          // The radio's first stated technology: the readings of `m` that take the cached path above cannot
          // change it (this one set it, or `m` states none).
          const resolved = this.radios[radio] as RadioDraft;
          if (resolved.technology === undefined) {
            resolved.technology = info.technology;
          }
        }
        const draft = this.radios[radio] as RadioDraft;
        draft.channel.add(channel);
        draft.width.add(widthUnits[m] as number);
        const rssi = rssis[r] ?? NOT_HEARD_DBM;
        if (stampOf[radio] !== stamp) {
          stampOf[radio] = stamp;
          strongest[radio] = rssi;
          touched[touchedCount++] = radio;
        } else if (rssi > (strongest[radio] ?? -Infinity)) {
          strongest[radio] = rssi;
        }
      }
      for (let t = 0; t < touchedCount; t++) {
        const radio = touched[t] as number;
        this.entries.push(point, radio, strongest[radio] as number);
      }
    }
  }

  /**
   * The matrix with its heard cells only (see {@link SparseMatrix}): a cell heard in one scan has that level, a
   * cell of a point of several scans (stop-and-go, crossings) the median over the scans that heard it.
   */
  finishCells(): SparseFloorMatrix {
    const pointCount = this.pointXs.length;
    const radioCount = this.radios.length;
    const hasNoise = this.pointNoise.size > 0;
    return {
      points: { xMeters: Float64Array.from(this.pointXs), yMeters: Float64Array.from(this.pointYs) },
      radios: this.radios.map((draft) => {
        const known = this.knownAps.get(draft.apId);
        return {
          id: draft.id,
          apId: draft.apId,
          band: draft.band,
          primaryChannel: draft.channel.best - CHANNEL_SHIFT,
          widthMhz: (draft.width.best * 20) as ChannelWidthMhz,
          isMine: known?.isMine ?? false,
          isMeasured: true,
          ...(draft.technology === undefined ? {} : { technology: draft.technology }),
          apPosition: known?.position ?? null,
        };
      }),
      cells: heardCells(this.entries, pointCount, radioCount, this.scansAtPoint),
      pointDays: { first: Float32Array.from(this.firstDay), last: Float32Array.from(this.lastDay) },
      ...(hasNoise
        ? {
            noiseDbm: Float32Array.from({ length: pointCount }, (_, p) => {
              const values = this.pointNoise.get(p);
              return values === undefined ? NaN : median(values);
            }),
          }
        : {}),
    };
  }

  /** The matrix: V[p * radios + r] = median level, `notHeardDbm` (−100) where a radio was never heard. */
  finish(): FloorMatrix {
    const { cells, ...rest } = this.finishCells();
    const V = this.matrixOf(cells.length);
    for (let i = 0; i < cells.index.length; i++) {
      V[cells.index[i] as number] = cells.level[i] as number;
    }
    return { ...rest, V };
  }
}
