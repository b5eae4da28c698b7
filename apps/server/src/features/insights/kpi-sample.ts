import { bandOfFrequencyMhz, type FrequencyBand } from '@airlens/domain';
import type { EsxMeasurement, EsxScanTable } from '@airlens/esx';
import { CO_CHANNEL_THRESHOLD_DBM, defaultNoiseFloorDbm, spanEdgeMhz } from './kpi-radio';

/** Band codes of readings: 0 = outside Wi-Fi bands. */
const BAND_CODE: Readonly<Record<FrequencyBand, number>> = { TWO: 1, FIVE: 2, SIX: 3 };

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
    }
  });
  return radios;
}

/** Band code (see BAND_CODE) of every reading of a track, computed once. */
export function readingBands(scans: EsxScanTable): Uint8Array {
  const bands = new Uint8Array(scans.readingCount);
  for (let r = 0; r < scans.readingCount; r++) {
    const band = bandOfFrequencyMhz(scans.readingFrequencyMhz[r] ?? 0);
    bands[r] = band === null ? 0 : BAND_CODE[band];
  }
  return bands;
}

/** The bands on which a track heard any candidate radio: only those get samples (a 2.4-only network has no 5 GHz KPIs). */
export function bandsHeard(scans: EsxScanTable, bands: Uint8Array, radios: TrackRadios): FrequencyBand[] {
  const seen = new Set<number>();
  for (let r = 0; r < scans.readingCount; r++) {
    if (radios.isCandidate[scans.readingMeasurementIndex[r] ?? 0] === 1) {
      seen.add(bands[r] ?? 0);
    }
  }
  return (Object.keys(BAND_CODE) as FrequencyBand[]).filter((band) => seen.has(BAND_CODE[band]));
}

function spanEdge(
  radios: TrackRadios,
  measurement: number,
  heardMhz: number,
  band: FrequencyBand,
  edge: 'lo' | 'hi',
): number {
  return spanEdgeMhz(
    band,
    radios.channelLoMhz[measurement] ?? Number.NaN,
    radios.channelHiMhz[measurement] ?? Number.NaN,
    heardMhz,
    edge,
  );
}

/** Scratch space reused across scans: the last scan stamp at which each AP was counted as an interferer. */
export interface SampleScratch {
  countedAt: Int32Array;
  stamp: number;
}

/** Scratch sized for `apCount` access points. */
export function createSampleScratch(apCount: number): SampleScratch {
  return { countedAt: new Int32Array(Math.max(apCount, 1)).fill(-1), stamp: 0 };
}

/**
 * One scan's values on one band (ARCHITECTURE §4): the serving radio is the strongest candidate reading;
 * rssi2 the strongest candidate of a different AP; SNR the serving RSSI minus the measured noise floor at the
 * serving frequency (else the width-based default); co-channel count the other APs (any, mine or not) whose
 * span overlaps the serving radio's span, heard at ≥ −85 dBm.
 */
export function computeBandSample(
  scans: EsxScanTable,
  scan: number,
  bands: Uint8Array,
  band: FrequencyBand,
  radios: TrackRadios,
  noiseAt: (frequencyMhz: number) => number | undefined,
  scratch: SampleScratch,
): BandSample {
  const code = BAND_CODE[band];
  const start = scans.scanReadingStart[scan] ?? 0;
  const end = scans.scanReadingStart[scan + 1] ?? start;
  let best = Number.NEGATIVE_INFINITY;
  let bestAp = -1;
  let serving = -1;
  let second = Number.NEGATIVE_INFINITY;
  let secondAp = -1;
  for (let r = start; r < end; r++) {
    const m = scans.readingMeasurementIndex[r] ?? 0;
    if (bands[r] !== code || radios.isCandidate[m] !== 1) {
      continue;
    }
    const value = scans.readingRssiDbm[r] ?? Number.NEGATIVE_INFINITY;
    const ap = radios.apOf[m] ?? -1;
    if (ap === bestAp) {
      if (value > best) {
        best = value;
        serving = r;
      }
    } else if (value > best) {
      if (bestAp !== -1) {
        second = best;
        secondAp = bestAp;
      }
      best = value;
      bestAp = ap;
      serving = r;
    } else if (value > second) {
      second = value;
      secondAp = ap;
    }
  }
  if (serving === -1) {
    return { servingMeasurement: -1, rssiDbm: null, rssi2Dbm: null, snrDb: null, channelInterference: null };
  }
  const servingMeasurement = scans.readingMeasurementIndex[serving] ?? 0;
  const heardMhz = scans.readingFrequencyMhz[serving] ?? 0;
  const noise = noiseAt(heardMhz) ?? defaultNoiseFloorDbm(radios.widthMhz[servingMeasurement] ?? 20);
  const servingLo = spanEdge(radios, servingMeasurement, heardMhz, band, 'lo');
  const servingHi = spanEdge(radios, servingMeasurement, heardMhz, band, 'hi');
  scratch.stamp += 1;
  let interferers = 0;
  for (let r = start; r < end; r++) {
    if (bands[r] !== code || (scans.readingRssiDbm[r] ?? -128) < CO_CHANNEL_THRESHOLD_DBM) {
      continue;
    }
    const m = scans.readingMeasurementIndex[r] ?? 0;
    const ap = radios.apOf[m] ?? -1;
    if (ap === bestAp || scratch.countedAt[ap] === scratch.stamp) {
      continue;
    }
    const heard = scans.readingFrequencyMhz[r] ?? 0;
    const lo = spanEdge(radios, m, heard, band, 'lo');
    const hi = spanEdge(radios, m, heard, band, 'hi');
    if (lo < servingHi && servingLo < hi) {
      scratch.countedAt[ap] = scratch.stamp;
      interferers += 1;
    }
  }
  return {
    servingMeasurement,
    rssiDbm: best,
    rssi2Dbm: secondAp === -1 ? null : second,
    snrDb: best - noise,
    channelInterference: interferers,
  };
}
