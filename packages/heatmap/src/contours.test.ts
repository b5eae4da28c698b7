import { describe, expect, it } from 'vitest';
import { traceRegion, VertexBuffer, type ContourOptions } from './contours';
import { createMarchingScratch } from './marching-squares';

function ringPoints(vertices: Float32Array, [first, count]: [number, number]): [number, number][] {
  return Array.from({ length: count }, (_, i) => [
    vertices[2 * (first + i)] ?? NaN,
    vertices[2 * (first + i) + 1] ?? NaN,
  ]);
}

function bounds(points: [number, number][]): [number, number, number, number] {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function grid(cols: number, rows: number, extra: Partial<ContourOptions> = {}): ContourOptions {
  return {
    cols,
    rows,
    isSmooth: false,
    unitsPerCell: 10,
    toleranceCells: 0,
    scratch: createMarchingScratch(cols, rows),
    ...extra,
  };
}

const options = grid(6, 4);

describe('traceRegion', () => {
  it('outlines a block of cells in floor-plan pixels (cell edges at multiples of unitsPerCell)', () => {
    // prettier-ignore
    const values = [
      0, 0, 0, 0, 0, 0,
      0, 0, 1, 1, 0, 0,
      0, 0, 1, 1, 0, 0,
      0, 0, 0, 0, 0, 0,
    ];
    const vertices = new VertexBuffer();
    const rings = traceRegion(values, 0.5, options, vertices);
    expect(rings).toHaveLength(1);
    const points = ringPoints(vertices.toArray(), rings[0] ?? [0, 0]);
    expect(bounds(points)).toEqual([20, 10, 40, 30]);
    expect(points[0]).toEqual(points[points.length - 1]);
  });

  it('places smooth vertices by linear interpolation between cell centres', () => {
    // Values rise 0, 10, 20, … along x; the level 25 lies between the centres of cells 2 and 3 (x = 2.5, 3.5).
    const values = Array.from({ length: 24 }, (_, c) => (c % 6) * 10);
    const vertices = new VertexBuffer();
    const [ring] = traceRegion(values, 25, grid(6, 4, { isSmooth: true }), vertices);
    const [minX] = bounds(ringPoints(vertices.toArray(), ring ?? [0, 0]));
    expect(minX).toBeCloseTo(30, 4);
  });

  it('treats NaN as no data: the region stops at the last data cell centre', () => {
    const values = [NaN, NaN, 5, 5, 5, 5];
    const vertices = new VertexBuffer();
    const [ring] = traceRegion(values, 1, grid(6, 1, { isSmooth: true }), vertices);
    const [minX, , maxX] = bounds(ringPoints(vertices.toArray(), ring ?? [0, 0]));
    expect(minX).toBeCloseTo(25, 4);
    expect(maxX).toBe(60);
  });

  it('simplifies rings with the tolerance in cells and drops rings that collapse', () => {
    const values = Array.from({ length: 40 * 40 }, (_, c) => {
      const x = (c % 40) - 19.5;
      const y = Math.floor(c / 40) - 19.5;
      return 20 - Math.hypot(x, y);
    });
    const full = new VertexBuffer();
    const simple = new VertexBuffer();
    const wide = grid(40, 40, { isSmooth: true });
    const [fullRing] = traceRegion(values, 5, wide, full);
    const [simpleRing] = traceRegion(values, 5, { ...wide, toleranceCells: 0.5 }, simple);
    expect((simpleRing ?? [0, 0])[1]).toBeLessThan((fullRing ?? [0, 0])[1] / 2);
    expect((simpleRing ?? [0, 0])[1]).toBeGreaterThanOrEqual(4);
    expect(traceRegion([0, 0, 0, 0], 1, grid(2, 2), new VertexBuffer())).toEqual([]);
  });
});
