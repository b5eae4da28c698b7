// What an operation's value may set per entity kind: the fields the editor writes are checked (type and
// range), read-only ones are dropped, fields the product does not know pass through untouched (an .esx entity
// carries many Ekahau fields the editor must keep).
import { z } from 'zod';
import type { DesignEntityType, DesignOperationKind } from './design-types';

/**
 * The tilts an antenna may have, as Ekahau's `antennaTilt`: degrees below (positive) or above the horizon, from
 * straight down (90) to straight up (−90); beyond that the antenna would point backwards.
 */
export const ANTENNA_TILT_DEGREES = { min: -90, max: 90 } as const;

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
const idText = z.string().min(1).max(200);
const point = z.object({ x: finite, y: finite });
const polygon = z.array(point).min(3, 'needs at least 3 points').max(10_000);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** Known fields per kind, every one optional (an update may carry any subset); null clears a field. */
const FIELD_SCHEMAS: Readonly<Record<DesignEntityType, z.ZodObject>> = {
  ACCESS_POINT: z.looseObject({
    name: z.string().max(200).optional(),
    vendor: nullable(z.string().max(200)),
    model: nullable(z.string().max(200)),
    mine: nullable(z.boolean()),
    hidden: nullable(z.boolean()),
    color: nullable(z.string().max(64)),
    location: nullable(z.object({ floorPlanId: idText, coord: point })),
  }),
  SIMULATED_RADIO: z.looseObject({
    accessPointId: idText.optional(),
    accessPointIndex: nullable(z.number().int().min(0).max(64)),
    radioTechnology: nullable(z.string().max(64)),
    enabled: nullable(z.boolean()),
    transmitPower: nullable(finite.min(-50).max(60)),
    channel: nullable(z.array(z.number().int().min(0).max(10_000)).max(32)),
    antennaTypeId: nullable(idText),
    antennaDirection: nullable(finite),
    antennaTilt: nullable(finite.min(ANTENNA_TILT_DEGREES.min).max(ANTENNA_TILT_DEGREES.max)),
    antennaHeight: nullable(finite.min(0).max(1000)),
    antennaMounting: nullable(z.string().max(64)),
  }),
  WALL_SEGMENT: z.looseObject({
    wallTypeId: idText.optional(),
    wallPoints: z.tuple([idText, idText]).optional(),
    points: z.tuple([point, point]).optional(),
    floorPlanId: idText.optional(),
  }),
  ATTENUATION_AREA: z.looseObject({
    name: nullable(z.string().max(200)),
    floorPlanId: idText.optional(),
    attenuationAreaTypeId: idText.optional(),
    area: polygon.optional(),
  }),
  AREA: z.looseObject({
    name: nullable(z.string().max(200)),
    floorPlanId: idText.optional(),
    area: polygon.optional(),
    requirementId: nullable(idText),
  }),
  FLOOR_PLAN: z.looseObject({
    name: z.string().max(200).optional(),
    metersPerUnit: nullable(finite.nonnegative()),
    imageId: idText.optional(),
    width: finite.positive().optional(),
    height: finite.positive().optional(),
  }),
};

/** Fields an operation never writes: the id comes from the operation, the rest from the server. */
const READ_ONLY_ALWAYS = ['id', 'status', 'history'];

/** Fields only an add may set (they define what the entity is; an update cannot change them). */
const SET_ON_ADD_ONLY: Readonly<Record<DesignEntityType, readonly string[]>> = {
  ACCESS_POINT: [],
  SIMULATED_RADIO: ['accessPointId'],
  WALL_SEGMENT: [],
  ATTENUATION_AREA: [],
  AREA: [],
  FLOOR_PLAN: ['imageId', 'bitmapImageId', 'width', 'height'],
};

/** Fields an add must carry, with what to call them in a message. */
const REQUIRED_ON_ADD: Readonly<Record<DesignEntityType, readonly string[]>> = {
  ACCESS_POINT: ['name'],
  SIMULATED_RADIO: ['accessPointId'],
  WALL_SEGMENT: ['wallTypeId', 'points', 'floorPlanId'],
  ATTENUATION_AREA: ['floorPlanId', 'attenuationAreaTypeId', 'area'],
  AREA: ['floorPlanId', 'area'],
  FLOOR_PLAN: ['name', 'imageId', 'width', 'height'],
};

/** Why a value is not acceptable, as one readable line. */
export class DesignValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DesignValueError';
  }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) {
    return 'is not valid';
  }
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path} ${issue.message}`;
}

/**
 * The fields an operation writes: read-only ones dropped, known ones checked. Throws DesignValueError for a
 * value of the wrong shape or an add missing a field it needs.
 */
export function cleanValue(
  type: DesignEntityType,
  op: DesignOperationKind,
  value: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  if (op === 'remove') {
    return {};
  }
  if (value === undefined) {
    throw new DesignValueError(`${op === 'add' ? 'An add' : 'An update'} needs a value.`);
  }
  const readOnly = new Set([...READ_ONLY_ALWAYS, ...(op === 'update' ? SET_ON_ADD_ONLY[type] : [])]);
  const writable = Object.fromEntries(Object.entries(value).filter(([field]) => !readOnly.has(field)));
  const parsed = FIELD_SCHEMAS[type].safeParse(writable);
  if (!parsed.success) {
    throw new DesignValueError(`The value's ${firstIssue(parsed.error)}.`);
  }
  if (op === 'add') {
    const missing = REQUIRED_ON_ADD[type].filter(
      (field) => parsed.data[field] === undefined || parsed.data[field] === null,
    );
    if (missing.length > 0) {
      throw new DesignValueError(
        `A new ${type.toLowerCase().replace('_', ' ')} needs ${missing.join(', ')}.`,
      );
    }
  }
  return parsed.data;
}
