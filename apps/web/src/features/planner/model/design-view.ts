import { bandOfFrequencyMhz, channelOfFrequencyMhz } from '@airlens/domain';
import type { Band, ChannelWidthMhz } from '@airlens/heatmap';

/** An .esx entity as the batch call answers it (and a design operation's `value` carries it). */
export type RawEntity = Record<string, unknown> & { id: string };

/** The batch collections the editor reads (poTypes in api-contract.md: their camelCase plural keys). */
export const DESIGN_COLLECTIONS = [
  'floorPlans',
  'accessPoints',
  'simulatedRadios',
  'antennaTypes',
  'wallTypes',
  'wallPoints',
  'wallSegments',
  'attenuationAreas',
  'attenuationAreaTypes',
  'areas',
  'requirements',
] as const;

export type DesignCollection = (typeof DESIGN_COLLECTIONS)[number];

/** A design as raw entities per collection (the shape design operations apply to). */
export type DesignCollections = ReadonlyMap<string, readonly RawEntity[]>;

/** The live entities of one collection (an entity marked DELETED is gone). */
export function entitiesOf(design: DesignCollections, collection: DesignCollection): readonly RawEntity[] {
  return (design.get(collection) ?? []).filter((entity) => entity.status !== 'DELETED');
}

/** The batch answer (one key per collection) as a design. */
export function designOfBatch(batch: Readonly<Record<string, unknown>>): DesignCollections {
  const design = new Map<string, RawEntity[]>();
  for (const collection of DESIGN_COLLECTIONS) {
    const list = batch[collection];
    design.set(
      collection,
      (Array.isArray(list) ? (list as unknown[]) : []).filter(
        (entity): entity is RawEntity => isRecord(entity) && typeof entity.id === 'string',
      ),
    );
  }
  return design;
}

export interface PlanCoord {
  x: number;
  y: number;
}

/** A planned radio as the editor shows it. */
export interface DesignRadio {
  id: string;
  accessPointId: string;
  band: Band;
  primaryChannel: number;
  widthMhz: ChannelWidthMhz;
  txPowerDbm: number;
  /** Gain of its antenna type; 3 dBi (a typical integrated omni) when the file names none, as on the server. */
  antennaGainDbi: number;
  isEnabled: boolean;
  heightMeters: number | undefined;
  directionDegrees: number;
  /** Downtilt below the horizon (`antennaTilt`; negative tilts it up), as the prediction reads it. */
  tiltDegrees: number;
}

/** A placed AP in plan units, with its radios. */
export interface DesignAccessPoint {
  id: string;
  name: string;
  model: string;
  floorPlanId: string;
  coord: PlanCoord;
  radios: DesignRadio[];
}

export interface DesignWallType {
  id: string;
  name: string;
  color: string;
  /** Loss of one crossing per band: attenuation factor × thickness, or the legacy total (the .esx reader's rule). */
  lossDb: Record<Band, number>;
}

export interface DesignWall {
  id: string;
  floorPlanId: string;
  a: PlanCoord;
  b: PlanCoord;
  wallTypeId: string;
}

export const DEFAULT_ANTENNA_GAIN_DBI = 3;
const WIDTHS: readonly ChannelWidthMhz[] = [20, 40, 80, 160, 320];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asBand(value: unknown): Band | undefined {
  return value === 'TWO' || value === 'FIVE' || value === 'SIX' ? value : undefined;
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => num(item) !== undefined) : [];
}

/** A location `{ floorPlanId, coord: { x, y } }` of an AP or wall point. */
function locationOf(entity: RawEntity): { floorPlanId: string; coord: PlanCoord } | undefined {
  const location = entity.location;
  if (!isRecord(location) || !isRecord(location.coord)) {
    return undefined;
  }
  const floorPlanId = str(location.floorPlanId);
  const x = num(location.coord.x);
  const y = num(location.coord.y);
  return floorPlanId === undefined || x === undefined || y === undefined
    ? undefined
    : { floorPlanId, coord: { x, y } };
}

/**
 * Band, primary channel and width of a radio: centre frequencies (AI Pro 11.x) win over the legacy channel
 * numbers, whose band is the antenna's (else ≤ 14 is 2.4 GHz) — the .esx reader's rule.
 */
function channelOf(
  radio: RawEntity,
  bandHint: Band | undefined,
): { band: Band; primaryChannel: number; widthMhz: ChannelWidthMhz } | undefined {
  const frequencies = numbers(radio.channelByCenterFrequencyDefinedNarrowChannels);
  const channels = numbers(radio.channel);
  const first = frequencies[0];
  if (first !== undefined) {
    const band = bandOfFrequencyMhz(first) ?? bandHint;
    return band === undefined
      ? undefined
      : {
          band,
          primaryChannel: channelOfFrequencyMhz(first, band),
          widthMhz: widthOf(20 * frequencies.length),
        };
  }
  const primary = channels[0];
  if (primary === undefined) {
    return undefined;
  }
  const band = bandHint ?? (primary <= 14 ? 'TWO' : 'FIVE');
  return { band, primaryChannel: primary, widthMhz: widthOf(20 * channels.length) };
}

function widthOf(widthMhz: number): ChannelWidthMhz {
  return WIDTHS.find((width) => width === widthMhz) ?? 20;
}

/** The Wi-Fi radios of the design that the engine can predict, by AP id. */
function radiosByAccessPoint(design: DesignCollections): Map<string, DesignRadio[]> {
  const antennas = new Map(entitiesOf(design, 'antennaTypes').map((antenna) => [antenna.id, antenna]));
  const byAp = new Map<string, DesignRadio[]>();
  for (const radio of entitiesOf(design, 'simulatedRadios')) {
    const accessPointId = str(radio.accessPointId);
    const antenna = antennas.get(str(radio.antennaTypeId) ?? '');
    const channel = channelOf(radio, asBand(antenna?.frequencyBand));
    const txPowerDbm = num(radio.transmitPower);
    const technology = str(radio.radioTechnology) ?? 'IEEE802_11';
    if (
      accessPointId === undefined ||
      channel === undefined ||
      txPowerDbm === undefined ||
      technology !== 'IEEE802_11'
    ) {
      continue;
    }
    const list = byAp.get(accessPointId) ?? [];
    list.push({
      id: radio.id,
      accessPointId,
      ...channel,
      txPowerDbm,
      antennaGainDbi: num(antenna?.maxGain) ?? DEFAULT_ANTENNA_GAIN_DBI,
      isEnabled: radio.enabled !== false,
      heightMeters: num(radio.antennaHeight),
      directionDegrees: num(radio.antennaDirection) ?? 0,
      tiltDegrees: num(radio.antennaTilt) ?? 0,
    });
    byAp.set(accessPointId, list);
  }
  return byAp;
}

/** The APs placed on one floor, with their radios. */
export function floorAccessPoints(design: DesignCollections, floorPlanId: string): DesignAccessPoint[] {
  const radios = radiosByAccessPoint(design);
  return entitiesOf(design, 'accessPoints').flatMap((entity) => {
    const location = locationOf(entity);
    if (location === undefined || location.floorPlanId !== floorPlanId) {
      return [];
    }
    return [
      {
        id: entity.id,
        name: str(entity.name) ?? '',
        model: str(entity.model) ?? '',
        floorPlanId,
        coord: location.coord,
        radios: radios.get(entity.id) ?? [],
      },
    ];
  });
}

/** Wall types with their per-band loss (attenuationFactor × thickness, or the legacy totalAttenuation). */
export function wallTypesOf(design: DesignCollections): DesignWallType[] {
  return entitiesOf(design, 'wallTypes').map((type) => {
    const thickness = num(type.thickness) ?? 0;
    const byBand = new Map<Band, number>();
    const properties = Array.isArray(type.propagationProperties)
      ? (type.propagationProperties as unknown[])
      : [];
    for (const property of properties) {
      const band = isRecord(property) ? asBand(property.band) : undefined;
      const factor = isRecord(property) ? num(property.attenuationFactor) : undefined;
      if (band !== undefined && factor !== undefined) {
        byBand.set(band, factor * thickness);
      }
    }
    const legacy = num(type.totalAttenuation) ?? 0;
    const two = byBand.get('TWO') ?? legacy;
    const five = byBand.get('FIVE') ?? (byBand.size > 0 ? two : legacy);
    return {
      id: type.id,
      name: str(type.name) ?? 'Wall',
      color: str(type.color) ?? '#5f6368',
      lossDb: { TWO: two, FIVE: five, SIX: byBand.get('SIX') ?? five },
    };
  });
}

/** Wall segments of one floor resolved to their two points (`wallPoints` or the older point1Id/point2Id). */
export function floorWalls(design: DesignCollections, floorPlanId: string): DesignWall[] {
  const points = new Map(entitiesOf(design, 'wallPoints').map((point) => [point.id, locationOf(point)]));
  return entitiesOf(design, 'wallSegments').flatMap((segment) => {
    const ids = Array.isArray(segment.wallPoints) ? segment.wallPoints : [];
    const first = points.get(str(ids[0]) ?? str(segment.point1Id) ?? '');
    const second = points.get(str(ids[1]) ?? str(segment.point2Id) ?? '');
    const wallTypeId = str(segment.wallTypeId);
    if (
      first === undefined ||
      second === undefined ||
      wallTypeId === undefined ||
      first.floorPlanId !== floorPlanId ||
      second.floorPlanId !== floorPlanId
    ) {
      return [];
    }
    return [{ id: segment.id, floorPlanId, a: first.coord, b: second.coord, wallTypeId }];
  });
}
