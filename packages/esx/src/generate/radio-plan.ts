import { frequencyOfChannel, type EsxBand } from '../channels.ts';
import { AP_MODELS, type ApModel } from './catalog.ts';
import type { FloorLayout } from './layout.ts';
import type { Prng } from './prng.ts';

/** One BSS a radio advertises. */
export interface PlannedBss {
  ssid: string;
  bssid: string;
  security: string;
}

/** A radio of a generated AP. */
export interface PlannedRadio {
  slot: number;
  band: EsxBand;
  enabled: boolean;
  /** Centre frequency of every 20 MHz sub-channel, primary first then ascending. */
  channelsMhz: number[];
  /** Centre frequency of the primary channel (where beacons are heard). */
  primaryMhz: number;
  widthMhz: number;
  txPowerDbm: number;
  gainDbi: number;
  bss: PlannedBss[];
}

/** A generated AP with its true position (metres) and radios. */
export interface PlannedAp {
  index: number;
  /** Floor index, 0-based. */
  floor: number;
  name: string;
  x: number;
  y: number;
  heightMeters: number;
  model: ApModel;
  /** Part of the surveyed network (false for neighbouring networks). */
  mine: boolean;
  radios: PlannedRadio[];
}

/** SSIDs of the network and of the neighbours. */
export interface SsidPlan {
  corp: string;
  guest: string;
  iot: string;
  voice: string | undefined;
}

const FIVE_GHZ_20 = [
  36, 40, 44, 48, 52, 56, 60, 64, 100, 104, 108, 112, 116, 132, 136, 140, 144, 149, 153, 157, 161, 165,
];
const FIVE_GHZ_40 = [
  [36, 40],
  [44, 48],
  [52, 56],
  [60, 64],
  [100, 104],
  [108, 112],
  [132, 136],
  [140, 144],
  [149, 153],
  [157, 161],
];
const FIVE_GHZ_80 = [
  [36, 40, 44, 48],
  [52, 56, 60, 64],
  [100, 104, 108, 112],
  [132, 136, 140, 144],
  [149, 153, 157, 161],
];
const NEIGHBOUR_SSIDS = [
  'DIRECT-7F-HP LaserJet',
  'Lobby Cafe WiFi',
  'ConfRoom-Display',
  'BuildingMgmt',
  'xfinitywifi',
  'eduroam',
];

/** Channel groups (IEEE numbers of the 20 MHz sub-channels) available on a band at a width. */
export function channelGroups(band: EsxBand, widthMhz: number): number[][] {
  if (band === 'TWO') {
    return [[1], [6], [11]];
  }
  if (band === 'FIVE') {
    return widthMhz >= 80 ? FIVE_GHZ_80 : widthMhz >= 40 ? FIVE_GHZ_40 : FIVE_GHZ_20.map((c) => [c]);
  }
  const per = Math.max(1, widthMhz / 20);
  const groups: number[][] = [];
  for (let start = 1; start + (per - 1) * 4 <= 233; start += per * 4) {
    groups.push(Array.from({ length: per }, (_, i) => start + i * 4));
  }
  return groups;
}

function macFor(oui: string, prng: Prng): number[] {
  const bytes = oui.split(':').map((part) => parseInt(part, 16));
  return [...bytes, prng.int(0, 255), prng.int(0, 255), prng.int(0, 3) << 6];
}

function formatMac(bytes: number[]): string {
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join(':');
}

/** Spreads `count` positions over a floor by farthest-point sampling of room and corridor points. */
function placeOnFloor(layout: FloorLayout, count: number, prng: Prng): { x: number; y: number }[] {
  const candidates = layout.nodes.map((node) => ({
    x: node.x + prng.range(-0.8, 0.8),
    y: node.y + prng.range(-0.8, 0.8),
  }));
  for (let i = 0; i < count * 4; i++) {
    candidates.push({ x: prng.range(2, layout.widthMeters - 2), y: prng.range(2, layout.heightMeters - 2) });
  }
  const chosen: { x: number; y: number }[] = [];
  const minDistance = new Float64Array(candidates.length).fill(Number.POSITIVE_INFINITY);
  let next = prng.int(0, candidates.length - 1);
  while (chosen.length < count && chosen.length < candidates.length) {
    const point = candidates[next] as { x: number; y: number };
    chosen.push(point);
    let best = -1;
    let bestScore = -1;
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i] as { x: number; y: number };
      const d = Math.hypot(c.x - point.x, c.y - point.y);
      if (d < (minDistance[i] as number)) {
        minDistance[i] = d;
      }
      // Pull slightly away from the exterior: APs sit inside, not on the façade.
      const edge = Math.min(c.x, c.y, layout.widthMeters - c.x, layout.heightMeters - c.y);
      const score = (minDistance[i] as number) * (edge < 3 ? 0.6 : 1) * prng.range(0.9, 1.1);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) {
      break;
    }
    next = best;
  }
  return chosen;
}

/** Options that shape the radio plan. */
export interface RadioPlanOptions {
  floors: number;
  aps: number;
  layouts: FloorLayout[];
  floorHeightMeters: number;
  ssids: SsidPlan;
}

/**
 * Places the network's APs on every floor, one vendor per site, and gives each radio a channel by
 * greedy colouring (co-channel cost falls with distance², a floor away counts a third) and a power.
 */
export function planNetwork(
  options: RadioPlanOptions,
  prng: Prng,
): { aps: PlannedAp[]; neighbours: PlannedAp[]; vendorModels: ApModel[] } {
  const vendor = prng.pick(AP_MODELS).vendor;
  const vendorModels = AP_MODELS.filter((model) => model.vendor === vendor);
  const has6 = vendorModels.filter((model) => model.bands.includes('SIX'));
  const primaryModel = has6.length > 0 && prng.chance(0.6) ? prng.pick(has6) : prng.pick(vendorModels);
  const secondaryModel = prng.pick(vendorModels);
  const fiveWidth = prng.pick([20, 40, 40, 40, 80]);
  const sixWidth = prng.chance(0.8) ? 80 : 160;
  const perFloor = splitAcrossFloors(options.aps, options.floors, prng);
  const aps: PlannedAp[] = [];
  perFloor.forEach((count, floor) => {
    const layout = options.layouts[floor] as FloorLayout;
    const positions = placeOnFloor(layout, count, prng);
    const dense = count / ((layout.widthMeters * layout.heightMeters) / 1000) > 3;
    positions.forEach((position, i) => {
      const model = prng.chance(0.85) ? primaryModel : secondaryModel;
      const base = macFor(prng.pick(model.ouis), prng);
      const radios: PlannedRadio[] = model.bands.map((band, slot) => {
        const widthMhz = band === 'TWO' ? 20 : band === 'FIVE' ? fiveWidth : sixWidth;
        const enabled = band !== 'TWO' || !dense || i % 2 === 0;
        const ssids: [string, string][] =
          band === 'TWO'
            ? [
                [options.ssids.corp, 'WPA2'],
                [options.ssids.guest, 'Open'],
                [options.ssids.iot, 'WPA2'],
              ]
            : band === 'FIVE'
              ? [
                  [options.ssids.corp, 'WPA2'],
                  [options.ssids.guest, 'Open'],
                  ...(options.ssids.voice === undefined
                    ? []
                    : [[options.ssids.voice, 'WPA2'] as [string, string]]),
                ]
              : [
                  [options.ssids.corp, 'WPA3'],
                  [options.ssids.guest, 'WPA3'],
                ];
        const bss = ssids.map(([ssid, security], s) => {
          const mac = [...base];
          mac[5] = ((mac[5] as number) + slot * 16 + s) & 0xff;
          return { ssid, security, bssid: formatMac(mac) };
        });
        const txPowerDbm =
          band === 'TWO' ? prng.int(3, 9) : band === 'FIVE' ? prng.int(8, 15) : prng.int(11, 18);
        return {
          slot,
          band,
          enabled,
          channelsMhz: [],
          primaryMhz: 0,
          widthMhz,
          txPowerDbm,
          gainDbi: model.gainDbi[band],
          bss,
        };
      });
      aps.push({
        index: aps.length,
        floor,
        name: `AP-${floor + 1}${String.fromCharCode(65 + Math.min(25, Math.floor(position.x / 40)))}-${String(i + 1).padStart(2, '0')}`,
        x: position.x,
        y: position.y,
        heightMeters: Math.round(prng.range(2.6, 3.4) * 10) / 10,
        model,
        mine: true,
        radios,
      });
    });
  });
  assignChannels(aps, options.floorHeightMeters);
  const neighbours = planNeighbours(options, vendor, prng, aps.length);
  assignChannels(neighbours, options.floorHeightMeters);
  return { aps, neighbours, vendorModels };
}

function planNeighbours(
  options: RadioPlanOptions,
  vendor: string,
  prng: Prng,
  firstIndex: number,
): PlannedAp[] {
  const others = AP_MODELS.filter((model) => model.vendor !== vendor && !model.bands.includes('SIX'));
  const neighbours: PlannedAp[] = [];
  const count = Math.max(1, Math.round(options.aps * 0.08));
  for (let i = 0; i < count; i++) {
    const floor = i % options.floors;
    const layout = options.layouts[floor] as FloorLayout;
    const side = prng.int(0, 3);
    const along = prng.next();
    const off = prng.range(4, 15);
    const x = side === 0 ? -off : side === 1 ? layout.widthMeters + off : along * layout.widthMeters;
    const y = side === 2 ? -off : side === 3 ? layout.heightMeters + off : along * layout.heightMeters;
    const model = prng.pick(others);
    const base = macFor(prng.pick(model.ouis), prng);
    const ssid = prng.pick(NEIGHBOUR_SSIDS);
    const radios: PlannedRadio[] = model.bands.map((band, slot) => {
      const mac = [...base];
      mac[5] = ((mac[5] as number) + slot * 16) & 0xff;
      return {
        slot,
        band,
        enabled: true,
        channelsMhz: [],
        primaryMhz: 0,
        widthMhz: band === 'TWO' ? 20 : 40,
        txPowerDbm: band === 'TWO' ? 17 : 20,
        gainDbi: model.gainDbi[band],
        bss: [{ ssid, security: ssid === 'eduroam' ? 'WPA2' : 'Open', bssid: formatMac(mac) }],
      };
    });
    neighbours.push({
      index: firstIndex + i,
      floor,
      name: `Measured AP-${formatMac(base).slice(12)}`,
      x,
      y,
      heightMeters: 2.5,
      model,
      mine: false,
      radios,
    });
  }
  return neighbours;
}

/** Splits the APs over floors unevenly (±35 %), as real buildings are: some floors end up thin. */
function splitAcrossFloors(total: number, floors: number, prng: Prng): number[] {
  const weights = Array.from({ length: floors }, () => prng.range(0.65, 1.35));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(1, Math.floor((total * w) / sum)));
  let assigned = counts.reduce((a, b) => a + b, 0);
  for (let f = 0; assigned < total; f = (f + 1) % floors) {
    counts[f] = (counts[f] as number) + 1;
    assigned++;
  }
  for (let f = 0; assigned > total && f < floors * total; f = (f + 1) % floors) {
    if ((counts[f] as number) > 1) {
      counts[f] = (counts[f] as number) - 1;
      assigned--;
    }
  }
  return counts;
}

/** A copy of a radio moved to another channel group of its band and width (an RRM decision). */
export function movedRadio(radio: PlannedRadio, prng: Prng): PlannedRadio {
  const groups = channelGroups(radio.band, radio.widthMhz).filter(
    (group) => frequencyOfChannel(radio.band, group[0] as number) !== radio.primaryMhz,
  );
  if (groups.length === 0) {
    return radio;
  }
  const frequencies = prng.pick(groups).map((channel) => frequencyOfChannel(radio.band, channel));
  return { ...radio, channelsMhz: frequencies, primaryMhz: frequencies[0] as number };
}

function overlaps(a: number[], b: number[]): boolean {
  return a.some((channel) => b.includes(channel));
}

/** Greedy channel colouring per band; writes channelsMhz/primaryMhz on every radio. */
function assignChannels(aps: PlannedAp[], floorHeightMeters: number): void {
  const chosen = new Map<PlannedRadio, number[]>();
  const order = [...aps].sort((a, b) => a.floor - b.floor || a.x + a.y - (b.x + b.y));
  const byFloor = new Map<number, PlannedAp[]>();
  for (const ap of aps) {
    byFloor.set(ap.floor, [...(byFloor.get(ap.floor) ?? []), ap]);
  }
  for (const ap of order) {
    // Co-channel cost only matters within a floor of each other.
    const nearby = [
      ...(byFloor.get(ap.floor - 1) ?? []),
      ...(byFloor.get(ap.floor) ?? []),
      ...(byFloor.get(ap.floor + 1) ?? []),
    ];
    for (const radio of ap.radios) {
      const groups = channelGroups(radio.band, radio.widthMhz);
      let best = groups[0] as number[];
      let bestCost = Number.POSITIVE_INFINITY;
      groups.forEach((group, g) => {
        let cost = g * 1e-6;
        for (const other of nearby) {
          if (other === ap) {
            continue;
          }
          for (const otherRadio of other.radios) {
            const otherGroup = chosen.get(otherRadio);
            if (otherRadio.band !== radio.band || otherGroup === undefined || !overlaps(group, otherGroup)) {
              continue;
            }
            const dz = (other.floor - ap.floor) * floorHeightMeters;
            const d2 = (other.x - ap.x) ** 2 + (other.y - ap.y) ** 2 + dz * dz * 9;
            cost += 1 / (d2 + 1);
          }
        }
        if (cost < bestCost) {
          bestCost = cost;
          best = group;
        }
      });
      chosen.set(radio, best);
      const frequencies = best.map((channel) => frequencyOfChannel(radio.band, channel));
      radio.channelsMhz = frequencies;
      radio.primaryMhz = frequencies[0] as number;
    }
  }
}
