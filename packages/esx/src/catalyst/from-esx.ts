import { encodeGrayPng } from '../generate/png.ts';
import type { EsxEntity, EsxFloorPlan, EsxImage, EsxProject, EsxSimulatedRadio } from '../model.ts';
import type {
  CatalystAccessPoint,
  CatalystBuilding,
  CatalystFloor,
  CatalystMaps,
  CatalystRadio,
} from './model.ts';
import { nearestObstacleType } from './obstacles.ts';

const FOOT_METERS = 0.3048;
/** Scale assumed for a floor nobody scaled, so that it can still be written in feet. */
const UNSCALED_METERS_PER_UNIT = 0.1;
const IF_TYPES = { TWO: '802.11b/g/n', FIVE: '802.11a/n/ac', SIX: '802.11ax-6GHz' } as const;
const EXTENSIONS: Record<string, { ext: string; type: string }> = {
  png: { ext: 'png', type: 'PNG' },
  jpeg: { ext: 'jpg', type: 'JPEG' },
  gif: { ext: 'gif', type: 'GIF' },
};

/** A map archive's content before it is packed: the hierarchy and each image by its file name. */
export interface CatalystExport {
  maps: CatalystMaps;
  images: { name: string; bytes: Uint8Array }[];
}

function stringField(entity: EsxEntity | undefined, key: string): string | undefined {
  const value = entity?.[key];
  return typeof value === 'string' ? value : undefined;
}

function idOf(entity: EsxEntity): string {
  return stringField(entity, 'id') ?? '';
}

/** The MAC an AP carries as a `MAC` tag (what the conversion writes), if any. */
function macOf(entity: EsxEntity | undefined, tagKeys: Map<string, string>): string | undefined {
  const tags = entity?.tags;
  if (!Array.isArray(tags)) {
    return undefined;
  }
  for (const tag of tags) {
    if (typeof tag === 'object' && tag !== null && !Array.isArray(tag)) {
      const key = typeof tag.tagKeyId === 'string' ? tagKeys.get(tag.tagKeyId) : undefined;
      if (key?.toUpperCase() === 'MAC' && typeof tag.value === 'string' && tag.value !== '') {
        return tag.value.toLowerCase();
      }
    }
  }
  return undefined;
}

function radioOf(radio: EsxSimulatedRadio): CatalystRadio | undefined {
  if (radio.radioTechnology !== 'IEEE802_11' || radio.band === undefined) {
    return undefined;
  }
  return {
    band: radio.band,
    ifType: IF_TYPES[radio.band],
    channel: radio.primaryChannel,
    channelWidthMhz: radio.channelWidthMhz,
    txPowerDbm: radio.transmitPowerDbm,
    enabled: radio.enabled,
    antennaName: radio.antenna.name,
    antennaGainDbi: radio.antenna.maxGainDbi,
    azimuthDegrees: radio.antenna.directionDegrees,
    elevationDegrees: radio.antenna.tiltDegrees,
  };
}

/** The raster a floor is drawn on: its image, the raster of an SVG plan, or a blank of the plan's size. */
function floorImage(
  plan: EsxFloorPlan,
  images: Map<string, EsxImage>,
  index: number,
): { name: string; type: string; bytes: Uint8Array } {
  for (const id of [plan.imageId, plan.bitmapImageId]) {
    const image = id === undefined ? undefined : images.get(id);
    const kind = image === undefined ? undefined : EXTENSIONS[image.kind];
    if (image !== undefined && kind !== undefined && image.bytes.length > 0) {
      return { name: `floor-${index}.${kind.ext}`, type: kind.type, bytes: image.bytes };
    }
  }
  const width = Math.max(1, Math.min(4000, Math.round(plan.width)));
  const height = Math.max(1, Math.min(4000, Math.round(plan.height)));
  return {
    name: `floor-${index}.png`,
    type: 'PNG',
    bytes: encodeGrayPng(width, height, new Uint8Array(width * height).fill(255)),
  };
}

/**
 * A project as a Catalyst Center map archive's content: each building (its name split on " / " into site path
 * and building, `Global` above a plain name), each floor with its dimensions in feet, image, "my" placed APs
 * with their Wi-Fi radios (MAC from the `MAC` tag), every wall as a two-point obstacle of the nearest Cisco type
 * carrying the wall's 5 GHz loss, and areas as coverage areas.
 */
export function esxToCatalyst(project: EsxProject, projectName: string): CatalystExport {
  const rawAps = new Map((project.collections.get('accessPoints') ?? []).map((ap) => [idOf(ap), ap]));
  const tagKeys = new Map(
    (project.collections.get('tagKeys') ?? []).map((key) => [idOf(key), stringField(key, 'key') ?? '']),
  );
  const buildingNames = new Map(
    (project.collections.get('buildings') ?? []).map((building) => [
      idOf(building),
      stringField(building, 'name'),
    ]),
  );
  const images = new Map(project.images.map((image) => [image.id, image]));
  const radiosByAp = new Map<string, EsxSimulatedRadio[]>();
  for (const radio of project.simulatedRadios) {
    radiosByAp.set(radio.accessPointId, [...(radiosByAp.get(radio.accessPointId) ?? []), radio]);
  }
  const buildings = new Map<string, CatalystBuilding>();
  const exported: CatalystExport = { maps: { source: 'Airlens', buildings: [] }, images: [] };
  project.floorPlans.forEach((plan, planIndex) => {
    const buildingKey = plan.buildingId ?? '';
    let building = buildings.get(buildingKey);
    if (building === undefined) {
      const parts = (buildingNames.get(buildingKey) ?? projectName)
        .split(' / ')
        .filter((part) => part !== '');
      const name = parts.pop() ?? projectName;
      building = {
        sitePath: parts.length > 0 ? parts : ['Global'],
        name,
        latitude: undefined,
        longitude: undefined,
        floors: [],
      };
      buildings.set(buildingKey, building);
      exported.maps.buildings.push(building);
    }
    const metersPerUnit = plan.metersPerUnit ?? UNSCALED_METERS_PER_UNIT;
    const toFeet = (units: number) => (units * metersPerUnit) / FOOT_METERS;
    const image = floorImage(plan, images, planIndex + 1);
    exported.images.push({ name: image.name, bytes: image.bytes });
    const accessPoints: CatalystAccessPoint[] = project.accessPoints
      .filter((ap) => ap.mine && ap.location?.floorPlanId === plan.id)
      .map((ap) => {
        const radios = radiosByAp.get(ap.id) ?? [];
        const height = radios.find((radio) => radio.antenna.heightMeters !== undefined)?.antenna.heightMeters;
        return {
          name: ap.name,
          model: ap.model,
          macAddress: macOf(rawAps.get(ap.id), tagKeys),
          xFeet: toFeet(ap.location?.x ?? 0),
          yFeet: toFeet(ap.location?.y ?? 0),
          zFeet: height === undefined ? undefined : height / FOOT_METERS,
          radios: radios.map(radioOf).filter((radio): radio is CatalystRadio => radio !== undefined),
        };
      });
    const floor: CatalystFloor = {
      name: plan.name,
      level: plan.floorNumber === undefined ? undefined : plan.floorNumber + 1,
      widthFeet: toFeet(plan.width),
      lengthFeet: toFeet(plan.height),
      heightFeet: plan.floorHeightMeters === undefined ? undefined : plan.floorHeightMeters / FOOT_METERS,
      image: { name: image.name, type: image.type },
      accessPoints,
      obstacles: project.walls
        .filter((wall) => wall.floorPlanId === plan.id)
        .map((wall) => {
          const name = project.wallTypes.find((type) => type.id === wall.wallTypeId)?.name ?? '';
          return {
            type: nearestObstacleType(wall.lossDb.FIVE, name).name,
            attenuationDb: wall.lossDb.FIVE,
            points: [wall.a, wall.b].map((point) => ({ xFeet: toFeet(point.x), yFeet: toFeet(point.y) })),
          };
        }),
      coverageAreas: project.areas
        .filter((area) => area.floorPlanId === plan.id && area.polygon.length >= 3)
        .map((area) => ({
          name: area.name,
          points: area.polygon.map((point) => ({ xFeet: toFeet(point.x), yFeet: toFeet(point.y) })),
        })),
    };
    building.floors.push(floor);
  });
  return exported;
}
