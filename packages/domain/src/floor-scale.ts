import { metresPerPlanUnit, planUnits, type Metres, type MetresPerPlanUnit, type PlanUnits } from './units';

declare const planSpace: unique symbol;

/** A point in a floor plan's own units (pixels of the original image for raster plans), origin top-left. */
export type PlanPoint = { readonly x: PlanUnits; readonly y: PlanUnits } & { readonly [planSpace]: true };

/** A point in floor-plan units. */
export function planPoint(x: number, y: number): PlanPoint {
  return { x: planUnits(x), y: planUnits(y) } as PlanPoint;
}

/** The smallest scale accepted: a micrometre per unit (finer than any CAD export). */
export const MIN_METERS_PER_UNIT = 1e-6;
/** The largest scale accepted: a kilometre per unit (coarser than any site map). */
export const MAX_METERS_PER_UNIT = 1000;
/** Two points closer than this many plan units are one click, not a measurement. */
const MIN_MEASURED_UNITS = 2;

/** Why KPIs and heatmaps are missing on a floor plan without a scale, and how to fix it. */
export const FLOOR_NOT_SCALED_MESSAGE =
  'This floor plan is not scaled, so its KPIs and heatmaps cannot be computed. Set its scale by measuring a known distance on the plan.';

/** Whether a metres-per-unit value is one a floor plan can have. */
export function isPlausibleMetersPerUnit(metersPerUnit: number): boolean {
  return (
    Number.isFinite(metersPerUnit) &&
    metersPerUnit >= MIN_METERS_PER_UNIT &&
    metersPerUnit <= MAX_METERS_PER_UNIT
  );
}

/** A measured scale, or which input is wrong and what to tell the user. */
type FloorScaleResult =
  | { ok: true; metersPerUnit: MetresPerPlanUnit; distanceUnits: PlanUnits }
  | { ok: false; field: 'points' | 'distanceMeters'; message: string };

/**
 * The scale of a floor plan from a known distance: two points on the plan and the real distance between them
 * in metres give metres per plan unit (distance ÷ length of the segment). Refuses points (nearly) on top of
 * each other, a distance that is not a positive number, and a result outside the plausible range.
 */
export function measureFloorScale(a: PlanPoint, b: PlanPoint, distanceMeters: Metres): FloorScaleResult {
  if (!Number.isFinite(distanceMeters) || distanceMeters <= 0) {
    return { ok: false, field: 'distanceMeters', message: 'Enter a distance greater than 0 m.' };
  }
  const distanceUnits = planUnits(Math.hypot(b.x - a.x, b.y - a.y));
  if (!Number.isFinite(distanceUnits) || distanceUnits < MIN_MEASURED_UNITS) {
    return {
      ok: false,
      field: 'points',
      message: 'The two points are on top of each other. Pick two points further apart on the plan.',
    };
  }
  const metersPerUnit = metresPerPlanUnit(distanceMeters / distanceUnits);
  if (!isPlausibleMetersPerUnit(metersPerUnit)) {
    return {
      ok: false,
      field: 'distanceMeters',
      message: `${distanceMeters} m between these points is not a plausible scale. Check the distance and the points.`,
    };
  }
  return { ok: true, metersPerUnit, distanceUnits };
}
