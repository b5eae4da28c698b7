import { buildProject, type EsxEntity, type EsxProject } from '@airlens/esx';
import type { Band, ChannelWidthMhz, WifiTechnology } from '@airlens/heatmap';
import {
  BUILT_IN_DEVICE_PROFILES,
  DEFAULT_CAPACITY_SETTINGS,
  type AttenuationArea,
  type CapacitySettings,
  type DeviceProfile,
  type PlanningFloor,
  type RequirementCriterion,
} from '@airlens/heatmap/planning';
import { buildFloorInput, hasUsableScale, type ScaledFloorPlan } from './floor-input';

/**
 * The planning model of a project, read from the collections its import stored (project_documents): every
 * `.esx` collection is kept verbatim there, so attenuation areas, building floors, floor types, holes, device,
 * usage and application profiles and capacity settings need no tables of their own.
 */
export const PLANNING_COLLECTIONS = [
  'project',
  'floorPlans',
  'buildings',
  'buildingFloors',
  'floorTypes',
  'holeInFloors',
  'accessPoints',
  'simulatedRadios',
  'antennaTypes',
  'wallTypes',
  'wallPoints',
  'wallSegments',
  'areas',
  'requirements',
  'attenuationAreaTypes',
  'attenuationAreas',
  'deviceProfiles',
  'usageProfiles',
  'applicationProfiles',
  'networkCapacitySettings',
] as const;

const BANDS: readonly Band[] = ['TWO', 'FIVE', 'SIX'];

export interface PlanningArea {
  id: string;
  name: string;
  floorPlanId: string;
  polygonMeters: Float64Array;
  requirementId: string | undefined;
  capacityItems: {
    deviceCount: number;
    usageProfileId: string | undefined;
    deviceProfileId: string | undefined;
  }[];
}

export interface PlanningRequirement {
  id: string;
  name: string;
  isDefault: boolean;
  criteria: RequirementCriterion[];
}

export interface UsageProfile {
  id: string;
  name: string;
  demandBps: number;
}

export interface PlanningProject {
  esx: EsxProject;
  floors: PlanningFloor[];
  floorNames: Map<string, string>;
  /** Floor sizes in metres, for the grids. */
  floorSizes: Map<string, { widthMeters: number; heightMeters: number }>;
  areas: PlanningArea[];
  requirements: PlanningRequirement[];
  deviceProfiles: DeviceProfile[];
  usageProfiles: Map<string, UsageProfile>;
  capacitySettings: Record<Band, CapacitySettings>;
  apNames: Map<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isBand(value: unknown): value is Band {
  return value === 'TWO' || value === 'FIVE' || value === 'SIX';
}

/**
 * dB (per metre) per band of a catalogue entry: 1.5.0+ `propagationProperties[{band, attenuationFactor}]`, or the
 * 1.4.0 single `attenuationPerMeter` / `attenuation` for every band.
 */
export function bandFactors(entity: Record<string, unknown>): Record<Band, number> {
  const single = num(entity.attenuationPerMeter) ?? num(entity.attenuation) ?? 0;
  const factors: Record<Band, number> = { TWO: single, FIVE: single, SIX: single };
  const properties = Array.isArray(entity.propagationProperties) ? entity.propagationProperties : [];
  for (const property of properties) {
    if (isRecord(property) && isBand(property.band)) {
      factors[property.band] = num(property.attenuationFactor) ?? factors[property.band];
    }
  }
  // A type without a 6 GHz value (written before 6 GHz, or edited) takes its 5 GHz one: the nearest band the file
  // states, and materials lose at least as much at 6 GHz, so it errs toward more signal rather than inventing a
  // number; 6 GHz radios still get their own frequency's free-space loss.
  if (properties.length > 0 && !properties.some((p) => isRecord(p) && p.band === 'SIX')) {
    factors.SIX = factors.FIVE;
  }
  return factors;
}

function polygonOf(points: unknown, metersPerUnit: number): Float64Array | undefined {
  if (!Array.isArray(points)) {
    return undefined;
  }
  const coords: number[] = [];
  for (const point of points as unknown[]) {
    const p: unknown = isRecord(point) && isRecord(point.coord) ? point.coord : point;
    const x = isRecord(p) ? num(p.x) : undefined;
    const y = isRecord(p) ? num(p.y) : undefined;
    if (x === undefined || y === undefined) {
      return undefined;
    }
    coords.push(x * metersPerUnit, y * metersPerUnit);
  }
  return coords.length >= 6 ? Float64Array.from(coords) : undefined;
}

const WIDTHS: Readonly<Record<string, ChannelWidthMhz>> = {
  BW_20: 20,
  BW_40: 40,
  BW_80: 80,
  BW_160: 160,
  BW_320: 320,
};

function technologyOf(value: string | undefined): WifiTechnology {
  if (value === undefined) {
    return 'AC';
  }
  if (value.startsWith('BE')) {
    return 'BE';
  }
  if (value.startsWith('AX')) {
    return 'AX';
  }
  return value.startsWith('N') || value.startsWith('A_B_G') ? 'N' : 'AC';
}

/** A project device profile (`offset24/offset5/offset6`; a file without offset6 uses offset5 for 6 GHz). */
export function deviceProfileOf(entity: Record<string, unknown>): DeviceProfile | undefined {
  const id = str(entity.id);
  if (id === undefined) {
    return undefined;
  }
  const five = num(entity.offset5) ?? 0;
  const technologyName = str(entity.deviceProfileTechnology);
  const technology = technologyOf(technologyName);
  const behaviour = str(entity.bandSelectionBehaviour) ?? 'AUTOMATIC';
  const bands: Band[] =
    behaviour.includes('24') || behaviour === 'ONLY_2_4' || behaviour === 'TWO'
      ? ['TWO']
      : technologyName?.includes('6GHZ') === true || technology === 'BE'
        ? ['TWO', 'FIVE', 'SIX']
        : ['TWO', 'FIVE'];
  return {
    id,
    name: str(entity.name) ?? 'Device',
    offsets: { TWO: num(entity.offset24) ?? 0, FIVE: five, SIX: num(entity.offset6) ?? five },
    builtIn: false,
    spatialStreams: Math.max(1, num(entity.spatialStreams) ?? 1),
    maxWidthMhz: WIDTHS[str(entity.maxSupportedBandwidth) ?? ''] ?? 20,
    technology,
    bands,
  };
}

/** Bit rate of a mandatory legacy rate name (`R5D5` = 5.5 Mbps). */
function legacyRateMbps(name: string): number | undefined {
  const value = Number(name.replace(/^R/, '').replace('D', '.'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function capacitySettingsOf(entities: readonly Record<string, unknown>[]): Record<Band, CapacitySettings> {
  const settings: Record<Band, CapacitySettings> = {
    TWO: DEFAULT_CAPACITY_SETTINGS,
    FIVE: DEFAULT_CAPACITY_SETTINGS,
    SIX: DEFAULT_CAPACITY_SETTINGS,
  };
  for (const entity of entities) {
    if (!isBand(entity.frequencyBand)) {
      continue;
    }
    const mandatory = (Array.isArray(entity.abgRates) ? entity.abgRates : [])
      .filter((rate) => isRecord(rate) && rate.state === 'MANDATORY')
      .map((rate) => legacyRateMbps(str((rate as Record<string, unknown>).rate) ?? ''))
      .filter((rate): rate is number => rate !== undefined);
    settings[entity.frequencyBand] = {
      maxAssociatedClients:
        num(entity.maxAssociatedClientsAmount) ?? DEFAULT_CAPACITY_SETTINGS.maxAssociatedClients,
      numberOfSsids: num(entity.numberOfSsids) ?? DEFAULT_CAPACITY_SETTINGS.numberOfSsids,
      rtsCtsEnabled: entity.rtsCtsEnabled === true,
      basicRateMbps: mandatory.length > 0 ? Math.min(...mandatory) : DEFAULT_CAPACITY_SETTINGS.basicRateMbps,
    };
  }
  if (!entities.some((entity) => entity.frequencyBand === 'SIX')) {
    settings.SIX = settings.FIVE;
  }
  return settings;
}

/** Per-device demand of a usage profile: Σ of its applications' bit rates, twice for full-duplex ones. */
function usageProfilesOf(collections: ReadonlyMap<string, EsxEntity[]>): Map<string, UsageProfile> {
  const applications = new Map<string, number>();
  for (const entity of collections.get('applicationProfiles') ?? []) {
    const id = str(entity.id);
    if (id !== undefined) {
      applications.set(id, (num(entity.bitRate) ?? 0) * (entity.fullDuplex === true ? 2 : 1));
    }
  }
  const profiles = new Map<string, UsageProfile>();
  for (const entity of collections.get('usageProfiles') ?? []) {
    const id = str(entity.id);
    if (id === undefined) {
      continue;
    }
    const ids = Array.isArray(entity.applicationProfileIds) ? entity.applicationProfileIds : [];
    const demandBps = ids.reduce<number>((sum, appId) => sum + (applications.get(str(appId) ?? '') ?? 0), 0);
    profiles.set(id, { id, name: str(entity.name) ?? 'Usage', demandBps });
  }
  return profiles;
}

/** The collections of a project's stored documents (or batch answer), DELETED entities and null fields left out. */
export function collectionsOf(
  documents: readonly { collection: string; json: unknown }[],
): Map<string, EsxEntity[]> {
  const collections = new Map<string, EsxEntity[]>();
  for (const { collection, json } of documents) {
    if (!isRecord(json) || json.status === 'DELETED') {
      continue;
    }
    const list = collections.get(collection) ?? [];
    // The batch read fills fields a file lacks with null (for the web app); the file had none there.
    list.push(Object.fromEntries(Object.entries(json).filter(([, value]) => value !== null)) as EsxEntity);
    collections.set(collection, list);
  }
  return collections;
}

/** Builds the planning model: floors of the building (elevations, slabs, holes, walls, attenuation areas, APs). */
export function buildPlanningProject(collections: Map<string, EsxEntity[]>): PlanningProject {
  const esx = buildProject('2.0', collections, new Map());
  const scaled = esx.floorPlans.filter(hasUsableScale);
  const floorTypes = new Map<string, Record<Band, number>>();
  for (const entity of collections.get('floorTypes') ?? []) {
    const id = str(entity.id);
    if (id !== undefined) {
      floorTypes.set(id, bandFactors(entity));
    }
  }
  const defaultFloorType = (collections.get('floorTypes') ?? []).find((entity) => entity.isDefault === true);
  const buildingFloors = new Map<string, Record<string, unknown>>();
  for (const entity of collections.get('buildingFloors') ?? []) {
    const floorPlanId = str(entity.floorPlanId);
    if (floorPlanId !== undefined) {
      buildingFloors.set(floorPlanId, entity);
    }
  }
  const attenuationTypes = new Map<string, Record<string, unknown>>();
  for (const entity of collections.get('attenuationAreaTypes') ?? []) {
    const id = str(entity.id);
    if (id !== undefined) {
      attenuationTypes.set(id, entity);
    }
  }
  const floors: PlanningFloor[] = scaled.map((plan: ScaledFloorPlan, index) => {
    const input = buildFloorInput(esx, plan);
    const building = buildingFloors.get(plan.id);
    const thicknessMeters = num(building?.thickness) ?? 0;
    const factors = floorTypes.get(str(building?.floorTypeId) ?? '') ??
      (defaultFloorType === undefined ? undefined : bandFactors(defaultFloorType)) ?? {
        TWO: 0,
        FIVE: 0,
        SIX: 0,
      };
    const attenuationAreas: AttenuationArea[] = [];
    for (const entity of collections.get('attenuationAreas') ?? []) {
      const type = attenuationTypes.get(str(entity.attenuationAreaTypeId) ?? '');
      const polygon = polygonOf(entity.area, plan.metersPerUnit);
      if (entity.floorPlanId !== plan.id || type === undefined || polygon === undefined) {
        continue;
      }
      attenuationAreas.push({
        id: str(entity.id) ?? '',
        polygonMeters: polygon,
        dbPerMeter: bandFactors(type),
        lowerEdgeMeters: num(type.lowerEdge) ?? 0,
        upperEdgeMeters: num(type.upperEdge) ?? Infinity,
      });
    }
    const holes = (collections.get('holeInFloors') ?? [])
      .filter((entity) => entity.floorPlanId === plan.id)
      .map((entity) => polygonOf(entity.area ?? entity.points, plan.metersPerUnit))
      .filter((polygon): polygon is Float64Array => polygon !== undefined);
    return {
      floorPlanId: plan.id,
      floorNumber: num(building?.floorNumber) ?? plan.floorNumber ?? index,
      heightMeters: num(building?.height) ?? plan.floorHeightMeters ?? 3,
      thicknessMeters,
      slabLossDb: {
        TWO: factors.TWO * thicknessMeters,
        FIVE: factors.FIVE * thicknessMeters,
        SIX: factors.SIX * thicknessMeters,
      },
      holes,
      walls: input.walls,
      attenuationAreas,
      accessPoints: input.accessPoints ?? [],
    };
  });
  const metersPerUnit = new Map(scaled.map((plan) => [plan.id, plan.metersPerUnit]));
  const areas: PlanningArea[] = [];
  for (const entity of collections.get('areas') ?? []) {
    const floorPlanId = str(entity.floorPlanId) ?? '';
    const scale = metersPerUnit.get(floorPlanId);
    const polygon = scale === undefined ? undefined : polygonOf(entity.area, scale);
    if (polygon === undefined) {
      continue;
    }
    areas.push({
      id: str(entity.id) ?? '',
      name: str(entity.name) ?? 'Area',
      floorPlanId,
      polygonMeters: polygon,
      requirementId: str(entity.requirementId),
      capacityItems: (Array.isArray(entity.capacityItems) ? (entity.capacityItems as unknown[]) : []).flatMap(
        (item) =>
          isRecord(item)
            ? [
                {
                  deviceCount: Math.max(0, Math.floor(num(item.deviceCount) ?? 0)),
                  usageProfileId: str(item.usageProfileId),
                  deviceProfileId: str(item.deviceProfileId),
                },
              ]
            : [],
      ),
    });
  }
  const requirements: PlanningRequirement[] = esx.requirements.map((requirement) => ({
    id: requirement.id,
    name: requirement.name,
    isDefault: requirement.isDefault,
    criteria: requirement.criteria
      .filter(
        (criterion) => criterion.radioTechnology === undefined || criterion.radioTechnology === 'IEEE802_11',
      )
      .map((criterion) => ({
        type: criterion.type,
        band: criterion.band,
        comparison: criterion.function === 'AT_MOST' ? 'AT_MOST' : 'AT_LEAST',
        value: criterion.value,
        ...(criterion.additionalLimit === undefined ? {} : { additionalLimit: criterion.additionalLimit }),
      })),
  }));
  const projectProfiles = (collections.get('deviceProfiles') ?? [])
    .map((entity) => deviceProfileOf(entity))
    .filter((profile): profile is DeviceProfile => profile !== undefined);
  return {
    esx,
    floors,
    floorNames: new Map(scaled.map((plan) => [plan.id, plan.name])),
    floorSizes: new Map(
      scaled.map((plan) => [
        plan.id,
        { widthMeters: plan.width * plan.metersPerUnit, heightMeters: plan.height * plan.metersPerUnit },
      ]),
    ),
    areas,
    requirements,
    deviceProfiles: [...projectProfiles, ...BUILT_IN_DEVICE_PROFILES],
    usageProfiles: usageProfilesOf(collections),
    capacitySettings: capacitySettingsOf(collections.get('networkCapacitySettings') ?? []),
    apNames: new Map(esx.accessPoints.map((ap) => [ap.id, ap.name])),
  };
}

export { BANDS };
