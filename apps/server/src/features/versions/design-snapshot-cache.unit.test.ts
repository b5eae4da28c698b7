import { describe, expect, it } from 'vitest';
import { createSnapshotCache, snapshotCacheOf } from './design-snapshot-cache';
import type { DesignSnapshot } from './version-diff';

function snapshotWithWalls(count: number): DesignSnapshot {
  const ids = Array.from({ length: count }, (_, index) => `w${index}`);
  const walls = { ids, typeNames: ids.map(() => 'Drywall'), floorPlanIds: ids.map(() => 'F1') };
  return { metersPerUnit: new Map(), accessPoints: [], walls, attenuationAreas: [], areas: [] };
}

/** A build that counts its calls. */
function counting(snapshot: DesignSnapshot) {
  const calls = { count: 0 };
  return {
    calls,
    build: () => {
      calls.count++;
      return Promise.resolve(snapshot);
    },
  };
}

describe('the design snapshot cache', () => {
  it('builds a version once and answers the same snapshot after, concurrent callers sharing the build', async () => {
    const cache = createSnapshotCache();
    const snapshot = snapshotWithWalls(3);
    const { calls, build } = counting(snapshot);
    const [first, second] = await Promise.all([cache.get('p', 1, build), cache.get('p', 1, build)]);
    expect(await cache.get('p', 1, build)).toBe(snapshot);
    expect(first).toBe(snapshot);
    expect(second).toBe(snapshot);
    expect(calls.count).toBe(1);
  });

  it('keeps versions and projects apart', async () => {
    const cache = createSnapshotCache();
    const one = snapshotWithWalls(1);
    const two = snapshotWithWalls(2);
    const other = snapshotWithWalls(3);
    await cache.get('p', 1, () => Promise.resolve(one));
    await cache.get('p', 2, () => Promise.resolve(two));
    await cache.get('q', 1, () => Promise.resolve(other));
    const never = () => Promise.reject(new Error('built again'));
    expect(await cache.get('p', 1, never)).toBe(one);
    expect(await cache.get('p', 2, never)).toBe(two);
    expect(await cache.get('q', 1, never)).toBe(other);
  });

  it('does not keep a failed build: the next caller builds again', async () => {
    const cache = createSnapshotCache();
    await expect(cache.get('p', 1, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    const snapshot = snapshotWithWalls(1);
    expect(await cache.get('p', 1, () => Promise.resolve(snapshot))).toBe(snapshot);
  });

  it('drops the least recently used versions beyond its entity bound', async () => {
    // Each snapshot counts its walls plus one: 11 of a bound of 25, so two fit and a third pushes one out.
    const cache = createSnapshotCache(25, 100);
    const versions = [1, 2, 3].map(() => snapshotWithWalls(10));
    await cache.get('p', 1, () => Promise.resolve(versions[0] as DesignSnapshot));
    await cache.get('p', 2, () => Promise.resolve(versions[1] as DesignSnapshot));
    // Version 1 used again: version 2 is now the least recently used.
    await cache.get('p', 1, () => Promise.reject(new Error('built again')));
    await cache.get('p', 3, () => Promise.resolve(versions[2] as DesignSnapshot));
    const rebuilt = snapshotWithWalls(10);
    expect(await cache.get('p', 2, () => Promise.resolve(rebuilt))).toBe(rebuilt);
    expect(await cache.get('p', 3, () => Promise.reject(new Error('built again')))).toBe(versions[2]);
  });

  it('keeps one cache per database', () => {
    const first = {};
    expect(snapshotCacheOf(first)).toBe(snapshotCacheOf(first));
    expect(snapshotCacheOf(first)).not.toBe(snapshotCacheOf({}));
  });
});
