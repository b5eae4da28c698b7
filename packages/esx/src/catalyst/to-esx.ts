import type { EsxBand } from '../channels.ts';
import { encodeGrayPng } from '../generate/png.ts';
import { sniffImage } from '../image-sniff.ts';
import type { EsxEntity, EsxProject } from '../model.ts';
import { buildProject } from '../project.ts';
import { subChannelFrequencies } from './channels.ts';
import { ControllerArchiveError } from './errors.ts';
import type { ControllerArchiveLimits } from './limits.ts';
import type { CatalystAccessPoint, CatalystFloor, CatalystMaps } from './model.ts';
import { ciscoObstacleType } from './obstacles.ts';

const FOOT_METERS = 0.3048;
/** Pixels per metre of the blank plan drawn for a floor whose archive has no usable image. */
const BLANK_PIXELS_PER_METER = 10;
const DEFAULT_HEIGHT_METERS = 2.5;
const WALL_THICKNESS_METERS = 0.1;
const BANDS: readonly EsxBand[] = ['TWO', 'FIVE', 'SIX'];
const IMAGE_FORMATS: Record<string, string> = { png: 'PNG', jpeg: 'JPEG', bmp: 'BMP', gif: 'GIF' };

/** What the conversion needs besides the hierarchy. */
export interface ToEsxInput {
  maps: CatalystMaps;
  /** A floor's image bytes by the floor's position in the hierarchy (building index, floor index). */
  imageOf: (buildingIndex: number, floorIndex: number) => Uint8Array | undefined;
  /** Project name (the archive's file name without extension). */
  projectName: string;
  limits: ControllerArchiveLimits;
  now: Date;
  newId: () => string;
}

function entity(fields: Record<string, unknown>, id: string): EsxEntity {
  return { ...(fields as EsxEntity), id, status: 'CREATED' };
}

function round(value: number, digits = 4): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

interface PlanImage {
  bytes: Uint8Array;
  format: string;
  width: number;
  height: number;
  name: string;
}

function planImage(
  floor: CatalystFloor,
  bytes: Uint8Array | undefined,
  limits: ControllerArchiveLimits,
): PlanImage {
  const sniffed = bytes === undefined ? undefined : sniffImage(bytes);
  const format = sniffed === undefined ? undefined : IMAGE_FORMATS[sniffed.kind];
  if (
    bytes !== undefined &&
    sniffed?.width !== undefined &&
    sniffed.height !== undefined &&
    format !== undefined
  ) {
    if (Math.max(sniffed.width, sniffed.height) > limits.maxImagePixels) {
      throw new ControllerArchiveError(
        'INVALID_VALUE',
        `The image of floor "${floor.name}" is ${sniffed.width}×${sniffed.height} pixels; the limit is ${limits.maxImagePixels} on a side.`,
      );
    }
    if (sniffed.width > 0 && sniffed.height > 0) {
      return {
        bytes,
        format,
        width: sniffed.width,
        height: sniffed.height,
        name: floor.image?.name ?? 'floor.png',
      };
    }
  }
  const width = Math.max(
    1,
    Math.min(4000, Math.round(floor.widthFeet * FOOT_METERS * BLANK_PIXELS_PER_METER)),
  );
  const height = Math.max(
    1,
    Math.min(4000, Math.round(floor.lengthFeet * FOOT_METERS * BLANK_PIXELS_PER_METER)),
  );
  return {
    bytes: encodeGrayPng(width, height, new Uint8Array(width * height).fill(255)),
    format: 'PNG',
    width,
    height,
    name: `${floor.name}.png`,
  };
}

/** The mutable collections of the project being built. */
class Collections {
  readonly map = new Map<string, EsxEntity[]>();
  readonly binaries = new Map<string, Uint8Array>();
  private readonly wallTypeIds = new Map<string, string>();
  private readonly antennaIds = new Map<string, string>();
  macTagKeyId: string | undefined;

  constructor(private readonly newId: () => string) {}

  add(collection: string, fields: Record<string, unknown>, id = this.newId()): string {
    const list = this.map.get(collection) ?? [];
    list.push(entity(fields, id));
    this.map.set(collection, list);
    return id;
  }

  wallType(typeName: string, attenuationDb: number): string {
    const known = ciscoObstacleType(typeName);
    const label = known?.name ?? typeName;
    const lossDb = Number.isFinite(attenuationDb) ? attenuationDb : (known?.attenuationDb ?? 0);
    const cacheKey = `${label}\n${lossDb}`;
    const existing = this.wallTypeIds.get(cacheKey);
    if (existing !== undefined) {
      return existing;
    }
    const id = this.add('wallTypes', {
      name: lossDb === known?.attenuationDb ? `Cisco ${label}` : `Cisco ${label} (${lossDb} dB)`,
      key: known?.key ?? `Cisco${label.replace(/[^A-Za-z0-9]/g, '')}`,
      color: known?.color ?? '#808080',
      thickness: WALL_THICKNESS_METERS,
      lowerEdge: 0,
      propagationProperties: BANDS.map((band) => ({
        band,
        attenuationFactor: round(lossDb / WALL_THICKNESS_METERS, 6),
        reflectionCoefficient: 0.3,
        diffractionCoefficient: 0.0,
      })),
      legacyId: 0,
    });
    this.wallTypeIds.set(cacheKey, id);
    return id;
  }

  antennaType(
    ap: CatalystAccessPoint,
    band: EsxBand,
    name: string | undefined,
    gainDbi: number | undefined,
  ): string {
    const label =
      name ?? `${ap.model ?? 'Cisco AP'} ${band === 'TWO' ? '2.4GHz' : band === 'FIVE' ? '5GHz' : '6GHz'}`;
    const cacheKey = `${label}\n${band}`;
    const existing = this.antennaIds.get(cacheKey);
    if (existing !== undefined) {
      return existing;
    }
    const id = this.add('antennaTypes', {
      name: label,
      directional: false,
      defaultTiltAngle: 0,
      frequencyBand: band,
      apVendor: 'Cisco',
      apModel: ap.model ?? '',
      radioTechnology: 'IEEE802_11',
      defaultMounting: 'CEILING',
      apCoupling: 'INTERNAL_ANTENNA',
      ...(gainDbi === undefined ? {} : { maxGain: gainDbi }),
    });
    this.antennaIds.set(cacheKey, id);
    return id;
  }

  macTag(): string {
    this.macTagKeyId ??= this.add('tagKeys', { key: 'MAC' });
    return this.macTagKeyId;
  }
}

function addAccessPoint(
  out: Collections,
  ap: CatalystAccessPoint,
  floorPlanId: string,
  toPlan: (feet: number) => number,
): void {
  const apId = out.add('accessPoints', {
    location: { floorPlanId, coord: { x: toPlan(ap.xFeet), y: toPlan(ap.yFeet) } },
    name: ap.name,
    mine: true,
    hidden: false,
    userDefinedPosition: true,
    noteIds: [],
    vendor: 'Cisco',
    ...(ap.model === undefined ? {} : { model: ap.model }),
    color: '#FFE600',
    tags: ap.macAddress === undefined ? [] : [{ tagKeyId: out.macTag(), value: ap.macAddress }],
  });
  const heightMeters = ap.zFeet === undefined ? DEFAULT_HEIGHT_METERS : round(ap.zFeet * FOOT_METERS);
  ap.radios.forEach((radio, index) => {
    out.add('simulatedRadios', {
      accessPointId: apId,
      accessPointIndex: index,
      radioTechnology: 'IEEE802_11',
      enabled: radio.enabled,
      transmitPower: radio.txPowerDbm ?? (radio.band === 'TWO' ? 14 : 17),
      ...(radio.channel === undefined
        ? {}
        : {
            channelByCenterFrequencyDefinedNarrowChannels: subChannelFrequencies(
              radio.band,
              radio.channel,
              radio.channelWidthMhz,
            ),
          }),
      antennaTypeId: out.antennaType(ap, radio.band, radio.antennaName, radio.antennaGainDbi),
      antennaDirection: radio.azimuthDegrees ?? 0,
      antennaTilt: radio.elevationDegrees ?? 0,
      antennaHeight: heightMeters,
      antennaMounting: 'CEILING',
      technology: radio.band === 'SIX' ? 'AX' : 'AC',
      spatialStreamCount: 2,
      shortGuardInterval: true,
      greenfield: false,
      defaultAntennas: [],
    });
  });
}

function addFloor(
  out: Collections,
  floor: CatalystFloor,
  image: PlanImage,
  buildingId: string,
  floorTypeId: string,
): void {
  const metersPerUnit = (floor.widthFeet * FOOT_METERS) / image.width;
  const toPlan = (feet: number) => round((feet * FOOT_METERS) / metersPerUnit);
  const imageId = out.add('images', {
    imageFormat: image.format,
    resolutionWidth: image.width,
    resolutionHeight: image.height,
    imageName: image.name,
  });
  out.binaries.set(`image-${imageId}`, image.bytes);
  const floorPlanId = out.add('floorPlans', {
    name: floor.name,
    width: image.width,
    height: image.height,
    metersPerUnit,
    imageId,
    gpsReferencePoints: [],
    floorPlanType: 'FSPL',
    cropMinX: 0,
    cropMinY: 0,
    cropMaxX: image.width,
    cropMaxY: image.height,
    rotateUpDirection: 'UP',
    tags: [],
  });
  out.add('buildingFloors', {
    floorPlanId,
    buildingId,
    floorTypeId,
    floorNumber: floor.level === undefined ? 0 : floor.level - 1,
    height: floor.heightFeet === undefined ? 3 : round(floor.heightFeet * FOOT_METERS),
    thickness: 0.3,
  });
  for (const ap of floor.accessPoints) {
    addAccessPoint(out, ap, floorPlanId, toPlan);
  }
  for (const obstacle of floor.obstacles) {
    const wallTypeId = out.wallType(obstacle.type, obstacle.attenuationDb);
    const pointIds = obstacle.points.map((point) =>
      out.add('wallPoints', {
        location: { floorPlanId, coord: { x: toPlan(point.xFeet), y: toPlan(point.yFeet) } },
      }),
    );
    for (let index = 1; index < pointIds.length; index++) {
      out.add('wallSegments', {
        wallPoints: [pointIds[index - 1], pointIds[index]],
        wallTypeId,
        originType: 'WALL_TOOL',
      });
    }
  }
  for (const area of floor.coverageAreas) {
    out.add('areas', {
      floorPlanId,
      name: area.name,
      noteIds: [],
      color: '#00A0FF',
      area: area.points.map((point) => ({ x: toPlan(point.xFeet), y: toPlan(point.yFeet) })),
      capacityItems: [],
    });
  }
}

/**
 * An Ekahau project from a map archive's hierarchy: one building per Catalyst building (named by its site path
 * and its own name), one floor plan per floor keeping the floor's name, plans scaled from the floor's width in
 * feet over its image, APs with their radios, obstacles as walls of Cisco wall types, coverage areas as areas.
 */
export function catalystToEsxProject(input: ToEsxInput): EsxProject {
  const out = new Collections(input.newId);
  const iso = input.now.toISOString();
  const projectId = input.newId();
  const configurationId = input.newId();
  out.add(
    'project',
    {
      name: input.projectName,
      title: input.projectName,
      customer: '',
      location: '',
      responsiblePerson: '',
      noteIds: [],
      projectAncestors: [],
      history: { createdAt: iso, createdBy: 'Airlens', modifiedAt: iso, modifiedBy: 'Airlens' },
      projectConfigurationId: configurationId,
      schemaVersion: '1.9.0',
      tags: [],
    },
    projectId,
  );
  out.add('projectHistorys', {
    parentIds: [],
    timestamp: iso,
    projectId,
    projectName: input.projectName,
    productName: 'Airlens controller-archive conversion',
    productVersion: '1.0',
    schemaVersion: '1.9.0',
    operation: 'LOCAL_SAVE',
    platform: input.maps.source ?? 'Cisco map archive',
  });
  out.add(
    'projectConfiguration',
    { enabledGroupingLogics: ['Cisco', 'generic-grouping-logic'], displayOptions: [], favoriteSsids: [] },
    configurationId,
  );
  const floorTypeId = out.add('floorTypes', {
    key: 'FloorTypes.OfficeEU',
    name: 'Office, EU',
    isDefault: true,
    propagationProperties: BANDS.map((band) => ({ band, attenuationFactor: band === 'TWO' ? 43.333 : 50 })),
  });
  input.maps.buildings.forEach((building, buildingIndex) => {
    const buildingId = out.add('buildings', {
      name: [...building.sitePath, building.name].join(' / '),
      tags: [],
    });
    building.floors.forEach((floor, floorIndex) => {
      addFloor(
        out,
        floor,
        planImage(floor, input.imageOf(buildingIndex, floorIndex), input.limits),
        buildingId,
        floorTypeId,
      );
    });
  });
  return buildProject('2.0', out.map, out.binaries);
}
