import type { z } from 'zod';
import type { EsxEntity } from './model.ts';
import { validateEntity } from './schemas.ts';

const MAX_WARNINGS = 200;

/** What view builders share: the collections, where each collection came from, and the warning sink. */
export class ViewContext {
  readonly collections: Map<string, EsxEntity[]>;
  readonly binaries: Map<string, Uint8Array>;
  readonly warnings: string[] = [];
  private omitted = 0;

  constructor(collections: Map<string, EsxEntity[]>, binaries: Map<string, Uint8Array>) {
    this.collections = collections;
    this.binaries = binaries;
  }

  /** Records a non-fatal problem; caps the list so hostile input cannot grow it without bound. */
  warn(message: string): void {
    if (this.warnings.length < MAX_WARNINGS) {
      this.warnings.push(message);
    } else {
      this.omitted++;
    }
  }

  /** Adds the "n more" line once all views are built. */
  finishWarnings(): string[] {
    if (this.omitted > 0) {
      this.warnings.push(`… and ${this.omitted} more problems of the same kinds.`);
    }
    return this.warnings;
  }

  /** Validates every entity of a collection with a schema (entities are already DELETED-filtered). */
  parseAll<T>(collection: string, schema: z.ZodType<T>): T[] {
    const entities = this.collections.get(collection) ?? [];
    const member = collection === 'surveys' ? 'survey-*.json' : `${collection}.json`;
    const out: T[] = new Array<T>(entities.length);
    for (let i = 0; i < entities.length; i++) {
      const entity = entities[i] as EsxEntity;
      out[i] = validateEntity(schema, entity, member, entityLabel(collection, i, entity));
    }
    return out;
  }
}

function entityLabel(collection: string, index: number, entity: EsxEntity): string {
  const name = typeof entity.name === 'string' ? ` "${entity.name.slice(0, 80)}"` : '';
  return `${collection}[${index}]${name}`;
}
