import {
  antennaPatternOf,
  createCellGrid,
  createWallSet,
  type AntennaPattern,
  type Band,
  type CellGrid,
  type PatternCut,
  type PlacedAccessPoint,
  type RadioAntenna,
} from '@airlens/heatmap';
import type { AttenuationArea, PlanningFloor } from '@airlens/heatmap/planning';
import {
  asBand,
  entitiesOf,
  floorAccessPoints,
  floorWalls,
  num,
  str,
  wallTypesOf,
  type DesignAccessPoint,
  type DesignCollections,
  type RawEntity,
} from './design-view';

/** The live heatmap's cells: 0.5 m, grown until the floor has at most 80,000 (a drag step stays fast). */
export const LIVE_GRID_MAX_CELLS = 80_000;

/** The floor plan's size and scale; null when it has no usable scale (a prediction needs metres). */
export function floorScaleOf(
  design: DesignCollections,
  floorPlanId: string,
): { widthUnits: number; heightUnits: number; metersPerUnit: number } | null {
  const plan = entitiesOf(design, 'floorPlans').find((candidate) => candidate.id === floorPlanId);
  const widthUnits = num(plan?.width);
  const heightUnits = num(plan?.height);
  const metersPerUnit = num(plan?.metersPerUnit);
  if ([widthUnits, heightUnits, metersPerUnit].some((value) => value === undefined || !(value > 0))) {
    return null;
  }
  return { widthUnits: widthUnits ?? 1, heightUnits: heightUnits ?? 1, metersPerUnit: metersPerUnit ?? 1 };
}

export function liveGrid(widthMeters: number, heightMeters: number): CellGrid {
  return createCellGrid(widthMeters, heightMeters, 'accurate', LIVE_GRID_MAX_CELLS);
}

function median(values: number[]): number | undefined {
  if (values.length === 0) {
    return undefined;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The most samples a cut may have: the .esx reader's limit (a longer cut leaves the antenna omni). */
const MAX_CUT_SAMPLES = 3600;

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * One cut of an antenna type (`hplane` / `eplane`: alignmentAngle and gains of { angle, gain }) by the .esx
 * reader's rule: a malformed cut (a sample without finite numbers, fewer than 2 or more than 3,600 samples) is
 * no cut, and the antenna stays omni.
 */
function patternCutOf(value: unknown): PatternCut | undefined {
  const cut = recordOf(value);
  const samples = Array.isArray(cut?.gains) ? (cut.gains as unknown[]) : [];
  const gains = samples.flatMap((sample) => {
    const angleDegrees = num(recordOf(sample)?.angle);
    const gainDbi = num(recordOf(sample)?.gain);
    return angleDegrees === undefined || gainDbi === undefined ? [] : [{ angleDegrees, gainDbi }];
  });
  const alignmentDegrees = cut?.alignmentAngle === undefined ? 0 : num(cut.alignmentAngle);
  if (
    alignmentDegrees === undefined ||
    gains.length !== samples.length ||
    gains.length < 2 ||
    gains.length > MAX_CUT_SAMPLES
  ) {
    return undefined;
  }
  return { alignmentDegrees, gains };
}

/**
 * Patterns already resampled, per antenna type entity: a design edit keeps the entities it does not touch, so a
 * drag or a rotation resamples nothing.
 */
const patternsByType = new WeakMap<RawEntity, AntennaPattern | null>();

/** The antenna type's pattern when it carries both cuts (the server's rule, floor-input.ts), else null (omni). */
function patternOfType(type: RawEntity): AntennaPattern | null {
  const known = patternsByType.get(type);
  if (known !== undefined) {
    return known;
  }
  const hplane = patternCutOf(type.hplane);
  const eplane = patternCutOf(type.eplane);
  const pattern =
    hplane === undefined || eplane === undefined
      ? null
      : (antennaPatternOf(hplane, eplane, num(type.maxGain)) ?? null);
  patternsByType.set(type, pattern);
  return pattern;
}

/**
 * Each planned radio's antenna as prediction takes it, by radio id: its type's pattern pointed by the radio's
 * `antennaDirection` (a rotation) and `antennaTilt`. Radios whose type has no pattern are absent: they stay omni,
 * so turning them changes nothing.
 */
export function radioAntennasOf(design: DesignCollections): Map<string, RadioAntenna> {
  const types = new Map(entitiesOf(design, 'antennaTypes').map((type) => [type.id, type]));
  const antennas = new Map<string, RadioAntenna>();
  for (const radio of entitiesOf(design, 'simulatedRadios')) {
    const type = types.get(str(radio.antennaTypeId) ?? '');
    const pattern = type === undefined ? null : patternOfType(type);
    if (pattern !== null) {
      antennas.set(radio.id, {
        pattern,
        directionDegrees: num(radio.antennaDirection) ?? 0,
        tiltDegrees: num(radio.antennaTilt) ?? 0,
      });
    }
  }
  return antennas;
}

/**
 * An AP in metres as the engine takes it: its mount height is the median of its radios' stated heights. A radio
 * with an antenna in `antennas` (radioAntennasOf) is predicted with its pattern, and its link budget counts the
 * pattern's peak, as the server's does.
 */
export function placedAccessPoint(
  ap: DesignAccessPoint,
  metersPerUnit: number,
  antennas: ReadonlyMap<string, RadioAntenna> = new Map(),
): PlacedAccessPoint {
  const mountHeightMeters = median(
    ap.radios.map((radio) => radio.heightMeters ?? 0).filter((height) => height > 0),
  );
  return {
    id: ap.id,
    xMeters: ap.coord.x * metersPerUnit,
    yMeters: ap.coord.y * metersPerUnit,
    isMine: true,
    ...(mountHeightMeters === undefined ? {} : { mountHeightMeters }),
    radios: ap.radios.map((radio) => {
      const antenna = antennas.get(radio.id);
      return {
        id: radio.id,
        band: radio.band,
        primaryChannel: radio.primaryChannel,
        widthMhz: radio.widthMhz,
        txPowerDbm: radio.txPowerDbm,
        antennaGainDbi: antenna?.pattern.peakGainDbi ?? radio.antennaGainDbi,
        isEnabled: radio.isEnabled,
        ...(antenna === undefined ? {} : { antenna }),
      };
    }),
  };
}

function bandFactors(entity: RawEntity): Record<Band, number> {
  const single = num(entity.attenuationPerMeter) ?? num(entity.attenuation) ?? 0;
  const factors: Record<Band, number> = { TWO: single, FIVE: single, SIX: single };
  const properties = Array.isArray(entity.propagationProperties)
    ? (entity.propagationProperties as unknown[])
    : [];
  for (const property of properties) {
    const record =
      typeof property === 'object' && property !== null ? (property as Record<string, unknown>) : {};
    const band = asBand(record.band);
    if (band !== undefined) {
      factors[band] = num(record.attenuationFactor) ?? factors[band];
    }
  }
  if (
    properties.length > 0 &&
    !properties.some((p) => (p as Record<string, unknown> | null)?.band === 'SIX')
  ) {
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
    const record = (typeof point === 'object' && point !== null ? point : {}) as Record<string, unknown>;
    const p = (typeof record.coord === 'object' && record.coord !== null ? record.coord : record) as Record<
      string,
      unknown
    >;
    const x = num(p.x);
    const y = num(p.y);
    if (x === undefined || y === undefined) {
      return undefined;
    }
    coords.push(x * metersPerUnit, y * metersPerUnit);
  }
  return coords.length >= 6 ? Float64Array.from(coords) : undefined;
}

function attenuationAreasOf(
  design: DesignCollections,
  floorPlanId: string,
  metersPerUnit: number,
): AttenuationArea[] {
  const types = new Map(entitiesOf(design, 'attenuationAreaTypes').map((type) => [type.id, type]));
  return entitiesOf(design, 'attenuationAreas').flatMap((entity) => {
    const type = types.get(str(entity.attenuationAreaTypeId) ?? '');
    const polygon = polygonOf(entity.area, metersPerUnit);
    if (entity.floorPlanId !== floorPlanId || type === undefined || polygon === undefined) {
      return [];
    }
    return [
      {
        id: entity.id,
        polygonMeters: polygon,
        dbPerMeter: bandFactors(type),
        lowerEdgeMeters: num(type.lowerEdge) ?? 0,
        upperEdgeMeters: num(type.upperEdge) ?? Infinity,
      },
    ];
  });
}

/**
 * The engine's input for one floor of the design, built by the server's rules (planning-model.ts and
 * floor-input.ts): walls with their types' per-band loss, attenuation areas, and the placed APs in metres with
 * their antenna patterns.
 */
export function planningFloorOf(
  design: DesignCollections,
  floorPlanId: string,
  metersPerUnit: number,
): PlanningFloor {
  const types = new Map(wallTypesOf(design).map((type) => [type.id, type]));
  const antennas = radioAntennasOf(design);
  const walls = floorWalls(design, floorPlanId).flatMap((wall) => {
    const type = types.get(wall.wallTypeId);
    return type === undefined
      ? []
      : [
          {
            x1: wall.a.x * metersPerUnit,
            y1: wall.a.y * metersPerUnit,
            x2: wall.b.x * metersPerUnit,
            y2: wall.b.y * metersPerUnit,
            lossDb: type.lossDb,
          },
        ];
  });
  return {
    floorPlanId,
    floorNumber: 0,
    heightMeters: 3,
    thicknessMeters: 0,
    slabLossDb: { TWO: 0, FIVE: 0, SIX: 0 },
    holes: [],
    walls: createWallSet(walls),
    attenuationAreas: attenuationAreasOf(design, floorPlanId, metersPerUnit),
    accessPoints: floorAccessPoints(design, floorPlanId)
      .filter((ap) => ap.radios.length > 0)
      .map((ap) => placedAccessPoint(ap, metersPerUnit, antennas)),
  };
}
