// Units carried in types (brands exist only for tsc; at run time every value is a plain number). A floor plan
// has two length spaces — its own units (the original image's pixels for raster plans) and metres — and a
// value of one passed where the other is expected is refused at compile time.
declare const unit: unique symbol;

/** A length in metres. */
export type Metres = number & { readonly [unit]: 'm' };
/** A length in a floor plan's own units (pixels of the original image for raster plans). */
export type PlanUnits = number & { readonly [unit]: 'plan' };
/** A floor plan's scale: metres per plan unit. */
export type MetresPerPlanUnit = number & { readonly [unit]: 'm/plan' };

/** A point in metres from a floor plan's top-left corner. */
export type MeterPoint = { readonly x: Metres; readonly y: Metres };

/** A length known to be in metres (a typed distance, a parsed `.esx` value in metres). */
export function metres(value: number): Metres {
  return value as Metres;
}

/** A length known to be in plan units. */
export function planUnits(value: number): PlanUnits {
  return value as PlanUnits;
}

/** A scale known to be metres per plan unit (a floor's `metersPerUnit`). */
export function metresPerPlanUnit(value: number): MetresPerPlanUnit {
  return value as MetresPerPlanUnit;
}

/** A plan-unit length in metres at a floor's scale. */
export function planLengthToMetres(length: PlanUnits, scale: MetresPerPlanUnit): Metres {
  return metres(length * scale);
}

/** A length in metres in plan units at a floor's scale. */
export function metresToPlanLength(length: Metres, scale: MetresPerPlanUnit): PlanUnits {
  return planUnits(length / scale);
}

/** A point given in plan units, in metres at a floor's scale. */
export function planToMeterPoint(
  point: { readonly x: PlanUnits; readonly y: PlanUnits },
  scale: MetresPerPlanUnit,
): MeterPoint {
  return { x: planLengthToMetres(point.x, scale), y: planLengthToMetres(point.y, scale) };
}

// The engines' data structures (a floor survey, a placed AP, a wall, a cell grid, a parsed `.esx` plan) are
// filled from literals in tests, from arithmetic and from parsers, so their fields take the tolerant forms
// below: a bare number is taken as the named space, and a value branded in any other space is refused. A
// `PlanUnits` (or a plan position read from a parsed `.esx`) given where metres are expected fails `tsc`.
// Arithmetic (`x * scale`) yields a bare number, which is why a forgotten scale is caught and a wrong one
// (dividing instead of multiplying) is not: brands catch mixed spaces, not wrong formulas.

/** A length in metres as the engines take it: a `Metres` or a bare number; plan units and scales are refused. */
export type MetresLike = number & { readonly [unit]?: 'm' };
/** A length in plan units as the engines take it: a `PlanUnits` or a bare number; metres are refused. */
export type PlanUnitsLike = number & { readonly [unit]?: 'plan' };
/** A scale (metres per plan unit) as the engines take it: a `MetresPerPlanUnit` or a bare number. */
export type MetresPerPlanUnitLike = number & { readonly [unit]?: 'm/plan' };
/** Coordinates in metres packed in a typed array (x's or y's of many points); a plan-unit array is refused. */
export type MetresArray<A extends Float32Array | Float64Array = Float64Array> = A & { readonly [unit]?: 'm' };
/** Coordinates in plan units packed in a typed array; a metre array is refused. */
export type PlanUnitsArray<A extends Float32Array | Float64Array = Float64Array> = A & {
  readonly [unit]?: 'plan';
};
