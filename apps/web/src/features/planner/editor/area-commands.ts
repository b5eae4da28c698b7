// Drawing attenuation areas and requirement areas, and setting the floor's scale, as design operations.
import type { Design, DesignOperation, DesignPoint } from '@airlens/domain';
import { nextNumberedName, type IdMaker } from './commands';
import { polygonCorners } from './plan-geometry';

/** Why a drawn polygon cannot become an area (null when it can). */
export function polygonProblem(points: readonly DesignPoint[]): string | null {
  return polygonCorners(points).length < 3 ? 'An area needs at least 3 corners.' : null;
}

/** A polygon's corners as the .esx stores them (bare {x, y}); null with fewer than 3. */
function storedCorners(points: readonly DesignPoint[]): { x: number; y: number }[] | null {
  const corners = polygonCorners(points).map((point) => ({ x: point.x, y: point.y }));
  return corners.length < 3 ? null : corners;
}

/** Adds an attenuation area of a type: the polygon's corners as the .esx stores them (bare {x, y}). */
export function drawAttenuationArea(
  input: { floorPlanId: string; points: readonly DesignPoint[]; attenuationAreaTypeId: string },
  newId: IdMaker,
): DesignOperation[] {
  const area = storedCorners(input.points);
  if (area === null) {
    return [];
  }
  return [
    {
      op: 'add',
      type: 'ATTENUATION_AREA',
      id: newId(),
      value: { floorPlanId: input.floorPlanId, attenuationAreaTypeId: input.attenuationAreaTypeId, area },
    },
  ];
}

/** Adds a requirement area (the .esx `areas`): a named polygon held to a requirement, or to none. */
export function drawRequirementArea(
  design: Design,
  input: { floorPlanId: string; points: readonly DesignPoint[]; requirementId: string | null },
  newId: IdMaker,
): DesignOperation[] {
  const area = storedCorners(input.points);
  if (area === null) {
    return [];
  }
  return [
    {
      op: 'add',
      type: 'AREA',
      id: newId(),
      value: {
        floorPlanId: input.floorPlanId,
        name: nextNumberedName(design.get('areas') ?? [], 'Area '),
        area,
        ...(input.requirementId === null ? {} : { requirementId: input.requirementId }),
      },
    },
  ];
}

/** Holds requirement areas to another requirement, or (null) to none: one update per area. */
export function setAreaRequirement(
  areaIds: readonly string[],
  requirementId: string | null,
): DesignOperation[] {
  return areaIds.map((id) => ({ op: 'update', type: 'AREA', id, value: { requirementId } }));
}

/**
 * Sets a floor plan's scale: the same edit the floor view's scale tool makes (its metersPerUnit), sent with the
 * design's other operations so undo takes it back.
 */
export function setFloorScale(floorPlanId: string, metersPerUnit: number): DesignOperation[] {
  return [{ op: 'update', type: 'FLOOR_PLAN', id: floorPlanId, value: { metersPerUnit } }];
}
