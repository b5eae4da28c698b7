import type { FrequencyBand } from '@airlens/domain';

// Channel and power planning that minimises predicted co-channel interference (CCI). The prediction is a
// log-distance model per floor (free-space loss at 1 m, exponent 3.3, no walls); each cell is served by its
// strongest AP, and every other AP on an overlapping channel heard above the CCA threshold interferes. The plan
// starts from a graph colouring weighted by overlap (cells both APs cover), then local search over channel and
// power, keeping cells above the coverage threshold covered.

export interface OptimizerAp {
  id: string;
  floorPlanId: string;
  xMeters: number;
  yMeters: number;
  channel: number | null;
  power: number | null;
}

export interface OptimizerFloor {
  id: string;
  widthMeters: number;
  heightMeters: number;
}

export interface OptimizerOptions {
  band: FrequencyBand;
  channels: number[];
  channelWidth: number;
  minPower: number;
  maxPower: number;
}

export interface Prediction {
  meanCciDb: number;
  cciAreaPercent: number;
}

const CCA_DBM = -82;
const COVERAGE_DBM = -70;
const NOISE_DBM = -95;
const PATH_LOSS_EXPONENT = 3.3;
const CELL_METERS = 2;
const MAX_CELLS_PER_FLOOR = 20_000;

/** The default channels of a band: 1/6/11; UNII-1 and UNII-3 (DFS adds UNII-2 and 2e); 6 GHz PSCs. */
export function defaultChannels(band: FrequencyBand, allowDfs: boolean): number[] {
  if (band === 'TWO') {
    return [1, 6, 11];
  }
  if (band === 'FIVE') {
    const dfs = [52, 56, 60, 64, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144];
    return [36, 40, 44, 48, ...(allowDfs ? dfs : []), 149, 153, 157, 161, 165];
  }
  return [5, 21, 37, 53, 69, 85, 101, 117, 133, 149, 165, 181, 197, 213, 229];
}

/** The 5/6 GHz channel's index in 20 MHz steps, for bonding blocks. */
function slotOf(band: FrequencyBand, channel: number): number {
  if (band === 'SIX') {
    return (channel - 1) / 4;
  }
  return channel >= 149 ? 100 + (channel - 149) / 4 : (channel - 36) / 4;
}

/** The bonded block a channel falls in at this width (the same block: the same airtime). */
export function blockOf(band: FrequencyBand, channel: number, width: number): number {
  const size = Math.max(1, Math.round(width / 20));
  return Math.floor(slotOf(band, channel) / size);
}

/** Whether two channels share spectrum at this width. */
export function channelsOverlap(band: FrequencyBand, a: number, b: number, width: number): boolean {
  if (band === 'TWO') {
    return Math.abs(a - b) < 5;
  }
  return blockOf(band, a, width) === blockOf(band, b, width);
}

/** One channel per bonded block: the candidates a plan chooses from at this width. */
export function candidateChannels(band: FrequencyBand, channels: readonly number[], width: number): number[] {
  if (band === 'TWO' || width <= 20) {
    return [...new Set(channels)].sort((a, b) => a - b);
  }
  const seen = new Map<number, number>();
  for (const channel of [...channels].sort((a, b) => a - b)) {
    const block = blockOf(band, channel, width);
    if (!seen.has(block)) {
      seen.set(block, channel);
    }
  }
  return [...seen.values()];
}

const FREQUENCY_MHZ: Record<FrequencyBand, number> = { TWO: 2437, FIVE: 5500, SIX: 6100 };

interface FloorGrid {
  aps: number[];
  /** Path loss in dB, `loss[k * cells + c]` for the floor's k-th AP. */
  loss: Float32Array;
  cells: number;
}

function buildGrids(
  aps: readonly OptimizerAp[],
  floors: readonly OptimizerFloor[],
  band: FrequencyBand,
): FloorGrid[] {
  const fspl1m = 20 * Math.log10(FREQUENCY_MHZ[band]) - 27.55;
  const grids: FloorGrid[] = [];
  for (const floor of floors) {
    const members = aps.flatMap((ap, index) => (ap.floorPlanId === floor.id ? [index] : []));
    if (members.length === 0) {
      continue;
    }
    let step = CELL_METERS;
    while ((floor.widthMeters / step) * (floor.heightMeters / step) > MAX_CELLS_PER_FLOOR) {
      step *= 1.5;
    }
    const cols = Math.max(1, Math.ceil(floor.widthMeters / step));
    const rows = Math.max(1, Math.ceil(floor.heightMeters / step));
    const cells = cols * rows;
    const loss = new Float32Array(cells * members.length);
    members.forEach((apIndex, k) => {
      const ap = aps[apIndex] as OptimizerAp;
      for (let row = 0, c = 0; row < rows; row++) {
        for (let col = 0; col < cols; col++, c++) {
          const d = Math.max(1, Math.hypot((col + 0.5) * step - ap.xMeters, (row + 0.5) * step - ap.yMeters));
          loss[k * cells + c] = fspl1m + 10 * PATH_LOSS_EXPONENT * Math.log10(d);
        }
      }
    });
    grids.push({ aps: members, loss, cells });
  }
  return grids;
}

interface Plan {
  channels: number[];
  powers: number[];
}

/** CCI over every floor: the mean dB above noise and the share of covered cells with an interferer. */
function evaluate(grids: readonly FloorGrid[], plan: Plan, options: OptimizerOptions) {
  let covered = 0;
  let interfered = 0;
  let cciSum = 0;
  let uncovered = 0;
  for (const grid of grids) {
    const { aps, loss, cells } = grid;
    for (let c = 0; c < cells; c++) {
      let best = -Infinity;
      let server = -1;
      for (let k = 0; k < aps.length; k++) {
        const rssi = (plan.powers[aps[k] as number] as number) - (loss[k * cells + c] as number);
        if (rssi > best) {
          best = rssi;
          server = k;
        }
      }
      if (best < COVERAGE_DBM) {
        uncovered += 1;
      }
      if (best < CCA_DBM) {
        continue;
      }
      covered += 1;
      const serverChannel = plan.channels[aps[server] as number] as number;
      let interferenceMw = 0;
      for (let k = 0; k < aps.length; k++) {
        if (k === server) {
          continue;
        }
        const rssi = (plan.powers[aps[k] as number] as number) - (loss[k * cells + c] as number);
        if (
          rssi >= CCA_DBM &&
          channelsOverlap(
            options.band,
            serverChannel,
            plan.channels[aps[k] as number] as number,
            options.channelWidth,
          )
        ) {
          interferenceMw += 10 ** (rssi / 10);
        }
      }
      if (interferenceMw > 0) {
        interfered += 1;
        cciSum += 10 * Math.log10(1 + interferenceMw / 10 ** (NOISE_DBM / 10));
      }
    }
  }
  return {
    prediction: {
      meanCciDb: covered === 0 ? 0 : Math.round((cciSum / covered) * 100) / 100,
      cciAreaPercent: covered === 0 ? 0 : Math.round((interfered / covered) * 1000) / 10,
    },
    cost: cciSum + 10 * uncovered,
  };
}

/** Cells two APs both cover above the CCA threshold at the given powers: the colouring's edge weights. */
function overlapWeights(grids: readonly FloorGrid[], powers: readonly number[], count: number): Float64Array {
  const weights = new Float64Array(count * count);
  for (const { aps, loss, cells } of grids) {
    for (let c = 0; c < cells; c++) {
      const heard = aps.filter(
        (ap, k) => (powers[ap] as number) - (loss[k * cells + c] as number) >= CCA_DBM,
      );
      for (const a of heard) {
        for (const b of heard) {
          if (a !== b) {
            weights[a * count + b] = (weights[a * count + b] as number) + 1;
          }
        }
      }
    }
  }
  return weights;
}

/** The plan: channel and power per AP, with the prediction before (the APs' own settings) and after. */
export function optimizeChannels(
  aps: readonly OptimizerAp[],
  floors: readonly OptimizerFloor[],
  options: OptimizerOptions,
): { plan: Plan; before: Prediction; after: Prediction } {
  const candidates = candidateChannels(options.band, options.channels, options.channelWidth);
  const grids = buildGrids(aps, floors, options.band);
  const clampPower = (power: number) => Math.min(options.maxPower, Math.max(options.minPower, power));
  const current: Plan = {
    channels: aps.map((ap) => ap.channel ?? (candidates[0] as number)),
    powers: aps.map((ap) => ap.power ?? clampPower(17)),
  };
  const before = evaluate(grids, current, options).prediction;
  // Colouring: heaviest-overlap APs first, each on the channel with the least overlap already on it.
  const startPowers = aps.map(() => options.maxPower);
  const weights = overlapWeights(grids, startPowers, aps.length);
  const order = aps
    .map((_ap, i) => i)
    .sort((a, b) => {
      const wa = weights.slice(a * aps.length, (a + 1) * aps.length).reduce((s, w) => s + w, 0);
      const wb = weights.slice(b * aps.length, (b + 1) * aps.length).reduce((s, w) => s + w, 0);
      return wb - wa || a - b;
    });
  const channels = aps.map(() => candidates[0] as number);
  const assigned = new Set<number>();
  for (const i of order) {
    let bestChannel = candidates[0] as number;
    let bestWeight = Infinity;
    for (const channel of candidates) {
      let weight = 0;
      for (const j of assigned) {
        if (channelsOverlap(options.band, channel, channels[j] as number, options.channelWidth)) {
          weight += weights[i * aps.length + j] as number;
        }
      }
      if (weight < bestWeight) {
        bestWeight = weight;
        bestChannel = channel;
      }
    }
    channels[i] = bestChannel;
    assigned.add(i);
  }
  const plan: Plan = { channels, powers: startPowers.slice() };
  // Local search: move one AP's channel or power while the predicted cost falls (a few rounds at most).
  const powerSteps = [];
  for (let p = options.maxPower; p >= options.minPower; p -= 3) {
    powerSteps.push(p);
  }
  let cost = evaluate(grids, plan, options).cost;
  for (let round = 0; round < 3; round++) {
    let improved = false;
    for (const i of order) {
      for (const channel of candidates) {
        for (const power of powerSteps) {
          if (channel === plan.channels[i] && power === plan.powers[i]) {
            continue;
          }
          const trial: Plan = {
            channels: plan.channels.map((c, k) => (k === i ? channel : c)),
            powers: plan.powers.map((p, k) => (k === i ? power : p)),
          };
          const trialCost = evaluate(grids, trial, options).cost;
          if (trialCost < cost - 1e-9) {
            plan.channels = trial.channels;
            plan.powers = trial.powers;
            cost = trialCost;
            improved = true;
          }
        }
      }
    }
    if (!improved) {
      break;
    }
  }
  // Never answer a plan predicted worse than the APs' own settings (clamped to the allowed channels and powers).
  const own: Plan = {
    channels: current.channels.map((c) => (candidates.includes(c) ? c : (candidates[0] as number))),
    powers: current.powers.map(clampPower),
  };
  const best = evaluate(grids, own, options).cost < cost ? own : plan;
  return { plan: best, before, after: evaluate(grids, best, options).prediction };
}
