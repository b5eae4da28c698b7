/**
 * Polygon helpers of the planning engine. Polygons are interleaved `[x0, y0, x1, y1, …]` in metres.
 */

/** Whether (x, y) lies inside the polygon (even-odd rule). */
export function pointInPolygon(polygon: ArrayLike<number>, x: number, y: number): boolean {
  const count = Math.floor(polygon.length / 2);
  let inside = false;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const xi = polygon[2 * i] ?? 0;
    const yi = polygon[2 * i + 1] ?? 0;
    const xj = polygon[2 * j] ?? 0;
    const yj = polygon[2 * j + 1] ?? 0;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** Axis-aligned bounds of a polygon: [minX, minY, maxX, maxY]. */
export function polygonBounds(polygon: ArrayLike<number>): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < polygon.length; i += 2) {
    const x = polygon[i] ?? 0;
    const y = polygon[i + 1] ?? 0;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/** Area of a polygon in m² (shoelace). */
export function polygonArea(polygon: ArrayLike<number>): number {
  const count = Math.floor(polygon.length / 2);
  let twice = 0;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    twice +=
      (polygon[2 * j] ?? 0) * (polygon[2 * i + 1] ?? 0) - (polygon[2 * i] ?? 0) * (polygon[2 * j + 1] ?? 0);
  }
  return Math.abs(twice) / 2;
}

/** Whether the segment (ax, ay)–(bx, by) meets the box at all (Liang–Barsky). */
export function segmentHitsBox(
  bounds: readonly [number, number, number, number],
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const checks: [number, number][] = [
    [-dx, ax - bounds[0]],
    [dx, bounds[2] - ax],
    [-dy, ay - bounds[1]],
    [dy, bounds[3] - ay],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) {
        return false;
      }
    } else {
      const r = q / p;
      if (p < 0) {
        t0 = Math.max(t0, r);
      } else {
        t1 = Math.min(t1, r);
      }
      if (t0 > t1) {
        return false;
      }
    }
  }
  return true;
}

/**
 * Length in metres of the segment (ax, ay)–(bx, by) that lies inside the polygon: the segment is split where it
 * crosses the polygon's edges and each piece whose midpoint is inside counts. Exact for any simple polygon,
 * convex or not.
 */
export function segmentLengthInPolygon(
  polygon: ArrayLike<number>,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const count = Math.floor(polygon.length / 2);
  const dx = bx - ax;
  const dy = by - ay;
  const cuts: number[] = [0, 1];
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const px = polygon[2 * j] ?? 0;
    const py = polygon[2 * j + 1] ?? 0;
    const ex = (polygon[2 * i] ?? 0) - px;
    const ey = (polygon[2 * i + 1] ?? 0) - py;
    const denominator = dx * ey - dy * ex;
    if (denominator === 0) {
      continue;
    }
    const t = ((px - ax) * ey - (py - ay) * ex) / denominator;
    const u = ((px - ax) * dy - (py - ay) * dx) / denominator;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) {
      cuts.push(t);
    }
  }
  cuts.sort((a, b) => a - b);
  let inside = 0;
  for (let k = 0; k + 1 < cuts.length; k++) {
    const t0 = cuts[k] ?? 0;
    const t1 = cuts[k + 1] ?? 0;
    if (t1 - t0 <= 0) {
      continue;
    }
    const mid = (t0 + t1) / 2;
    if (pointInPolygon(polygon, ax + mid * dx, ay + mid * dy)) {
      inside += t1 - t0;
    }
  }
  return inside * Math.hypot(dx, dy);
}
