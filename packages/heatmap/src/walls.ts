import type { MetresLike } from '@airlens/domain';
import type { Band, WallSet } from './types';

/** Wall and door materials with a default loss per crossing. */
export type WallMaterial =
  | 'drywall'
  | 'heavy-drywall'
  | 'wood'
  | 'glass'
  | 'brick'
  | 'concrete'
  | 'metal'
  | 'wooden-door'
  | 'double-pane-window'
  | 'commercial-exterior'
  | 'low-e-glass';

/**
 * Default loss per crossing in dB at 2.4 / 5 / 6 GHz (NetworkOptimizer's table, aligned with UniFi Design
 * Center; low-E glass from 3GPP TR 38.901, 23 + 0.3·f). Projects override these per wall type.
 */
export const WALL_MATERIAL_LOSS_DB: Readonly<Record<WallMaterial, Readonly<Record<Band, number>>>> = {
  drywall: { TWO: 2, FIVE: 3, SIX: 4 },
  'heavy-drywall': { TWO: 3, FIVE: 4, SIX: 5 },
  wood: { TWO: 4, FIVE: 5, SIX: 6 },
  glass: { TWO: 1, FIVE: 2, SIX: 3 },
  brick: { TWO: 4, FIVE: 5, SIX: 7 },
  concrete: { TWO: 12, FIVE: 15, SIX: 18 },
  metal: { TWO: 8, FIVE: 10, SIX: 12 },
  'wooden-door': { TWO: 4, FIVE: 5, SIX: 6 },
  'double-pane-window': { TWO: 5, FIVE: 7, SIX: 9 },
  'commercial-exterior': { TWO: 10, FIVE: 15, SIX: 18 },
  'low-e-glass': { TWO: 24, FIVE: 25, SIX: 25 },
};

/** One wall in metres, with its loss per band (from an `.esx` wall type: attenuationFactor × thickness) or a material. */
export interface WallSegment {
  x1: MetresLike;
  y1: MetresLike;
  x2: MetresLike;
  y2: MetresLike;
  lossDb: Readonly<Record<Band, number>> | WallMaterial;
}

/** Packs wall segments into the structure-of-arrays form the predictor reads. */
export function createWallSet(segments: readonly WallSegment[]): WallSet {
  const count = segments.length;
  const walls: WallSet = {
    x1: new Float64Array(count),
    y1: new Float64Array(count),
    x2: new Float64Array(count),
    y2: new Float64Array(count),
    lossDb: { TWO: new Float32Array(count), FIVE: new Float32Array(count), SIX: new Float32Array(count) },
  };
  segments.forEach((segment, w) => {
    walls.x1[w] = segment.x1;
    walls.y1[w] = segment.y1;
    walls.x2[w] = segment.x2;
    walls.y2[w] = segment.y2;
    const loss = typeof segment.lossDb === 'string' ? WALL_MATERIAL_LOSS_DB[segment.lossDb] : segment.lossDb;
    walls.lossDb.TWO[w] = loss.TWO;
    walls.lossDb.FIVE[w] = loss.FIVE;
    walls.lossDb.SIX[w] = loss.SIX;
  });
  return walls;
}

function orient(px: number, py: number, qx: number, qy: number, x: number, y: number): number {
  return (qx - px) * (y - py) - (qy - py) * (x - px);
}

/**
 * Writes constraint k of a wedge, s·orient(P, Q, X) > 0, in cell-index space: at the centre of cell
 * (col, row) it reads A·col + B·row + K > 0. Stored as [A, B, K, −1/A].
 */
function setConstraint(
  lines: Float64Array,
  k: number,
  s: number,
  px: number,
  py: number,
  qx: number,
  qy: number,
  cellMeters: number,
): void {
  const alpha = -s * (qy - py);
  const betaY = s * (qx - px);
  const beta0 = s * ((qy - py) * px - (qx - px) * py);
  lines[4 * k] = alpha;
  lines[4 * k + 1] = betaY;
  lines[4 * k + 2] = (alpha + betaY) / 2 + beta0 / cellMeters;
  lines[4 * k + 3] = alpha === 0 ? 0 : -1 / alpha;
}

/** Adds each band's loss of one wall over the columns of one row that its shadow covers. */
function addRowInterval(
  rowDiff: Float64Array,
  bandStride: number,
  losses: Float64Array,
  base: number,
  colStart: number,
  colEnd: number,
): void {
  for (let k = 0; k < losses.length; k++) {
    const lossDb = losses[k] ?? 0;
    const offset = k * bandStride + base;
    rowDiff[offset + colStart] = (rowDiff[offset + colStart] ?? 0) + lossDb;
    rowDiff[offset + colEnd + 1] = (rowDiff[offset + colEnd + 1] ?? 0) - lossDb;
  }
}

/**
 * Summed wall loss from an AP to every cell centre for several bands at once, computed exactly with the
 * shadow-wedge scanline method: the cells whose path crosses a wall form a convex region (behind the wall, inside
 * the wedge its end points span from the AP), which is one interval per grid row. The intervals are geometry
 * only, so they are found once per wall and each band adds its own loss to its per-row difference array; one
 * prefix sum per row and band gives the totals: O(walls × rows + cells × bands) per AP instead of
 * O(walls × cells × bands). `rowDiff` is scratch of (cols + 1) × rows × bands; `outs[k]` receives band k's
 * value per cell.
 */
export function wallLossGrids(
  grid: { cols: number; rows: number; cellMeters: number },
  walls: WallSet,
  bands: readonly Band[],
  ax: number,
  ay: number,
  rowDiff: Float64Array,
  outs: readonly Float32Array[],
): void {
  const { cols, rows, cellMeters } = grid;
  const stride = cols + 1;
  const bandStride = stride * rows;
  rowDiff.fill(0, 0, bandStride * bands.length);
  const losses = new Float64Array(bands.length);
  const lines = new Float64Array(12);
  for (let w = 0; w < walls.x1.length; w++) {
    let isLossy = false;
    bands.forEach((band, k) => {
      losses[k] = walls.lossDb[band][w] ?? 0;
      isLossy ||= losses[k] !== 0;
    });
    const x1 = walls.x1[w] ?? 0;
    const y1 = walls.y1[w] ?? 0;
    const x2 = walls.x2[w] ?? 0;
    const y2 = walls.y2[w] ?? 0;
    const sideA = orient(x1, y1, x2, y2, ax, ay);
    const wedge1 = orient(ax, ay, x1, y1, x2, y2);
    if (!isLossy || sideA === 0 || wedge1 === 0) {
      continue;
    }
    // The region is bounded by the wall and the two rays from its end points away from the AP.
    const goesUp = y1 - ay < 0 || y2 - ay < 0;
    const goesDown = y1 - ay > 0 || y2 - ay > 0;
    const yMin = goesUp ? 0 : Math.min(y1, y2);
    const yMax = goesDown ? rows * cellMeters : Math.max(y1, y2);
    const rowStart = Math.max(0, Math.ceil(yMin / cellMeters - 0.5));
    const rowEnd = Math.min(rows - 1, Math.floor(yMax / cellMeters - 0.5));
    // Behind the wall (opposite side from the AP), and between the rays through its two end points.
    const s1 = wedge1 > 0 ? 1 : -1;
    setConstraint(lines, 0, sideA > 0 ? -1 : 1, x1, y1, x2, y2, cellMeters);
    setConstraint(lines, 1, s1, ax, ay, x1, y1, cellMeters);
    setConstraint(lines, 2, -s1, ax, ay, x2, y2, cellMeters);
    for (let row = rowStart; row <= rowEnd; row++) {
      let lo = -Infinity;
      let hi = Infinity;
      let isEmpty = false;
      for (let k = 0; k < 12; k += 4) {
        const alpha = lines[k] ?? 0;
        const rest = (lines[k + 1] ?? 0) * row + (lines[k + 2] ?? 0);
        if (alpha > 0) {
          lo = Math.max(lo, rest * (lines[k + 3] ?? 0));
        } else if (alpha < 0) {
          hi = Math.min(hi, rest * (lines[k + 3] ?? 0));
        } else if (!(rest > 0)) {
          isEmpty = true;
        }
      }
      // Columns strictly between the bounds.
      const colStart = Math.max(0, Math.floor(lo) + 1);
      const colEnd = Math.min(cols - 1, Math.ceil(hi) - 1);
      if (!isEmpty && colStart <= colEnd) {
        addRowInterval(rowDiff, bandStride, losses, row * stride, colStart, colEnd);
      }
    }
  }
  outs.forEach((out, k) => {
    for (let row = 0, c = 0; row < rows; row++) {
      const base = k * bandStride + row * stride;
      let sum = 0;
      for (let col = 0; col < cols; col++, c++) {
        sum += rowDiff[base + col] ?? 0;
        out[c] = sum;
      }
    }
  });
}
