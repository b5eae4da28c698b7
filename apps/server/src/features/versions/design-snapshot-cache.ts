// The design snapshots of committed versions, kept in memory: a committed version never changes (an edit, a
// restore or an upload makes the next number; retention deletes whole versions), so a snapshot built once
// answers every later diff naming that version without reading its thousands of documents again. The history
// panel diffs neighbouring versions, so each snapshot is typically asked for twice in a row.
import type { DesignSnapshot } from './version-diff';

/** Bounds: a 500-AP design with 13,000 walls is ~15,000 entities (a few MB), so this holds ~20 such versions. */
export const SNAPSHOT_CACHE_MAX_ENTITIES = 300_000;
export const SNAPSHOT_CACHE_MAX_ENTRIES = 64;

/** Snapshots by project and version, least recently used dropped first. */
export interface SnapshotCache {
  /**
   * The cached snapshot of a committed version, or the one `build` makes (kept once it resolves). Concurrent
   * callers share one build; a failed build is not kept.
   */
  get(projectId: string, version: number, build: () => Promise<DesignSnapshot>): Promise<DesignSnapshot>;
}

function sizeOf(snapshot: DesignSnapshot): number {
  return (
    1 +
    snapshot.accessPoints.length +
    snapshot.walls.ids.length +
    snapshot.attenuationAreas.length +
    snapshot.areas.length
  );
}

/** A fresh, empty cache. */
export function createSnapshotCache(
  maxEntities = SNAPSHOT_CACHE_MAX_ENTITIES,
  maxEntries = SNAPSHOT_CACHE_MAX_ENTRIES,
): SnapshotCache {
  const entries = new Map<string, { snapshot: Promise<DesignSnapshot>; size: number }>();
  let totalSize = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (entry !== undefined) {
      totalSize -= entry.size;
      entries.delete(key);
    }
  }

  function trim(): void {
    // Map keeps insertion order and hits re-insert, so the first key is the least recently used.
    while (totalSize > maxEntities || entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done === true) {
        return;
      }
      remove(oldest.value);
    }
  }

  return {
    get(projectId, version, build) {
      const key = `${projectId}\n${version}`;
      const found = entries.get(key);
      if (found !== undefined) {
        entries.delete(key);
        entries.set(key, found);
        return found.snapshot;
      }
      const snapshot = build();
      const entry = { snapshot, size: 0 };
      entries.set(key, entry);
      snapshot.then(
        (built) => {
          if (entries.get(key) === entry) {
            entry.size = sizeOf(built);
            totalSize += entry.size;
            trim();
          }
        },
        () => {
          if (entries.get(key) === entry) {
            entries.delete(key);
          }
        },
      );
      trim();
      return snapshot;
    },
  };
}

const cacheByDatabase = new WeakMap<object, SnapshotCache>();

/**
 * The cache of one database's projects. Keyed by the database object, not held in a module variable: two apps in
 * one process (tests) may hold equal project ids in different databases.
 */
export function snapshotCacheOf(database: object): SnapshotCache {
  let cache = cacheByDatabase.get(database);
  if (cache === undefined) {
    cache = createSnapshotCache();
    cacheByDatabase.set(database, cache);
  }
  return cache;
}
