import type { MetresLike, MetresPerPlanUnitLike, PlanUnitsLike } from '@airlens/domain';
import { describe, expect, it } from 'vitest';
import { readEsx } from './read.ts';
import { buildTestZip, minimalMembers } from './test-zip.ts';

// The `@ts-expect-error` lines are the test: `npm run typecheck` fails when a parsed plan-unit value stops
// being refused where metres (or a scale) are expected. What the engines take has these parameter types.
function takesMetres(length: MetresLike): number {
  return length;
}
function takesScale(scale: MetresPerPlanUnitLike): number {
  return scale;
}
function takesPlanUnits(length: PlanUnitsLike): number {
  return length;
}

function scaledPlan(): Uint8Array {
  return buildTestZip(
    minimalMembers({
      'floorPlans.json': JSON.stringify({
        floorPlans: [
          { name: 'Hall', width: 800, height: 600, metersPerUnit: 0.05, id: 'fp1', status: 'CREATED' },
        ],
      }),
    }),
  );
}

describe('coordinate spaces of a parsed .esx floor plan', () => {
  it('types sizes in plan units and the scale as metres per plan unit, unchanged as numbers', () => {
    const plan = readEsx(scaledPlan()).floorPlans[0];
    expect(plan).toBeDefined();
    if (plan === undefined || plan.metersPerUnit === undefined) {
      return;
    }
    expect(takesPlanUnits(plan.width)).toBe(800);
    expect(takesScale(plan.metersPerUnit)).toBe(0.05);
    // Scaled by the plan's metersPerUnit, a plan length is metres.
    expect(takesMetres(plan.width * plan.metersPerUnit)).toBe(40);
    // @ts-expect-error a width in plan units is not a width in metres
    expect(takesMetres(plan.width)).toBe(800);
    // @ts-expect-error a crop edge in plan units is not metres either
    expect(takesMetres(plan.crop.maxY)).toBe(600);
    // @ts-expect-error the scale is not a length
    expect(takesMetres(plan.metersPerUnit)).toBe(0.05);
    // @ts-expect-error nor is a plan length a scale
    expect(takesScale(plan.height)).toBe(600);
  });
});
