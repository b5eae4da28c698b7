import { channelOfFrequency } from '@airlens/esx';

type Entity = Record<string, unknown>;

function isEntity(value: unknown): value is Entity {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The IEEE channel numbers of a measurement written with centre frequencies only (AI Pro 11.x files). */
function channelsOfFrequencies(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0) {
    return null;
  }
  const channels: number[] = [];
  for (const frequency of value) {
    if (typeof frequency !== 'number' || !Number.isFinite(frequency)) {
      return null;
    }
    channels.push(channelOfFrequency(frequency));
  }
  return channels;
}

/**
 * Per collection, docs/product-spec.md §3 batch fields an entity lacks and their value: null where the file cannot tell,
 * derived where it can (a measurement's `channel` from its centre frequencies, `hidden`/`mine` false as
 * Ekahau reads an absent flag, empty lists).
 */
const MISSING_FIELDS: ReadonlyMap<string, (entity: Entity) => Entity> = new Map([
  [
    'floorPlans',
    (plan: Entity): Entity => ({
      imageId: null,
      bitmapImageId: null,
      // A plan nobody scaled ("not scaled") has none; 0 says the same.
      metersPerUnit:
        typeof plan.metersPerUnit === 'number' && plan.metersPerUnit > 0 ? plan.metersPerUnit : null,
    }),
  ],
  ['accessPoints', (): Entity => ({ hidden: false, mine: false, location: null })],
  ['measuredRadios', (): Entity => ({ accessPointMeasurementIds: [], overridingChannel: null })],
  [
    'accessPointMeasurements',
    (measurement: Entity): Entity => ({
      ssid: null,
      channel: channelsOfFrequencies(measurement.channelByCenterFrequencyDefinedNarrowChannels),
      technologies: [],
    }),
  ],
]);

/**
 * One entity of a batch answer as JSON text: as stored, plus every field docs/product-spec.md §3 lists for its collection that
 * the file lacked (older files have no `hidden` or `bitmapImageId`, newer ones no measurement `channel`, none
 * an `overridingChannel`). Collections the spec lists no fields for pass through untouched, without a parse.
 */
export function presentBatchEntity(collection: string, text: string): string {
  const missingOf = MISSING_FIELDS.get(collection);
  if (missingOf === undefined) {
    return text;
  }
  const entity: unknown = JSON.parse(text);
  if (!isEntity(entity)) {
    return text;
  }
  const additions: Entity = {};
  for (const [field, value] of Object.entries(missingOf(entity))) {
    if (field === 'metersPerUnit' || entity[field] === undefined) {
      additions[field] = value;
    }
  }
  const isComplete = Object.entries(additions).every(([field, value]) => entity[field] === value);
  return isComplete ? text : JSON.stringify({ ...entity, ...additions });
}
