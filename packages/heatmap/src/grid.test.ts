import { describe, expect, it } from 'vitest';
import { cellCentres, createCellGrid, describeGrid } from './grid';

describe('createCellGrid', () => {
  it('maps accuracy to cell size: rough 2 m, normal 1 m, accurate 0.5 m, very 0.25 m', () => {
    expect(createCellGrid(200, 100, 'rough', 1e6)).toEqual({ cols: 100, rows: 50, cellMeters: 2 });
    expect(createCellGrid(200, 100, 'normal', 1e6)).toEqual({ cols: 200, rows: 100, cellMeters: 1 });
    expect(createCellGrid(200, 100, 'accurate', 1e6)).toEqual({ cols: 400, rows: 200, cellMeters: 0.5 });
    expect(createCellGrid(200, 100, 'very', 1e6)).toEqual({ cols: 800, rows: 400, cellMeters: 0.25 });
  });

  it('rounds partial cells up so the grid covers the floor', () => {
    expect(createCellGrid(10.2, 3.1, 'accurate', 1e6)).toEqual({ cols: 21, rows: 7, cellMeters: 0.5 });
  });

  it('grows the cell until the grid fits the cell cap', () => {
    for (const [width, height, cap] of [
      [200, 100, 100_000],
      [1000, 700, 500_000],
      [333, 17, 12_345],
      [50, 50, 1],
    ] as const) {
      const grid = createCellGrid(width, height, 'very', cap);
      expect(grid.cols * grid.rows).toBeLessThanOrEqual(cap);
      expect(grid.cols * grid.cellMeters).toBeGreaterThanOrEqual(width);
      expect(grid.rows * grid.cellMeters).toBeGreaterThanOrEqual(height);
      expect(grid.cellMeters).toBeGreaterThan(0.25);
    }
  });

  it('rejects empty floors', () => {
    expect(() => createCellGrid(0, 10, 'rough', 100)).toThrow(RangeError);
  });
});

describe('grid description', () => {
  it('gives cell size in floor-plan pixels and row-major cell centres in metres', () => {
    expect(describeGrid({ cols: 4, rows: 2, cellMeters: 0.5 }, 0.02)).toEqual({
      cols: 4,
      rows: 2,
      cellMeters: 0.5,
      originX: 0,
      originY: 0,
      unitsPerCell: 25,
    });
    const centres = cellCentres({ cols: 2, rows: 2, cellMeters: 2 });
    expect(Array.from(centres.xMeters)).toEqual([1, 3, 1, 3]);
    expect(Array.from(centres.yMeters)).toEqual([1, 1, 3, 3]);
  });
});
