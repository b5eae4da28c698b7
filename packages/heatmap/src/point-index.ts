import type { MetresArray, MetresLike } from '@airlens/domain';

/**
 * A uniform bucket grid over points for k-nearest-neighbour queries. For survey data (1–3 m spacing) a flat
 * grid with about two points per bucket beats a tree: a query touches a handful of buckets and allocates nothing.
 */
export class PointIndex {
  private readonly minX: number;
  private readonly minY: number;
  private readonly bucketMeters: number;
  private readonly bucketCols: number;
  private readonly bucketRows: number;
  private readonly bucketStart: Int32Array;
  private readonly items: Int32Array;

  constructor(
    private readonly xs: MetresArray,
    private readonly ys: MetresArray,
  ) {
    const count = xs.length;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < count; i++) {
      const x = xs[i] ?? 0;
      const y = ys[i] ?? 0;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    if (count === 0) {
      minX = minY = maxX = maxY = 0;
    }
    const area = Math.max((maxX - minX) * (maxY - minY), 1);
    this.bucketMeters = Math.max(0.25, Math.sqrt((2 * area) / Math.max(count, 1)));
    this.minX = minX;
    this.minY = minY;
    this.bucketCols = Math.floor((maxX - minX) / this.bucketMeters) + 1;
    this.bucketRows = Math.floor((maxY - minY) / this.bucketMeters) + 1;
    const bucketOf = new Int32Array(count);
    const start = new Int32Array(this.bucketCols * this.bucketRows + 1);
    for (let i = 0; i < count; i++) {
      const bx = Math.floor(((xs[i] ?? 0) - minX) / this.bucketMeters);
      const by = Math.floor(((ys[i] ?? 0) - minY) / this.bucketMeters);
      const bucket = by * this.bucketCols + bx;
      bucketOf[i] = bucket;
      start[bucket + 1] = (start[bucket + 1] ?? 0) + 1;
    }
    for (let b = 0; b < this.bucketCols * this.bucketRows; b++) {
      start[b + 1] = (start[b + 1] ?? 0) + (start[b] ?? 0);
    }
    const fill = start.slice(0, this.bucketCols * this.bucketRows);
    this.items = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      const bucket = bucketOf[i] ?? 0;
      const slot = fill[bucket] ?? 0;
      this.items[slot] = i;
      fill[bucket] = slot + 1;
    }
    this.bucketStart = start;
  }

  /**
   * Writes the up-to-k nearest points within maxDistance of (x, y), nearest first, into outIndex / outDistSq
   * and returns how many were found.
   */
  nearest(
    x: MetresLike,
    y: MetresLike,
    k: number,
    maxDistance: MetresLike,
    outIndex: Int32Array,
    outDistSq: Float64Array,
  ): number {
    const b = this.bucketMeters;
    const maxDistSq = maxDistance * maxDistance;
    const qx = Math.floor((x - this.minX) / b);
    const qy = Math.floor((y - this.minY) / b);
    let found = 0;
    // Past this ring every bucket of the index has been visited, even for a query outside the points' box.
    const lastRing = Math.max(Math.abs(qx), Math.abs(qy)) + this.bucketCols + this.bucketRows;
    const maxRing = Math.min(Math.ceil(maxDistance / b) + 1, lastRing);
    for (let ring = 0; ring <= maxRing; ring++) {
      // Every bucket of this ring is at least (ring − 1) buckets away from the query point.
      const ringMin = (ring - 1) * b;
      if (ring > 0 && ringMin > 0) {
        const ringMinSq = ringMin * ringMin;
        if (ringMinSq > maxDistSq || (found === k && (outDistSq[k - 1] ?? 0) <= ringMinSq)) {
          break;
        }
      }
      const y0 = Math.max(qy - ring, 0);
      const y1 = Math.min(qy + ring, this.bucketRows - 1);
      for (let by = y0; by <= y1; by++) {
        const isEdgeRow = by === qy - ring || by === qy + ring;
        const step = isEdgeRow ? 1 : 2 * ring;
        for (let bx = qx - ring; bx <= qx + ring; bx += step > 0 ? step : 1) {
          if (bx < 0 || bx >= this.bucketCols) {
            continue;
          }
          const bucket = by * this.bucketCols + bx;
          const end = this.bucketStart[bucket + 1] ?? 0;
          for (let s = this.bucketStart[bucket] ?? 0; s < end; s++) {
            const i = this.items[s] ?? 0;
            const dx = (this.xs[i] ?? 0) - x;
            const dy = (this.ys[i] ?? 0) - y;
            const d2 = dx * dx + dy * dy;
            if (d2 > maxDistSq || (found === k && d2 >= (outDistSq[k - 1] ?? 0))) {
              continue;
            }
            let slot = found < k ? found++ : k - 1;
            while (slot > 0 && (outDistSq[slot - 1] ?? 0) > d2) {
              outDistSq[slot] = outDistSq[slot - 1] ?? 0;
              outIndex[slot] = outIndex[slot - 1] ?? 0;
              slot--;
            }
            outDistSq[slot] = d2;
            outIndex[slot] = i;
          }
        }
      }
    }
    return found;
  }
}
