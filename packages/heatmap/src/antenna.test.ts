import { describe, expect, it } from 'vitest';
import {
  addAntennaGainGrid,
  antennaGainDbi,
  antennaPatternOf,
  type PatternCut,
  type RadioAntenna,
} from './antenna';
import type { CellGrid } from './grid';
import { predictFloorField, predictPointNaive, type PlanningFloor } from './planning/multi-floor';
import { predictRadioGrid, predictRssiNaive } from './predict-field';
import { resolvePredictionModel } from './prediction';
import type { PlacedAccessPoint, SimulatedRadio } from './types';
import { createWallSet } from './walls';

const FRONT_DBI = 8;
const BACK_DBI = -12;

/** A cut at 5° steps of −2 + 10·cos(angle − alignment): 8 dBi ahead, −12 dBi behind, −2 dBi at the sides. */
function cosineCut(alignmentDegrees: number, sense: 1 | -1, step = 5): PatternCut {
  return {
    alignmentDegrees,
    gains: Array.from({ length: 360 / step }, (_, k) => ({
      angleDegrees: k * step,
      gainDbi: -2 + 10 * Math.cos((sense * (k * step - alignmentDegrees) * Math.PI) / 180),
    })),
  };
}

/** A directional antenna as Ekahau stores one: H-plane aligned at 0°, E-plane at 90° (0° straight down). */
function directional(directionDegrees: number, tiltDegrees = 0): RadioAntenna {
  const pattern = antennaPatternOf(cosineCut(0, 1), cosineCut(90, -1));
  if (pattern === undefined) {
    throw new Error('no pattern');
  }
  return { pattern, directionDegrees, tiltDegrees };
}

function radio(antenna?: RadioAntenna, band: SimulatedRadio['band'] = 'FIVE', channel = 36): SimulatedRadio {
  return {
    id: `r-${band}-${channel}-${antenna?.directionDegrees ?? 'omni'}`,
    band,
    primaryChannel: channel,
    widthMhz: 20,
    txPowerDbm: 20,
    antennaGainDbi: antenna?.pattern.peakGainDbi ?? 0,
    ...(antenna === undefined ? {} : { antenna }),
  };
}

const GRID: CellGrid = { cols: 21, rows: 11, cellMeters: 1 };
/** The AP in the middle of cell (10, 5), at the height of the plane drawn. */
function apWith(radios: SimulatedRadio[], mountHeightMeters = 1): PlacedAccessPoint {
  return { id: 'ap', xMeters: 10.5, yMeters: 5.5, isMine: true, mountHeightMeters, radios };
}
const cell = (col: number, row: number): number => row * GRID.cols + col;

describe('antennaPatternOf', () => {
  it('resamples each cut to 5° steps from its alignment, interpolating coarser files', () => {
    const fine = antennaPatternOf(cosineCut(0, 1), cosineCut(90, -1));
    const coarse = antennaPatternOf(cosineCut(0, 1, 10), cosineCut(90, -1, 10));
    expect(fine?.azimuthGainsDbi).toHaveLength(72);
    expect(fine?.azimuthGainsDbi[0]).toBeCloseTo(FRONT_DBI, 9);
    expect(fine?.azimuthGainsDbi[36]).toBeCloseTo(BACK_DBI, 9);
    // E-plane entries count downward from the horizon ahead: 18 is straight down (the file's 0°).
    expect(fine?.elevationGainsDbi[0]).toBeCloseTo(FRONT_DBI, 9);
    expect(fine?.elevationGainsDbi[18]).toBeCloseTo(-2, 9);
    expect(fine?.elevationGainsDbi[36]).toBeCloseTo(BACK_DBI, 9);
    expect(fine?.peakGainDbi).toBeCloseTo(FRONT_DBI, 9);
    // 5° between 10° samples is their mean.
    const mean = (-2 + 10 * Math.cos(0) + (-2 + 10 * Math.cos(Math.PI / 18))) / 2;
    expect(coarse?.azimuthGainsDbi[1]).toBeCloseTo(mean, 9);
  });

  it('shifts the pattern so its peak is the stated maxGain, and needs two samples per cut', () => {
    const pattern = antennaPatternOf(cosineCut(0, 1), cosineCut(90, -1), 5);
    expect(pattern?.peakGainDbi).toBeCloseTo(5, 9);
    expect(pattern?.azimuthGainsDbi[36]).toBeCloseTo(BACK_DBI - 3, 9);
    expect(antennaPatternOf({ alignmentDegrees: 0, gains: [] }, cosineCut(90, -1))).toBeUndefined();
  });
});

describe('antennaGainDbi', () => {
  const east = directional(0);
  it('gives the front gain ahead and the back gain behind at the horizon, the H-plane in between', () => {
    expect(antennaGainDbi(east, 5, 0, 0)).toBeCloseTo(FRONT_DBI, 9);
    expect(antennaGainDbi(east, -5, 0, 0)).toBeCloseTo(BACK_DBI, 9);
    expect(antennaGainDbi(east, 0, 5, 0)).toBeCloseTo(-2, 9);
    // 60° clockwise: the H-plane's −2 + 10·cos 60° = 3.
    expect(antennaGainDbi(east, 5 * Math.cos(Math.PI / 3), 5 * Math.sin(Math.PI / 3), 0)).toBeCloseTo(3, 9);
  });

  it('reads the E-plane below the antenna: straight down from any side, ahead at the depression angle', () => {
    expect(antennaGainDbi(east, 0, 0, -2)).toBeCloseTo(-2, 9);
    // 45° down ahead: the E-plane entry 9 (−2 + 10·cos 45°).
    expect(antennaGainDbi(east, 2, 0, -2)).toBeCloseTo(-2 + 10 * Math.SQRT1_2, 9);
    // A 45° downtilt puts the peak there.
    expect(antennaGainDbi(directional(0, 45), 2, 0, -2)).toBeCloseTo(FRONT_DBI, 9);
  });
});

describe('addAntennaGainGrid', () => {
  it('adds antennaGainDbi toward every cell centre less the reference, within 0.002 dB (its fast arctangent)', () => {
    const pattern = antennaPatternOf(
      {
        alignmentDegrees: 10,
        gains: Array.from({ length: 72 }, (_, k) => ({ angleDegrees: k * 5, gainDbi: 3 * Math.sin(k) })),
      },
      {
        alignmentDegrees: 90,
        gains: Array.from({ length: 72 }, (_, k) => ({
          angleDegrees: k * 5,
          gainDbi: 4 * Math.cos(k * 0.7),
        })),
      },
    );
    if (pattern === undefined) {
      throw new Error('no pattern');
    }
    const size = GRID.cols * GRID.rows;
    for (const [ax, ay, dz, direction, tilt] of [
      [10.5, 5.5, -2, 0, 0],
      [3.2, 7.9, 1.5, 137, -8],
      [20.5, 0.5, -4.5, 271, 12],
      [10.5, 5.5, 0, 45, 0],
    ] as const) {
      const antenna: RadioAntenna = { pattern, directionDegrees: direction, tiltDegrees: tilt };
      const out = new Float32Array(size + 3).fill(1);
      addAntennaGainGrid(GRID, antenna, ax, ay, dz, 2, out, 3);
      expect(out.slice(0, 3)).toEqual(Float32Array.of(1, 1, 1));
      for (let c = 0; c < size; c++) {
        const dx = (c % GRID.cols) + 0.5 - ax;
        const dy = Math.floor(c / GRID.cols) + 0.5 - ay;
        // Steep on purpose (up to 0.5 dB/°): the arctangent's 0.0006° error stays under 0.002 dB.
        expect(Math.abs((out[3 + c] ?? NaN) - (1 + antennaGainDbi(antenna, dx, dy, dz) - 2))).toBeLessThan(
          0.002,
        );
      }
    }
  });
});

describe('prediction with antenna patterns', () => {
  const model = resolvePredictionModel(undefined, 0);

  it('a directional antenna pointing east: the front gain to a client east, the back gain to one west', () => {
    const omni = radio();
    const ap = apWith([omni, radio(directional(0)), radio(directional(180))]);
    const planes = predictRadioGrid(
      GRID,
      undefined,
      model,
      ap.radios.map((r) => ({ ap, radio: r })),
    );
    const size = GRID.cols * GRID.rows;
    const gain = (plane: number, c: number): number => (planes[plane * size + c] ?? NaN) - (planes[c] ?? NaN);
    expect(gain(1, cell(15, 5))).toBeCloseTo(FRONT_DBI, 4);
    expect(gain(1, cell(5, 5))).toBeCloseTo(BACK_DBI, 4);
    expect(gain(2, cell(5, 5))).toBeCloseTo(FRONT_DBI, 4);
    expect(gain(2, cell(15, 5))).toBeCloseTo(BACK_DBI, 4);
  });

  it('with the AP at 3 m and the client at 1 m, the gain is the E-plane at the depression angle', () => {
    const ap = apWith([radio(), radio(directional(0))], 3);
    const planes = predictRadioGrid(
      GRID,
      undefined,
      model,
      ap.radios.map((r) => ({ ap, radio: r })),
    );
    const size = GRID.cols * GRID.rows;
    const depression = Math.atan2(2, 5);
    // The E-plane table is linear between 5° entries; the cosine is flat enough there for 0.05 dB.
    expect((planes[size + cell(15, 5)] ?? NaN) - (planes[cell(15, 5)] ?? NaN)).toBeCloseTo(
      -2 + 10 * Math.cos(depression),
      1,
    );
    expect((planes[size + cell(5, 5)] ?? NaN) - (planes[cell(5, 5)] ?? NaN)).toBeCloseTo(
      -2 - 10 * Math.cos(depression),
      1,
    );
  });

  it('the grid matches the naive per-point prediction, walls included; omni radios keep the plain formula', () => {
    const walls = createWallSet([{ x1: 14, y1: 0, x2: 14, y2: 11, lossDb: 'concrete' }]);
    const ap = apWith([radio(), radio(directional(30, 10))], 3);
    const targets = ap.radios.map((r) => ({ ap, radio: r }));
    const planes = predictRadioGrid(GRID, walls, model, targets);
    const size = GRID.cols * GRID.rows;
    targets.forEach((target, j) => {
      for (const c of [cell(0, 0), cell(15, 5), cell(20, 10), cell(10, 9), cell(3, 2)]) {
        const x = (c % GRID.cols) + 0.5;
        const y = Math.floor(c / GRID.cols) + 0.5;
        expect(planes[j * size + c]).toBeCloseTo(predictRssiNaive(target, walls, model, x, y), 3);
      }
    });
    // Omni 5 m west, 2 m below, no wall between: 20 dBm + 0 dBi − FSPL(1 m, 5180 MHz) − 10·n·log10(√29).
    const expected =
      20 - (20 * Math.log10(5180) - 27.55) - 10 * model.pathLossExponent * Math.log10(Math.sqrt(29));
    expect(planes[cell(5, 5)]).toBeCloseTo(expected, 3);
  });

  it('a multi-floor prediction turns the pattern toward clients on other floors (straight up: the E-plane top)', () => {
    const source: PlacedAccessPoint = { ...apWith([radio(directional(0))], 2.5), id: 'below' };
    const floors: PlanningFloor[] = [0, 1].map((floorNumber) => ({
      floorPlanId: `f${floorNumber}`,
      floorNumber,
      heightMeters: 3,
      thicknessMeters: 0.5,
      slabLossDb: { TWO: 15, FIVE: 15, SIX: 15 },
      holes: [],
      attenuationAreas: [],
      accessPoints: floorNumber === 0 ? [source] : [],
    }));
    const field = predictFloorField(floors, 'f1', GRID, 'multi-floor');
    const model3d = { pathLossExponent: 3, maxWallLossDb: 40, clientHeightMeters: 1 };
    const first = field.radios[0];
    if (first === undefined) {
      throw new Error('the AP below is not heard');
    }
    for (const c of [cell(10, 5), cell(20, 5), cell(0, 5), cell(10, 0)]) {
      const x = (c % GRID.cols) + 0.5;
      const y = Math.floor(c / GRID.cols) + 0.5;
      expect(field.planes[c]).toBeCloseTo(
        predictPointNaive(floors, floors[1] as PlanningFloor, first, model3d, x, y),
        3,
      );
    }
    // Straight above the AP (1.5 m to the ceiling, 0.5 m slab, 1 m client): E-plane entry 54, −2 dBi.
    const omniBudget = 20 - (20 * Math.log10(5180) - 27.55);
    expect(field.planes[cell(10, 5)]).toBeCloseTo(omniBudget - 2 - 30 * Math.log10(2) - 15, 3);
  });
});

describe('6 GHz prediction', () => {
  const model = resolvePredictionModel(undefined, 1);

  it('crosses a slab with the floor type’s 6 GHz loss, at the 6 GHz frequency', () => {
    const below: PlacedAccessPoint = { ...apWith([radio(undefined, 'SIX', 37), radio()], 2.5), id: 'below' };
    const floors: PlanningFloor[] = [0, 1].map((floorNumber) => ({
      floorPlanId: `f${floorNumber}`,
      floorNumber,
      heightMeters: 3,
      thicknessMeters: 0.5,
      slabLossDb: { TWO: 10, FIVE: 15, SIX: 19 },
      holes: [],
      attenuationAreas: [],
      accessPoints: floorNumber === 0 ? [below] : [],
    }));
    const field = predictFloorField(floors, 'f1', GRID, 'multi-floor');
    const size = GRID.cols * GRID.rows;
    const six = field.radios.findIndex((source) => source.radio.band === 'SIX');
    const five = field.radios.findIndex((source) => source.radio.band === 'FIVE');
    // Straight above the AP, 2 m away: 20 dBm − FSPL(1 m, f) − 30·log10(2) − the slab of the band.
    const expected = (mhz: number, slabDb: number): number =>
      20 - (20 * Math.log10(mhz) - 27.55) - 30 * Math.log10(2) - slabDb;
    expect(field.planes[six * size + cell(10, 5)]).toBeCloseTo(expected(6135, 19), 3);
    expect(field.planes[five * size + cell(10, 5)]).toBeCloseTo(expected(5180, 15), 3);
  });

  it('uses the 6 GHz channel centre (5950 + 5·channel MHz) for free-space loss and the walls’ 6 GHz loss', () => {
    const walls = createWallSet([{ x1: 14, y1: 0, x2: 14, y2: 11, lossDb: { TWO: 4, FIVE: 6, SIX: 9 } }]);
    const six = radio(undefined, 'SIX', 37);
    const five = radio(undefined, 'FIVE', 36);
    const ap = apWith([five, six]);
    const planes = predictRadioGrid(
      GRID,
      walls,
      model,
      ap.radios.map((r) => ({ ap, radio: r })),
    );
    const size = GRID.cols * GRID.rows;
    const fsplGap = 20 * Math.log10(6135 / 5180);
    // In front of the wall only the frequency differs; behind it the wall too (9 dB against 6 dB).
    expect((planes[cell(12, 5)] ?? NaN) - (planes[size + cell(12, 5)] ?? NaN)).toBeCloseTo(fsplGap, 4);
    expect((planes[cell(18, 5)] ?? NaN) - (planes[size + cell(18, 5)] ?? NaN)).toBeCloseTo(fsplGap + 3, 4);
  });
});
