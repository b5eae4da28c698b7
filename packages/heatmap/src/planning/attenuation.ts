import type { CellGrid } from '../grid';
import type { Band } from '../types';
import {
  isConvexPolygon,
  polygonBounds,
  segmentHitsBox,
  segmentLengthInConvex,
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
  polygonMeters: Float64Array;
  dbPerMeter: Readonly<Record<Band, number>>;
  lowerEdgeMeters: number;
  upperEdgeMeters: number;
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
 * Adds every area's loss from an AP at (ax, ay, apZ) to each cell centre at clientZ into `outs[k]` for `bands[k]`
 * (the length inside an area is computed once for all bands). Only cells inside the wedge the area's bounding
 * box spans from the AP can be shadowed, so each row tests one column interval per area (all cells when the AP
 * stands inside the box); convex areas are clipped without allocating.
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
    const isConvex = isConvexPolygon(polygon);
    const orientation = Math.sign(signedArea(polygon)) || 1;
    const isInside = ax >= bounds[0] && ax <= bounds[2] && ay >= bounds[1] && ay <= bounds[3];
    const [lx, ly, hx, hy] = isInside ? [0, 0, 0, 0] : tangentCorners(bounds, ax, ay);
    for (let row = 0; row < rows; row++) {
      const y = (row + 0.5) * cellMeters;
      let colStart = 0;
      let colEnd = cols - 1;
      if (!isInside) {
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
        colStart = Math.max(0, Math.floor(lo / cellMeters - 0.5) - 1);
        colEnd = Math.min(cols - 1, Math.ceil(hi / cellMeters - 0.5) + 1);
      }
      for (let col = colStart, c = row * cols + colStart; col <= colEnd; col++, c++) {
        const x = (col + 0.5) * cellMeters;
        if (!segmentHitsBox(bounds, ax, ay, x, y)) {
          continue;
        }
        const length = isConvex
          ? segmentLengthInConvex(polygon, orientation, ax, ay, x, y)
          : segmentLengthInPolygon(polygon, ax, ay, x, y);
        if (length > 0) {
          for (let k = 0; k < outs.length; k++) {
            const out = outs[k];
            if (out !== undefined) {
              out[c] = (out[c] ?? 0) + (factors[k] ?? 0) * length;
            }
          }
        }
      }
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
