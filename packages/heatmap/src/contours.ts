import simplify from 'simplify-js';
import { traceIsoRings, type MarchingScratch } from './marching-squares';
import type { RingRef } from './types';

/** Growable flat x,y vertex buffer shared by all areas and contours of one answer. */
export class VertexBuffer {
  private data: Float32Array<ArrayBuffer> = new Float32Array(4096);
  private length = 0;

  /** Appends a ring given in cell units, scaled to floor-plan pixels; returns its reference. */
  pushRing(points: readonly { x: number; y: number }[], unitsPerCell: number): RingRef {
    const needed = this.length + points.length * 2;
    if (needed > this.data.length) {
      const grown = new Float32Array(Math.max(needed, this.data.length * 2));
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    const first = this.length / 2;
    for (const point of points) {
      this.data[this.length++] = point.x * unitsPerCell;
      this.data[this.length++] = point.y * unitsPerCell;
    }
    return [first, points.length];
  }

  /** The vertices written so far, as a right-sized copy. */
  toArray(): Float32Array<ArrayBuffer> {
    return this.data.slice(0, this.length);
  }
}

/** How one region is traced. */
export interface ContourOptions {
  cols: number;
  rows: number;
  /** Sub-cell placement by linear interpolation (continuous metrics) or cell-edge midpoints (categories). */
  isSmooth: boolean;
  unitsPerCell: number;
  /** Douglas–Peucker tolerance in cells. */
  toleranceCells: number;
  /** Marching-squares scratch for this grid, shared by the passes of one answer. */
  scratch: MarchingScratch;
}

/**
 * Traces the region where values ≥ threshold (NaN = no data, treated as below everything) with marching
 * squares, simplifies each ring, and appends the rings to `vertices` in floor-plan pixels. Cell (col, row)
 * spans [col, col + 1] × [row, row + 1] in cell units, so its centre is at (col + ½, row + ½). Rings are
 * filled with the even-odd rule.
 */
export function traceRegion(
  values: ArrayLike<number>,
  threshold: number,
  options: ContourOptions,
  vertices: VertexBuffer,
): RingRef[] {
  const rings: RingRef[] = [];
  for (const ring of traceIsoRings(values, threshold, options.isSmooth, options.scratch)) {
    const points = Array.from({ length: ring.length / 2 }, (_, i) => ({
      x: ring[2 * i] ?? 0,
      y: ring[2 * i + 1] ?? 0,
    }));
    const simplified = options.toleranceCells > 0 ? simplify(points, options.toleranceCells, true) : points;
    // A closed ring needs three distinct corners plus the closing point.
    if (simplified.length >= 4) {
      rings.push(vertices.pushRing(simplified, options.unitsPerCell));
    }
  }
  return rings;
}
