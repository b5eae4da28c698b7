// The design a rebase works on, indexed so that each pending operation is tried on the few entities it can look
// at instead of on the whole design: applying one operation to a design of n entities copies and scans whole
// collections (O(n)), so trying 5,000 operations one by one was quadratic. Here each operation gets a small
// design holding every entity it can read — the ones its id and value name, what those name in turn, and the
// entities that name the ones it removes (an AP's radios, a floor's users, a wall point's walls) — and the
// entities it changed are written back by id. The operations themselves run unchanged (applyOperations).
import type { Design, DesignEntity, DesignOperation } from './design-types';

const WALL_POINTS = 'wallPoints';

/** An output the index cannot hold (an entity without a string id): the caller rebases the slow way. */
export class UnindexableDesign extends Error {}

/** Every string in a JSON value (ids are strings; anything else a string matches costs only a lookup). */
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      collectStrings(item, into);
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const key in value) {
      collectStrings((value as Record<string, unknown>)[key], into);
    }
  }
}

/** The strings an entity holds besides its own id: the ids of what it refers to, among others. */
function referencesOf(entity: DesignEntity): Set<string> {
  const strings = new Set<string>();
  for (const key in entity) {
    if (key !== 'id') {
      collectStrings(entity[key], strings);
    }
  }
  return strings;
}

/** The collections' entities by id, when each has a string id of its own; null otherwise. */
function byIdOf(entities: readonly DesignEntity[]): Map<string, DesignEntity> | null {
  const byId = new Map<string, DesignEntity>();
  for (const entity of entities) {
    if (typeof entity.id !== 'string' || byId.has(entity.id)) {
      return null;
    }
    byId.set(entity.id, entity);
  }
  return byId;
}

/** One operation's part of the design: per collection, the entities it may read, by id. */
export type DesignScope = Map<string, Map<string, DesignEntity>>;

/**
 * A design held per collection in file order: by id (a Map keeps insertion order, and replacing a key keeps its
 * place, as the operations' put and remove do in an array), or whole when a collection has entities without a
 * unique string id (then every operation sees all of it). Entities are also indexed by the strings they hold, to
 * find what refers to an entity.
 */
export class IndexedDesign {
  private readonly order: string[] = [];
  private readonly indexed = new Map<string, Map<string, DesignEntity>>();
  private readonly whole = new Map<string, readonly DesignEntity[]>();
  /** For each string, the entities holding it: collection → ids. */
  private readonly referrers = new Map<string, Map<string, Set<string>>>();

  constructor(design: Design) {
    for (const [collection, entities] of design) {
      this.order.push(collection);
      const byId = byIdOf(entities);
      if (byId === null) {
        this.whole.set(collection, entities);
        continue;
      }
      this.indexed.set(collection, byId);
      for (const entity of byId.values()) {
        this.index(collection, entity, true);
      }
    }
  }

  private index(collection: string, entity: DesignEntity, isAdded: boolean): void {
    for (const reference of referencesOf(entity)) {
      let byCollection = this.referrers.get(reference);
      if (byCollection === undefined) {
        byCollection = new Map();
        this.referrers.set(reference, byCollection);
      }
      let ids = byCollection.get(collection);
      if (ids === undefined) {
        ids = new Set();
        byCollection.set(collection, ids);
      }
      if (isAdded) {
        ids.add(entity.id);
      } else {
        ids.delete(entity.id);
      }
    }
  }

  private include(scope: DesignScope, collection: string, entity: DesignEntity): boolean {
    let entities = scope.get(collection);
    if (entities === undefined) {
      entities = new Map();
      scope.set(collection, entities);
    }
    if (entities.has(entity.id)) {
      return false;
    }
    entities.set(entity.id, entity);
    return true;
  }

  /** Adds the entities with these ids, in any collection, and what they refer to, transitively. */
  private includeNamed(scope: DesignScope, ids: Iterable<string>): void {
    const queue = [...ids];
    const seen = new Set(queue);
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const [collection, byId] of this.indexed) {
        const entity = byId.get(next);
        if (entity === undefined || !this.include(scope, collection, entity)) {
          continue;
        }
        for (const reference of referencesOf(entity)) {
          if (!seen.has(reference)) {
            seen.add(reference);
            queue.push(reference);
          }
        }
      }
    }
  }

  /** Adds the entities that hold `id` (not what they refer to: the operations only count or remove them). */
  private includeReferrers(scope: DesignScope, id: string): void {
    for (const [collection, ids] of this.referrers.get(id) ?? []) {
      const byId = this.indexed.get(collection);
      for (const referrer of ids) {
        const entity = byId?.get(referrer);
        if (entity !== undefined) {
          this.include(scope, collection, entity);
        }
      }
    }
  }

  /** Every entity `operation` can read when it is applied (see the file comment). */
  scopeOf(operation: DesignOperation): DesignScope {
    const scope: DesignScope = new Map();
    const named = new Set([operation.id, `${operation.id}-a`, `${operation.id}-b`]);
    collectStrings(operation.value, named);
    this.includeNamed(scope, named);
    if (operation.op === 'remove') {
      this.includeReferrers(scope, operation.id);
    }
    // A wall operation drops the wall points no wall uses any more: it looks at every wall using them.
    for (const pointId of [...(scope.get(WALL_POINTS)?.keys() ?? [])]) {
      this.includeReferrers(scope, pointId);
    }
    return scope;
  }

  /** The scope as a design: every collection (empty ones too: an operation may add to them), whole ones whole. */
  designOf(scope: DesignScope): Design {
    const design = new Map<string, readonly DesignEntity[]>();
    for (const collection of this.order) {
      design.set(collection, this.whole.get(collection) ?? [...(scope.get(collection)?.values() ?? [])]);
    }
    return design;
  }

  /** Writes back what an operation made of its scope's design: changed, added and removed entities by id. */
  update(scope: DesignScope, result: Design): void {
    for (const [collection, entities] of result) {
      if (this.whole.has(collection)) {
        this.whole.set(collection, entities);
        continue;
      }
      let byId = this.indexed.get(collection);
      if (byId === undefined) {
        // A collection the design did not have, made by the operation (e.g. the first wall's points).
        byId = new Map();
        this.indexed.set(collection, byId);
        this.order.push(collection);
      }
      const before = scope.get(collection) ?? new Map<string, DesignEntity>();
      const after = new Set<string>();
      for (const entity of entities) {
        if (typeof entity.id !== 'string' || after.has(entity.id)) {
          throw new UnindexableDesign();
        }
        after.add(entity.id);
        if (before.get(entity.id) !== entity) {
          this.replace(collection, byId, entity.id, entity);
        }
      }
      for (const id of before.keys()) {
        if (!after.has(id)) {
          this.replace(collection, byId, id, undefined);
        }
      }
    }
  }

  private replace(
    collection: string,
    byId: Map<string, DesignEntity>,
    id: string,
    entity: DesignEntity | undefined,
  ): void {
    const old = byId.get(id);
    if (old !== undefined) {
      this.index(collection, old, false);
    }
    if (entity === undefined) {
      byId.delete(id);
    } else {
      byId.set(id, entity);
      this.index(collection, entity, true);
    }
  }

  /** The design as it stands, collections in their first order. */
  design(): Design {
    const design = new Map<string, readonly DesignEntity[]>();
    for (const collection of this.order) {
      design.set(
        collection,
        this.whole.get(collection) ?? [...(this.indexed.get(collection)?.values() ?? [])],
      );
    }
    return design;
  }
}
