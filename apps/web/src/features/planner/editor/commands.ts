// Each editor action as design operations (api-contract.md "Design editing and versions"); execute() in
// editor-state.ts applies them and keeps their inverse for undo.
import {
  ANTENNA_TILT_DEGREES,
  channelCentreMhz,
  type Design,
  type DesignEntity,
  type DesignOperation,
  type DesignPoint,
} from '@airlens/domain';
import type { Band } from '@airlens/heatmap';
import type { CatalogueModel } from '../catalogue/ap-models';

/** Makes ids for new entities (crypto.randomUUID in the page; a counter in tests). */
export type IdMaker = () => string;

function radiosOf(design: Design, accessPointId: string): readonly DesignEntity[] {
  return (design.get('simulatedRadios') ?? []).filter((radio) => radio.accessPointId === accessPointId);
}

function accessPointOf(design: Design, id: string): DesignEntity | undefined {
  return (design.get('accessPoints') ?? []).find((entity) => entity.id === id);
}

function coordOf(entity: DesignEntity): { floorPlanId: string; coord: DesignPoint } | undefined {
  const location = entity.location as
    { floorPlanId?: unknown; coord?: { x?: unknown; y?: unknown } } | undefined;
  const x = location?.coord?.x;
  const y = location?.coord?.y;
  return typeof location?.floorPlanId === 'string' && typeof x === 'number' && typeof y === 'number'
    ? { floorPlanId: location.floorPlanId, coord: { x, y } }
    : undefined;
}

/** The IEEE channel numbers a radio of `widthMhz` occupies from its primary channel (20 MHz steps of 4). */
function channelBlock(primaryChannel: number, widthMhz: number): number[] {
  return Array.from({ length: Math.max(1, Math.round(widthMhz / 20)) }, (_, k) => primaryChannel + 4 * k);
}

/**
 * A radio's channel fields: the IEEE numbers and their centre frequencies. Readers take the band from the
 * frequencies (AI Pro 11.x), so a 6 GHz channel is never mistaken for a 5 GHz one of the same number.
 */
export function channelFields(
  band: Band,
  primaryChannel: number,
  widthMhz: number,
): Record<string, number[]> {
  const channel = channelBlock(primaryChannel, widthMhz);
  return {
    channel,
    channelByCenterFrequencyDefinedNarrowChannels: channel.map((number) => channelCentreMhz(band, number)),
  };
}

/** The antenna type of the design for a band whose gain is nearest the model's default antenna, if any. */
/**
 * The design's antenna type for a new radio: the one named as the model's default antenna, else the pattern-less
 * (omni) type of the band nearest the catalogue gain. A type with pattern cuts belongs to another model's
 * antenna (a patch or sector): the catalogue's integrated omni must not be predicted with it.
 */
function antennaFor(
  design: Design,
  band: string,
  model: CatalogueModel,
  gainDbi: number,
): string | undefined {
  const ofBand = (design.get('antennaTypes') ?? []).filter((antenna) => antenna.frequencyBand === band);
  const named = ofBand.find((antenna) => antenna.name === model.antenna);
  if (named !== undefined) {
    return named.id;
  }
  const omni = ofBand.filter((antenna) => antenna.hplane === undefined && antenna.eplane === undefined);
  const sorted = [...omni].sort(
    (a, b) => Math.abs(Number(a.maxGain ?? 0) - gainDbi) - Math.abs(Number(b.maxGain ?? 0) - gainDbi),
  );
  return sorted[0]?.id;
}

/** The next free numbered name: 'AP-7' after the highest 'AP-n' of the entities (prefix 'AP-'). */
export function nextNumberedName(entities: readonly DesignEntity[], prefix: string): string {
  const numbers = entities.map((entity) => {
    const rest =
      typeof entity.name === 'string' && entity.name.startsWith(prefix)
        ? entity.name.slice(prefix.length)
        : '';
    return /^\d+$/.test(rest) ? Number(rest) : 0;
  });
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

/** Places a new AP of a catalogue model at a point, with one radio per band of the model. */
export function placeAccessPoint(
  design: Design,
  input: { floorPlanId: string; coord: DesignPoint; model: CatalogueModel; mountHeightMeters: number },
  newId: IdMaker,
): DesignOperation[] {
  const id = newId();
  const ap: DesignOperation = {
    op: 'add',
    type: 'ACCESS_POINT',
    id,
    value: {
      name: nextNumberedName(design.get('accessPoints') ?? [], 'AP-'),
      vendor: input.model.vendor,
      model: input.model.model,
      mine: true,
      location: { floorPlanId: input.floorPlanId, coord: input.coord },
    },
  };
  const radios = input.model.radios.map((radio, index): DesignOperation => {
    const antennaTypeId = antennaFor(design, radio.band, input.model, radio.antennaGainDbi);
    return {
      op: 'add',
      type: 'SIMULATED_RADIO',
      id: newId(),
      value: {
        accessPointId: id,
        accessPointIndex: index,
        radioTechnology: 'IEEE802_11',
        enabled: true,
        transmitPower: radio.txPowerDbm,
        ...channelFields(radio.band, radio.channel, radio.widthMhz),
        antennaHeight: input.mountHeightMeters,
        antennaMounting: 'CEILING',
        antennaDirection: 0,
        ...(antennaTypeId === undefined ? {} : { antennaTypeId }),
      },
    };
  });
  return [ap, ...radios];
}

/** Moves APs by an offset in plan units (clamped to the plan). */
export function moveAccessPoints(
  design: Design,
  ids: readonly string[],
  delta: DesignPoint,
  bounds: { widthUnits: number; heightUnits: number },
): DesignOperation[] {
  return ids.flatMap((id) => {
    const entity = accessPointOf(design, id);
    const at = entity === undefined ? undefined : coordOf(entity);
    if (at === undefined) {
      return [];
    }
    const coord = {
      x: Math.min(bounds.widthUnits, Math.max(0, at.coord.x + delta.x)),
      y: Math.min(bounds.heightUnits, Math.max(0, at.coord.y + delta.y)),
    };
    return [
      { op: 'update', type: 'ACCESS_POINT', id, value: { location: { floorPlanId: at.floorPlanId, coord } } },
    ];
  });
}

/** Turns APs' antennas by a number of degrees (kept in 0–359). */
export function rotateAccessPoints(
  design: Design,
  ids: readonly string[],
  degrees: number,
): DesignOperation[] {
  return ids.flatMap((id) =>
    radiosOf(design, id).map((radio): DesignOperation => {
      const current = typeof radio.antennaDirection === 'number' ? radio.antennaDirection : 0;
      return {
        op: 'update',
        type: 'SIMULATED_RADIO',
        id: radio.id,
        value: { antennaDirection: (((current + degrees) % 360) + 360) % 360 },
      };
    }),
  );
}

/** Copies APs (with their radios) an offset away; the copies get new ids and names. */
export function copyAccessPoints(
  design: Design,
  ids: readonly string[],
  offset: DesignPoint,
  newId: IdMaker,
): { operations: DesignOperation[]; copyIds: string[] } {
  const operations: DesignOperation[] = [];
  const copyIds: string[] = [];
  let names = design;
  for (const id of ids) {
    const entity = accessPointOf(design, id);
    const at = entity === undefined ? undefined : coordOf(entity);
    if (entity === undefined || at === undefined) {
      continue;
    }
    const copyId = newId();
    const name = nextNumberedName(names.get('accessPoints') ?? [], 'AP-');
    const { id: _id, status: _status, history: _history, ...fields } = entity;
    const coord = { x: at.coord.x + offset.x, y: at.coord.y + offset.y };
    operations.push({
      op: 'add',
      type: 'ACCESS_POINT',
      id: copyId,
      value: { ...fields, name, location: { floorPlanId: at.floorPlanId, coord } },
    });
    // Later copies count this one's name.
    names = new Map(names).set('accessPoints', [...(names.get('accessPoints') ?? []), { id: copyId, name }]);
    for (const radio of radiosOf(design, id)) {
      const { id: _radioId, status: _radioStatus, history: _radioHistory, ...radioFields } = radio;
      operations.push({
        op: 'add',
        type: 'SIMULATED_RADIO',
        id: newId(),
        value: { ...radioFields, accessPointId: copyId },
      });
    }
    copyIds.push(copyId);
  }
  return { operations, copyIds };
}

/** Removes the selected APs (their radios go with them), walls, attenuation areas and requirement areas. */
export function deleteEntities(selection: {
  accessPointIds: readonly string[];
  wallIds: readonly string[];
  attenuationAreaIds?: readonly string[];
  areaIds?: readonly string[];
}): DesignOperation[] {
  const removals = (type: DesignOperation['type'], ids: readonly string[] = []) =>
    ids.map((id): DesignOperation => ({ op: 'remove', type, id }));
  return [
    ...removals('ACCESS_POINT', selection.accessPointIds),
    ...removals('WALL_SEGMENT', selection.wallIds),
    ...removals('ATTENUATION_AREA', selection.attenuationAreaIds),
    ...removals('AREA', selection.areaIds),
  ];
}

/** What the radio form may change on one radio. */
export interface RadioChange {
  primaryChannel?: number;
  widthMhz?: number;
  txPowerDbm?: number;
  isEnabled?: boolean;
}

/** Changes one radio's channel block, power or on/off state. */
export function updateRadio(
  radioId: string,
  current: { band: Band; primaryChannel: number; widthMhz: number },
  change: RadioChange,
): DesignOperation[] {
  const value: Record<string, unknown> = {};
  if (change.primaryChannel !== undefined || change.widthMhz !== undefined) {
    // Both channel fields, so a reader preferring the centre frequencies sees the new channel too.
    Object.assign(
      value,
      channelFields(
        current.band,
        change.primaryChannel ?? current.primaryChannel,
        change.widthMhz ?? current.widthMhz,
      ),
    );
  }
  if (change.txPowerDbm !== undefined) {
    value.transmitPower = change.txPowerDbm;
  }
  if (change.isEnabled !== undefined) {
    value.enabled = change.isEnabled;
  }
  return Object.keys(value).length === 0
    ? []
    : [{ op: 'update', type: 'SIMULATED_RADIO', id: radioId, value }];
}

/** One update of the same fields on every radio of each AP (an AP's antenna settings live on its radios). */
function updateEveryRadio(
  design: Design,
  ids: readonly string[],
  value: Record<string, unknown>,
): DesignOperation[] {
  return ids.flatMap((id) =>
    radiosOf(design, id).map((radio): DesignOperation => ({
      op: 'update',
      type: 'SIMULATED_RADIO',
      id: radio.id,
      value,
    })),
  );
}

/** Sets the mounting height of APs (every radio's antenna height). */
export function setMountHeight(
  design: Design,
  ids: readonly string[],
  heightMeters: number,
): DesignOperation[] {
  return updateEveryRadio(design, ids, { antennaHeight: heightMeters });
}

/** The tilts the server accepts (packages/domain design-values), for the editor's field. */
export { ANTENNA_TILT_DEGREES };

/** Points APs' antennas (every radio's) to one direction in degrees, kept in 0–359 like a rotation. */
export function setAntennaDirection(
  design: Design,
  ids: readonly string[],
  degrees: number,
): DesignOperation[] {
  if (!Number.isFinite(degrees)) {
    throw new RangeError('The antenna direction must be a number of degrees.');
  }
  const direction = ((degrees % 360) + 360) % 360;
  return updateEveryRadio(design, ids, { antennaDirection: direction });
}

/** Tilts APs' antennas (every radio's) down by `degrees` below the horizon (negative: up); −90 to 90. */
export function setAntennaTilt(design: Design, ids: readonly string[], degrees: number): DesignOperation[] {
  const { min, max } = ANTENNA_TILT_DEGREES;
  if (!Number.isFinite(degrees) || degrees < min || degrees > max) {
    throw new RangeError(`The antenna tilt must be from ${min} to ${max} degrees.`);
  }
  return updateEveryRadio(design, ids, { antennaTilt: degrees });
}

/** Draws walls of one type through consecutive points (a polyline: n points make n − 1 walls). */
export function drawWalls(
  input: { floorPlanId: string; points: readonly DesignPoint[]; wallTypeId: string },
  newId: IdMaker,
): DesignOperation[] {
  return input.points.slice(1).map((point, index): DesignOperation => ({
    op: 'add',
    type: 'WALL_SEGMENT',
    id: newId(),
    value: {
      wallTypeId: input.wallTypeId,
      floorPlanId: input.floorPlanId,
      points: [input.points[index] ?? point, point],
    },
  }));
}
