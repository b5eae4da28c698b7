// Wall segments in an .esx do not hold their ends: they name two wall points (`wallPoints`, or `point1Id` and
// `point2Id` in older files) that neighbouring walls may share. Operations speak of a wall's ends as `points`;
// this module writes them into the wall points, so walls joined at a point stay joined when it moves, and removes
// the points no wall uses any more.
import { mergeFields, type DesignDraft } from './design-draft';
import type { DesignEntity, DesignOperation, DesignPoint } from './design-types';
import { DesignValueError } from './design-values';

const SEGMENTS = 'wallSegments';
const POINTS = 'wallPoints';

/** The fields of a wall value that describe its ends, not stored on the segment itself. */
const END_FIELDS = ['points', 'floorPlanId', 'wallPoints'];

interface WallPointLocation {
  floorPlanId: string;
  coord: DesignPoint;
}

/** The ids of a segment's two wall points, in either schema generation. */
export function wallPointIdsOf(segment: DesignEntity): [string, string] | null {
  const list = segment.wallPoints;
  if (Array.isArray(list) && typeof list[0] === 'string' && typeof list[1] === 'string') {
    return [list[0], list[1]];
  }
  const first = segment.point1Id;
  const second = segment.point2Id;
  return typeof first === 'string' && typeof second === 'string' ? [first, second] : null;
}

function locationOf(point: DesignEntity | undefined): WallPointLocation | null {
  const location = point?.location as
    { floorPlanId?: unknown; coord?: { x?: unknown; y?: unknown } } | undefined;
  const coord = location?.coord;
  if (
    typeof location?.floorPlanId !== 'string' ||
    typeof coord?.x !== 'number' ||
    typeof coord.y !== 'number'
  ) {
    return null;
  }
  return { floorPlanId: location.floorPlanId, coord: { x: coord.x, y: coord.y } };
}

/** A wall's ends as an operation value gives them (`wallPoints`, `points`, `floorPlanId`); null when unresolved. */
export function wallEndsOf(draft: DesignDraft, segment: DesignEntity): Record<string, unknown> | null {
  const ids = wallPointIdsOf(segment);
  if (ids === null) {
    return null;
  }
  const first = locationOf(draft.find(POINTS, ids[0]));
  const second = locationOf(draft.find(POINTS, ids[1]));
  if (first === null || second === null) {
    return null;
  }
  return { wallPoints: ids, points: [first.coord, second.coord], floorPlanId: first.floorPlanId };
}

function segmentFields(clean: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(clean).filter(([field]) => !END_FIELDS.includes(field)));
}

/** Removes those of `ids` no segment refers to any more. */
function dropUnusedPoints(draft: DesignDraft, ids: readonly string[]): void {
  const used = new Set(draft.list(SEGMENTS).flatMap((segment) => wallPointIdsOf(segment) ?? []));
  for (const id of ids) {
    if (!used.has(id)) {
      draft.remove(POINTS, id);
    }
  }
}

/** Writes the ends: existing points move only when `moveExisting` (an update), missing ones are created. */
function writeEnds(
  draft: DesignDraft,
  ids: readonly [string, string],
  points: readonly DesignPoint[] | undefined,
  floorPlanId: string | undefined,
  moveExisting: boolean,
  fallbackFloor?: string,
): void {
  // New ends of an existing wall stay on its floor unless the value names another.
  const wallFloor =
    floorPlanId ??
    ids.map((id) => locationOf(draft.find(POINTS, id))?.floorPlanId).find((id) => id !== undefined);
  for (const [index, id] of ids.entries()) {
    const existing = draft.find(POINTS, id);
    const coord = points?.[index];
    if (existing !== undefined && (!moveExisting || coord === undefined)) {
      continue;
    }
    if (coord === undefined) {
      throw new DesignValueError(`Wall point ${id} does not exist; give the wall's points.`);
    }
    const floor = wallFloor ?? fallbackFloor;
    if (floor === undefined || !draft.has('floorPlans', floor)) {
      throw new DesignValueError(`Floor plan ${floor ?? '(none)'} does not exist.`);
    }
    const location = { floorPlanId: floor, coord: { x: coord.x, y: coord.y } };
    draft.put(POINTS, existing === undefined ? { location, id } : mergeFields(existing, { location }));
  }
}

function checkWallType(draft: DesignDraft, wallTypeId: unknown): void {
  if (typeof wallTypeId === 'string' && !draft.has('wallTypes', wallTypeId)) {
    throw new DesignValueError(`Wall type ${wallTypeId} does not exist.`);
  }
}

/** Applies one wall segment operation whose value is already clean. */
export function applyWallOperation(
  draft: DesignDraft,
  operation: DesignOperation,
  clean: Readonly<Record<string, unknown>>,
): void {
  const existing = draft.find(SEGMENTS, operation.id);
  const points = clean.points as DesignPoint[] | undefined;
  const floorPlanId = clean.floorPlanId as string | undefined;
  const requestedIds = clean.wallPoints as [string, string] | undefined;
  if (operation.op === 'add') {
    if (existing !== undefined) {
      throw new DesignValueError(`Wall ${operation.id} already exists.`);
    }
    checkWallType(draft, clean.wallTypeId);
    const ids = requestedIds ?? [`${operation.id}-a`, `${operation.id}-b`];
    writeEnds(draft, ids, points, floorPlanId, false);
    draft.put(SEGMENTS, { ...segmentFields(clean), wallPoints: ids, id: operation.id });
    return;
  }
  if (existing === undefined) {
    throw new DesignValueError(`Wall ${operation.id} does not exist.`);
  }
  const oldIds = wallPointIdsOf(existing) ?? [];
  if (operation.op === 'remove') {
    draft.remove(SEGMENTS, operation.id);
    dropUnusedPoints(draft, oldIds);
    return;
  }
  checkWallType(draft, clean.wallTypeId);
  const ids = requestedIds ?? wallPointIdsOf(existing);
  if (ids === null) {
    throw new DesignValueError(`Wall ${operation.id} has no wall points; give wallPoints and points.`);
  }
  const oldFloor = oldIds
    .map((id) => locationOf(draft.find(POINTS, id))?.floorPlanId)
    .find((id) => id !== undefined);
  writeEnds(draft, ids, points, floorPlanId, true, oldFloor);
  // Keep the schema generation the file uses for the segment's ends.
  const ends = Array.isArray(existing.wallPoints)
    ? { wallPoints: ids }
    : { point1Id: ids[0], point2Id: ids[1] };
  draft.put(SEGMENTS, mergeFields(existing, { ...segmentFields(clean), ...ends }));
  dropUnusedPoints(draft, oldIds);
}

/** The value that undoes a wall update: the previous fields it changed and, when it touched the ends, the old ends. */
export function previousWallValue(
  draft: DesignDraft,
  existing: DesignEntity,
  clean: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const field of Object.keys(segmentFields(clean))) {
    previous[field] = existing[field] ?? null;
  }
  const touchesEnds = END_FIELDS.some((field) => clean[field] !== undefined);
  return touchesEnds ? { ...previous, ...(wallEndsOf(draft, existing) ?? {}) } : previous;
}
