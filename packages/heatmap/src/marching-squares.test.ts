import { contours } from 'd3-contour';
import { describe, expect, it } from 'vitest';
import { createMarchingScratch, traceIsoRings } from './marching-squares';
import { createRandom } from './testing/synthetic-floor';

function smoothField(cols: number, rows: number, seed: number): Float64Array {
  const random = createRandom(seed);
  const bumps = Array.from({ length: 12 }, () => [
    random() * cols,
    random() * rows,
    3 + random() * 8,
    random() * 40,
  ]);
  return Float64Array.from({ length: cols * rows }, (_, c) => {
    const x = (c % cols) + 0.5;
    const y = Math.floor(c / cols) + 0.5;
    return bumps.reduce(
      (sum, [bx = 0, by = 0, r = 1, h = 0]) => sum + h * Math.exp(-((x - bx) ** 2 + (y - by) ** 2) / (r * r)),
      -90,
    );
  });
}

function isInside(rings: Float64Array[], x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i] ?? 0;
      const yi = ring[i + 1] ?? 0;
      const xj = ring[j] ?? 0;
      const yj = ring[j + 1] ?? 0;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) {
        inside = !inside;
      }
    }
  }
  return inside;
}

function pointSet(points: [number, number][]): string[] {
  return [...new Set(points.map(([x, y]) => `${x.toFixed(9)},${y.toFixed(9)}`))].sort();
}

describe('traceIsoRings', () => {
  const cols = 70;
  const rows = 45;
  const values = smoothField(cols, rows, 17);
  const scratch = createMarchingScratch(cols, rows);

  it('encloses exactly the cell centres whose value is at or above the level (even-odd)', () => {
    for (const level of [-85, -70, -60, -50]) {
      const rings = traceIsoRings(values, level, true, scratch);
      expect(rings.length).toBeGreaterThan(0);
      for (let c = 0; c < cols * rows; c++) {
        const expected = (values[c] ?? NaN) >= level;
        expect(isInside(rings, (c % cols) + 0.5, Math.floor(c / cols) + 0.5)).toBe(expected);
      }
    }
  });

  it('places the same vertices as d3-contour, smooth and not', () => {
    for (const isSmooth of [true, false]) {
      const generator = contours().size([cols, rows]).smooth(isSmooth);
      for (const level of [-80, -65, -55]) {
        const ours = traceIsoRings(values, level, isSmooth, scratch).flatMap((ring) =>
          Array.from({ length: ring.length / 2 }, (_, i): [number, number] => [
            ring[2 * i] ?? NaN,
            ring[2 * i + 1] ?? NaN,
          ]),
        );
        const theirs = generator
          .contour(Array.from(values), level)
          .coordinates.flatMap((polygon) =>
            polygon.flatMap((ring) => ring.map(([x = NaN, y = NaN]): [number, number] => [x, y])),
          );
        expect(pointSet(ours)).toEqual(pointSet(theirs));
      }
    }
  });

  it('closes every ring and reuses the scratch across levels', () => {
    for (const level of [-75, -75, -90]) {
      for (const ring of traceIsoRings(values, level, true, scratch)) {
        expect(ring.length).toBeGreaterThanOrEqual(8);
        expect([ring[0], ring[1]]).toEqual([ring[ring.length - 2], ring[ring.length - 1]]);
      }
    }
    expect(traceIsoRings(values, 1000, true, scratch)).toEqual([]);
  });

  it('closes rings along the grid border and stops at NaN at the valid cell centre', () => {
    const grid = createMarchingScratch(3, 1);
    const [ring] = traceIsoRings([NaN, 5, 5], 1, true, grid);
    const xs = Array.from(ring ?? [], (_, i) => (i % 2 === 0 ? (ring?.[i] ?? NaN) : NaN)).filter(
      (x) => !Number.isNaN(x),
    );
    expect(Math.min(...xs)).toBe(1.5);
    expect(Math.max(...xs)).toBe(3);
  });
});
