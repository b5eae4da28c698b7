import Delaunator from 'delaunator';
import { describe, expect, it } from 'vitest';
import { cellCentres, type CellGrid } from './grid';
import { applyOperator, buildInterpolationOperator, type InterpolationOperator } from './operator';
import { createRandom } from './testing/synthetic-floor';

function randomPoints(count: number, width: number, height: number, seed: number) {
  const random = createRandom(seed);
  return {
    xMeters: Float64Array.from({ length: count }, () => random() * width),
    yMeters: Float64Array.from({ length: count }, () => random() * height),
  };
}

function hasData(operator: InterpolationOperator, q: number): boolean {
  return (operator.offsets[q + 1] ?? 0) > (operator.offsets[q] ?? 0);
}

function nearestDistance(
  points: { xMeters: Float64Array; yMeters: Float64Array },
  x: number,
  y: number,
): number {
  let best = Infinity;
  for (let p = 0; p < points.xMeters.length; p++) {
    best = Math.min(best, Math.hypot((points.xMeters[p] ?? 0) - x, (points.yMeters[p] ?? 0) - y));
  }
  return best;
}

const GRID: CellGrid = { cols: 60, rows: 40, cellMeters: 0.5 };

describe('buildInterpolationOperator (delaunay)', () => {
  const points = randomPoints(120, 30, 20, 7);
  const radios = 3;
  const random = createRandom(11);
  const V = Float32Array.from(
    { length: points.xMeters.length * radios },
    () => -90 + Math.round(random() * 600) / 10,
  );

  it('reproduces the measured values exactly at the survey points', () => {
    const operator = buildInterpolationOperator(points, points, {
      method: 'delaunay',
      maskRadiusMeters: 6,
      isHullOnly: false,
    });
    const out = applyOperator(operator, V, radios, Int32Array.of(0, 1, 2), new Float32Array(V.length));
    expect(Array.from(out)).toEqual(Array.from(V));
  });

  it('applies to any subset of columns, in the order asked', () => {
    const operator = buildInterpolationOperator(points, points, {
      method: 'delaunay',
      maskRadiusMeters: 6,
      isHullOnly: false,
    });
    const out = applyOperator(
      operator,
      V,
      radios,
      Int32Array.of(2, 0),
      new Float32Array(points.xMeters.length * 2),
    );
    const expected = Array.from({ length: points.xMeters.length }, (_, p) => [
      V[p * radios + 2],
      V[p * radios],
    ]).flat();
    expect(Array.from(out)).toEqual(expected);
  });

  it('returns a constant field exactly wherever it has data', () => {
    const constant = new Float32Array(points.xMeters.length).fill(-61.3);
    const operator = buildInterpolationOperator(points, cellCentres(GRID), {
      method: 'delaunay',
      maskRadiusMeters: 5,
      isHullOnly: false,
    });
    const out = applyOperator(
      operator,
      constant,
      1,
      Int32Array.of(0),
      new Float32Array(operator.queryCount).fill(NaN),
    );
    const withData = Array.from(out).filter((_, q) => hasData(operator, q));
    expect(withData.length).toBeGreaterThan(1000);
    expect(new Set(withData)).toEqual(new Set([Math.fround(-61.3)]));
  });

  it('is linear inside triangles: a plane comes back unchanged', () => {
    const plane = Float32Array.from(points.xMeters, (x, p) => 0.5 * x - 0.25 * (points.yMeters[p] ?? 0) - 70);
    const operator = buildInterpolationOperator(points, cellCentres(GRID), {
      method: 'delaunay',
      maskRadiusMeters: 5,
      isHullOnly: true,
    });
    const centres = cellCentres(GRID);
    const out = applyOperator(operator, plane, 1, Int32Array.of(0), new Float32Array(operator.queryCount));
    let checked = 0;
    for (let q = 0; q < operator.queryCount; q++) {
      if (hasData(operator, q)) {
        expect(out[q]).toBeCloseTo(
          0.5 * (centres.xMeters[q] ?? 0) - 0.25 * (centres.yMeters[q] ?? 0) - 70,
          3,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives data exactly to the cells within R of a measurement (the R rule)', () => {
    const sparse = randomPoints(25, 30, 20, 3);
    const radius = 2.5;
    const operator = buildInterpolationOperator(sparse, cellCentres(GRID), {
      method: 'delaunay',
      maskRadiusMeters: radius,
      isHullOnly: false,
    });
    const centres = cellCentres(GRID);
    let inside = 0;
    for (let q = 0; q < operator.queryCount; q++) {
      const isNear = nearestDistance(sparse, centres.xMeters[q] ?? 0, centres.yMeters[q] ?? 0) <= radius;
      expect(hasData(operator, q)).toBe(isNear);
      inside += isNear ? 1 : 0;
    }
    expect(inside).toBeGreaterThan(100);
    expect(inside).toBeLessThan(operator.queryCount);
  });

  it('in hull-only mode keeps only cells inside triangles with every edge ≤ 2R and within R', () => {
    const radius = 3;
    const operator = buildInterpolationOperator(points, cellCentres(GRID), {
      method: 'delaunay',
      maskRadiusMeters: radius,
      isHullOnly: true,
    });
    const coords = new Float64Array(points.xMeters.length * 2);
    points.xMeters.forEach((x, p) => {
      coords[2 * p] = x;
      coords[2 * p + 1] = points.yMeters[p] ?? 0;
    });
    const { triangles } = new Delaunator(coords);
    const at = (i: number): [number, number] => [coords[2 * i] ?? 0, coords[2 * i + 1] ?? 0];
    const sign = (a: [number, number], b: [number, number], x: number, y: number): number =>
      (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
    const inKeptTriangle = (x: number, y: number): boolean => {
      for (let t = 0; t < triangles.length; t += 3) {
        const [a, b, c] = [at(triangles[t] ?? 0), at(triangles[t + 1] ?? 0), at(triangles[t + 2] ?? 0)];
        const isInside = sign(a, b, x, y) <= 0 && sign(b, c, x, y) <= 0 && sign(c, a, x, y) <= 0;
        const longest = Math.max(
          Math.hypot(a[0] - b[0], a[1] - b[1]),
          Math.hypot(b[0] - c[0], b[1] - c[1]),
          Math.hypot(c[0] - a[0], c[1] - a[1]),
        );
        if (isInside) {
          return longest <= 2 * radius;
        }
      }
      return false;
    };
    const centres = cellCentres(GRID);
    let dropped = 0;
    for (let q = 0; q < operator.queryCount; q++) {
      const x = centres.xMeters[q] ?? 0;
      const y = centres.yMeters[q] ?? 0;
      const expected = inKeptTriangle(x, y) && nearestDistance(points, x, y) <= radius;
      expect(hasData(operator, q)).toBe(expected);
      dropped += !expected && nearestDistance(points, x, y) <= radius ? 1 : 0;
    }
    expect(dropped).toBeGreaterThan(0);
  });

  it('fills the gap outside long triangles with Shepard weights unless hull-only', () => {
    const twoClusters = {
      xMeters: Float64Array.of(0, 4, 0, 4, 30, 34, 30, 34),
      yMeters: Float64Array.of(0, 0, 4, 4, 0, 0, 4, 4),
    };
    const query = { xMeters: Float64Array.of(7, 17), yMeters: Float64Array.of(2, 2) };
    const options = { method: 'delaunay', maskRadiusMeters: 4 } as const;
    const filled = buildInterpolationOperator(twoClusters, query, { ...options, isHullOnly: false });
    const hullOnly = buildInterpolationOperator(twoClusters, query, { ...options, isHullOnly: true });
    expect([hasData(filled, 0), hasData(filled, 1)]).toEqual([true, false]);
    expect([hasData(hullOnly, 0), hasData(hullOnly, 1)]).toEqual([false, false]);
    const values = Float32Array.of(-50, -60, -50, -60, -90, -90, -90, -90);
    const [value = NaN] = applyOperator(filled, values, 1, Int32Array.of(0), new Float32Array(2));
    expect(value).toBeGreaterThanOrEqual(-90);
    expect(value).toBeLessThanOrEqual(-50);
  });
});

describe('buildInterpolationOperator (shepard)', () => {
  const points = randomPoints(80, 20, 20, 5);
  const operator = buildInterpolationOperator(points, cellCentres({ cols: 40, rows: 40, cellMeters: 0.5 }), {
    method: 'shepard',
    maskRadiusMeters: 4,
    isHullOnly: false,
  });

  it('uses at most 8 neighbours whose weights sum to 1', () => {
    for (let q = 0; q < operator.queryCount; q++) {
      const start = operator.offsets[q] ?? 0;
      const end = operator.offsets[q + 1] ?? 0;
      expect(end - start).toBeLessThanOrEqual(8);
      if (end > start) {
        const total = Array.from(operator.weights.subarray(start, end)).reduce((sum, w) => sum + w, 0);
        expect(total).toBeCloseTo(1, 5);
      }
    }
  });

  it('is exact at the survey points', () => {
    const V = Float32Array.from(points.xMeters, (x) => -40 - x);
    const atPoints = buildInterpolationOperator(points, points, {
      method: 'shepard',
      maskRadiusMeters: 4,
      isHullOnly: false,
    });
    const out = applyOperator(atPoints, V, 1, Int32Array.of(0), new Float32Array(V.length));
    expect(Array.from(out)).toEqual(Array.from(V));
  });
});
