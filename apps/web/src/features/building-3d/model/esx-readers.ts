// Tolerant readers of the stored .esx documents the batch answers as they are (docs/esx-format.md §3): a field
// of the wrong type reads as absent rather than failing the whole view.

export type Entity = Readonly<Record<string, unknown>>;

export function entitiesOf(value: unknown): Entity[] {
  return Array.isArray(value)
    ? value.filter((item): item is Entity => typeof item === 'object' && item !== null)
    : [];
}

export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function objectOf(value: unknown): Entity | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entity) : null;
}

/** An {x, y} point (the walls' and APs' `coord`, the areas' bare points); null when either is missing. */
export function pointOf(value: unknown): { x: number; y: number } | null {
  const point = objectOf(value);
  const x = numberOf(point?.x);
  const y = numberOf(point?.y);
  return x === null || y === null ? null : { x, y };
}

/** Only what the tool has not deleted (docs/esx-format.md: filter on DELETED, never on CREATED). */
export function isLive(entity: Entity): boolean {
  return entity.status !== 'DELETED';
}

/** A `#rrggbb` colour (the .esx may hold other forms; the 3D view needs one three.js reads). */
export function hexColorOf(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}
