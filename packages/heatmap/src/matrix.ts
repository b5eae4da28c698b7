import {
  bandOfFrequencyMhz,
  channelOfFrequencyMhz,
  type MetresArray,
  type MetresLike,
} from '@airlens/domain';
import type { Band, ChannelWidthMhz, RadioInfo, WifiTechnology } from './types';

/** One BSSID heard in one scan. */
export interface ScanReading {
  bssid: string;
  rssiDbm: number;
  /** Centre frequency of the primary 20 MHz channel, which gives band and channel. */
  frequencyMhz: number;
  widthMhz?: ChannelWidthMhz;
  /** The AP from the measurement → measured radio → access point chain, when the file has it. */
  apId?: string;
  technology?: WifiTechnology;
}

/** One scan at a location in metres; scans at the same spot (stop-and-go) are merged into one point. */
export interface Scan {
  xMeters: MetresLike;
  yMeters: MetresLike;
  noiseDbm?: number;
  readings: ScanReading[];
}

/** What the floor knows about its APs: the "mine" flag and the position when placed. */
export interface KnownAccessPoint {
  id: string;
  isMine: boolean;
  position?: { xMeters: MetresLike; yMeters: MetresLike } | null;
}

/** The points × radios matrix and what it is made of. */
export interface ScanMatrix {
  points: { xMeters: MetresArray; yMeters: MetresArray };
  radios: RadioInfo[];
  /** Point-major RSSI (`V[p * radios.length + r]`), not heard = notHeardDbm. */
  V: Float32Array;
  /** Median measured noise per point (NaN = none), or undefined when no scan carried noise. */
  noiseDbm?: Float32Array;
  /** The BSSIDs collapsed into each radio, in radio order. */
  bssidsByRadio: string[][];
}

/** A BSSID with its last hex digit cleared: the SSIDs of one radio usually differ only there. */
export function radioMacOf(bssid: string): string {
  const normal = bssid.trim().toLowerCase().replace(/-/g, ':');
  return normal.length > 0 ? `${normal.slice(0, -1)}0` : normal;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function mostCommon<T>(values: T[], fallback: T): T {
  const counts = new Map<T, number>();
  let best = fallback;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

interface RadioDraft {
  index: number;
  id: string;
  apId: string;
  band: Band;
  channels: number[];
  widths: ChannelWidthMhz[];
  technology?: WifiTechnology;
  bssids: Set<string>;
}

/**
 * Turns scans into the points × radios median matrix. A radio is one AP on one band: the AP from `apId` when
 * the reading has it, else the BSSID with its last hex digit cleared (so an AP's SSIDs collapse). Within a scan
 * a radio's level is the strongest of its BSSIDs; per point it is the median over the scans that heard it.
 * Scans within 1 cm are one point. Radios not heard at a point get `notHeardDbm`.
 */
export function buildMatrixFromScans(
  scans: readonly Scan[],
  options: { accessPoints?: readonly KnownAccessPoint[]; notHeardDbm?: number } = {},
): ScanMatrix {
  const notHeardDbm = options.notHeardDbm ?? -100;
  const knownAps = new Map((options.accessPoints ?? []).map((ap) => [ap.id, ap]));
  const pointOf = new Map<string, number>();
  const pointXs: number[] = [];
  const pointYs: number[] = [];
  const pointNoise: number[][] = [];
  const radioOf = new Map<string, RadioDraft>();
  const radioList: RadioDraft[] = [];
  // levels[point] maps radio index → that radio's level in each scan at the point.
  const levels: Map<number, number[]>[] = [];

  for (const scan of scans) {
    const spot = `${Math.round(scan.xMeters * 100)},${Math.round(scan.yMeters * 100)}`;
    let point = pointOf.get(spot);
    if (point === undefined) {
      point = pointXs.length;
      pointOf.set(spot, point);
      pointXs.push(scan.xMeters);
      pointYs.push(scan.yMeters);
      pointNoise.push([]);
      levels.push(new Map());
    }
    if (scan.noiseDbm !== undefined && Number.isFinite(scan.noiseDbm)) {
      pointNoise[point]?.push(scan.noiseDbm);
    }
    const strongest = new Map<number, number>();
    for (const reading of scan.readings) {
      const band = bandOfFrequencyMhz(reading.frequencyMhz);
      if (band === null || !Number.isFinite(reading.rssiDbm)) {
        continue;
      }
      const apId = reading.apId ?? `mac:${radioMacOf(reading.bssid)}`;
      const key = `${apId}|${band}`;
      let radio = radioOf.get(key);
      if (radio === undefined) {
        radio = { index: radioList.length, id: key, apId, band, channels: [], widths: [], bssids: new Set() };
        radioOf.set(key, radio);
        radioList.push(radio);
      }
      radio.channels.push(channelOfFrequencyMhz(reading.frequencyMhz, band));
      radio.widths.push(reading.widthMhz ?? 20);
      radio.technology ??= reading.technology;
      radio.bssids.add(reading.bssid.trim().toLowerCase());
      strongest.set(radio.index, Math.max(strongest.get(radio.index) ?? -Infinity, reading.rssiDbm));
    }
    const pointLevels = levels[point];
    for (const [index, level] of strongest) {
      pointLevels?.set(index, [...(pointLevels.get(index) ?? []), level]);
    }
  }

  const radioCount = radioList.length;
  const V = new Float32Array(pointXs.length * radioCount).fill(notHeardDbm);
  levels.forEach((pointLevels, point) => {
    for (const [index, scansLevels] of pointLevels) {
      V[point * radioCount + index] = median(scansLevels);
    }
  });
  const hasNoise = pointNoise.some((values) => values.length > 0);
  return {
    points: { xMeters: Float64Array.from(pointXs), yMeters: Float64Array.from(pointYs) },
    radios: radioList.map((radio) => {
      const known = knownAps.get(radio.apId);
      return {
        id: radio.id,
        apId: radio.apId,
        band: radio.band,
        primaryChannel: mostCommon(radio.channels, 0),
        widthMhz: mostCommon<ChannelWidthMhz>(radio.widths, 20),
        isMine: known?.isMine ?? false,
        isMeasured: true,
        ...(radio.technology === undefined ? {} : { technology: radio.technology }),
        apPosition: known?.position ?? null,
      };
    }),
    V,
    ...(hasNoise
      ? { noiseDbm: Float32Array.from(pointNoise, (values) => (values.length > 0 ? median(values) : NaN)) }
      : {}),
    bssidsByRadio: radioList.map((radio) => [...radio.bssids].sort()),
  };
}
