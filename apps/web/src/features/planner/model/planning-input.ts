import {
  createCellGrid,
  createWallSet,
  type Band,
  type CellGrid,
  type PlacedAccessPoint,
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

/** An AP in metres as the engine takes it: its mount height is the median of its radios' stated heights. */
export function placedAccessPoint(ap: DesignAccessPoint, metersPerUnit: number): PlacedAccessPoint {
  const mountHeightMeters = median(
    ap.radios.map((radio) => radio.heightMeters ?? 0).filter((height) => height > 0),
  );
  return {
    id: ap.id,
    xMeters: ap.coord.x * metersPerUnit,
    yMeters: ap.coord.y * metersPerUnit,
    isMine: true,
    ...(mountHeightMeters === undefined ? {} : { mountHeightMeters }),
    radios: ap.radios.map((radio) => ({
      id: radio.id,
      band: radio.band,
      primaryChannel: radio.primaryChannel,
      widthMhz: radio.widthMhz,
      txPowerDbm: radio.txPowerDbm,
      antennaGainDbi: radio.antennaGainDbi,
      isEnabled: radio.isEnabled,
    })),
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
 * floor-input.ts): walls with their types' per-band loss, attenuation areas, and the placed APs in metres.
 */
export function planningFloorOf(
  design: DesignCollections,
  floorPlanId: string,
  metersPerUnit: number,
): PlanningFloor {
  const types = new Map(wallTypesOf(design).map((type) => [type.id, type]));
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
      .map((ap) => placedAccessPoint(ap, metersPerUnit)),
  };
}
