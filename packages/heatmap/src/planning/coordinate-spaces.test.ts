import { metres, planUnits, type PlanUnitsArray } from '@airlens/domain';
import { describe, expect, it } from 'vitest';
import { rayCrossesHeights, type AttenuationArea } from './attenuation';
import { floorElevations, resolvePlanningModel, type PlanningFloor } from './multi-floor';

// The `@ts-expect-error` lines are the test: `npm run typecheck` fails when the planning engine stops refusing a
// plan-unit value where it takes metres. Vitest runs the same values to show the brands change no number.

const NO_LOSS = { TWO: 0, FIVE: 0, SIX: 0 };

function floor(overrides: Partial<PlanningFloor>): PlanningFloor {
  return {
    floorPlanId: 'f',
    floorNumber: 0,
    heightMeters: metres(3),
    thicknessMeters: metres(0.3),
    slabLossDb: NO_LOSS,
    holes: [],
    attenuationAreas: [],
    accessPoints: [],
    ...overrides,
  };
}

describe('coordinate spaces of the planning engine', () => {
  it('refuses plan units for floor heights, slab thickness and hole outlines', () => {
    const holeInPlan: PlanUnitsArray = Float64Array.of(0, 0, 10, 0, 10, 10);
    const upper = floor({
      floorPlanId: 'up',
      floorNumber: 1,
      // @ts-expect-error a slab thickness read in plan units is not metres
      thicknessMeters: planUnits(0.5),
      // @ts-expect-error hole outlines are in metres
      holes: [holeInPlan],
    });
    // @ts-expect-error a floor height in plan units is not metres
    const lower = floor({ heightMeters: planUnits(3) });
    expect(floorElevations([lower, upper]).get('up')).toBe(3.5);
  });

  it('refuses plan units for attenuation area outlines and edges and the client height', () => {
    const outlineInPlan: PlanUnitsArray = Float64Array.of(0, 0, 4, 0, 4, 4);
    const area: AttenuationArea = {
      id: 'a',
      // @ts-expect-error an area outline in plan units is not one in metres
      polygonMeters: outlineInPlan,
      dbPerMeter: NO_LOSS,
      lowerEdgeMeters: metres(0),
      // @ts-expect-error edges are heights in metres
      upperEdgeMeters: planUnits(2),
    };
    expect(rayCrossesHeights(area, 1, 3)).toBe(true);
    // @ts-expect-error the client height is metres
    expect(resolvePlanningModel({ clientHeightMeters: planUnits(1.5) }, false).clientHeightMeters).toBe(1.5);
  });
});
