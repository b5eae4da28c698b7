/**
 * Marching squares on typed arrays: closed rings around the region where a grid value is ≥ a level. The grid is
 * treated as padded by one ring of nodes below every level, so every ring closes; NaN counts as below too.
 * Value (col, row) sits at (col + ½, row + ½) in cell units, like d3-contour, and the grid spans
 * [0, cols] × [0, rows]. Rings are meant for even-odd filling, so their orientation carries no meaning.
 */

/** Reusable scratch for one grid size. */
export interface MarchingScratch {
  cols: number;
  rows: number;
  /** 1 for padded nodes at or above the level, (cols + 2) × (rows + 2). */
  above: Uint8Array;
  /** Next crossing edge along the ring from each crossing edge, −1 when none. */
  next: Int32Array;
  /** Crossing edges set for the current level, to reset `next` cheaply. */
  touched: Int32Array;
}

/** Scratch for a grid; reuse it across levels of one grid. */
export function createMarchingScratch(cols: number, rows: number): MarchingScratch {
  const horizontal = (cols + 1) * (rows + 2);
  const vertical = (cols + 2) * (rows + 1);
  return {
    cols,
    rows,
    above: new Uint8Array((cols + 2) * (rows + 2)),
    next: new Int32Array(horizontal + vertical).fill(-1),
    touched: new Int32Array(horizontal + vertical),
  };
}

/**
 * Traces the rings of {value ≥ level}. Crossing points lie on the segment between two neighbouring values:
 * by linear interpolation when `isSmooth` (at the valid value when the other is NaN), else at the midpoint;
 * crossings with the padding sit on the grid border. Each ring is flat [x0, y0, x1, y1, …] and closed (the
 * first point repeats at the end).
 */
export function traceIsoRings(
  values: ArrayLike<number>,
  level: number,
  isSmooth: boolean,
  scratch: MarchingScratch,
): Float64Array[] {
  const { cols, rows, above, next, touched } = scratch;
  const stride = cols + 2;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      above[(row + 1) * stride + col + 1] = (values[row * cols + col] ?? NaN) >= level ? 1 : 0;
    }
  }
  const horizontalCount = (cols + 1) * (rows + 2);
  const hEdge = (i: number, j: number): number => j * (cols + 1) + i;
  const vEdge = (i: number, j: number): number => horizontalCount + j * stride + i;
  let touchedCount = 0;
  const link = (from: number, to: number): void => {
    next[from] = to;
    touched[touchedCount++] = from;
  };
  // Square (i, j) has padded corners tl (i, j), tr (i+1, j), br (i+1, j+1), bl (i, j+1) and sides top, right,
  // bottom, left. Walking its corners clockwise, each run of "above" corners is cut off by one segment from the
  // side where the walk leaves the run to the side where it enters it; neighbours then chain head to tail.
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= cols; i++) {
      const tl = above[j * stride + i] ?? 0;
      const tr = above[j * stride + i + 1] ?? 0;
      const br = above[(j + 1) * stride + i + 1] ?? 0;
      const bl = above[(j + 1) * stride + i] ?? 0;
      const kind = (tl << 3) | (tr << 2) | (br << 1) | bl;
      if (kind === 0 || kind === 15) {
        continue;
      }
      const top = hEdge(i, j);
      const right = vEdge(i + 1, j);
      const bottom = hEdge(i, j + 1);
      const left = vEdge(i, j);
      switch (kind) {
        case 1: // bl
          link(bottom, left);
          break;
        case 2: // br
          link(right, bottom);
          break;
        case 3: // br bl
          link(right, left);
          break;
        case 4: // tr
          link(top, right);
          break;
        case 5: // tr, bl (saddle: kept apart)
          link(top, right);
          link(bottom, left);
          break;
        case 6: // tr br
          link(top, bottom);
          break;
        case 7: // tr br bl
          link(top, left);
          break;
        case 8: // tl
          link(left, top);
          break;
        case 9: // tl bl
          link(bottom, top);
          break;
        case 10: // tl, br (saddle: kept apart)
          link(left, top);
          link(right, bottom);
          break;
        case 11: // tl br bl
          link(right, top);
          break;
        case 12: // tl tr
          link(left, right);
          break;
        case 13: // tl tr bl
          link(bottom, right);
          break;
        case 14: // tl tr br
          link(left, bottom);
          break;
      }
    }
  }

  const point = (edge: number, out: number[]): void => {
    let i0: number;
    let j0: number;
    let i1: number;
    let j1: number;
    if (edge < horizontalCount) {
      j0 = j1 = Math.floor(edge / (cols + 1));
      i0 = edge - j0 * (cols + 1);
      i1 = i0 + 1;
    } else {
      const local = edge - horizontalCount;
      j0 = Math.floor(local / stride);
      i0 = i1 = local - j0 * stride;
      j1 = j0 + 1;
    }
    // Padded node (i, j) is value (i − 1, j − 1), centred at (i − ½, j − ½).
    const isPad0 = i0 === 0 || j0 === 0 || i0 === cols + 1 || j0 === rows + 1;
    const isPad1 = i1 === 0 || j1 === 0 || i1 === cols + 1 || j1 === rows + 1;
    let f = 0.5;
    if (isSmooth && !isPad0 && !isPad1) {
      const v0 = values[(j0 - 1) * cols + i0 - 1] ?? NaN;
      const v1 = values[(j1 - 1) * cols + i1 - 1] ?? NaN;
      if (Number.isNaN(v0)) {
        f = 1;
      } else if (Number.isNaN(v1)) {
        f = 0;
      } else {
        f = (level - v0) / (v1 - v0);
      }
    }
    const x = i0 - 0.5 + (i1 - i0) * f;
    const y = j0 - 0.5 + (j1 - j0) * f;
    const length = out.length;
    if (length < 2 || out[length - 2] !== x || out[length - 1] !== y) {
      out.push(x, y);
    }
  };

  const rings: Float64Array[] = [];
  const ring: number[] = [];
  for (let t = 0; t < touchedCount; t++) {
    const start = touched[t] ?? -1;
    if ((next[start] ?? -1) < 0) {
      continue;
    }
    ring.length = 0;
    let edge = start;
    while (edge >= 0) {
      point(edge, ring);
      const following = next[edge] ?? -1;
      next[edge] = -1;
      edge = following;
    }
    if (ring.length >= 2) {
      const x0 = ring[0] ?? 0;
      const y0 = ring[1] ?? 0;
      if (ring[ring.length - 2] !== x0 || ring[ring.length - 1] !== y0) {
        ring.push(x0, y0);
      }
      rings.push(Float64Array.from(ring));
    }
  }
  return rings;
}
