import { describe, expect, it } from 'vitest';
import type { CellGrid } from './grid';
import { predictRadioGrid, predictRssiNaive, type PredictedRadio } from './predict-field';
import { resolvePredictionModel, wallLossGrid, wallLossNaiveDb } from './prediction';
import { createRandom } from './testing/synthetic-floor';
import type { PlacedAccessPoint } from './types';
import { createWallSet, type WallSegment } from './walls';

const GRID: CellGrid = { cols: 83, rows: 61, cellMeters: 0.37 };

function randomWalls(count: number, seed: number) {
  const random = createRandom(seed);
  const segments: WallSegment[] = [];
  for (let w = 0; w < count; w++) {
    const x = random() * 30;
    const y = random() * 22;
    const angle = random() * Math.PI;
    const length = 1 + random() * 8;
    segments.push({
      x1: x,
      y1: y,
      x2: x + Math.cos(angle) * length,
      y2: y + Math.sin(angle) * length,
      lossDb: { TWO: 1 + random() * 5, FIVE: 2 + random() * 8, SIX: 3 + random() * 10 },
    });
  }
  // Axis-aligned walls too, as drawn plans have them.
  segments.push(
    { x1: 5, y1: 0, x2: 5, y2: 22, lossDb: 'concrete' },
    { x1: 0, y1: 11, x2: 30, y2: 11, lossDb: 'drywall' },
  );
  return createWallSet(segments);
}

describe('wallLossGrid (shadow-wedge rasteriser)', () => {
  it('matches the naive every-wall test on random (AP, cell) samples', () => {
    const walls = randomWalls(60, 42);
    const random = createRandom(9);
    const rowDiff = new Float64Array((GRID.cols + 1) * GRID.rows);
    const grid = new Float32Array(GRID.cols * GRID.rows);
    let crossings = 0;
    for (let ap = 0; ap < 20; ap++) {
      const ax = random() * 30;
      const ay = random() * 22;
      wallLossGrid(GRID, walls, 'FIVE', ax, ay, rowDiff, grid);
      for (let sample = 0; sample < 150; sample++) {
        const c = Math.floor(random() * GRID.cols * GRID.rows);
        const x = ((c % GRID.cols) + 0.5) * GRID.cellMeters;
        const y = (Math.floor(c / GRID.cols) + 0.5) * GRID.cellMeters;
        const naive = wallLossNaiveDb(walls, 'FIVE', ax, ay, x, y);
        expect(grid[c]).toBeCloseTo(naive, 4);
        crossings += naive > 0 ? 1 : 0;
      }
    }
    expect(crossings).toBeGreaterThan(1000);
  });

  it('adds a wall only behind it, inside the wedge its end points span', () => {
    const walls = createWallSet([{ x1: 5, y1: 4, x2: 5, y2: 7, lossDb: { TWO: 7, FIVE: 10, SIX: 12 } }]);
    const grid: CellGrid = { cols: 10, rows: 10, cellMeters: 1 };
    const out = wallLossGrid(grid, walls, 'FIVE', 1.5, 5.5, new Float64Array(11 * 10), new Float32Array(100));
    const at = (col: number, row: number): number => out[row * 10 + col] ?? NaN;
    expect(at(7, 5)).toBe(10);
    expect(at(3, 5)).toBe(0);
    expect(at(9, 0)).toBe(0);
    expect(at(9, 9)).toBe(0);
    expect(at(9, 7)).toBe(10);
  });
});

describe('predictRadioGrid', () => {
  const walls = randomWalls(40, 3);
  const radio5 = {
    id: 'r5',
    band: 'FIVE',
    primaryChannel: 36,
    widthMhz: 20,
    txPowerDbm: 17,
    antennaGainDbi: 4,
  } as const;
  const ap: PlacedAccessPoint = {
    id: 'ap',
    xMeters: 12.3,
    yMeters: 7.9,
    isMine: true,
    radios: [
      radio5,
      { id: 'r2', band: 'TWO', primaryChannel: 6, widthMhz: 20, txPowerDbm: 14, antennaGainDbi: 3 },
    ],
  };
  const targets: PredictedRadio[] = ap.radios.map((radio) => ({ ap, radio }));

  it('equals the naive predictor per radio and band on random cells', () => {
    const model = resolvePredictionModel({ maxWallLossDb: 25 }, walls.x1.length);
    const grid = predictRadioGrid(GRID, walls, model, targets);
    const random = createRandom(1);
    for (let sample = 0; sample < 500; sample++) {
      const c = Math.floor(random() * GRID.cols * GRID.rows);
      const x = ((c % GRID.cols) + 0.5) * GRID.cellMeters;
      const y = (Math.floor(c / GRID.cols) + 0.5) * GRID.cellMeters;
      targets.forEach((target, j) => {
        expect(grid[j * GRID.cols * GRID.rows + c]).toBeCloseTo(
          predictRssiNaive(target, walls, model, x, y),
          3,
        );
      });
    }
  });

  it('is P_tx + G − FSPL(1 m) − 10·n·log10(d) − walls, capped', () => {
    const lone = createWallSet([
      { x1: 4, y1: 0, x2: 4, y2: 10, lossDb: { TWO: 30, FIVE: 30, SIX: 30 } },
      { x1: 6, y1: 0, x2: 6, y2: 10, lossDb: { TWO: 30, FIVE: 30, SIX: 30 } },
    ]);
    const model = {
      pathLossExponent: 2,
      maxWallLossDb: 40,
      clientOffsetDb: 0,
      heightDifferenceMeters: 0,
      visualizationHeightMeters: 1,
    };
    const source: PlacedAccessPoint = { ...ap, xMeters: 0.5, yMeters: 0.5, radios: [radio5] };
    const one: PredictedRadio[] = [{ ap: source, radio: radio5 }];
    const grid = predictRadioGrid({ cols: 10, rows: 1, cellMeters: 1 }, lone, model, one);
    const fspl = 20 * Math.log10(5180) - 27.55;
    expect(grid[2]).toBeCloseTo(17 + 4 - fspl - 20 * Math.log10(2), 4);
    expect(grid[9]).toBeCloseTo(17 + 4 - fspl - 20 * Math.log10(9) - 40, 4);
  });

  it('measures the distance in 3-D from the AP’s mount height to the visualization height', () => {
    const source: PlacedAccessPoint = { ...ap, xMeters: 0.5, yMeters: 0.5, radios: [radio5] };
    const row = { cols: 10, rows: 1, cellMeters: 1 };
    const base = { pathLossExponent: 2, maxWallLossDb: 40, clientOffsetDb: 0, heightDifferenceMeters: 2 };
    const fspl = 20 * Math.log10(5180) - 27.55;
    const predict = (ap: PlacedAccessPoint, visualizationHeightMeters: number) =>
      predictRadioGrid(row, undefined, { ...base, visualizationHeightMeters }, [{ ap, radio: radio5 }]);
    // Mounted at 4 m: drawn at 1 m the AP is 3 m above, so 4 m across is 5 m away; at 4 m it is 4 m away.
    const high = { ...source, mountHeightMeters: 4 };
    expect(predict(high, 1)[4]).toBeCloseTo(21 - fspl - 20 * Math.log10(5), 3);
    expect(predict(high, 4)[4]).toBeCloseTo(21 - fspl - 20 * Math.log10(4), 3);
    // Without a mount height of its own the AP is the model's 2 m above a 1 m client: 3 m above the floor.
    expect(predict(source, 1)[4]).toBeCloseTo(21 - fspl - 10 * Math.log10(16 + 4), 3);
    expect(predict(source, 3)[4]).toBeCloseTo(21 - fspl - 20 * Math.log10(4), 3);
    const model = { ...base, visualizationHeightMeters: 1.5 };
    expect(predictRssiNaive({ ap: high, radio: radio5 }, undefined, model, 4.5, 0.5)).toBeCloseTo(
      21 - fspl - 10 * Math.log10(16 + 2.5 * 2.5),
      3,
    );
  });

  it('defaults the exponent to 2.2 with walls drawn and 3.0 without', () => {
    expect(resolvePredictionModel(undefined, 12).pathLossExponent).toBe(2.2);
    expect(resolvePredictionModel(undefined, 0).pathLossExponent).toBe(3);
    expect(resolvePredictionModel({ pathLossExponent: 2.6 }, 0).pathLossExponent).toBe(2.6);
  });
});
