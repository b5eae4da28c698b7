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

/** What the diff compares of one version. */
export interface DesignSnapshot {
  /** Metres per plan unit of each floor, null for an unscaled floor. */
  metersPerUnit: ReadonlyMap<string, number | null>;
  accessPoints: readonly SnapshotAccessPoint[];
  walls: readonly SnapshotEntity[];
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
 * Added, removed and (with `withKept`) kept entities of one kind, added and kept in the newer order, removed in
 * the older. Plain loops over one id map per side: a design holds thousands of walls, compared on every diff.
 */
function compareEntities<T extends SnapshotEntity>(
  before: readonly T[],
  after: readonly T[],
  withKept: boolean,
): { added: T[]; removed: T[]; kept: [T, T][] } {
  const oldById = new Map<string, T>();
  for (const entity of before) {
    oldById.set(entity.id, entity);
  }
  const newIds = new Set<string>();
  const added: T[] = [];
  const kept: [T, T][] = [];
  for (const entity of after) {
    newIds.add(entity.id);
    const old = oldById.get(entity.id);
    if (old === undefined) {
      added.push(entity);
    } else if (withKept) {
      kept.push([old, entity]);
    }
  }
  const removed = before.filter((entity) => !newIds.has(entity.id));
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
  const aps = compareEntities(before.accessPoints, after.accessPoints, true);
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
  const walls = compareEntities(before.walls, after.walls, false);
  const attenuation = compareEntities(before.attenuationAreas, after.attenuationAreas, true);
  const areas = compareEntities(before.areas, after.areas, true);
  return {
    from: versions.from,
    to: versions.to,
    accessPoints: {
      added: aps.added.map(apRef),
      removed: aps.removed.map(apRef),
      moved,
      changed: apChanges,
    },
    walls: { added: walls.added.map(refOf), removed: walls.removed.map(refOf) },
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
