import { describe, expect, it } from 'vitest';
import { cellCentres, createCellGrid } from './grid';
import { applyOperator, buildInterpolationOperator } from './operator';
import { createSyntheticScenario, type ScenarioSize } from './testing/synthetic-floor';

// A smaller cut of the benchmark's reference floor (same generator, same truth model), fast enough for a test.
const SMALL: ScenarioSize = {
  widthMeters: 60,
  heightMeters: 40,
  corridors: 2,
  apColumns: 4,
  apRows: 2,
  corridorPoints: 200,
  roomPoints: 200,
  seed: 5,
};

function perApMaeDb(method: 'delaunay' | 'shepard'): { maeDb: number; pairs: number; coverage: number } {
  const scenario = createSyntheticScenario(SMALL);
  const grid = createCellGrid(SMALL.widthMeters, SMALL.heightMeters, 'accurate', 1e6);
  const cellCount = grid.cols * grid.rows;
  const operator = buildInterpolationOperator(scenario.floor.points, cellCentres(grid), {
    method,
    maskRadiusMeters: 7.5,
    isHullOnly: false,
  });
  const radios = scenario.floor.radios.length;
  const columns = Int32Array.from({ length: radios }, (_, r) => r);
  const estimate = applyOperator(
    operator,
    scenario.floor.V,
    radios,
    columns,
    new Float32Array(cellCount * radios),
  );
  const truth = scenario.truthGrid(grid);
  let errorSum = 0;
  let pairs = 0;
  let covered = 0;
  for (let c = 0; c < cellCount; c++) {
    if ((operator.offsets[c + 1] ?? 0) === (operator.offsets[c] ?? 0)) {
      continue;
    }
    covered++;
    for (let a = 0; a < radios; a++) {
      const truthDbm = truth[c * radios + a] ?? -Infinity;
      if (truthDbm > -85) {
        errorSum += Math.abs((estimate[c * radios + a] ?? 0) - truthDbm);
        pairs++;
      }
    }
  }
  return { maeDb: errorSum / pairs, pairs, coverage: covered / cellCount };
}

describe('interpolation accuracy against a synthetic ground truth', () => {
  it('Delaunay stays under 3 dB per-AP mean absolute error over heard (cell, AP) pairs', () => {
    const { maeDb, pairs, coverage } = perApMaeDb('delaunay');
    expect(pairs).toBeGreaterThan(10_000);
    expect(coverage).toBeGreaterThan(0.95);
    expect(maeDb).toBeLessThan(3);
  });

  it('Shepard (k = 8) stays under 3 dB as well, and Delaunay is the more accurate', () => {
    const shepard = perApMaeDb('shepard').maeDb;
    expect(shepard).toBeLessThan(3);
    expect(perApMaeDb('delaunay').maeDb).toBeLessThan(shepard);
  });
});
