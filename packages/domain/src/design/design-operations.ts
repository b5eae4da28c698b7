// Applying and inverting design operations: pure functions of a design (no I/O), shared by the server's PATCH
// and the browser editor's undo and rebase.
import { DesignDraft, mergeFields } from './design-draft';
import {
  DESIGN_COLLECTION_OF,
  DesignOperationError,
  type Design,
  type DesignEntity,
  type DesignEntityType,
  type DesignOperation,
} from './design-types';
import { cleanValue, DesignValueError } from './design-values';
import { applyWallOperation, previousWallValue, wallEndsOf } from './design-walls';

const LABELS: Readonly<Record<DesignEntityType, string>> = {
  ACCESS_POINT: 'Access point',
  SIMULATED_RADIO: 'Radio',
  WALL_SEGMENT: 'Wall',
  ATTENUATION_AREA: 'Attenuation area',
  AREA: 'Area',
  FLOOR_PLAN: 'Floor plan',
};

function requireRef(draft: DesignDraft, collection: string, id: unknown, label: string): void {
  if (typeof id === 'string' && !draft.has(collection, id)) {
    throw new DesignValueError(`${label} ${id} does not exist.`);
  }
}

/** The references an entity's fields make must resolve in the design. */
function checkReferences(
  draft: DesignDraft,
  type: DesignEntityType,
  fields: Readonly<Record<string, unknown>>,
) {
  const location = fields.location as { floorPlanId?: unknown } | null | undefined;
  requireRef(draft, 'floorPlans', location?.floorPlanId, 'Floor plan');
  requireRef(draft, 'floorPlans', type === 'WALL_SEGMENT' ? undefined : fields.floorPlanId, 'Floor plan');
  requireRef(draft, 'accessPoints', fields.accessPointId, 'Access point');
  requireRef(draft, 'antennaTypes', fields.antennaTypeId, 'Antenna type');
  requireRef(draft, 'requirements', fields.requirementId, 'Requirement');
  requireRef(draft, 'attenuationAreaTypes', fields.attenuationAreaTypeId, 'Attenuation area type');
  requireRef(draft, 'images', type === 'FLOOR_PLAN' ? fields.imageId : undefined, 'Image');
}

/** What still stands on a floor plan (a floor is removed only once empty). */
function floorUsers(draft: DesignDraft, floorPlanId: string): number {
  const onFloor = (entity: DesignEntity) =>
    entity.floorPlanId === floorPlanId ||
    (entity.location as { floorPlanId?: unknown } | undefined)?.floorPlanId === floorPlanId;
  return ['accessPoints', 'areas', 'attenuationAreas', 'wallPoints', 'surveys'].reduce(
    (count, collection) => count + draft.list(collection).filter(onFloor).length,
    0,
  );
}

function radiosOf(draft: DesignDraft, accessPointId: string): readonly DesignEntity[] {
  return draft.list('simulatedRadios').filter((radio) => radio.accessPointId === accessPointId);
}

function applyOne(draft: DesignDraft, operation: DesignOperation): void {
  const clean = cleanValue(operation.type, operation.op, operation.value);
  if (operation.type === 'WALL_SEGMENT') {
    applyWallOperation(draft, operation, clean);
    return;
  }
  const collection = DESIGN_COLLECTION_OF[operation.type];
  const label = LABELS[operation.type];
  const existing = draft.find(collection, operation.id);
  if (operation.op === 'add') {
    if (existing !== undefined) {
      throw new DesignValueError(`${label} ${operation.id} already exists.`);
    }
    checkReferences(draft, operation.type, clean);
    draft.put(collection, mergeFields({ id: operation.id }, clean));
    return;
  }
  if (existing === undefined) {
    throw new DesignValueError(`${label} ${operation.id} does not exist.`);
  }
  if (operation.op === 'update') {
    checkReferences(draft, operation.type, clean);
    draft.put(collection, mergeFields(existing, clean));
    return;
  }
  if (operation.type === 'FLOOR_PLAN' && floorUsers(draft, operation.id) > 0) {
    throw new DesignValueError(
      `Floor plan ${operation.id} still has access points, walls, areas or surveys on it.`,
    );
  }
  if (operation.type === 'ACCESS_POINT') {
    // An AP's radios go with it (a radio without its AP would be skipped by every reader).
    for (const radio of radiosOf(draft, operation.id)) {
      draft.remove('simulatedRadios', radio.id);
    }
  }
  draft.remove(collection, operation.id);
}

function applyAt(draft: DesignDraft, operation: DesignOperation, index: number): void {
  try {
    applyOne(draft, operation);
  } catch (error) {
    if (error instanceof DesignValueError) {
      throw new DesignOperationError(error.message, index);
    }
    throw error;
  }
}

/**
 * The design with `operations` applied in order; `design` is left unchanged. Throws DesignOperationError (naming
 * the operation's index) when one cannot apply: an unknown id, an id that exists already, a reference to a
 * missing floor, AP or type, or a value of the wrong shape; then nothing of the list is applied.
 */
export function applyOperations(design: Design, operations: readonly DesignOperation[]): Design {
  const draft = new DesignDraft(design);
  operations.forEach((operation, index) => applyAt(draft, operation, index));
  return draft.result();
}

/** The whole entity as an add's value (the id is the operation's). */
function valueOf(entity: DesignEntity): Record<string, unknown> {
  const { id: _id, ...rest } = entity;
  return rest;
}

function inverseOf(draft: DesignDraft, operation: DesignOperation): DesignOperation[] {
  const collection = DESIGN_COLLECTION_OF[operation.type];
  const { type, id } = operation;
  if (operation.op === 'add') {
    return [{ op: 'remove', type, id }];
  }
  const existing = draft.find(collection, id);
  if (existing === undefined) {
    throw new DesignValueError(`${LABELS[type]} ${id} does not exist.`);
  }
  if (operation.op === 'remove') {
    const ends = type === 'WALL_SEGMENT' ? (wallEndsOf(draft, existing) ?? {}) : {};
    const restore: DesignOperation = { op: 'add', type, id, value: { ...valueOf(existing), ...ends } };
    const radios = type === 'ACCESS_POINT' ? radiosOf(draft, id) : [];
    return [
      restore,
      ...radios.map((radio): DesignOperation => ({
        op: 'add',
        type: 'SIMULATED_RADIO',
        id: radio.id,
        value: valueOf(radio),
      })),
    ];
  }
  const clean = cleanValue(type, 'update', operation.value);
  if (type === 'WALL_SEGMENT') {
    return [{ op: 'update', type, id, value: previousWallValue(draft, existing, clean) }];
  }
  const previous = Object.fromEntries(Object.keys(clean).map((field) => [field, existing[field] ?? null]));
  return [{ op: 'update', type, id, value: previous }];
}

/**
 * The operations that undo `operation` on `design` (the design before it applies): remove for add, the whole
 * entity back for remove (an AP with its radios, a wall with its ends), the previous fields for update.
 */
export function invertOperation(design: Design, operation: DesignOperation): DesignOperation[] {
  try {
    return inverseOf(new DesignDraft(design), operation);
  } catch (error) {
    if (error instanceof DesignValueError) {
      throw new DesignOperationError(error.message, 0);
    }
    throw error;
  }
}

/** The operations that undo the whole list on `design`, in the order to apply them (last change undone first). */
export function invertOperations(design: Design, operations: readonly DesignOperation[]): DesignOperation[] {
  const draft = new DesignDraft(design);
  const inverses: DesignOperation[][] = [];
  operations.forEach((operation, index) => {
    try {
      inverses.push(inverseOf(draft, operation));
    } catch (error) {
      if (error instanceof DesignValueError) {
        throw new DesignOperationError(error.message, index);
      }
      throw error;
    }
    applyAt(draft, operation, index);
  });
  return inverses.reverse().flat();
}
