import type { MetresArray, MetresLike, MetresPerPlanUnitLike } from '@airlens/domain';
import type { HeatmapAccuracy, HeatmapGrid } from './types';

/** Cell side in metres for each accuracy level, before the cell cap. */
export const ACCURACY_CELL_METERS: Readonly<Record<HeatmapAccuracy, MetresLike>> = {
  rough: 2,
  normal: 1,
  accurate: 0.5,
  very: 0.25,
};

/** Default server-side cap on the number of cells of one heatmap. */
export const DEFAULT_MAX_CELLS = 500_000;

/** A cell grid over the floor in metres: cell (col, row) has its centre at ((col + ½)·cell, (row + ½)·cell). */
export interface CellGrid {
  cols: number;
  rows: number;
  cellMeters: MetresLike;
}

/**
 * Picks the grid for a floor: the accuracy's cell size, grown until cols × rows ≤ maxCells, so that a huge
 * floor at "very" cannot ask for millions of cells.
 */
export function createCellGrid(
  widthMeters: MetresLike,
  heightMeters: MetresLike,
  accuracy: HeatmapAccuracy,
  maxCells: number,
): CellGrid {
  if (!(widthMeters > 0) || !(heightMeters > 0)) {
    throw new RangeError('floor width and height must be positive');
  }
  if (!(maxCells >= 1)) {
    throw new RangeError('maxCells must be at least 1');
  }
  let cellMeters = Math.max(
    ACCURACY_CELL_METERS[accuracy],
    Math.sqrt((widthMeters * heightMeters) / maxCells),
  );
  let cols = Math.ceil(widthMeters / cellMeters);
  let rows = Math.ceil(heightMeters / cellMeters);
  // Rounding up each side can overshoot the cap by one row or column; grow the cell until it fits.
  while (cols * rows > maxCells) {
    cellMeters *= 1.01;
    cols = Math.ceil(widthMeters / cellMeters);
    rows = Math.ceil(heightMeters / cellMeters);
  }
  return { cols, rows, cellMeters };
}

/** Describes a cell grid in floor-plan pixels for the response. */
export function describeGrid(grid: CellGrid, metersPerPixel: MetresPerPlanUnitLike): HeatmapGrid {
  return {
    cols: grid.cols,
    rows: grid.rows,
    cellMeters: grid.cellMeters,
    originX: 0,
    originY: 0,
    unitsPerCell: grid.cellMeters / metersPerPixel,
  };
}

/** Cell centres of a grid in metres, row-major. */
export function cellCentres(grid: CellGrid): { xMeters: MetresArray; yMeters: MetresArray } {
  const count = grid.cols * grid.rows;
  const xMeters: MetresArray = new Float64Array(count);
  const yMeters: MetresArray = new Float64Array(count);
  for (let row = 0, c = 0; row < grid.rows; row++) {
    const y = (row + 0.5) * grid.cellMeters;
    for (let col = 0; col < grid.cols; col++, c++) {
      xMeters[c] = (col + 0.5) * grid.cellMeters;
      yMeters[c] = y;
    }
  }
  return { xMeters, yMeters };
}
