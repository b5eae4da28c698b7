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

/** One Liang–Barsky clip step; returns the narrowed [t0, t1] or null when the segment misses. */
function clipStep(p: number, q: number, t0: number, t1: number): [number, number] | null {
  if (p === 0) {
    return q < 0 ? null : [t0, t1];
  }
  const r = q / p;
  const low = p < 0 ? Math.max(t0, r) : t0;
  const high = p < 0 ? t1 : Math.min(t1, r);
  return low > high ? null : [low, high];
}

/** Whether the segment (ax, ay)–(bx, by) meets the box at all (Liang–Barsky). */
export function segmentHitsBox(
  bounds: readonly [number, number, number, number],
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  // Quick reject on the segment's own box before clipping.
  if (
    Math.max(ax, bx) < bounds[0] ||
    Math.min(ax, bx) > bounds[2] ||
    Math.max(ay, by) < bounds[1] ||
    Math.min(ay, by) > bounds[3]
  ) {
    return false;
  }
  let range: [number, number] | null = [0, 1];
  range = clipStep(-dx, ax - bounds[0], range[0], range[1]);
  range = range && clipStep(dx, bounds[2] - ax, range[0], range[1]);
  range = range && clipStep(-dy, ay - bounds[1], range[0], range[1]);
  range = range && clipStep(dy, bounds[3] - ay, range[0], range[1]);
  return range !== null;
}

/** Whether a polygon is convex (every turn the same way), so a segment enters and leaves it at most once. */
export function isConvexPolygon(polygon: ArrayLike<number>): boolean {
  const count = Math.floor(polygon.length / 2);
  let sign = 0;
  for (let i = 0; i < count; i++) {
    const j = (i + 1) % count;
    const k = (i + 2) % count;
    const cross =
      ((polygon[2 * j] ?? 0) - (polygon[2 * i] ?? 0)) *
        ((polygon[2 * k + 1] ?? 0) - (polygon[2 * j + 1] ?? 0)) -
      ((polygon[2 * j + 1] ?? 0) - (polygon[2 * i + 1] ?? 0)) *
        ((polygon[2 * k] ?? 0) - (polygon[2 * j] ?? 0));
    if (cross !== 0) {
      if (sign !== 0 && Math.sign(cross) !== sign) {
        return false;
      }
      sign = Math.sign(cross);
    }
  }
  return true;
}

/**
 * Length inside a convex polygon (Cyrus–Beck: clip the segment by each edge's half-plane), without allocating.
 * `orientation` is +1 for counter-clockwise vertices in a y-down frame's maths sense (positive shoelace), −1 otherwise.
 */
export function segmentLengthInConvex(
  polygon: ArrayLike<number>,
  orientation: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const count = Math.floor(polygon.length / 2);
  const dx = bx - ax;
  const dy = by - ay;
  let t0 = 0;
  let t1 = 1;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const px = polygon[2 * j] ?? 0;
    const py = polygon[2 * j + 1] ?? 0;
    const ex = (polygon[2 * i] ?? 0) - px;
    const ey = (polygon[2 * i + 1] ?? 0) - py;
    // Inside when orientation · cross(e, X − P) ≥ 0; linear in t: num + t · den.
    const num = orientation * (ex * (ay - py) - ey * (ax - px));
    const den = orientation * (ex * dy - ey * dx);
    if (den === 0) {
      if (num < 0) {
        return 0;
      }
    } else {
      const t = -num / den;
      if (den > 0) {
        t0 = Math.max(t0, t);
      } else {
        t1 = Math.min(t1, t);
      }
      if (t0 >= t1) {
        return 0;
      }
    }
  }
  return (t1 - t0) * Math.hypot(dx, dy);
}

/** Signed shoelace area: positive for one winding, negative for the other. */
export function signedArea(polygon: ArrayLike<number>): number {
  const count = Math.floor(polygon.length / 2);
  let twice = 0;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    twice +=
      (polygon[2 * j] ?? 0) * (polygon[2 * i + 1] ?? 0) - (polygon[2 * i] ?? 0) * (polygon[2 * j + 1] ?? 0);
  }
  return twice / 2;
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
