// A design being changed: collections are copied on first write, so applying operations never changes the
// design it started from and untouched collections are shared with it.
import type { Design, DesignEntity } from './design-types';

/** Copy-on-write view of a design. */
export class DesignDraft {
  private readonly copied = new Map<string, DesignEntity[]>();

  constructor(private readonly base: Design) {}

  /** The entities of a collection as they stand now. */
  list(collection: string): readonly DesignEntity[] {
    return this.copied.get(collection) ?? this.base.get(collection) ?? [];
  }

  find(collection: string, id: string): DesignEntity | undefined {
    return this.list(collection).find((entity) => entity.id === id);
  }

  has(collection: string, id: string): boolean {
    return this.find(collection, id) !== undefined;
  }

  private writable(collection: string): DesignEntity[] {
    let entities = this.copied.get(collection);
    if (entities === undefined) {
      entities = [...(this.base.get(collection) ?? [])];
      this.copied.set(collection, entities);
    }
    return entities;
  }

  /** Replaces the entity with the same id in place, or appends a new one. */
  put(collection: string, entity: DesignEntity): void {
    const entities = this.writable(collection);
    const index = entities.findIndex((existing) => existing.id === entity.id);
    if (index === -1) {
      entities.push(entity);
    } else {
      entities[index] = entity;
    }
  }

  remove(collection: string, id: string): void {
    const entities = this.writable(collection);
    const index = entities.findIndex((existing) => existing.id === id);
    if (index !== -1) {
      entities.splice(index, 1);
    }
  }

  /** The changed design: a new map sharing untouched collections with the base. */
  result(): Design {
    const next = new Map(this.base);
    for (const [collection, entities] of this.copied) {
      next.set(collection, entities);
    }
    return next;
  }
}

/** The entity with `fields` written over it: null clears a field; `id` and `status` stay last as Ekahau writes them. */
export function mergeFields(entity: DesignEntity, fields: Readonly<Record<string, unknown>>): DesignEntity {
  const { id, status, ...rest } = entity;
  const merged: Record<string, unknown> = { ...rest };
  for (const [field, value] of Object.entries(fields)) {
    if (value === null || value === undefined) {
      delete merged[field];
    } else {
      merged[field] = value;
    }
  }
  return { ...merged, id, ...(status === undefined ? {} : { status }) };
}
