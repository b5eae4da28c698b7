import type { MetresLike } from '@airlens/domain';
import type { CellGrid } from './grid';
import type { Band, PredictionModel, WallSet } from './types';

/** Default cap on the summed wall loss of one path. */
export const DEFAULT_MAX_WALL_LOSS_DB = 40;
/** Default AP height above the client (ceiling AP at 3 m, client at 1 m). */
export const DEFAULT_HEIGHT_DIFFERENCE_METERS = 2;
/** Default visualization height: a handheld client 1 m above the floor (the height `heightDifferenceMeters` assumes). */
export const DEFAULT_VISUALIZATION_HEIGHT_METERS = 1;

/**
 * Fills the model's defaults. With walls drawn the exponent is near free space (2.2) because the walls carry
 * the clutter; without walls a 3.0 indoor exponent stands in for them (COST-231 / P.1238 guidance).
 */
export function resolvePredictionModel(
  model: Partial<PredictionModel> | undefined,
  wallCount: number,
  visualizationHeightMeters: MetresLike = DEFAULT_VISUALIZATION_HEIGHT_METERS,
): PredictionModel {
  return {
    visualizationHeightMeters,
    pathLossExponent: model?.pathLossExponent ?? (wallCount > 0 ? 2.2 : 3.0),
    maxWallLossDb: model?.maxWallLossDb ?? DEFAULT_MAX_WALL_LOSS_DB,
    clientOffsetDb: model?.clientOffsetDb ?? 0,
    heightDifferenceMeters: model?.heightDifferenceMeters ?? DEFAULT_HEIGHT_DIFFERENCE_METERS,
  };
}

/**
 * Vertical distance between an AP's antenna and the plane the map is drawn for: its own mount height, or the
 * floor's typical one (the model's height above a 1 m client), less the visualization height.
 */
export function verticalOffsetMeters(
  ap: { mountHeightMeters?: MetresLike },
  model: Pick<PredictionModel, 'heightDifferenceMeters' | 'visualizationHeightMeters'>,
): number {
  const mountMeters =
    ap.mountHeightMeters ?? model.heightDifferenceMeters + DEFAULT_VISUALIZATION_HEIGHT_METERS;
  return mountMeters - model.visualizationHeightMeters;
}

/** Free-space loss at 1 m in dB: 20·log10(f_MHz) − 27.55. */
export function freeSpaceLossAt1mDb(frequencyMhz: number): number {
  return 20 * Math.log10(frequencyMhz) - 27.55;
}

/** Log-distance path loss beyond 1 m from the squared 3-D distance: 10·n·log10(d) = 5·n·log10(d²). */
export function distanceLossDb(distanceSq: number, exponent: number): number {
  return 5 * exponent * Math.log10(Math.max(distanceSq, 1));
}

function orient(px: number, py: number, qx: number, qy: number, x: number, y: number): number {
  return (qx - px) * (y - py) - (qy - py) * (x - px);
}

/** Whether the segment from (ax, ay) to (x, y) properly crosses wall w (touching does not count). */
export function crossesWall(
  walls: WallSet,
  w: number,
  ax: number,
  ay: number,
  x: number,
  y: number,
): boolean {
  const x1 = walls.x1[w] ?? 0;
  const y1 = walls.y1[w] ?? 0;
  const x2 = walls.x2[w] ?? 0;
  const y2 = walls.y2[w] ?? 0;
  const side1 = orient(ax, ay, x, y, x1, y1);
  const side2 = orient(ax, ay, x, y, x2, y2);
  const sideA = orient(x1, y1, x2, y2, ax, ay);
  const sideX = orient(x1, y1, x2, y2, x, y);
  return (
    ((side1 > 0 && side2 < 0) || (side1 < 0 && side2 > 0)) &&
    ((sideA > 0 && sideX < 0) || (sideA < 0 && sideX > 0))
  );
}

/** Summed wall loss on the straight path from the AP to (x, y), testing every wall: the naive reference. */
export function wallLossNaiveDb(
  walls: WallSet,
  band: Band,
  ax: MetresLike,
  ay: MetresLike,
  x: MetresLike,
  y: MetresLike,
): number {
  const loss = walls.lossDb[band];
  let total = 0;
  for (let w = 0; w < walls.x1.length; w++) {
    if (crossesWall(walls, w, ax, ay, x, y)) {
      total += loss[w] ?? 0;
    }
  }
  return total;
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

/**
 * Summed wall loss from an AP to every cell centre, computed exactly with the shadow-wedge scanline method:
 * the cells whose path crosses a wall form a convex region (behind the wall, inside the wedge its end points
 * span from the AP), which is one interval per grid row. Each wall adds its loss to a per-row difference
 * array, and one prefix sum per row gives the totals: O(walls × rows + cells) per AP instead of
 * O(walls × cells). `rowDiff` is scratch of (cols + 1) × rows; `out` receives one value per cell.
 */
export function wallLossGrid(
  grid: CellGrid,
  walls: WallSet,
  band: Band,
  ax: MetresLike,
  ay: MetresLike,
  rowDiff: Float64Array,
  out: Float32Array,
): Float32Array {
  const { cols, rows, cellMeters } = grid;
  const stride = cols + 1;
  rowDiff.fill(0, 0, stride * rows);
  const loss = walls.lossDb[band];
  const lines = new Float64Array(12);
  for (let w = 0; w < walls.x1.length; w++) {
    const lossDb = loss[w] ?? 0;
    const x1 = walls.x1[w] ?? 0;
    const y1 = walls.y1[w] ?? 0;
    const x2 = walls.x2[w] ?? 0;
    const y2 = walls.y2[w] ?? 0;
    const sideA = orient(x1, y1, x2, y2, ax, ay);
    const wedge1 = orient(ax, ay, x1, y1, x2, y2);
    if (lossDb === 0 || sideA === 0 || wedge1 === 0) {
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
      if (isEmpty || colStart > colEnd) {
        continue;
      }
      const base = row * stride;
      rowDiff[base + colStart] = (rowDiff[base + colStart] ?? 0) + lossDb;
      rowDiff[base + colEnd + 1] = (rowDiff[base + colEnd + 1] ?? 0) - lossDb;
    }
  }
  for (let row = 0, c = 0; row < rows; row++) {
    const base = row * stride;
    let sum = 0;
    for (let col = 0; col < cols; col++, c++) {
      sum += rowDiff[base + col] ?? 0;
      out[c] = sum;
    }
  }
  return out;
}
