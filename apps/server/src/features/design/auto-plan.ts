// Auto-planning (issue #19): AP positions for one floor that reach a requirement's pass rate with few APs.
// Greedy placement by predicted coverage gain over candidate positions inside the target cells, then a local
// search on position and channel judged by the real requirement evaluation. Uses the same prediction engine
// (@airlens/heatmap/planning, walls and attenuation areas of the floor) as the planning heatmaps. Pure: no I/O.
import type { Band, ChannelWidthMhz, PlacedAccessPoint, SimulatedRadio } from '@airlens/heatmap';
import {
  DEFAULT_NOISE_DBM,
  NO_DEVICE_PROFILE,
  evaluateRequirement,
  predictFloorField,
  type PlanningFloor,
  type RequirementCriterion,
  type SignalField,
} from '@airlens/heatmap/planning';

/** The radio an AP model brings on the planned band. */
export interface AutoPlanRadio {
  band: Band;
  txPowerDbm: number;
  antennaGainDbi: number;
  widthMhz: ChannelWidthMhz;
  spatialStreams?: number;
}

/** What to plan: the floor (walls, attenuation areas, APs already there), the cells to cover and the goal. */
export interface AutoPlanInput {
  floor: PlanningFloor;
  grid: { cols: number; rows: number; cellMeters: number };
  /** The cells the requirement applies to (its areas, or the floor's covered area). */
  targetCells: Uint32Array;
  criteria: readonly RequirementCriterion[];
  /** The pass rate to reach, in percent of the target cells. */
  targetPassRatePercent: number;
  radio: AutoPlanRadio;
  /** The channels the local search may give the planned radios (the first is the default). */
  channels: readonly number[];
  maxAps: number;
  mountHeightMeters?: number;
  /** Spacing of the candidate positions in metres (default 3 m). */
  candidateSpacingMeters?: number;
  /** Called after each placement and search round with a fraction in [0, 1]. */
  onProgress?: (fraction: number) => void;
}

/** One proposed AP: its position in metres on the floor and its radio's channel. */
export interface ProposedAccessPoint {
  xMeters: number;
  yMeters: number;
  band: Band;
  channel: number;
}

export interface AutoPlanProposal {
  accessPoints: ProposedAccessPoint[];
  predictedPassRatePercent: number;
}

interface Candidate {
  x: number;
  y: number;
  /** Predicted RSSI at each target cell (same order as targetCells). */
  rssi: Float32Array;
}

const PROPOSED_PREFIX = 'auto-plan-';

function plannedAp(
  input: AutoPlanInput,
  index: number,
  x: number,
  y: number,
  channel: number,
): PlacedAccessPoint {
  const id = `${PROPOSED_PREFIX}${index}`;
  const radio: SimulatedRadio = {
    id: `${id}-radio`,
    band: input.radio.band,
    primaryChannel: channel,
    widthMhz: input.radio.widthMhz,
    txPowerDbm: input.radio.txPowerDbm,
    antennaGainDbi: input.radio.antennaGainDbi,
    spatialStreams: input.radio.spatialStreams ?? 2,
    technology: 'AX',
  };
  return {
    id,
    xMeters: x,
    yMeters: y,
    isMine: true,
    mountHeightMeters: input.mountHeightMeters ?? 3,
    radios: [radio],
  };
}

/** The pass rate of the target cells with `planned` added to the floor's own APs. */
function passRateOf(input: AutoPlanInput, planned: readonly PlacedAccessPoint[]): number {
  const floor = { ...input.floor, accessPoints: [...input.floor.accessPoints, ...planned] };
  const field = predictFloorField([floor], floor.floorPlanId, input.grid, 'one-floor');
  const signal: SignalField = {
    cellCount: input.grid.cols * input.grid.rows,
    radios: field.radios.map(({ ap, radio }) => ({ ...radio, apId: ap.id })),
    planes: field.planes,
    noiseDbm: DEFAULT_NOISE_DBM,
  };
  return evaluateRequirement(signal, input.criteria, input.targetCells, NO_DEVICE_PROFILE).passRatePercent;
}

/** The level a cell must reach for the primary signal criterion of the band (−67 dBm when none says). */
function primaryThresholdDbm(input: AutoPlanInput): number {
  const criterion = input.criteria.find(
    (c) => c.type === 'SIGNAL_STRENGTH' && (c.band === undefined || c.band === input.radio.band),
  );
  return criterion?.value ?? -67;
}

function secondaryThresholdDbm(input: AutoPlanInput): number | null {
  const criterion = input.criteria.find(
    (c) => c.type === 'SECONDARY_SIGNAL_STRENGTH' && (c.band === undefined || c.band === input.radio.band),
  );
  return criterion?.value ?? null;
}

/** Candidate positions on a square lattice, kept where they fall in a target cell, each with its prediction. */
function candidatesOf(input: AutoPlanInput): Candidate[] {
  const { cols, cellMeters } = input.grid;
  const spacing = input.candidateSpacingMeters ?? 3;
  const isTarget = new Uint8Array(cols * input.grid.rows);
  input.targetCells.forEach((cell) => {
    isTarget[cell] = 1;
  });
  const positions: { x: number; y: number }[] = [];
  for (let y = spacing / 2; y < input.grid.rows * cellMeters; y += spacing) {
    for (let x = spacing / 2; x < cols * cellMeters; x += spacing) {
      if (isTarget[Math.floor(y / cellMeters) * cols + Math.floor(x / cellMeters)] === 1) {
        positions.push({ x, y });
      }
    }
  }
  // One prediction of every candidate at once: the engine shares the wall work across its radios.
  const probes = positions.map((p, index) => plannedAp(input, index, p.x, p.y, input.channels[0] ?? 36));
  const floor = { ...input.floor, accessPoints: probes };
  const field = predictFloorField([floor], floor.floorPlanId, input.grid, 'one-floor');
  const cellCount = input.grid.cols * input.grid.rows;
  const planeOf = new Map(field.radios.map(({ ap }, j) => [ap.id, j]));
  return positions.map((p, index) => {
    const j = planeOf.get(probes[index]?.id ?? '');
    const rssi = new Float32Array(input.targetCells.length).fill(-200);
    if (j !== undefined) {
      input.targetCells.forEach((cell, k) => {
        rssi[k] = field.planes[j * cellCount + cell] ?? -200;
      });
    }
    return { ...p, rssi };
  });
}

/** Best and second-best RSSI per target cell from the floor's own APs. */
function existingLevels(input: AutoPlanInput): { best: Float32Array; second: Float32Array } {
  const best = new Float32Array(input.targetCells.length).fill(-200);
  const second = new Float32Array(input.targetCells.length).fill(-200);
  if (input.floor.accessPoints.length > 0) {
    const field = predictFloorField([input.floor], input.floor.floorPlanId, input.grid, 'one-floor');
    const cellCount = input.grid.cols * input.grid.rows;
    field.radios.forEach(({ radio }, j) => {
      if (radio.band !== input.radio.band) {
        return;
      }
      input.targetCells.forEach((cell, k) =>
        addLevel(best, second, k, field.planes[j * cellCount + cell] ?? -200),
      );
    });
  }
  return { best, second };
}

function addLevel(best: Float32Array, second: Float32Array, k: number, level: number): void {
  if (level > (best[k] ?? -200)) {
    second[k] = best[k] ?? -200;
    best[k] = level;
  } else if (level > (second[k] ?? -200)) {
    second[k] = level;
  }
}

/** Cells a candidate brings to the primary level, plus half those it brings to the secondary one. */
function gainOf(
  candidate: Candidate,
  best: Float32Array,
  second: Float32Array,
  primary: number,
  secondary: number | null,
): number {
  let gain = 0;
  for (let k = 0; k < candidate.rssi.length; k++) {
    const level = candidate.rssi[k] ?? -200;
    if ((best[k] ?? -200) < primary && level >= primary) {
      gain += 1;
    } else if (
      secondary !== null &&
      (second[k] ?? -200) < secondary &&
      level >= secondary &&
      level > (second[k] ?? -200)
    ) {
      gain += 0.5;
    }
  }
  return gain;
}

/** Channels for the planned APs, greedily: each takes the channel least heard from the APs planned before it. */
function assignChannels(planned: readonly { x: number; y: number }[], channels: readonly number[]): number[] {
  const assigned: number[] = [];
  planned.forEach((ap, index) => {
    let bestChannel = channels[0] ?? 36;
    let bestCost = Infinity;
    for (const channel of channels) {
      let cost = 0;
      for (let other = 0; other < index; other++) {
        const neighbour = planned[other];
        if (neighbour !== undefined && assigned[other] === channel) {
          cost += 1 / Math.max(1, Math.hypot(neighbour.x - ap.x, neighbour.y - ap.y));
        }
      }
      if (cost < bestCost) {
        bestCost = cost;
        bestChannel = channel;
      }
    }
    assigned.push(bestChannel);
  });
  return assigned;
}

function toPlaced(
  input: AutoPlanInput,
  positions: readonly { x: number; y: number }[],
  channels: readonly number[],
) {
  return positions.map((p, index) =>
    plannedAp(input, index, p.x, p.y, channels[index] ?? input.channels[0] ?? 36),
  );
}

/**
 * Proposes AP positions and channels for the floor that reach `targetPassRatePercent` of the target cells
 * (or come as close as `maxAps` allows): greedy placement by predicted coverage gain, then a local search moving
 * each AP by one candidate spacing and retuning channels while the real pass rate improves.
 */
export function autoPlan(input: AutoPlanInput): AutoPlanProposal {
  const candidates = candidatesOf(input);
  const { best, second } = existingLevels(input);
  const primary = primaryThresholdDbm(input);
  const secondary = secondaryThresholdDbm(input);
  const positions: { x: number; y: number }[] = [];
  let passRate = passRateOf(input, []);
  const used = new Set<number>();
  while (passRate < input.targetPassRatePercent && positions.length < input.maxAps) {
    let pick = -1;
    let pickGain = 0;
    candidates.forEach((candidate, index) => {
      const gain = used.has(index) ? 0 : gainOf(candidate, best, second, primary, secondary);
      if (gain > pickGain) {
        pick = index;
        pickGain = gain;
      }
    });
    const chosen = candidates[pick];
    if (chosen === undefined) {
      break;
    }
    used.add(pick);
    positions.push({ x: chosen.x, y: chosen.y });
    chosen.rssi.forEach((level, k) => addLevel(best, second, k, level));
    passRate = passRateOf(input, toPlaced(input, positions, assignChannels(positions, input.channels)));
    input.onProgress?.(Math.min(0.8, (0.8 * passRate) / Math.max(1, input.targetPassRatePercent)));
  }
  const moved = localSearch(input, positions, assignChannels(positions, input.channels), passRate);
  const tuned = tuneChannels(
    input,
    moved.positions,
    assignChannels(moved.positions, input.channels),
    moved.passRate,
  );
  const finalPositions = moved.positions;
  const channels = tuned.channels;
  const finalRate = tuned.passRate;
  input.onProgress?.(1);
  return {
    accessPoints: finalPositions.map((p, index) => ({
      xMeters: p.x,
      yMeters: p.y,
      band: input.radio.band,
      channel: channels[index] ?? input.channels[0] ?? 36,
    })),
    predictedPassRatePercent: Math.round(finalRate * 10) / 10,
  };
}

/** Moves each AP by one spacing in the four directions while that raises the pass rate (one round per AP). */
function localSearch(
  input: AutoPlanInput,
  start: readonly { x: number; y: number }[],
  channels: readonly number[],
  startRate: number,
): { positions: { x: number; y: number }[]; passRate: number } {
  const spacing = input.candidateSpacingMeters ?? 3;
  const positions = start.map((p) => ({ ...p }));
  let passRate = startRate;
  const width = input.grid.cols * input.grid.cellMeters;
  const height = input.grid.rows * input.grid.cellMeters;
  for (let index = 0; index < positions.length && passRate < 100; index++) {
    const origin = positions[index];
    if (origin === undefined) {
      continue;
    }
    for (const [dx, dy] of [
      [spacing, 0],
      [-spacing, 0],
      [0, spacing],
      [0, -spacing],
    ] as const) {
      const moved = { x: origin.x + dx, y: origin.y + dy };
      if (moved.x < 0 || moved.y < 0 || moved.x > width || moved.y > height) {
        continue;
      }
      const trial = positions.map((p, i) => (i === index ? moved : p));
      const rate = passRateOf(input, toPlaced(input, trial, channels));
      if (rate > passRate) {
        positions[index] = moved;
        passRate = rate;
        break;
      }
    }
    input.onProgress?.(0.8 + (0.2 * (index + 1)) / positions.length);
  }
  return { positions, passRate };
}

/** Tries every other channel on each AP, keeping a change that raises the pass rate (co-channel criteria). */
function tuneChannels(
  input: AutoPlanInput,
  positions: readonly { x: number; y: number }[],
  start: readonly number[],
  startRate: number,
): { channels: number[]; passRate: number } {
  const channels = [...start];
  let passRate = startRate;
  const hasOverlapCriterion = input.criteria.some((criterion) => criterion.type === 'CHANNEL_OVERLAP');
  for (let index = 0; index < positions.length && hasOverlapCriterion && passRate < 100; index++) {
    for (const channel of input.channels) {
      if (channel === channels[index]) {
        continue;
      }
      const trial = channels.map((c, i) => (i === index ? channel : c));
      const rate = passRateOf(input, toPlaced(input, positions, trial));
      if (rate > passRate) {
        channels.splice(0, channels.length, ...trial);
        passRate = rate;
      }
    }
  }
  return { channels, passRate };
}
