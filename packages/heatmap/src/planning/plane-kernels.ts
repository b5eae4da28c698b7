import type { CellGrid } from '../grid';
import { TABLE_STEPS_PER_METER } from '../prediction';

// The per-cell loops of the planning predictor, each a small function of numbers and typed arrays so the engine
// optimises it on its own (inside the predictor's one large function the same loops ran several times slower).

/**
 * Distance loss from an antenna at (ax, ay), `dzSq` m² above or below the client plane, to every cell centre, from
 * the 1 cm table: cheaper than a logarithm per cell.
 */
export function distanceLossGrid(
  grid: CellGrid,
  table: Float64Array,
  ax: number,
  ay: number,
  dzSq: number,
  out: Float32Array,
): void {
  const { cols, rows, cellMeters } = grid;
  for (let row = 0, c = 0; row < rows; row++) {
    const dy = (row + 0.5) * cellMeters - ay;
    const dyzSq = dy * dy + dzSq;
    for (let col = 0; col < cols; col++, c++) {
      const dx = (col + 0.5) * cellMeters - ax;
      const t = Math.sqrt(dx * dx + dyzSq) * TABLE_STEPS_PER_METER;
      const i = t | 0;
      const below = table[i] ?? 0;
      out[c] = below + (t - i) * ((table[i + 1] ?? below) - below);
    }
  }
}

/**
 * One radio's plane: link budget less distance loss less obstacles, the obstacles either per cell or one constant
 * for every cell (a path through hole-free slabs).
 */
export function writePlane(
  planes: Float32Array,
  base: number,
  budgetDb: number,
  distanceDb: Float32Array,
  obstacleDb: number | Float32Array,
): void {
  const cellCount = distanceDb.length;
  if (typeof obstacleDb === 'number') {
    const level = budgetDb - obstacleDb;
    for (let c = 0; c < cellCount; c++) {
      planes[base + c] = level - (distanceDb[c] ?? 0);
    }
    return;
  }
  for (let c = 0; c < cellCount; c++) {
    planes[base + c] = budgetDb - (distanceDb[c] ?? 0) - (obstacleDb[c] ?? 0);
  }
}

/** Caps a plane of wall losses at `maxDb` in place. */
export function capLoss(out: Float32Array, maxDb: number): void {
  for (let c = 0; c < out.length; c++) {
    out[c] = Math.min(out[c] ?? 0, maxDb);
  }
}
