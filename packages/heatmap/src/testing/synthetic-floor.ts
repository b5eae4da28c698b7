/**
 * A seeded synthetic office floor with a known ground truth, for accuracy tests and the benchmark: corridors
 * and rooms, per-band wall materials, APs on a grid, RSSI truth = ITU-style path loss (N = 30) + exact wall loss
 * + spatially correlated shadowing, and a survey = truth + noise at corridor and room points.
 */
import type { CellGrid } from '../grid';
import { predictRadioGrid, predictRssiNaive, type PredictedRadio } from '../predict-field';
import type { Band, FloorSurvey, PlacedAccessPoint, PredictionModel, WallSet } from '../types';
import { createWallSet } from '../walls';

/** Deterministic PRNG (mulberry32). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** Size and seed of a synthetic floor: floor metres, corridors, AP lattice and survey points. */
export interface ScenarioSize {
  widthMeters: number;
  heightMeters: number;
  corridors: number;
  apColumns: number;
  apRows: number;
  corridorPoints: number;
  roomPoints: number;
  seed: number;
}

/** The benchmark's reference floor: 200 m × 100 m, 5 corridors, about 400 walls, 50 APs, 2,000 points. */
export const REFERENCE_SCENARIO: ScenarioSize = {
  widthMeters: 200,
  heightMeters: 100,
  corridors: 5,
  apColumns: 10,
  apRows: 5,
  corridorPoints: 1000,
  roomPoints: 1000,
  seed: 20261121,
};

/** The scenario's materials (dB per crossing at 2.4 / 5 / 6 GHz). */
const MATERIALS: Readonly<Record<'drywall' | 'glass' | 'concrete' | 'exterior', Record<Band, number>>> = {
  drywall: { TWO: 3, FIVE: 4, SIX: 5 },
  glass: { TWO: 1, FIVE: 2, SIX: 3 },
  concrete: { TWO: 10, FIVE: 12, SIX: 15 },
  exterior: { TWO: 13, FIVE: 15, SIX: 18 },
};

const FIVE_GHZ_CHANNELS = [
  36, 40, 44, 48, 52, 56, 60, 64, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 149, 153, 157, 161,
];

/** Truth model: ITU-R P.1238 style 20·log10(f) + 30·log10(d) − 28, i.e. FSPL(1 m) + 30·log10(d) − 0.45 dB. */
const TRUTH_MODEL: PredictionModel = {
  pathLossExponent: 3,
  maxWallLossDb: Infinity,
  clientOffsetDb: 0.45,
  heightDifferenceMeters: 0,
  visualizationHeightMeters: 1,
};

/** A synthetic floor as surveyed and as designed, with its ground truth. */
export interface SyntheticScenario {
  /** The surveyed floor (measured radios, V with noise and "not heard" = −100). */
  floor: FloorSurvey;
  /** The same floor as a design: no survey points, the APs placed with simulated radios. */
  designFloor: FloorSurvey;
  walls: WallSet;
  accessPoints: PlacedAccessPoint[];
  /** Noise-free truth per cell and AP, cell-major (`truth[c * aps + a]`). */
  truthGrid: (grid: CellGrid) => Float32Array;
}

function buildWalls(size: ScenarioSize, random: () => number): WallSet {
  const segments: [number, number, number, number, keyof typeof MATERIALS][] = [];
  const { widthMeters: W, heightMeters: H } = size;
  const split = (
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    length: number,
    material: () => keyof typeof MATERIALS,
  ): void => {
    const pieces = Math.max(1, Math.round(Math.hypot(x2 - x1, y2 - y1) / length));
    for (let i = 0; i < pieces; i++) {
      const a = i / pieces;
      const b = (i + 1) / pieces;
      segments.push([
        x1 + (x2 - x1) * a,
        y1 + (y2 - y1) * a,
        x1 + (x2 - x1) * b,
        y1 + (y2 - y1) * b,
        material(),
      ]);
    }
  };
  const exterior = (): keyof typeof MATERIALS => 'exterior';
  split(0, 0, W, 0, 10, exterior);
  split(W, 0, W, H, 10, exterior);
  split(W, H, 0, H, 10, exterior);
  split(0, H, 0, 0, 10, exterior);
  const spacing = H / size.corridors;
  const corridorWall = (): keyof typeof MATERIALS => (random() < 0.3 ? 'glass' : 'drywall');
  const dividerWall = (): keyof typeof MATERIALS => (random() < 0.25 ? 'concrete' : 'drywall');
  for (let k = 0; k < size.corridors; k++) {
    const centre = spacing * (k + 0.5);
    split(0, centre - 1, W, centre - 1, 8, corridorWall);
    split(0, centre + 1, W, centre + 1, 8, corridorWall);
  }
  // Room dividers in each band of rooms between corridors (and above the first / below the last).
  const bands: [number, number][] = [[0, spacing / 2 - 1]];
  for (let k = 0; k + 1 < size.corridors; k++) {
    bands.push([spacing * (k + 0.5) + 1, spacing * (k + 1.5) - 1]);
  }
  bands.push([spacing * (size.corridors - 0.5) + 1, H]);
  for (const [top, bottom] of bands) {
    for (let x = 12.5; x < W - 1; x += 12.5) {
      split(x, top, x, bottom, 1000, dividerWall);
    }
  }
  return createWallSet(
    segments.map(([x1, y1, x2, y2, material]) => ({ x1, y1, x2, y2, lossDb: MATERIALS[material] })),
  );
}

/** Smooth value-noise shadowing per AP: a 8 m lattice of N(0, σ) values with smoothstep interpolation. */
function shadowing(
  size: ScenarioSize,
  apCount: number,
  random: () => number,
): (a: number, x: number, y: number) => number {
  const spacing = 8;
  const cols = Math.ceil(size.widthMeters / spacing) + 2;
  const rows = Math.ceil(size.heightMeters / spacing) + 2;
  const lattice = Float32Array.from({ length: apCount * cols * rows }, () => 4.2 * gaussian(random));
  const smooth = (t: number): number => t * t * (3 - 2 * t);
  return (a, x, y) => {
    const gx = x / spacing;
    const gy = y / spacing;
    const i = Math.min(Math.floor(gx), cols - 2);
    const j = Math.min(Math.floor(gy), rows - 2);
    const fx = smooth(gx - i);
    const fy = smooth(gy - j);
    const at = (ii: number, jj: number): number => lattice[a * cols * rows + jj * cols + ii] ?? 0;
    return (
      (at(i, j) * (1 - fx) + at(i + 1, j) * fx) * (1 - fy) +
      (at(i, j + 1) * (1 - fx) + at(i + 1, j + 1) * fx) * fy
    );
  };
}

/** Builds the scenario; the same seed always gives the same floor, survey and truth. */
export function createSyntheticScenario(size: ScenarioSize = REFERENCE_SCENARIO): SyntheticScenario {
  const random = createRandom(size.seed);
  const walls = buildWalls(size, random);
  const { widthMeters: W, heightMeters: H } = size;
  const spacing = H / size.corridors;
  const accessPoints: PlacedAccessPoint[] = [];
  for (let row = 0; row < size.apRows; row++) {
    for (let col = 0; col < size.apColumns; col++) {
      const a = accessPoints.length;
      const y = spacing * ((row * size.corridors) / size.apRows + 0.5) + (random() - 0.5) * 6;
      accessPoints.push({
        id: `ap-${a}`,
        xMeters: (W / size.apColumns) * (col + 0.5) + (random() - 0.5) * 6,
        yMeters: Math.min(Math.max(y, 0.5), H - 0.5),
        isMine: a % 5 !== 4,
        radios: [
          {
            id: `radio-${a}`,
            band: 'FIVE',
            primaryChannel: FIVE_GHZ_CHANNELS[(a * 7) % FIVE_GHZ_CHANNELS.length] ?? 36,
            widthMhz: 20,
            txPowerDbm: 18,
            antennaGainDbi: 3,
          },
        ],
      });
    }
  }
  const targets: PredictedRadio[] = accessPoints.flatMap((ap) => ap.radios.map((radio) => ({ ap, radio })));
  const shadow = shadowing(size, targets.length, random);

  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < size.corridorPoints; i++) {
    const corridor = i % size.corridors;
    const x = 0.5 + ((Math.floor(i / size.corridors) * size.corridors + corridor) % Math.floor(W - 1));
    xs.push(Math.min(x + random() * 0.2, W - 0.1));
    ys.push(spacing * (corridor + 0.5) + (random() - 0.5) * 1.2);
  }
  for (let i = 0; i < size.roomPoints; i++) {
    xs.push(0.2 + random() * (W - 0.4));
    ys.push(0.2 + random() * (H - 0.4));
  }
  const pointCount = xs.length;
  const radioCount = targets.length;
  const V = new Float32Array(pointCount * radioCount);
  for (let p = 0; p < pointCount; p++) {
    const x = xs[p] ?? 0;
    const y = ys[p] ?? 0;
    targets.forEach((target, a) => {
      const truth = predictRssiNaive(target, walls, TRUTH_MODEL, x, y) + shadow(a, x, y);
      const measured = truth + 2 * gaussian(random);
      V[p * radioCount + a] = measured < -92 ? -100 : Math.round(measured * 10) / 10;
    });
  }
  const common = {
    widthMeters: W,
    heightMeters: H,
    metersPerPixel: 0.05,
    walls,
  };
  const floor: FloorSurvey = {
    ...common,
    floorId: 'synthetic-floor',
    dataVersion: `survey-${size.seed}`,
    points: { xMeters: Float64Array.from(xs), yMeters: Float64Array.from(ys) },
    radios: targets.map(({ ap, radio }) => ({
      id: radio.id,
      apId: ap.id,
      band: radio.band,
      primaryChannel: radio.primaryChannel,
      widthMhz: radio.widthMhz,
      isMine: ap.isMine,
      isMeasured: true,
      apPosition: { xMeters: ap.xMeters, yMeters: ap.yMeters },
    })),
    V,
  };
  const designFloor: FloorSurvey = {
    ...common,
    floorId: 'synthetic-design',
    dataVersion: `design-${size.seed}`,
    points: { xMeters: new Float64Array(0), yMeters: new Float64Array(0) },
    radios: [],
    V: new Float32Array(0),
    accessPoints,
  };
  const truthGrid = (grid: CellGrid): Float32Array => {
    const planes = predictRadioGrid(grid, walls, TRUTH_MODEL, targets);
    const cellCount = grid.cols * grid.rows;
    const truth = new Float32Array(cellCount * radioCount);
    for (let row = 0, c = 0; row < grid.rows; row++) {
      const y = (row + 0.5) * grid.cellMeters;
      for (let col = 0; col < grid.cols; col++, c++) {
        const x = (col + 0.5) * grid.cellMeters;
        for (let a = 0; a < radioCount; a++) {
          truth[c * radioCount + a] = (planes[a * cellCount + c] ?? 0) + shadow(a, x, y);
        }
      }
    }
    return truth;
  };
  return { floor, designFloor, walls, accessPoints, truthGrid };
}
