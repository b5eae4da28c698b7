import type { MetresArray, MetresLike } from '@airlens/domain';
import Delaunator from 'delaunator';
import { PointIndex } from './point-index';

/**
 * A sparse interpolation operator W (query locations × survey points) in CSR form. Row c holds the survey
 * points and weights for location c; its weights sum to 1. A row with no entries is masked (no data there).
 * Weights depend only on geometry, so one operator serves every radio, heatmap type and filter of a floor.
 */
export interface InterpolationOperator {
  queryCount: number;
  /** Row c spans neighbours[offsets[c] … offsets[c + 1]). */
  offsets: Int32Array;
  neighbours: Int32Array;
  weights: Float32Array;
  /** Approximate memory in bytes, for the cache budget. */
  bytes: number;
}

/** How an operator is built. */
export interface OperatorOptions {
  method: 'delaunay' | 'shepard';
  /** A location has data only within this distance of a survey point; Delaunay drops triangles with an edge > 2R. */
  maskRadiusMeters: MetresLike;
  /** With `delaunay`, leave locations outside the kept triangles empty instead of filling them with Shepard. */
  isHullOnly: boolean;
}

/** Neighbours of the Shepard (Franke–Little) fill. */
export const SHEPARD_NEIGHBOURS = 8;

const EXACT_HIT_METERS_SQ = 1e-12;

interface Builder {
  offsets: Int32Array;
  neighbours: Int32Array;
  weights: Float32Array;
  used: number;
}

function push(builder: Builder, neighbour: number, weight: number): void {
  if (builder.used === builder.neighbours.length) {
    const size = builder.neighbours.length * 2;
    const neighbours = new Int32Array(size);
    neighbours.set(builder.neighbours);
    const weights = new Float32Array(size);
    weights.set(builder.weights);
    builder.neighbours = neighbours;
    builder.weights = weights;
  }
  builder.neighbours[builder.used] = neighbour;
  builder.weights[builder.used] = weight;
  builder.used++;
}

/**
 * Franke–Little modified Shepard weights over the k nearest points, w = ((R − d)₊ / (R·d))², with R the
 * distance to the (k+1)-th neighbour, which keeps the surface continuous where the neighbour set changes.
 * Pushes nothing (the location stays masked) when the nearest point is farther than the mask radius.
 */
function pushShepard(
  builder: Builder,
  index: PointIndex,
  x: number,
  y: number,
  maskRadiusMeters: number,
  scratchIndex: Int32Array,
  scratchDistSq: Float64Array,
): void {
  const found = index.nearest(
    x,
    y,
    SHEPARD_NEIGHBOURS + 1,
    3 * maskRadiusMeters,
    scratchIndex,
    scratchDistSq,
  );
  const nearestSq = scratchDistSq[0] ?? Infinity;
  if (found === 0 || nearestSq > maskRadiusMeters * maskRadiusMeters) {
    return;
  }
  if (nearestSq <= EXACT_HIT_METERS_SQ) {
    push(builder, scratchIndex[0] ?? 0, 1);
    return;
  }
  const used = Math.min(found, SHEPARD_NEIGHBOURS);
  const radius = Math.sqrt(
    found > SHEPARD_NEIGHBOURS ? (scratchDistSq[SHEPARD_NEIGHBOURS] ?? 0) : 9 * maskRadiusMeters ** 2,
  );
  let total = 0;
  for (let j = 0; j < used; j++) {
    const d = Math.sqrt(scratchDistSq[j] ?? 0);
    const w = Math.max(radius - d, 0) / (radius * d);
    scratchDistSq[j] = w * w;
    total += w * w;
  }
  if (!(total > 0)) {
    // All k neighbours tie with the (k+1)-th: fall back to equal weights.
    for (let j = 0; j < used; j++) {
      push(builder, scratchIndex[j] ?? 0, 1 / used);
    }
    return;
  }
  for (let j = 0; j < used; j++) {
    push(builder, scratchIndex[j] ?? 0, (scratchDistSq[j] ?? 0) / total);
  }
}

function keptTriangles(delaunay: Delaunator<Float64Array>, maxEdgeMeters: number): Uint8Array {
  const { triangles, coords } = delaunay;
  const count = triangles.length / 3;
  const kept = new Uint8Array(count);
  const maxSq = maxEdgeMeters * maxEdgeMeters;
  for (let t = 0; t < count; t++) {
    let isKept = 1;
    for (let e = 0; e < 3; e++) {
      const a = triangles[3 * t + e] ?? 0;
      const b = triangles[3 * t + ((e + 1) % 3)] ?? 0;
      const dx = (coords[2 * a] ?? 0) - (coords[2 * b] ?? 0);
      const dy = (coords[2 * a + 1] ?? 0) - (coords[2 * b + 1] ?? 0);
      if (dx * dx + dy * dy > maxSq) {
        isKept = 0;
      }
    }
    kept[t] = isKept;
  }
  return kept;
}

/**
 * Finds the triangle containing (x, y) by a visibility walk from `start`, or −1 when the point lies outside the
 * convex hull. A walk in a Delaunay triangulation always terminates; the step cap only guards against
 * round-off on degenerate input.
 */
function locate(delaunay: Delaunator<Float64Array>, x: number, y: number, start: number): number {
  const { triangles, halfedges, coords } = delaunay;
  const triangleCount = triangles.length / 3;
  let t = start;
  for (let steps = 0; steps <= triangleCount; steps++) {
    let next = -1;
    for (let e = 0; e < 3; e++) {
      const edge = 3 * t + e;
      const a = triangles[edge] ?? 0;
      const b = triangles[3 * t + ((e + 1) % 3)] ?? 0;
      const ax = coords[2 * a] ?? 0;
      const ay = coords[2 * a + 1] ?? 0;
      const orient = ((coords[2 * b] ?? 0) - ax) * (y - ay) - ((coords[2 * b + 1] ?? 0) - ay) * (x - ax);
      // Delaunator's triangles turn clockwise in this orientation (counter-clockwise with y down).
      if (orient > 0) {
        const twin = halfedges[edge] ?? -1;
        if (twin === -1) {
          return -1;
        }
        next = Math.floor(twin / 3);
        break;
      }
    }
    if (next === -1) {
      return t;
    }
    t = next;
  }
  return -1;
}

/**
 * Builds the operator for arbitrary query locations (grid cell centres, or survey points in tests).
 * `delaunay`: barycentric weights inside triangles whose longest edge is ≤ 2R, Shepard (k = 8) within R
 * elsewhere unless `isHullOnly`; `shepard`: Shepard everywhere within R. Nothing farther than R gets data.
 */
export function buildInterpolationOperator(
  points: { xMeters: MetresArray; yMeters: MetresArray },
  queries: { xMeters: MetresArray; yMeters: MetresArray },
  options: OperatorOptions,
): InterpolationOperator {
  const queryCount = queries.xMeters.length;
  const pointCount = points.xMeters.length;
  const builder: Builder = {
    offsets: new Int32Array(queryCount + 1),
    neighbours: new Int32Array(Math.max(queryCount * 3, 16)),
    weights: new Float32Array(Math.max(queryCount * 3, 16)),
    used: 0,
  };
  const index = new PointIndex(points.xMeters, points.yMeters);
  const radius = options.maskRadiusMeters;
  const radiusSq = radius * radius;
  const scratchIndex = new Int32Array(SHEPARD_NEIGHBOURS + 1);
  const scratchDistSq = new Float64Array(SHEPARD_NEIGHBOURS + 1);

  const coords = new Float64Array(pointCount * 2);
  for (let p = 0; p < pointCount; p++) {
    coords[2 * p] = points.xMeters[p] ?? 0;
    coords[2 * p + 1] = points.yMeters[p] ?? 0;
  }
  const delaunay = options.method === 'delaunay' && pointCount >= 3 ? new Delaunator(coords) : null;
  const hasTriangles = delaunay !== null && delaunay.triangles.length > 0;
  const kept = hasTriangles ? keptTriangles(delaunay, 2 * radius) : new Uint8Array(0);
  const { triangles } = delaunay ?? { triangles: new Uint32Array(0) };
  let lastTriangle = 0;

  for (let q = 0; q < queryCount; q++) {
    builder.offsets[q] = builder.used;
    const x = queries.xMeters[q] ?? 0;
    const y = queries.yMeters[q] ?? 0;
    const t = hasTriangles ? locate(delaunay, x, y, lastTriangle) : -1;
    if (t >= 0) {
      lastTriangle = t;
    }
    if (t >= 0 && kept[t] === 1) {
      const a = triangles[3 * t] ?? 0;
      const b = triangles[3 * t + 1] ?? 0;
      const c = triangles[3 * t + 2] ?? 0;
      const ax = coords[2 * a] ?? 0;
      const ay = coords[2 * a + 1] ?? 0;
      const bx = coords[2 * b] ?? 0;
      const by = coords[2 * b + 1] ?? 0;
      const cx = coords[2 * c] ?? 0;
      const cy = coords[2 * c + 1] ?? 0;
      const nearestSq = Math.min(
        (x - ax) ** 2 + (y - ay) ** 2,
        (x - bx) ** 2 + (y - by) ** 2,
        (x - cx) ** 2 + (y - cy) ** 2,
      );
      // A vertex within R proves the R rule; otherwise ask the index (a closer non-vertex point may exist).
      const isWithinRadius =
        nearestSq <= radiusSq || index.nearest(x, y, 1, radius, scratchIndex, scratchDistSq) > 0;
      if (isWithinRadius) {
        const det = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy);
        const wa = ((by - cy) * (x - cx) + (cx - bx) * (y - cy)) / det;
        const wb = ((cy - ay) * (x - cx) + (ax - cx) * (y - cy)) / det;
        push(builder, a, wa);
        push(builder, b, wb);
        push(builder, c, 1 - wa - wb);
      }
      continue;
    }
    if (options.method === 'delaunay' && options.isHullOnly) {
      continue;
    }
    pushShepard(builder, index, x, y, radius, scratchIndex, scratchDistSq);
  }
  builder.offsets[queryCount] = builder.used;
  const neighbours = builder.neighbours.slice(0, builder.used);
  const weights = builder.weights.slice(0, builder.used);
  return {
    queryCount,
    offsets: builder.offsets,
    neighbours,
    weights,
    bytes: builder.offsets.byteLength + neighbours.byteLength + weights.byteLength,
  };
}

/** 1 for each location of the operator that has data, 0 where it is masked. */
export function operatorMask(operator: InterpolationOperator): Uint8Array {
  const mask = new Uint8Array(operator.queryCount);
  for (let q = 0; q < operator.queryCount; q++) {
    mask[q] = (operator.offsets[q + 1] ?? 0) > (operator.offsets[q] ?? 0) ? 1 : 0;
  }
  return mask;
}

/**
 * Applies the operator to the chosen columns of a point-major matrix (`values[p * stride + column]`) for
 * locations [start, end), writing a location-major block (`out[(q − start) * columns.length + j]`). Rows are
 * evaluated as v₀ + Σ wᵢ (vᵢ − v₀), so a constant input comes back exactly and a location on a survey point
 * returns that point's value exactly. Masked locations are left untouched.
 */
export function applyOperator(
  operator: InterpolationOperator,
  values: Float32Array,
  stride: number,
  columns: Int32Array,
  out: Float32Array,
  start = 0,
  end = operator.queryCount,
): Float32Array {
  const { offsets, neighbours, weights } = operator;
  const width = columns.length;
  const isAllColumns = width === stride && columns.every((column, j) => column === j);
  for (let q = start; q < end; q++) {
    const first = offsets[q] ?? 0;
    const last = offsets[q + 1] ?? 0;
    if (last === first) {
      continue;
    }
    const base = (q - start) * width;
    const p0 = (neighbours[first] ?? 0) * stride;
    if (last - first === 3) {
      const p1 = (neighbours[first + 1] ?? 0) * stride;
      const p2 = (neighbours[first + 2] ?? 0) * stride;
      const w1 = weights[first + 1] ?? 0;
      const w2 = weights[first + 2] ?? 0;
      if (isAllColumns) {
        // Every column in order: contiguous loads, the hottest loop of a measured heatmap.
        for (let j = 0; j < width; j++) {
          const v0 = values[p0 + j] ?? 0;
          out[base + j] = v0 + w1 * ((values[p1 + j] ?? 0) - v0) + w2 * ((values[p2 + j] ?? 0) - v0);
        }
        continue;
      }
      for (let j = 0; j < width; j++) {
        const column = columns[j] ?? 0;
        const v0 = values[p0 + column] ?? 0;
        out[base + j] = v0 + w1 * ((values[p1 + column] ?? 0) - v0) + w2 * ((values[p2 + column] ?? 0) - v0);
      }
      continue;
    }
    for (let j = 0; j < width; j++) {
      const column = columns[j] ?? 0;
      const v0 = values[p0 + column] ?? 0;
      let sum = v0;
      for (let s = first + 1; s < last; s++) {
        sum += (weights[s] ?? 0) * ((values[(neighbours[s] ?? 0) * stride + column] ?? 0) - v0);
      }
      out[base + j] = sum;
    }
  }
  return out;
}
