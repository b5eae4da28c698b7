// The vocabulary of design editing (api-contract.md "Design editing and versions"): a design is the .esx
// collections an editor can change, an operation adds, updates or removes one entity of one of them.

/** The entity kinds a design operation names. */
export const DESIGN_ENTITY_TYPES = [
  'ACCESS_POINT',
  'SIMULATED_RADIO',
  'WALL_SEGMENT',
  'ATTENUATION_AREA',
  'AREA',
  'FLOOR_PLAN',
] as const;
export type DesignEntityType = (typeof DESIGN_ENTITY_TYPES)[number];

/** What an operation does to its entity. */
export const DESIGN_OPERATION_KINDS = ['add', 'update', 'remove'] as const;
export type DesignOperationKind = (typeof DESIGN_OPERATION_KINDS)[number];

/** The .esx collection holding each entity kind (the batch call's collection names). */
export const DESIGN_COLLECTION_OF: Readonly<Record<DesignEntityType, string>> = {
  ACCESS_POINT: 'accessPoints',
  SIMULATED_RADIO: 'simulatedRadios',
  WALL_SEGMENT: 'wallSegments',
  ATTENUATION_AREA: 'attenuationAreas',
  AREA: 'areas',
  FLOOR_PLAN: 'floorPlans',
};

/** One stored entity: JSON as the .esx (and the batch call) has it. */
export type DesignEntity = Readonly<Record<string, unknown>> & { readonly id: string };

/** A design: entities per .esx collection, in file order. Collections an operation never touches pass through. */
export type Design = ReadonlyMap<string, readonly DesignEntity[]>;

/**
 * One change: `value` is the entity as the batch call returns it, whole (add) or partial (update); read-only
 * fields in it are ignored. A wall segment's value may carry `points` (its two ends in plan units) and
 * `floorPlanId`, which the operation writes into the segment's wall points.
 */
export interface DesignOperation {
  op: DesignOperationKind;
  type: DesignEntityType;
  id: string;
  value?: Readonly<Record<string, unknown>>;
}

/** An operation that cannot be applied to the design it was given: the message says why, for a person. */
export class DesignOperationError extends Error {
  constructor(
    message: string,
    /** The position of the failing operation in the list applied. */
    readonly index: number,
  ) {
    super(message);
    this.name = 'DesignOperationError';
  }
}

/** A point in a floor plan's units (pixels of its image). */
export interface DesignPoint {
  x: number;
  y: number;
}
