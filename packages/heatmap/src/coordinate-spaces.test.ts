import {
  metres,
  metresPerPlanUnit,
  planUnits,
  type Metres,
  type MetresArray,
  type PlanUnits,
  type PlanUnitsArray,
} from '@airlens/domain';
import { describe, expect, it } from 'vitest';
import { createCellGrid, describeGrid } from './grid';
import { buildInterpolationOperator } from './operator';
import { wallLossNaiveDb } from './prediction';
import type { FloorSurvey, PlacedAccessPoint } from './types';
import { createWallSet } from './walls';

// The `@ts-expect-error` lines are the test: `npm run typecheck` fails when the engine stops refusing a
// plan-unit value where it takes metres (the directive is then unused). Vitest runs the same calls to show
// that the brands change no number at run time.

const widthInPlan: PlanUnits = planUnits(400);
const width: Metres = metres(20);

describe('coordinate spaces of the heatmap engine', () => {
  it('refuses plan units where the cell grid takes metres', () => {
    // @ts-expect-error plan units are not metres: the width must be scaled by the floor's metersPerUnit first
    const refused = createCellGrid(widthInPlan, width, 'normal', 500_000);
    expect(createCellGrid(width, metres(10), 'normal', 500_000)).toEqual({
      cols: 20,
      rows: 10,
      cellMeters: 1,
    });
    expect(refused).toEqual({ cols: 400, rows: 20, cellMeters: 1 });
  });

  it('refuses plan units for AP positions, wall ends and survey points', () => {
    const ap: PlacedAccessPoint = {
      id: 'ap',
      // @ts-expect-error an AP position read in plan units is not a position in metres
      xMeters: planUnits(120),
      yMeters: metres(3),
      isMine: true,
      radios: [],
    };
    expect(ap.xMeters).toBe(120);
    // @ts-expect-error wall ends are in metres
    const walls = createWallSet([{ x1: planUnits(5), y1: 0, x2: 5, y2: 10, lossDb: 'concrete' }]);
    expect(wallLossNaiveDb(walls, 'TWO', metres(0), metres(5), metres(10), metres(5))).toBe(12);
    // @ts-expect-error the naive wall loss takes the AP and the point in metres
    expect(wallLossNaiveDb(walls, 'TWO', planUnits(0), 5, 10, 5)).toBe(12);

    const inPlan: PlanUnitsArray = Float64Array.of(0, 40);
    const inMetres: MetresArray = Float64Array.of(0, 2);
    const queries = { xMeters: inMetres, yMeters: inMetres };
    const options = { method: 'shepard', maskRadiusMeters: metres(7.5), isHullOnly: false } as const;
    // @ts-expect-error survey points packed in plan units are not points in metres
    const operator = buildInterpolationOperator({ xMeters: inPlan, yMeters: inMetres }, queries, options);
    expect(operator.queryCount).toBe(2);
  });

  it("refuses a length where a floor's scale is expected, and a scale where a length is", () => {
    const survey: Pick<FloorSurvey, 'widthMeters' | 'metersPerPixel'> = {
      widthMeters: metres(20),
      // @ts-expect-error a length in metres is not metres per plan unit
      metersPerPixel: metres(0.05),
    };
    expect(survey.metersPerPixel).toBe(0.05);
    // @ts-expect-error a scale is not the grid's cell size
    const grid = createCellGrid(metresPerPlanUnit(0.05), width, 'rough', 500_000);
    expect(grid.cellMeters).toBe(2);
    expect(describeGrid({ cols: 2, rows: 2, cellMeters: 1 }, metresPerPlanUnit(0.05)).unitsPerCell).toBe(20);
  });
});
