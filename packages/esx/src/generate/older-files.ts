import type { EsxEntity } from '../model.ts';
import { entity } from './entities.ts';
import type { Prng } from './prng.ts';

/** What Ekahau Pro 10.2 (schema 1.3.0) wrote in its history entry. */
export const PRO_10_2 = {
  schemaVersion: '1.3.0',
  productName: 'Ekahau Pro',
  productVersion: '10.2.1.30',
} as const;

function withoutKeys(source: EsxEntity, keys: readonly string[]): EsxEntity {
  const copy: EsxEntity = {};
  for (const [key, value] of Object.entries(source)) {
    if (!keys.includes(key)) {
      copy[key] = value;
    }
  }
  return copy;
}

/** The entity with `id` and `status` moved to the end, where Ekahau writes them. */
function idAndStatusLast(source: EsxEntity): EsxEntity {
  const ordered = withoutKeys(source, ['id', 'status']);
  for (const key of ['id', 'status']) {
    const value = source[key];
    if (value !== undefined) {
      ordered[key] = value;
    }
  }
  return ordered;
}

/** The loss for 5 GHz of a 1.5.0+ `propagationProperties` list (dB/m × thickness), the one figure 1.3.0 kept. */
function fiveGhzFactor(source: EsxEntity): number {
  const properties = Array.isArray(source.propagationProperties) ? source.propagationProperties : [];
  for (const property of properties) {
    if (typeof property === 'object' && property !== null && !Array.isArray(property)) {
      if (property.band === 'FIVE' && typeof property.attenuationFactor === 'number') {
        return property.attenuationFactor;
      }
    }
  }
  return 0;
}

function mapCollection(
  collections: Map<string, EsxEntity[]>,
  name: string,
  change: (source: EsxEntity) => EsxEntity,
): void {
  const entities = collections.get(name);
  if (entities !== undefined) {
    collections.set(name, entities.map(change));
  }
}

/**
 * Rewrites a legacy (schema 1.5.0) project's collections into the shape Ekahau Pro 10.2 saved (schema 1.3.0,
 * reference §6): single-figure attenuation in the catalogues (`totalAttenuation` dB per wall,
 * `attenuationPerMeter` per floor type) with `legacyId`, no 6 GHz criteria, no `project.tags`, no
 * `favoriteSsids`, no `imageName`, no `hidden` on access points, and tags (new in 10.2) on "my" APs.
 * Uses `ids` only after every other id is drawn, so the rest of the project stays as the seed makes it.
 */
export function toSchema130(collections: Map<string, EsxEntity[]>, ids: Prng): void {
  mapCollection(collections, 'project', (project) => ({
    ...withoutKeys(project, ['tags']),
    schemaVersion: PRO_10_2.schemaVersion,
  }));
  mapCollection(collections, 'projectHistorys', (history) => ({
    ...history,
    productName: PRO_10_2.productName,
    productVersion: PRO_10_2.productVersion,
    schemaVersion: PRO_10_2.schemaVersion,
    platform: 'Windows 10 64-bit',
  }));
  mapCollection(collections, 'projectConfiguration', (configuration) =>
    withoutKeys(configuration, ['favoriteSsids']),
  );
  mapCollection(collections, 'wallTypes', (wallType) => {
    const thickness = typeof wallType.thickness === 'number' ? wallType.thickness : 0;
    const totalAttenuation = Math.round(fiveGhzFactor(wallType) * thickness * 10) / 10;
    const rest = withoutKeys(wallType, ['propagationProperties', 'keybindNumber']);
    return idAndStatusLast({ ...rest, totalAttenuation, legacyId: 0 });
  });
  mapCollection(collections, 'floorTypes', (floorType) => {
    const rest = withoutKeys(floorType, ['propagationProperties']);
    return idAndStatusLast({ ...rest, attenuationPerMeter: fiveGhzFactor(floorType), legacyId: 0 });
  });
  mapCollection(collections, 'requirements', (requirement) => ({
    ...requirement,
    criteria: (Array.isArray(requirement.criteria) ? requirement.criteria : []).filter(
      (criterion) =>
        !(typeof criterion === 'object' && criterion !== null && !Array.isArray(criterion)) ||
        criterion.frequencyBand !== 'SIX',
    ),
  }));
  mapCollection(collections, 'images', (image) => withoutKeys(image, ['imageName']));
  const tagKeyId = ids.uuid();
  mapCollection(collections, 'accessPoints', (ap) =>
    idAndStatusLast({
      ...withoutKeys(ap, ['hidden']),
      tags: ap.mine === true ? [{ tagKeyId, value: 'Contoso Networks' }] : [],
    }),
  );
  collections.set('tagKeys', [entity({ key: 'Installer' }, tagKeyId)]);
}

/**
 * Removes `metersPerUnit` from the floor plans at these positions (0 = first floor): plans nobody scaled in
 * Ekahau, as real projects often have.
 */
export function unscaleFloors(collections: Map<string, EsxEntity[]>, positions: readonly number[]): void {
  const plans = collections.get('floorPlans');
  if (plans === undefined) {
    return;
  }
  collections.set(
    'floorPlans',
    plans.map((plan, position) =>
      positions.includes(position) ? withoutKeys(plan, ['metersPerUnit']) : plan,
    ),
  );
}
