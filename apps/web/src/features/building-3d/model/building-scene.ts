// The 3D view's scene in metres, built from the project's stored .esx collections (docs/esx-format.md §3): the
// building of the chosen floor with its floors stacked at their heights, walls, attenuation areas and APs.
// Pure, so the geometry is tested without WebGL. Plan coordinates keep their orientation: x to the right, y down
// the plan; the renderer maps y to three.js' z and stacks floors along its y axis.
import {
  entitiesOf,
  hexColorOf,
  isLive,
  numberOf,
  objectOf,
  pointOf,
  textOf,
  type Entity,
} from './esx-readers';

/** Floor-to-floor height of a floor whose building entry says none (a common office storey). */
export const DEFAULT_FLOOR_HEIGHT_METERS = 3;
/** AP height above its floor without a radio's antennaHeight: the heatmap engine's 2 m above a 1 m client. */
export const DEFAULT_AP_HEIGHT_METERS = 3;
/** Wall thickness drawn when the wall type has none (thin enough not to hide the plan). */
export const DEFAULT_WALL_THICKNESS_METERS = 0.1;
const WALL_FALLBACK_COLOR = '#8a8a8a';
const AREA_FALLBACK_COLOR = '#6d6d6d';

export interface SceneWall {
  /** Ends in metres from the plan's top-left corner. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Metres above the floor. */
  bottom: number;
  top: number;
  thickness: number;
  color: string;
  typeName: string;
}

export interface SceneAttenuationArea {
  points: { x: number; y: number }[];
  bottom: number;
  top: number;
  color: string;
  typeName: string;
}

export interface SceneAccessPoint {
  id: string;
  name: string;
  x: number;
  y: number;
  /** Metres above its floor. */
  height: number;
}

export interface SceneFloor {
  id: string;
  name: string;
  /** The plan image (its raster companion for SVG plans); null without one. */
  imageId: string | null;
  widthMeters: number;
  depthMeters: number;
  /** The floor's surface above the building's lowest floor. */
  elevationMeters: number;
  heightMeters: number;
  floorNumber: number;
  walls: SceneWall[];
  attenuationAreas: SceneAttenuationArea[];
  accessPoints: SceneAccessPoint[];
}

export interface BuildingScene {
  buildingName: string | null;
  /** Lowest first. */
  floors: SceneFloor[];
  /** Floors of the building left out because they have no scale (their size in metres is unknown). */
  unscaledFloorNames: string[];
}

interface FloorPlacement {
  floorNumber: number;
  heightMeters: number;
}

function byId(entities: readonly Entity[]): Map<string, Entity> {
  const map = new Map<string, Entity>();
  for (const entity of entities) {
    const id = textOf(entity.id);
    if (id !== null) {
      map.set(id, entity);
    }
  }
  return map;
}

/** The floor plans that share the chosen floor's building, with their number and height; the floor alone if it has none. */
function buildingFloorsOf(
  collections: Readonly<Record<string, unknown>>,
  floorId: string,
): { buildingName: string | null; placements: Map<string, FloorPlacement> } {
  const entries = entitiesOf(collections.buildingFloors).filter(isLive);
  const own = entries.find((entry) => entry.floorPlanId === floorId);
  const buildingId = own === undefined ? null : textOf(own.buildingId);
  const placements = new Map<string, FloorPlacement>();
  if (own === undefined || buildingId === null) {
    placements.set(floorId, { floorNumber: 0, heightMeters: DEFAULT_FLOOR_HEIGHT_METERS });
    return { buildingName: null, placements };
  }
  for (const entry of entries) {
    const planId = textOf(entry.floorPlanId);
    if (planId !== null && entry.buildingId === buildingId) {
      const height = numberOf(entry.height);
      placements.set(planId, {
        floorNumber: numberOf(entry.floorNumber) ?? 0,
        heightMeters: height !== null && height > 0 ? height : DEFAULT_FLOOR_HEIGHT_METERS,
      });
    }
  }
  const building = byId(entitiesOf(collections.buildings)).get(buildingId);
  return { buildingName: textOf(building?.name), placements };
}

/** A wall segment's two point ids in either schema (1.4/1.5 point1Id/point2Id; 1.8+ wallPoints[2]). */
function segmentPointIds(segment: Entity): [string, string] | null {
  const pair = Array.isArray(segment.wallPoints)
    ? [textOf(segment.wallPoints[0]), textOf(segment.wallPoints[1])]
    : [textOf(segment.point1Id), textOf(segment.point2Id)];
  const [first, second] = pair;
  return first === null || first === undefined || second === null || second === undefined
    ? null
    : [first, second];
}

function wallsByFloor(
  collections: Readonly<Record<string, unknown>>,
  scales: ReadonlyMap<string, number>,
  heights: ReadonlyMap<string, number>,
): Map<string, SceneWall[]> {
  const points = byId(entitiesOf(collections.wallPoints).filter(isLive));
  const types = byId(entitiesOf(collections.wallTypes));
  const result = new Map<string, SceneWall[]>();
  for (const segment of entitiesOf(collections.wallSegments).filter(isLive)) {
    const ids = segmentPointIds(segment);
    const first = ids === null ? null : objectOf(points.get(ids[0])?.location);
    const second = ids === null ? null : objectOf(points.get(ids[1])?.location);
    const floorId = textOf(first?.floorPlanId);
    const start = pointOf(first?.coord);
    const end = pointOf(second?.coord);
    const scale = floorId === null ? undefined : scales.get(floorId);
    if (floorId === null || start === null || end === null || scale === undefined) {
      continue;
    }
    const type = types.get(textOf(segment.wallTypeId) ?? '');
    const floorHeight = heights.get(floorId) ?? DEFAULT_FLOOR_HEIGHT_METERS;
    const bottom = Math.max(0, numberOf(type?.lowerEdge) ?? 0);
    // An absent upper edge is Ekahau's "Auto": the wall reaches the next floor.
    const top = Math.min(floorHeight, numberOf(type?.upperEdge) ?? floorHeight);
    const thickness = numberOf(type?.thickness);
    const walls = result.get(floorId) ?? [];
    walls.push({
      x1: start.x * scale,
      y1: start.y * scale,
      x2: end.x * scale,
      y2: end.y * scale,
      bottom,
      top: Math.max(top, bottom),
      thickness: thickness !== null && thickness > 0 ? thickness : DEFAULT_WALL_THICKNESS_METERS,
      color: hexColorOf(type?.color, WALL_FALLBACK_COLOR),
      typeName: textOf(type?.name) ?? 'Wall',
    });
    result.set(floorId, walls);
  }
  return result;
}

function attenuationAreasByFloor(
  collections: Readonly<Record<string, unknown>>,
  scales: ReadonlyMap<string, number>,
  heights: ReadonlyMap<string, number>,
): Map<string, SceneAttenuationArea[]> {
  const types = byId(entitiesOf(collections.attenuationAreaTypes));
  const result = new Map<string, SceneAttenuationArea[]>();
  for (const area of entitiesOf(collections.attenuationAreas).filter(isLive)) {
    const floorId = textOf(area.floorPlanId);
    const scale = floorId === null ? undefined : scales.get(floorId);
    const outline = Array.isArray(area.area) ? area.area.map(pointOf) : [];
    if (floorId === null || scale === undefined || outline.length < 3 || outline.includes(null)) {
      continue;
    }
    const type = types.get(textOf(area.attenuationAreaTypeId) ?? '');
    const floorHeight = heights.get(floorId) ?? DEFAULT_FLOOR_HEIGHT_METERS;
    const bottom = Math.max(0, numberOf(type?.lowerEdge) ?? 0);
    const areas = result.get(floorId) ?? [];
    areas.push({
      points: outline.flatMap((point) =>
        point === null ? [] : [{ x: point.x * scale, y: point.y * scale }],
      ),
      bottom,
      top: Math.max(bottom, Math.min(floorHeight, numberOf(type?.upperEdge) ?? floorHeight)),
      color: hexColorOf(type?.color, AREA_FALLBACK_COLOR),
      typeName: textOf(type?.name) ?? 'Attenuation area',
    });
    result.set(floorId, areas);
  }
  return result;
}

/** The first radio's antennaHeight per AP: the mounting height the engine predicts with. */
function antennaHeights(collections: Readonly<Record<string, unknown>>): Map<string, number> {
  const heights = new Map<string, number>();
  for (const radio of entitiesOf(collections.simulatedRadios).filter(isLive)) {
    const apId = textOf(radio.accessPointId);
    const height = numberOf(radio.antennaHeight);
    if (apId !== null && height !== null && height >= 0 && !heights.has(apId)) {
      heights.set(apId, height);
    }
  }
  return heights;
}

function accessPointsByFloor(
  collections: Readonly<Record<string, unknown>>,
  scales: ReadonlyMap<string, number>,
): Map<string, SceneAccessPoint[]> {
  const heights = antennaHeights(collections);
  const result = new Map<string, SceneAccessPoint[]>();
  for (const ap of entitiesOf(collections.accessPoints).filter(isLive)) {
    const id = textOf(ap.id);
    const location = objectOf(ap.location);
    const floorId = textOf(location?.floorPlanId);
    const coord = pointOf(location?.coord);
    const scale = floorId === null ? undefined : scales.get(floorId);
    if (id === null || ap.hidden === true || floorId === null || coord === null || scale === undefined) {
      continue;
    }
    const aps = result.get(floorId) ?? [];
    aps.push({
      id,
      name: textOf(ap.name) ?? 'Access point',
      x: coord.x * scale,
      y: coord.y * scale,
      height: heights.get(id) ?? numberOf(ap.mountingHeight) ?? DEFAULT_AP_HEIGHT_METERS,
    });
    result.set(floorId, aps);
  }
  return result;
}

/**
 * The scene of the building `floorId` belongs to. Floors are stacked by floorNumber, each at the sum of the
 * heights of the floors below it; floors share the plans' top-left origin (the samples align their plans so;
 * reference points are not applied).
 */
export function buildBuildingScene(
  collections: Readonly<Record<string, unknown>>,
  floorId: string,
): BuildingScene {
  const { buildingName, placements } = buildingFloorsOf(collections, floorId);
  const plans = entitiesOf(collections.floorPlans).filter(
    (plan) => isLive(plan) && placements.has(textOf(plan.id) ?? ''),
  );
  const scales = new Map<string, number>();
  const unscaledFloorNames: string[] = [];
  for (const plan of plans) {
    const id = textOf(plan.id) ?? '';
    const scale = numberOf(plan.metersPerUnit);
    if (scale !== null && scale > 0) {
      scales.set(id, scale);
    } else {
      unscaledFloorNames.push(textOf(plan.name) ?? 'Unnamed floor');
    }
  }
  const heights = new Map([...placements].map(([id, placement]) => [id, placement.heightMeters]));
  const walls = wallsByFloor(collections, scales, heights);
  const areas = attenuationAreasByFloor(collections, scales, heights);
  const accessPoints = accessPointsByFloor(collections, scales);
  const ordered = plans
    .filter((plan) => scales.has(textOf(plan.id) ?? ''))
    .map((plan) => ({ plan, id: textOf(plan.id) ?? '', placement: placements.get(textOf(plan.id) ?? '') }))
    .sort((a, b) => (a.placement?.floorNumber ?? 0) - (b.placement?.floorNumber ?? 0));
  let elevation = 0;
  const floors = ordered.map(({ plan, id, placement }): SceneFloor => {
    const scale = scales.get(id) ?? 1;
    const floor: SceneFloor = {
      id,
      name: textOf(plan.name) ?? 'Unnamed floor',
      imageId: textOf(plan.bitmapImageId) ?? textOf(plan.imageId),
      widthMeters: (numberOf(plan.width) ?? 0) * scale,
      depthMeters: (numberOf(plan.height) ?? 0) * scale,
      elevationMeters: elevation,
      heightMeters: placement?.heightMeters ?? DEFAULT_FLOOR_HEIGHT_METERS,
      floorNumber: placement?.floorNumber ?? 0,
      walls: walls.get(id) ?? [],
      attenuationAreas: areas.get(id) ?? [],
      accessPoints: accessPoints.get(id) ?? [],
    };
    elevation += floor.heightMeters;
    return floor;
  });
  return { buildingName, floors, unscaledFloorNames };
}

/** The poTypes the scene reads (one batch call). */
export const BUILDING_SCENE_PO_TYPES = [
  'FLOOR_PLAN',
  'BUILDING',
  'BUILDING_FLOOR',
  'WALL_TYPE',
  'WALL_POINT',
  'WALL_SEGMENT',
  'ATTENUATION_AREA_TYPE',
  'ATTENUATION_AREA',
  'ACCESS_POINT',
  'SIMULATED_RADIO',
] as const;
