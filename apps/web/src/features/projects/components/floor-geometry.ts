import type { MetresLike, MetresPerPlanUnitLike, PlanUnitsLike } from '@airlens/domain';

/** A floor plan's size in its own units (pixels of the original image for raster plans). */
export interface FloorSize {
  widthUnits: number;
  heightUnits: number;
}

/**
 * A pointer position over the drawn floor plan as floor-plan units: the plan is drawn scaled into `box`
 * (its on-screen rectangle), so the point scales back by the same ratio; clamped to the plan.
 */
export function toFloorUnits(
  box: { left: number; top: number; width: number; height: number },
  client: { x: number; y: number },
  size: FloorSize,
): { x: number; y: number } {
  if (box.width <= 0 || box.height <= 0) {
    return { x: 0, y: 0 };
  }
  const x = ((client.x - box.left) / box.width) * size.widthUnits;
  const y = ((client.y - box.top) / box.height) * size.heightUnits;
  return {
    x: Math.min(size.widthUnits, Math.max(0, x)),
    y: Math.min(size.heightUnits, Math.max(0, y)),
  };
}

/** A distance in floor units as metres, or null without a scale. */
export function unitsToMeters(
  units: PlanUnitsLike,
  metersPerUnit: MetresPerPlanUnitLike | null,
): MetresLike | null {
  return metersPerUnit === null || metersPerUnit <= 0 ? null : units * metersPerUnit;
}

/** The radius of an AP marker in floor units: about 0.8 % of the plan's longer side, so it reads at any scale. */
export function markerRadiusUnits(size: FloorSize): number {
  return Math.max(size.widthUnits, size.heightUnits) * 0.008;
}
