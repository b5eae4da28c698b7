// The comparison of two versions of a project's design, as a pure function of two snapshots (design-snapshot.ts
// builds them from a version's documents). Entities are matched by their .esx id.
import type { VersionDiff } from '@airlens/contract';

/** A displacement at most this long is not a move (api-contract.md: moved = more than 0.5 m). */
export const MOVE_THRESHOLD_METERS = 0.5;

/** A position on a floor plan in its units. */
export interface PlanPosition {
  floorPlanId: string;
  x: number;
  y: number;
}

/** An entity of a snapshot: what the diff names it by and the properties it compares. */
export interface SnapshotEntity {
  id: string;
  name: string;
  floorPlanId: string | null;
  /** Compared one by one; a difference reads "key old → new" (a missing key reads "none"). */
  properties: Readonly<Record<string, string>>;
}

export interface SnapshotAccessPoint extends SnapshotEntity {
  position: PlanPosition | null;
}

/**
 * The walls of one version, column by column (index i of each list is one wall). Walls compare by id only and a
 * design holds thousands of them: three lists of strings the documents already hold cost no object per wall.
 */
export interface WallColumns {
  ids: readonly string[];
  /** The wall type's name, the name a diff entry shows. */
  typeNames: readonly string[];
  floorPlanIds: readonly string[];
}

/** What the diff compares of one version. */
export interface DesignSnapshot {
  /** Metres per plan unit of each floor, null for an unscaled floor. */
  metersPerUnit: ReadonlyMap<string, number | null>;
  accessPoints: readonly SnapshotAccessPoint[];
  walls: WallColumns;
  attenuationAreas: readonly SnapshotEntity[];
  areas: readonly SnapshotEntity[];
}

type EntityRef = { id: string; name: string; floorPlanId: string | null };
type Changed = EntityRef & { changes: string[] };

function refOf(entity: SnapshotEntity): EntityRef {
  return { id: entity.id, name: entity.name, floorPlanId: entity.floorPlanId };
}

/** Whether two property records hold the same keys with the same values (most kept entities: no change). */
function sameProperties(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): boolean {
  let count = 0;
  for (const key in before) {
    if (before[key] !== after[key]) {
      return false;
    }
    count++;
  }
  for (const _key in after) {
    count--;
  }
  return count === 0;
}

/** "key old → new" for each property that differs, in key order. */
export function propertyChanges(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): string[] {
  if (sameProperties(before, after)) {
    return [];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key} ${before[key] ?? 'none'} → ${after[key] ?? 'none'}`);
}

/**
 * Added, removed and kept entities of one kind, added and kept in the newer order, removed in the older. An edit
 * keeps the order of what it does not touch, so the two lists share a long common prefix: that is paired index
 * by index, and only the rest goes through id maps.
 */
function compareEntities<T extends SnapshotEntity>(
  before: readonly T[],
  after: readonly T[],
): { added: T[]; removed: T[]; kept: [T, T][] } {
  const prefix = commonPrefix(before, after, (entity) => entity.id);
  const kept: [T, T][] = [];
  for (const [index, now] of after.slice(0, prefix).entries()) {
    kept.push([before[index] ?? now, now]);
  }
  const oldRest = before.slice(prefix);
  const oldById = new Map<string, T>();
  for (const entity of oldRest) {
    oldById.set(entity.id, entity);
  }
  const newIds = new Set<string>();
  const added: T[] = [];
  for (const entity of after.slice(prefix)) {
    newIds.add(entity.id);
    const old = oldById.get(entity.id);
    if (old === undefined) {
      added.push(entity);
    } else {
      kept.push([old, entity]);
    }
  }
  const removed = oldRest.filter((entity) => !newIds.has(entity.id));
  return { added, removed, kept };
}

function changedOf<T extends SnapshotEntity>(kept: [T, T][]): Changed[] {
  return kept.flatMap(([old, now]) => {
    const changes = propertyChanges(old.properties, now.properties);
    return changes.length === 0 ? [] : [{ ...refOf(now), changes }];
  });
}

/**
 * The displacement of an AP in metres: null when it changed floors or either floor has no scale (then any
 * change of position counts as a move).
 */
export function displacementMeters(
  from: PlanPosition,
  to: PlanPosition,
  metersPerUnit: ReadonlyMap<string, number | null>,
): number | null {
  if (from.floorPlanId !== to.floorPlanId) {
    return null;
  }
  const scale = metersPerUnit.get(to.floorPlanId) ?? null;
  if (scale === null || !(scale > 0)) {
    return null;
  }
  return Math.hypot(to.x - from.x, to.y - from.y) * scale;
}

function isMove(from: PlanPosition, to: PlanPosition, distance: number | null): boolean {
  if (distance !== null) {
    return distance > MOVE_THRESHOLD_METERS;
  }
  return from.floorPlanId !== to.floorPlanId || from.x !== to.x || from.y !== to.y;
}

/** What changed from `before` (version `from`) to `after` (version `to`). */
export function diffDesigns(
  before: DesignSnapshot,
  after: DesignSnapshot,
  versions: { from: number; to: number },
): VersionDiff {
  const aps = compareEntities(before.accessPoints, after.accessPoints);
  const apRef = (ap: SnapshotAccessPoint) => ({ ...refOf(ap), position: ap.position });
  const moved: VersionDiff['accessPoints']['moved'] = [];
  for (const [old, now] of aps.kept) {
    if (old.position === null || now.position === null) {
      continue;
    }
    const distance = displacementMeters(old.position, now.position, after.metersPerUnit);
    if (isMove(old.position, now.position, distance)) {
      moved.push({
        ...refOf(now),
        from: old.position,
        to: now.position,
        distanceMeters: distance === null ? null : Math.round(distance * 100) / 100,
      });
    }
  }
  const apChanges = changedOf(
    aps.kept.map(([old, now]): [SnapshotEntity, SnapshotEntity] => [
      { ...old, properties: withPlacement(old) },
      { ...now, properties: withPlacement(now) },
    ]),
  );
  const walls = compareWalls(before.walls, after.walls);
  const attenuation = compareEntities(before.attenuationAreas, after.attenuationAreas);
  const areas = compareEntities(before.areas, after.areas);
  return {
    from: versions.from,
    to: versions.to,
    accessPoints: {
      added: aps.added.map(apRef),
      removed: aps.removed.map(apRef),
      moved,
      changed: apChanges,
    },
    walls,
    attenuationAreas: {
      added: attenuation.added.map(refOf),
      removed: attenuation.removed.map(refOf),
      changed: changedOf(attenuation.kept),
    },
    areas: {
      added: areas.added.map(refOf),
      removed: areas.removed.map(refOf),
      changed: changedOf(areas.kept),
    },
  };
}

/** An AP placed or unplaced counts as a change (a move between two places is reported as moved instead). */
function withPlacement(ap: SnapshotAccessPoint): Record<string, string> {
  return { ...ap.properties, placed: ap.position === null ? 'no' : 'yes' };
}

/** How many leading items of two lists have the same key (an edit keeps the order of what it does not touch). */
function commonPrefix<T>(before: readonly T[], after: readonly T[], keyOf: (item: T) => string): number {
  const shortest = Math.min(before.length, after.length);
  let prefix = 0;
  for (const [index, item] of after.entries()) {
    const old = before[index];
    if (index >= shortest || old === undefined || keyOf(old) !== keyOf(item)) {
      break;
    }
    prefix++;
  }
  return prefix;
}

/** The walls at these indices as diff entries. */
function wallRefs(walls: WallColumns, indices: readonly number[]): EntityRef[] {
  return indices.map((index) => ({
    id: walls.ids[index] ?? '',
    name: walls.typeNames[index] ?? '',
    floorPlanId: walls.floorPlanIds[index] ?? null,
  }));
}

/** The indices past `from` of the ids of `list` that `other` does not hold. */
function missingFrom(list: readonly string[], other: ReadonlySet<string>, from: number): number[] {
  const indices: number[] = [];
  for (const [offset, id] of list.slice(from).entries()) {
    if (!other.has(id)) {
      indices.push(from + offset);
    }
  }
  return indices;
}

/** Added walls in the newer order and removed ones in the older, past the common prefix of the id lists. */
function compareWalls(before: WallColumns, after: WallColumns): VersionDiff['walls'] {
  const prefix = commonPrefix(before.ids, after.ids, (id) => id);
  const added = missingFrom(after.ids, new Set(before.ids.slice(prefix)), prefix);
  const removed = missingFrom(before.ids, new Set(after.ids.slice(prefix)), prefix);
  return { added: wallRefs(after, added), removed: wallRefs(before, removed) };
}
