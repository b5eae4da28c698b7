import type { MetresLike } from '@airlens/domain';
import type { CellGrid } from './grid';
import type { Band, PredictionModel, WallSet } from './types';
import { wallLossGrids } from './walls';

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

/** Samples per metre of the distance-loss table (1 cm: linear interpolation stays within 0.001 dB). */
export const TABLE_STEPS_PER_METER = 100;

/**
 * 10·n·log10(max(d, 1 m)) every 1 cm from 0 to `farthestMeters`, read with linear interpolation: several times
 * cheaper than a logarithm in the predictors' loops, which run cells × APs times.
 */
export function distanceLossTable(farthestMeters: number, exponent: number): Float64Array {
  const table = new Float64Array(Math.ceil(farthestMeters * TABLE_STEPS_PER_METER) + 2);
  for (let i = 0; i < table.length; i++) {
    table[i] = distanceLossDb((i / TABLE_STEPS_PER_METER) ** 2, exponent);
  }
  return table;
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
 * Summed wall loss from an AP to every cell centre for one band: `wallLossGrids` (the exact shadow-wedge
 * scanline, O(walls × rows + cells) per AP). `rowDiff` is scratch of (cols + 1) × rows; `out` receives one value
 * per cell.
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
  wallLossGrids(grid, walls, [band], ax, ay, rowDiff, [out]);
  return out;
}
