import { WifiTrackWriter } from '../track.ts';
import { FLOOR_LOSS_DB } from './catalog.ts';
import { shortestPath, type FloorLayout, type MeterPoint } from './layout.ts';
import { bandSlot, PATH_LOSS_EXPONENT, referenceLossDb, valueNoise, type WallIndex } from './propagation.ts';
import type { Prng } from './prng.ts';
import type { PlannedAp, PlannedBss, PlannedRadio } from './radio-plan.ts';

/** A route point in metres with nanoseconds since the survey start. */
export interface MeterRoutePoint {
  timeNs: number;
  x: number;
  y: number;
}

/** One generated survey before it becomes JSON. */
export interface GeneratedSurvey {
  floor: number;
  startMs: number;
  durationNs: number;
  routeType: 'CONTINUOUS' | 'STOP_AND_GO';
  legs: MeterRoutePoint[][];
  /** Scan windows in ns since the survey start. */
  scannings: { startTime: number; endTime: number }[];
  /** BSSes heard (with the radio settings in force that day), in the order the track indexes them. */
  heard: HeardBss[];
  /** Primary frequency of each heard channel, for noise floors. */
  heardFrequencies: number[];
  track: Uint8Array;
  scanCount: number;
}

/** A BSS as heard in one survey: the radio carries that day's channel (RRM may have moved it). */
export interface HeardBss {
  ap: PlannedAp;
  radio: PlannedRadio;
  bss: PlannedBss;
}

/** Everything the survey generator needs about one floor. */
export interface SurveyFloor {
  layout: FloorLayout;
  walls: WallIndex;
  /** APs that can be heard on this floor: the floor's own, the floors above and below, the neighbours. */
  audible: PlannedAp[];
}

const DEVICE_HEIGHT = 1.1;
const SENSITIVITY_DBM = -90;
const CELL = 1;

/** Walks the corridor graph from the entrance through random rooms until `durationMs` is spent. */
function walkContinuous(
  layout: FloorLayout,
  durationMs: number,
  startNs: number,
  prng: Prng,
): MeterRoutePoint[] {
  const speed = prng.range(0.9, 1.3);
  const points: MeterRoutePoint[] = [];
  let node = prng.chance(0.7) ? layout.entranceNode : prng.int(0, layout.nodes.length - 1);
  let t = startNs;
  const endNs = startNs + durationMs * 1e6;
  const first = layout.nodes[node] as MeterPoint;
  points.push({ timeNs: t, x: first.x, y: first.y });
  while (t < endNs) {
    const room = layout.rooms[prng.int(0, layout.rooms.length - 1)];
    if (room === undefined) {
      break;
    }
    const path = shortestPath(layout, node, room.node);
    for (let i = 1; i < path.length && t < endNs; i++) {
      const from = layout.nodes[path[i - 1] as number] as MeterPoint;
      const to = layout.nodes[path[i] as number] as MeterPoint;
      t += (Math.hypot(to.x - from.x, to.y - from.y) / speed) * 1e9;
      points.push({ timeNs: Math.round(t), x: to.x, y: to.y });
    }
    node = room.node;
    if (prng.chance(0.5)) {
      // Stand in the room for a moment: same place, later time.
      t += prng.range(3, 12) * 1e9;
      const here = layout.nodes[node] as MeterPoint;
      points.push({ timeNs: Math.round(t), x: here.x, y: here.y });
    }
  }
  return points;
}

function positionAt(leg: MeterRoutePoint[], timeNs: number, cursor: { i: number }): MeterPoint {
  while (cursor.i < leg.length - 2 && (leg[cursor.i + 1] as MeterRoutePoint).timeNs < timeNs) {
    cursor.i++;
  }
  const a = leg[cursor.i] as MeterRoutePoint;
  const b = leg[Math.min(cursor.i + 1, leg.length - 1)] as MeterRoutePoint;
  const span = b.timeNs - a.timeNs;
  const f = span > 0 ? Math.min(1, Math.max(0, (timeNs - a.timeNs) / span)) : 0;
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
}

/** Millisecond offset within a scan at which a channel is visited (2.4 → 5 → 6 GHz sweep). */
function channelOffsetMs(frequencyMhz: number): number {
  if (frequencyMhz < 3000) {
    return Math.round(((frequencyMhz - 2412) / 5) * 9);
  }
  if (frequencyMhz < 5925) {
    return 120 + Math.round(((frequencyMhz - 5180) / 20) * 14);
  }
  return 520 + Math.round(((frequencyMhz - 5955) / 20) * 8);
}

/**
 * When within its channel's dwell a beacon arrived: 0–7 ms, as beacons of different BSSs on one channel are not
 * heard at the same instant. A hash of the scan and reading numbers, so it draws nothing from the PRNG stream.
 */
function beaconJitterMs(scan: number, reading: number): number {
  return (Math.imul(scan + 1, 0x9e3779b1) ^ Math.imul(reading + 1, 0x85ebca77)) >>> 29;
}

/** Per-floor cache of wall loss from each AP to each 1 m cell, filled lazily. */
export class WallLossCache {
  private readonly floor: SurveyFloor;
  private readonly columns: number;
  private readonly rows: number;
  private readonly perAp = new Map<number, Float32Array>();
  private readonly scratch = new Float64Array(3);

  constructor(floor: SurveyFloor) {
    this.floor = floor;
    this.columns = Math.ceil(floor.layout.widthMeters / CELL) + 1;
    this.rows = Math.ceil(floor.layout.heightMeters / CELL) + 1;
  }

  /** Wall loss (dB) on `band` between the AP and the cell holding (x, y). */
  loss(ap: PlannedAp, x: number, y: number, slot: 0 | 1 | 2): number {
    let table = this.perAp.get(ap.index);
    if (table === undefined) {
      table = new Float32Array(this.columns * this.rows * 3).fill(Number.NaN);
      this.perAp.set(ap.index, table);
    }
    const c = Math.min(this.columns - 1, Math.max(0, Math.floor(x / CELL)));
    const r = Math.min(this.rows - 1, Math.max(0, Math.floor(y / CELL)));
    const at = (r * this.columns + c) * 3;
    if (Number.isNaN(table[at])) {
      this.floor.walls.lossBetween(
        { x: ap.x, y: ap.y },
        { x: (c + 0.5) * CELL, y: (r + 0.5) * CELL },
        this.scratch,
      );
      table[at] = this.scratch[0] as number;
      table[at + 1] = this.scratch[1] as number;
      table[at + 2] = this.scratch[2] as number;
    }
    return table[at + slot] as number;
  }
}

/** Options for one survey. */
export interface SurveyPlan {
  floor: number;
  startMs: number;
  scans: number;
  routeType: 'CONTINUOUS' | 'STOP_AND_GO';
  floorHeightMeters: number;
  /** APs switched off during this survey (outages). */
  offline: ReadonlySet<number>;
  /** Radios whose channel RRM changed before this survey, with the settings in force. */
  rrm: ReadonlyMap<PlannedRadio, PlannedRadio>;
}

/**
 * Generates one survey: a route, then a scan every 1–2 s whose RSSI per BSSID is transmit power +
 * antenna gain − log-distance path loss − wall loss (crossings per band) − floor loss + correlated
 * shadowing + per-reading noise; readings under the adapter sensitivity are not heard.
 */
export function generateSurvey(
  plan: SurveyPlan,
  floor: SurveyFloor,
  cache: WallLossCache,
  prng: Prng,
): GeneratedSurvey {
  const legs: MeterRoutePoint[][] = [];
  const scanTimesNs: number[] = [];
  const scanPositions: MeterPoint[] = [];
  let t = 2e9;
  if (plan.routeType === 'STOP_AND_GO') {
    const stops = Math.max(1, Math.round(plan.scans / 4));
    const rooms = prng.shuffle([...floor.layout.nodes.keys()]);
    for (let s = 0; s < stops; s++) {
      const node = floor.layout.nodes[rooms[s % rooms.length] as number] as MeterPoint;
      const dwellNs = prng.range(5, 8) * 1e9;
      legs.push([
        { timeNs: Math.round(t), x: node.x, y: node.y },
        { timeNs: Math.round(t + dwellNs), x: node.x, y: node.y },
      ]);
      for (let k = 0; k < 4 && scanTimesNs.length < plan.scans; k++) {
        scanTimesNs.push(Math.round(t + 0.3e9 + (k * (dwellNs - 0.6e9)) / 4));
        scanPositions.push({ x: node.x, y: node.y });
      }
      t += dwellNs + prng.range(8, 25) * 1e9;
    }
  } else {
    const legCount = plan.scans > 300 && prng.chance(0.4) ? 2 : 1;
    for (let l = 0; l < legCount; l++) {
      const legScans = Math.ceil(plan.scans / legCount);
      const leg = walkContinuous(floor.layout, legScans * 1.5 * 1000 + 3000, Math.round(t), prng);
      legs.push(leg);
      const end = (leg[leg.length - 1] as MeterRoutePoint).timeNs;
      const cursor = { i: 0 };
      let scanT = (leg[0] as MeterRoutePoint).timeNs + 0.5e9;
      for (let k = 0; k < legScans && scanT < end && scanTimesNs.length < plan.scans; k++) {
        scanTimesNs.push(Math.round(scanT));
        scanPositions.push(positionAt(leg, scanT, cursor));
        scanT += prng.range(1.0, 2.0) * 1e9;
      }
      t = end + prng.range(20, 120) * 1e9;
    }
  }
  const writer = new WifiTrackWriter(scanTimesNs.length * 2400);
  const heard: HeardBss[] = [];
  const heardIndex = new Map<PlannedBss, number>();
  const frequencies = new Set<number>();
  const scannings: { startTime: number; endTime: number }[] = [];
  const readings = new ScanReadings();
  for (let s = 0; s < scanTimesNs.length; s++) {
    const timeNs = scanTimesNs[s] as number;
    const timeMs = Math.round(timeNs / 1e6);
    const position = scanPositions[s] as MeterPoint;
    readings.clear();
    for (const ap of floor.audible) {
      if (plan.offline.has(ap.index)) {
        continue;
      }
      const dz = ap.heightMeters - DEVICE_HEIGHT + (ap.floor - plan.floor) * plan.floorHeightMeters;
      const distance = Math.sqrt((ap.x - position.x) ** 2 + (ap.y - position.y) ** 2 + dz * dz);
      const floorsApart = Math.abs(ap.floor - plan.floor);
      const distanceLoss = 10 * PATH_LOSS_EXPONENT * Math.log10(Math.max(distance, 1));
      const shadow = 4 * valueNoise(ap.index + 1, position.x, position.y, 4);
      for (const configured of ap.radios) {
        const radio = plan.rrm.get(configured) ?? configured;
        if (!radio.enabled) {
          continue;
        }
        const slot = bandSlot(radio.band);
        const walls =
          floorsApart === 0
            ? cache.loss(ap, position.x, position.y, slot)
            : floorsApart * FLOOR_LOSS_DB[radio.band] + 4;
        const base =
          radio.txPowerDbm +
          radio.gainDbi -
          referenceLossDb(radio.primaryMhz) -
          distanceLoss -
          walls +
          shadow;
        if (base < SENSITIVITY_DBM - 8) {
          continue;
        }
        addReadings(ap, radio, base, prng, readings, heard, heardIndex, frequencies);
      }
    }
    readings.sortByOffset();
    writer.beginScan(s);
    for (let n = 0; n < readings.count; n++) {
      const r = readings.order[n] as number;
      writer.addReading(
        timeMs + (readings.offset[r] as number) + beaconJitterMs(s, n),
        readings.index[r] as number,
        readings.rssi[r] as number,
        readings.frequency[r] as number,
      );
    }
    writer.endScan();
    const last =
      readings.count > 0 ? (readings.offset[readings.order[readings.count - 1] as number] as number) : 0;
    scannings.push({ startTime: timeNs, endTime: timeNs + (last + 40) * 1e6 });
  }
  const lastLeg = legs[legs.length - 1] ?? [];
  const durationNs = Math.round((lastLeg[lastLeg.length - 1]?.timeNs ?? 0) + 1e9);
  return {
    floor: plan.floor,
    startMs: plan.startMs,
    durationNs,
    routeType: plan.routeType,
    legs,
    scannings,
    heard,
    heardFrequencies: [...frequencies].sort((a, b) => a - b),
    track: writer.finish(),
    scanCount: scanTimesNs.length,
  };
}

/** Readings of one scan in reusable parallel arrays (no per-reading objects in the hot loop). */
class ScanReadings {
  count = 0;
  offset = new Int32Array(256);
  index = new Int32Array(256);
  rssi = new Int32Array(256);
  frequency = new Int32Array(256);
  order = new Int32Array(256);

  clear(): void {
    this.count = 0;
  }

  push(offset: number, index: number, rssi: number, frequency: number): void {
    if (this.count === this.offset.length) {
      const grow = (a: Int32Array): Int32Array<ArrayBuffer> => {
        const next = new Int32Array(a.length * 2);
        next.set(a);
        return next;
      };
      this.offset = grow(this.offset);
      this.index = grow(this.index);
      this.rssi = grow(this.rssi);
      this.frequency = grow(this.frequency);
      this.order = grow(this.order);
    }
    const n = this.count++;
    this.offset[n] = offset;
    this.index[n] = index;
    this.rssi[n] = rssi;
    this.frequency[n] = frequency;
  }

  /** Fills `order` with reading positions sorted by channel-visit time (stable). */
  sortByOffset(): void {
    const order = this.order.subarray(0, this.count);
    for (let n = 0; n < this.count; n++) {
      order[n] = n;
    }
    const offset = this.offset;
    // Insertion sort: readings arrive nearly sorted by radio, and a scan holds at most a few hundred.
    for (let i = 1; i < order.length; i++) {
      const value = order[i] as number;
      const key = offset[value] as number;
      let j = i - 1;
      while (j >= 0 && (offset[order[j] as number] as number) > key) {
        order[j + 1] = order[j] as number;
        j--;
      }
      order[j + 1] = value;
    }
  }
}

function addReadings(
  ap: PlannedAp,
  radio: PlannedRadio,
  base: number,
  prng: Prng,
  readings: ScanReadings,
  heard: HeardBss[],
  heardIndex: Map<PlannedBss, number>,
  frequencies: Set<number>,
): void {
  const offset = channelOffsetMs(radio.primaryMhz);
  for (const bss of radio.bss) {
    const rssi = Math.round(base + prng.gaussian() * 2);
    // Beacons near the sensitivity floor are missed more often.
    if (rssi < SENSITIVITY_DBM || (rssi < -84 && prng.chance(0.4)) || prng.chance(0.03)) {
      continue;
    }
    let index = heardIndex.get(bss);
    if (index === undefined) {
      index = heard.length;
      heard.push({ ap, radio, bss });
      heardIndex.set(bss, index);
      frequencies.add(radio.primaryMhz);
    }
    readings.push(offset, index, Math.max(-110, Math.min(-15, rssi)), radio.primaryMhz);
  }
}
