import type { BillOfMaterials, BomAccessPoint, BomModel } from '@airlens/contract';
import type { EsxEntity, EsxProject } from '@airlens/esx';
import { listInventoryAccessPoints, type InventoryAccessPoint } from '../insights';

const EXTERNAL_ANTENNA = 'EXTERNAL_ANTENNA';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function compareText(a: string | null, b: string | null): number {
  if (a === b) {
    return 0;
  }
  if (a === null) {
    return 1;
  }
  if (b === null) {
    return -1;
  }
  return a.localeCompare(b, 'en', { numeric: true });
}

function entitiesById(project: EsxProject, collection: string): Map<string, EsxEntity> {
  const byId = new Map<string, EsxEntity>();
  for (const entity of project.collections.get(collection) ?? []) {
    if (typeof entity.id === 'string') {
      byId.set(entity.id, entity);
    }
  }
  return byId;
}

/** An AP's tags as `{ key, value }` (Ekahau ≥ 10.2 keeps `[{ tagKeyId, value }]` on the AP and the keys apart). */
function tagsOf(raw: EsxEntity | undefined, tagKeys: ReadonlyMap<string, EsxEntity>) {
  const listed = raw?.tags;
  if (!Array.isArray(listed)) {
    return [];
  }
  return listed.flatMap((tag) => {
    if (tag === null || typeof tag !== 'object' || Array.isArray(tag)) {
      return [];
    }
    const key = typeof tag.tagKeyId === 'string' ? text(tagKeys.get(tag.tagKeyId)?.key) : null;
    return key === null ? [] : [{ key, value: typeof tag.value === 'string' ? tag.value : '' }];
  });
}

/**
 * The external antennas of an AP, one per distinct antenna: the antenna types of its enabled planned radios
 * that couple externally, else the part after `+` of a model Ekahau wrote as `<AP model> + <antenna>`.
 */
function externalAntennasOf(
  inventoryAp: InventoryAccessPoint,
  project: EsxProject,
  antennaTypes: ReadonlyMap<string, EsxEntity>,
): string[] {
  const names = new Set<string>();
  for (const radio of project.simulatedRadios) {
    if (radio.accessPointId !== inventoryAp.ap.id || !radio.enabled) {
      continue;
    }
    const type =
      radio.antenna.antennaTypeId === undefined ? undefined : antennaTypes.get(radio.antenna.antennaTypeId);
    const name = text(type?.name) ?? text(radio.antenna.name);
    if (type?.apCoupling === EXTERNAL_ANTENNA && name !== null) {
      names.add(name);
    }
  }
  if (names.size === 0) {
    const suffix = inventoryAp.ap.model?.split('+').slice(1).join('+');
    const name = text(suffix);
    if (name !== null) {
      names.add(name);
    }
  }
  return [...names];
}

/**
 * The bill of materials of a project over exactly the access points the network inventory counts (see
 * `listInventoryAccessPoints`), so its totals equal the inventory's: per model (most first) with per-floor counts
 * in floor-plan order (APs placed on no floor last, as `floorPlanName: null`), external antennas, and one line
 * per AP by floor then name.
 */
export function buildBillOfMaterials(project: EsxProject): BillOfMaterials {
  const floorOrder = new Map(project.floorPlans.map((plan, index) => [plan.id, index]));
  const floorNames = new Map(project.floorPlans.map((plan) => [plan.id, plan.name]));
  const rawAps = entitiesById(project, 'accessPoints');
  const tagKeys = entitiesById(project, 'tagKeys');
  const antennaTypes = entitiesById(project, 'antennaTypes');
  const inventory = listInventoryAccessPoints(project);
  const floorRank = (floorId: string | null) =>
    floorId === null ? Number.MAX_SAFE_INTEGER : (floorOrder.get(floorId) ?? Number.MAX_SAFE_INTEGER);

  const models = new Map<string, { model: BomModel; floors: Map<string | null, number> }>();
  const antennas = new Map<string, number>();
  const placed: { floorIndex: number; line: BomAccessPoint }[] = [];
  for (const inventoryAp of inventory) {
    const { ap } = inventoryAp;
    const floorId = ap.location?.floorPlanId ?? null;
    const vendor = ap.vendor ?? null;
    const model = ap.model ?? null;
    const key = JSON.stringify([vendor, model]);
    const group = models.get(key) ?? {
      model: { vendor, model, count: 0, perFloor: [] },
      floors: new Map<string | null, number>(),
    };
    group.model.count += 1;
    group.floors.set(floorId, (group.floors.get(floorId) ?? 0) + 1);
    models.set(key, group);
    for (const antenna of externalAntennasOf(inventoryAp, project, antennaTypes)) {
      antennas.set(antenna, (antennas.get(antenna) ?? 0) + 1);
    }
    placed.push({
      floorIndex: floorRank(floorId),
      line: {
        name: ap.name,
        floorPlanName: floorId === null ? null : (floorNames.get(floorId) ?? null),
        vendor,
        model,
        mountingHeight: inventoryAp.heightMeters,
        mounting: inventoryAp.installation,
        tags: tagsOf(rawAps.get(ap.id), tagKeys),
      },
    });
  }

  return {
    models: [...models.values()]
      .map(({ model, floors }) => ({
        ...model,
        perFloor: [...floors]
          .sort(([a], [b]) => floorRank(a) - floorRank(b))
          .map(([floorId, count]) => ({
            floorPlanName: floorId === null ? null : (floorNames.get(floorId) ?? null),
            count,
          })),
      }))
      .sort((a, b) => b.count - a.count || compareText(a.vendor, b.vendor) || compareText(a.model, b.model)),
    antennas: [...antennas]
      .map(([model, count]) => ({ model, count }))
      .sort((a, b) => b.count - a.count || compareText(a.model, b.model)),
    accessPoints: placed
      .sort((a, b) => a.floorIndex - b.floorIndex || compareText(a.line.name, b.line.name))
      .map((entry) => entry.line),
  };
}
