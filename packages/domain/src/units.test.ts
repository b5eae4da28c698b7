import { describe, expect, it } from 'vitest';
import { measureFloorScale, planPoint } from './floor-scale';
import {
  metres,
  metresPerPlanUnit,
  metresToPlanLength,
  planLengthToMetres,
  planToMeterPoint,
  planUnits,
  type Metres,
  type PlanUnits,
} from './units';

describe('branded lengths', () => {
  it('convert between plan units and metres at a floor scale, as plain numbers at run time', () => {
    const scale = metresPerPlanUnit(0.05);
    expect(planLengthToMetres(planUnits(200), scale)).toBe(10);
    expect(metresToPlanLength(metres(10), scale)).toBe(200);
    expect(planToMeterPoint(planPoint(100, 40), scale)).toEqual({ x: 5, y: 2 });
    expect(typeof metres(3)).toBe('number');
  });

  it('refuse at compile time a length of one space passed where the other is expected', () => {
    const scale = metresPerPlanUnit(0.05);
    const inMetres: Metres = metres(10);
    const inPlan: PlanUnits = planUnits(200);
    // @ts-expect-error metres are not plan units
    planLengthToMetres(inMetres, scale);
    // @ts-expect-error plan units are not metres
    metresToPlanLength(inPlan, scale);
    // @ts-expect-error a bare number is neither: it must enter through metres() or planUnits()
    planLengthToMetres(200, scale);
    // @ts-expect-error a distance in plan units is not the real distance in metres
    measureFloorScale(planPoint(0, 0), planPoint(100, 0), inPlan);
    // @ts-expect-error a scale is not a length
    planLengthToMetres(inPlan, inMetres);
    // The refused calls still run (brands are types only): the same numbers come out.
    expect(measureFloorScale(planPoint(0, 0), planPoint(100, 0), metres(5))).toEqual({
      ok: true,
      metersPerUnit: 0.05,
      distanceUnits: 100,
    });
  });
});
