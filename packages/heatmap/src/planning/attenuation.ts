import type { MetresArray, MetresLike } from '@airlens/domain';
import type { CellGrid } from '../grid';
import type { Band } from '../types';
import {
  isConvexPolygon,
  polygonBounds,
  segmentHitsBox,
  segmentLengthInPolygon,
  signedArea,
} from './geometry';

/**
 * An attenuation area (an `.esx` attenuationArea with its type): a prism over the polygon from `lowerEdgeMeters`
 * to `upperEdgeMeters` above the floor (Infinity when the type states no upper edge: full height), losing
 * `dbPerMeter[band]` per metre of path inside it.
 */
export interface AttenuationArea {
  id: string;
  polygonMeters: MetresArray;
  dbPerMeter: Readonly<Record<Band, number>>;
  lowerEdgeMeters: MetresLike;
  upperEdgeMeters: MetresLike;
}

/** Whether a ray between two heights above the floor passes through the area's height band. */
export function rayCrossesHeights(area: AttenuationArea, fromZ: number, toZ: number): boolean {
  return Math.min(fromZ, toZ) <= area.upperEdgeMeters && Math.max(fromZ, toZ) >= area.lowerEdgeMeters;
}

/**
 * Loss in dB of the straight path from (ax, ay) at height apZ to (x, y) at height clientZ (heights above the
 * floor): Σ over areas whose height band the path crosses of (horizontal length inside the polygon × dB/m).
 */
export function attenuationLossDb(
  areas: readonly AttenuationArea[],
  band: Band,
  ax: number,
  ay: number,
  apZ: number,
  x: number,
  y: number,
  clientZ: number,
): number {
  let total = 0;
  for (const area of areas) {
    const factor = area.dbPerMeter[band];
    if (factor > 0 && rayCrossesHeights(area, apZ, clientZ)) {
      total += factor * segmentLengthInPolygon(area.polygonMeters, ax, ay, x, y);
    }
  }
  return total;
}

/** The two box corners that bound the box's angular extent as seen from (ax, ay) outside it. */
function tangentCorners(
  bounds: readonly [number, number, number, number],
  ax: number,
  ay: number,
): [number, number, number, number] {
  const cx = (bounds[0] + bounds[2]) / 2 - ax;
  const cy = (bounds[1] + bounds[3]) / 2 - ay;
  const corners: [number, number][] = [
    [bounds[0], bounds[1]],
    [bounds[2], bounds[1]],
    [bounds[2], bounds[3]],
    [bounds[0], bounds[3]],
  ];
  let low: [number, number] = corners[0] ?? [0, 0];
  let high: [number, number] = low;
  let lowAngle = Infinity;
  let highAngle = -Infinity;
  for (const corner of corners) {
    const vx = corner[0] - ax;
    const vy = corner[1] - ay;
    const angle = Math.atan2(cx * vy - cy * vx, cx * vx + cy * vy);
    if (angle < lowAngle) {
      lowAngle = angle;
      low = corner;
    }
    if (angle > highAngle) {
      highAngle = angle;
      high = corner;
    }
  }
  return [low[0] - ax, low[1] - ay, high[0] - ax, high[1] - ay];
}

/**
 * A convex area's edges as Cyrus–Beck half-planes seen from one AP: per edge its vector and the AP's constant
 * term, so a cell costs a multiply-add and a division per edge.
 */
interface ConvexClip {
  ex: Float64Array;
  ey: Float64Array;
  num: Float64Array;
  orientation: number;
}

function convexClip(polygon: Float64Array, ax: number, ay: number): ConvexClip {
  const count = Math.floor(polygon.length / 2);
  const orientation = Math.sign(signedArea(polygon)) || 1;
  const clip: ConvexClip = {
    ex: new Float64Array(count),
    ey: new Float64Array(count),
    num: new Float64Array(count),
    orientation,
  };
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const px = polygon[2 * j] ?? 0;
    const py = polygon[2 * j + 1] ?? 0;
    const ex = (polygon[2 * i] ?? 0) - px;
    const ey = (polygon[2 * i + 1] ?? 0) - py;
    clip.ex[i] = ex;
    clip.ey[i] = ey;
    clip.num[i] = orientation * (ex * (ay - py) - ey * (ax - px));
  }
  return clip;
}

/** The columns of a row inside the wedge the area's box spans from the AP (every column from inside the box). */
function wedgeColumns(
  wedge: readonly [number, number, number, number] | undefined,
  ax: number,
  ay: number,
  y: number,
  cellMeters: number,
  cols: number,
): [number, number] {
  if (wedge === undefined) {
    return [0, cols - 1];
  }
  const [lx, ly, hx, hy] = wedge;
  // Inside the wedge: cross(low, v) ≥ 0 and cross(v, high) ≥ 0 with v = (x − ax, y − ay); both are linear in x.
  let lo = -Infinity;
  let hi = Infinity;
  const vy = y - ay;
  for (const [slope, rest] of [
    [-ly, lx * vy],
    [hy, -hx * vy],
  ] as const) {
    // slope·(x − ax) + rest ≥ 0
    if (slope > 0) {
      lo = Math.max(lo, ax - rest / slope);
    } else if (slope < 0) {
      hi = Math.min(hi, ax - rest / slope);
    } else if (rest < 0) {
      hi = -Infinity;
    }
  }
  return [
    Math.max(0, Math.floor(lo / cellMeters - 0.5) - 1),
    Math.min(cols - 1, Math.ceil(hi / cellMeters - 0.5) + 1),
  ];
}

/**
 * Adds every area's loss from an AP at (ax, ay, apZ) to each cell centre at clientZ into `outs[k]` for `bands[k]`
 * (the length inside an area is computed once for all bands). Only cells inside the wedge the area's bounding
 * box spans from the AP can be shadowed, so each row tests one column interval per area (all cells when the AP
 * stands inside the box), and only rows the box can shadow; convex areas are clipped against half-planes set up
 * once per AP and area, without allocating per cell.
 */
export function addAttenuationLossGrids(
  grid: CellGrid,
  areas: readonly AttenuationArea[],
  bands: readonly Band[],
  ax: number,
  ay: number,
  apZ: number,
  clientZ: number,
  outs: readonly Float32Array[],
): void {
  const { cols, rows, cellMeters } = grid;
  for (const area of areas) {
    const factors = bands.map((band) => area.dbPerMeter[band]);
    if (!factors.some((factor) => factor > 0) || !rayCrossesHeights(area, apZ, clientZ)) {
      continue;
    }
    const polygon = area.polygonMeters;
    const bounds = polygonBounds(polygon);
    const [minX, minY, maxX, maxY] = bounds;
    const clip = isConvexPolygon(polygon) ? convexClip(polygon, ax, ay) : undefined;
    const isInside = ax >= minX && ax <= maxX && ay >= minY && ay <= maxY;
    const wedge = isInside ? undefined : tangentCorners(bounds, ax, ay);
    // A segment from the AP reaches the box only for cells level with it or beyond it (one row of margin).
    const rowStart = ay < minY ? Math.max(0, Math.floor(minY / cellMeters - 0.5)) : 0;
    const rowEnd = ay > maxY ? Math.min(rows - 1, Math.ceil(maxY / cellMeters - 0.5)) : rows - 1;
    // A segment's own box must meet the area's (as in `segmentHitsBox`): from beside the box, only columns level
    // with it or beyond it.
    const firstCol = ax < minX ? Math.max(0, Math.floor(minX / cellMeters - 0.5)) : 0;
    const lastCol = ax > maxX ? Math.min(cols - 1, Math.ceil(maxX / cellMeters - 0.5)) : cols - 1;
    for (let row = rowStart; row <= rowEnd; row++) {
      const y = (row + 0.5) * cellMeters;
      if (Math.max(ay, y) < minY || Math.min(ay, y) > maxY) {
        continue;
      }
      const [wedgeStart, wedgeEnd] = wedgeColumns(wedge, ax, ay, y, cellMeters, cols);
      const colStart = Math.max(wedgeStart, firstCol);
      const colEnd = Math.min(wedgeEnd, lastCol);
      if (clip !== undefined) {
        addClippedRow(clip, ax, y - ay, row * cols, colStart, colEnd, cellMeters, factors, outs);
        continue;
      }
      for (let col = colStart, c = row * cols + colStart; col <= colEnd; col++, c++) {
        const x = (col + 0.5) * cellMeters;
        if (Math.max(ax, x) < minX || Math.min(ax, x) > maxX) {
          continue;
        }
        const length = segmentHitsBox(bounds, ax, ay, x, y)
          ? segmentLengthInPolygon(polygon, ax, ay, x, y)
          : 0;
        if (length > 0) {
          addLength(outs, factors, c, length);
        }
      }
    }
  }
}

function addLength(
  outs: readonly Float32Array[],
  factors: readonly number[],
  c: number,
  length: number,
): void {
  for (let k = 0; k < outs.length; k++) {
    const out = outs[k];
    if (out !== undefined) {
      out[c] = (out[c] ?? 0) + (factors[k] ?? 0) * length;
    }
  }
}

/**
 * One row of a convex area's loss: for each column the Cyrus–Beck clip of the segment from the AP (the edge
 * term is fixed per AP and area), then the length times each band's dB/m: the arithmetic of
 * `segmentLengthInConvex`, with the segment's length as a square root (Math.hypot's overflow care costs more than
 * the clip itself here and a cell's distance cannot overflow).
 */
function addClippedRow(
  clip: ConvexClip,
  ax: number,
  dy: number,
  rowBase: number,
  colStart: number,
  colEnd: number,
  cellMeters: number,
  factors: readonly number[],
  outs: readonly Float32Array[],
): void {
  const { ex, ey, num, orientation } = clip;
  const edges = num.length;
  const out0 = outs[0];
  const out1 = outs[1];
  const f0 = factors[0] ?? 0;
  const f1 = factors[1] ?? 0;
  for (let col = colStart; col <= colEnd; col++) {
    const dx = (col + 0.5) * cellMeters - ax;
    let t0 = 0;
    let t1 = 1;
    for (let i = 0; i < edges && t0 < t1; i++) {
      const n = num[i] ?? 0;
      const den = orientation * ((ex[i] ?? 0) * dy - (ey[i] ?? 0) * dx);
      // Only a division that can move t0 or t1 is made: from outside an edge's half-plane (n < 0) the segment
      // must head into it and enters at −n/den; from inside (n ≥ 0) only heading out bounds it. The skipped
      // cases leave t0 and t1 as the full clip would (their t is ≤ 0 for t0, or makes the segment miss).
      if (n < 0) {
        if (den > 0) {
          t0 = Math.max(t0, -n / den);
        } else {
          t1 = 0;
        }
      } else if (den < 0) {
        t1 = Math.min(t1, -n / den);
      }
    }
    if (t0 >= t1) {
      continue;
    }
    const length = (t1 - t0) * Math.sqrt(dx * dx + dy * dy);
    const c = rowBase + col;
    if (outs.length > 2) {
      addLength(outs, factors, c, length);
      continue;
    }
    if (out0 !== undefined) {
      out0[c] = (out0[c] ?? 0) + f0 * length;
    }
    if (out1 !== undefined) {
      out1[c] = (out1[c] ?? 0) + f1 * length;
    }
  }
}

/** `addAttenuationLossGrids` for one band. */
export function addAttenuationLossGrid(
  grid: CellGrid,
  areas: readonly AttenuationArea[],
  band: Band,
  ax: number,
  ay: number,
  apZ: number,
  clientZ: number,
  out: Float32Array,
): Float32Array {
  addAttenuationLossGrids(grid, areas, [band], ax, ay, apZ, clientZ, [out]);
  return out;
}
