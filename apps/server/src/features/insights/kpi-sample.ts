import { bandOfFrequencyMhz, type FrequencyBand } from '@airlens/domain';
import type { EsxMeasurement, EsxScanTable } from '@airlens/esx';
import { CO_CHANNEL_THRESHOLD_DBM, defaultNoiseFloorDbm } from './kpi-radio';

/** Band codes of readings: 0 = outside Wi-Fi bands. */
const BAND_CODE: Readonly<Record<FrequencyBand, number>> = { TWO: 1, FIVE: 2, SIX: 3 };

/** Band code (see BAND_CODE) of a centre frequency, 0 outside Wi-Fi bands. */
export function bandCodeOf(frequencyMhz: number): number {
  const band = bandOfFrequencyMhz(frequencyMhz);
  return band === null ? 0 : BAND_CODE[band];
}

/** What one survey track's measurement list means for the KPIs, per measurement index of the track. */
export interface TrackRadios {
  /** Dense access point number (shared across the project) per measurement index. */
  apOf: Int32Array;
  /** 1 when the measurement's AP counts for coverage: one of "my" APs, or every AP when none is mine. */
  isCandidate: Uint8Array;
  /** Lowest and highest 20 MHz sub-channel centre the measurement lists, NaN when it lists none. */
  channelLoMhz: Float64Array;
  channelHiMhz: Float64Array;
  /** Channel width in MHz (20 when unknown). */
  widthMhz: Float64Array;
  /** Band code of the listed sub-channels when lowest and highest share one band, else 0 (see spanEdgeMhz). */
  listedBand: Uint8Array;
}

/** One scan location's values on one band; nulls where nothing of the network was heard. */
export interface BandSample {
  /** Measurement index (into the track's list) of the serving radio, −1 when none was heard. */
  servingMeasurement: number;
  rssiDbm: number | null;
  rssi2Dbm: number | null;
  snrDb: number | null;
  channelInterference: number | null;
}

/** The identity used to tell APs apart: the grouped AP, else the radio, else the BSSID. */
export function accessPointKey(measurement: EsxMeasurement): string {
  if (measurement.accessPointId !== undefined) {
    return `ap:${measurement.accessPointId}`;
  }
  if (measurement.radioId !== undefined) {
    return `radio:${measurement.radioId}`;
  }
  return `bssid:${measurement.bssid}`;
}

/**
 * Resolves a track's ordered measurement ids. `apNumbers` is shared across the project so the same AP gets
 * the same number in every track; `mineAps` is null when no AP is marked mine (then every AP counts).
 */
export function buildTrackRadios(
  measurementIds: readonly string[],
  measurements: ReadonlyMap<string, EsxMeasurement>,
  mineAps: ReadonlySet<string> | null,
  apNumbers: Map<string, number>,
): TrackRadios {
  const count = measurementIds.length;
  const radios: TrackRadios = {
    apOf: new Int32Array(count),
    isCandidate: new Uint8Array(count),
    channelLoMhz: new Float64Array(count).fill(Number.NaN),
    channelHiMhz: new Float64Array(count).fill(Number.NaN),
    widthMhz: new Float64Array(count).fill(20),
    listedBand: new Uint8Array(count),
  };
  measurementIds.forEach((id, index) => {
    const measurement = measurements.get(id);
    // An id the measurement list does not resolve is still a distinct transmitter.
    const key = measurement === undefined ? `measurement:${id}` : accessPointKey(measurement);
    let number = apNumbers.get(key);
    if (number === undefined) {
      number = apNumbers.size;
      apNumbers.set(key, number);
    }
    radios.apOf[index] = number;
    const apId = measurement?.accessPointId;
    radios.isCandidate[index] = mineAps === null || (apId !== undefined && mineAps.has(apId)) ? 1 : 0;
    const frequencies = measurement?.centerFrequenciesMhz ?? [];
    if (frequencies.length > 0) {
      radios.channelLoMhz[index] = Math.min(...frequencies);
      radios.channelHiMhz[index] = Math.max(...frequencies);
      radios.widthMhz[index] = measurement?.channelWidthMhz ?? 20 * frequencies.length;
      const lo = bandCodeOf(Math.min(...frequencies));
      radios.listedBand[index] = lo === bandCodeOf(Math.max(...frequencies)) ? lo : 0;
    }
  });
  return radios;
}

/** Band code per frequency in MHz (readings store 16-bit frequencies), filled as frequencies are met; 255 = not yet. */
const BAND_CODE_BY_MHZ = new Uint8Array(0x10000).fill(255);

/** Band code (see BAND_CODE) of every reading of a track, computed once. */
export function readingBands(scans: EsxScanTable): Uint8Array {
  const bands = new Uint8Array(scans.readingCount);
  const frequencies = scans.readingFrequencyMhz;
  for (let r = 0; r < scans.readingCount; r++) {
    const frequency = frequencies[r] ?? 0;
    let code = BAND_CODE_BY_MHZ[frequency] as number;
    if (code === 255) {
      code = bandCodeOf(frequency);
      BAND_CODE_BY_MHZ[frequency] = code;
    }
    bands[r] = code;
  }
  return bands;
}

/** The bands on which a track heard any candidate radio: only those get samples (a 2.4-only network has no 5 GHz KPIs). */
export function bandsHeard(scans: EsxScanTable, bands: Uint8Array, radios: TrackRadios): FrequencyBand[] {
  const seen = new Uint8Array(4);
  const indexes = scans.readingMeasurementIndex;
  for (let r = 0; r < scans.readingCount; r++) {
    if (radios.isCandidate[indexes[r] ?? 0] === 1) {
      seen[bands[r] ?? 0] = 1;
    }
  }
  return (Object.keys(BAND_CODE) as FrequencyBand[]).filter((band) => seen[BAND_CODE[band]] === 1);
}

const NO_SAMPLE: BandSample = Object.freeze({
  servingMeasurement: -1,
  rssiDbm: null,
  rssi2Dbm: null,
  snrDb: null,
  channelInterference: null,
});

/** Scratch space reused across scans: per AP the stamp at which it was last counted, and per band the serving state. */
export interface SampleScratch {
  countedAt: Int32Array;
  stamp: number;
  best: Float64Array;
  bestAp: Int32Array;
  serving: Int32Array;
  second: Float64Array;
  secondAp: Int32Array;
  servingLo: Float64Array;
  servingHi: Float64Array;
  interferers: Int32Array;
  /** Per band code, the sample object computeScanSamples fills, and the list it answers (reused per scan). */
  samples: BandSample[];
  answer: BandSample[];
}

/** Scratch sized for `apCount` access points. */
export function createSampleScratch(apCount: number): SampleScratch {
  return {
    countedAt: new Int32Array(Math.max(apCount, 1)).fill(-1),
    stamp: 0,
    best: new Float64Array(4),
    bestAp: new Int32Array(4),
    serving: new Int32Array(4),
    second: new Float64Array(4),
    secondAp: new Int32Array(4),
    servingLo: new Float64Array(4),
    servingHi: new Float64Array(4),
    interferers: new Int32Array(4),
    samples: Array.from({ length: 4 }, () => ({ ...NO_SAMPLE })),
    answer: [],
  };
}

/** Edge of a reading's occupied spectrum (spanEdgeMhz with the listed band resolved once per track). */
function edgeMhz(
  radios: TrackRadios,
  measurement: number,
  heardMhz: number,
  code: number,
  isHi: boolean,
): number {
  const half = code === 1 ? 11 : 10;
  const isListed = radios.listedBand[measurement] === code;
  if (isHi) {
    return (isListed ? (radios.channelHiMhz[measurement] ?? heardMhz) : heardMhz) + half;
  }
  return (isListed ? (radios.channelLoMhz[measurement] ?? heardMhz) : heardMhz) - half;
}

/**
 * One scan's values on each band of `wanted` (ARCHITECTURE §4), in two passes over its readings whatever the
 * number of bands: the serving radio is the strongest candidate reading; rssi2 the strongest candidate of a
 * different AP; SNR the serving RSSI minus the measured noise floor at the serving frequency (else the
 * width-based default); co-channel count the other APs (any, mine or not) whose span overlaps the serving
 * radio's span, heard at ≥ −85 dBm. Returns one sample per wanted band, in order: the list and its samples
 * belong to `scratch` and are valid until its next use.
 */
export function computeScanSamples(
  scans: EsxScanTable,
  scan: number,
  bands: Uint8Array,
  wanted: readonly FrequencyBand[],
  radios: TrackRadios,
  noiseAt: (frequencyMhz: number) => number | undefined,
  scratch: SampleScratch,
): BandSample[] {
  const { best, bestAp, serving, second, secondAp, servingLo, servingHi, interferers } = scratch;
  best.fill(Number.NEGATIVE_INFINITY);
  second.fill(Number.NEGATIVE_INFINITY);
  bestAp.fill(-1);
  secondAp.fill(-1);
  serving.fill(-1);
  interferers.fill(0);
  const start = scans.scanReadingStart[scan] ?? 0;
  const end = scans.scanReadingStart[scan + 1] ?? start;
  const indexes = scans.readingMeasurementIndex;
  const rssis = scans.readingRssiDbm;
  const frequencies = scans.readingFrequencyMhz;
  // Read once per scan rather than per reading.
  const { isCandidate, apOf } = radios;
  const countedAt = scratch.countedAt;
  for (let r = start; r < end; r++) {
    const code = bands[r] ?? 0;
    const m = indexes[r] ?? 0;
    if (code === 0 || isCandidate[m] !== 1) {
      continue;
    }
    const value = rssis[r] ?? Number.NEGATIVE_INFINITY;
    const ap = apOf[m] ?? -1;
    const top = best[code] as number;
    if (ap === bestAp[code]) {
      if (value > top) {
        best[code] = value;
        serving[code] = r;
      }
    } else if (value > top) {
      if (bestAp[code] !== -1) {
        second[code] = top;
        secondAp[code] = bestAp[code] as number;
      }
      best[code] = value;
      bestAp[code] = ap;
      serving[code] = r;
    } else if (value > (second[code] as number)) {
      second[code] = value;
      secondAp[code] = ap;
    }
  }
  let hasServing = false;
  for (let code = 1; code <= 3; code++) {
    const r = serving[code] as number;
    if (r >= 0) {
      hasServing = true;
      const m = indexes[r] ?? 0;
      const heard = frequencies[r] ?? 0;
      servingLo[code] = edgeMhz(radios, m, heard, code, false);
      servingHi[code] = edgeMhz(radios, m, heard, code, true);
    }
  }
  // Stamps unique per (scan, band): an AP counts once per band per scan.
  const stamp = scratch.stamp;
  scratch.stamp += 4;
  for (let r = start; hasServing && r < end; r++) {
    const code = bands[r] ?? 0;
    if (code === 0 || (serving[code] as number) < 0 || (rssis[r] ?? -128) < CO_CHANNEL_THRESHOLD_DBM) {
      continue;
    }
    const m = indexes[r] ?? 0;
    const ap = apOf[m] ?? -1;
    if (ap === bestAp[code] || countedAt[ap] === stamp + code) {
      continue;
    }
    const heard = frequencies[r] ?? 0;
    const lo = edgeMhz(radios, m, heard, code, false);
    const hi = edgeMhz(radios, m, heard, code, true);
    if (lo < (servingHi[code] as number) && (servingLo[code] as number) < hi) {
      countedAt[ap] = stamp + code;
      interferers[code] = (interferers[code] as number) + 1;
    }
  }
  // The same objects scan after scan (hundreds of thousands of scans in a large project): no garbage per scan.
  const answer = scratch.answer;
  answer.length = wanted.length;
  for (let b = 0; b < wanted.length; b++) {
    const code = BAND_CODE[wanted[b] as FrequencyBand];
    const r = serving[code] as number;
    if (r < 0) {
      answer[b] = NO_SAMPLE;
      continue;
    }
    const servingMeasurement = indexes[r] ?? 0;
    const rssi = best[code] as number;
    const noise =
      noiseAt(frequencies[r] ?? 0) ?? defaultNoiseFloorDbm(radios.widthMhz[servingMeasurement] ?? 20);
    const sample = scratch.samples[code] as BandSample;
    sample.servingMeasurement = servingMeasurement;
    sample.rssiDbm = rssi;
    sample.rssi2Dbm = secondAp[code] === -1 ? null : (second[code] as number);
    sample.snrDb = rssi - noise;
    sample.channelInterference = interferers[code] as number;
    answer[b] = sample;
  }
  return answer;
}

/** One scan's values on one band: {@link computeScanSamples} for a single band. */
export function computeBandSample(
  scans: EsxScanTable,
  scan: number,
  bands: Uint8Array,
  band: FrequencyBand,
  radios: TrackRadios,
  noiseAt: (frequencyMhz: number) => number | undefined,
  scratch: SampleScratch,
): BandSample {
  const sample = computeScanSamples(scans, scan, bands, [band], radios, noiseAt, scratch)[0] ?? NO_SAMPLE;
  return { ...sample };
}
