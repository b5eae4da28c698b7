// A version's design as the diff compares it, built from the collections its import stored.
import { FREQUENCY_BAND_LABELS } from '@airlens/domain';
import { buildProject, type EsxEntity, type EsxSimulatedRadio, type PlanPoint } from '@airlens/esx';
import type { DesignSnapshot, SnapshotEntity, WallColumns } from './version-diff';

/** The collections a snapshot reads (no surveys, no tracks). */
export const DESIGN_COLLECTIONS = [
  'project',
  'floorPlans',
  'images',
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
] as const;

/**
 * The collections a snapshot parses as the import does (buildProject): walls are read raw (wallsOf), attenuation
 * areas raw too, and images, surveys and the rest play no part in a diff.
 */
const PARSED_COLLECTIONS = [
  'project',
  'floorPlans',
  'accessPoints',
  'simulatedRadios',
  'antennaTypes',
  'wallTypes',
  'areas',
  'requirements',
] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function round(value: number, digits: number): string {
  return String(Math.round(value * 10 ** digits) / 10 ** digits);
}

/** A polygon as text precise to 0.1 plan unit, so a reshaped area reads as "shape changed". */
function shapeOf(points: readonly PlanPoint[]): string {
  return points.map((point) => `${round(point.x, 1)},${round(point.y, 1)}`).join(' ');
}

function pointsOf(value: unknown): PlanPoint[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((point: unknown) => {
    const p = point as { x?: unknown; y?: unknown } | null;
    return typeof p?.x === 'number' && typeof p.y === 'number' ? [{ x: p.x, y: p.y }] : [];
  });
}

function radioProperties(radios: readonly EsxSimulatedRadio[]): Record<string, string> {
  const properties: Record<string, string> = {};
  const ordered = [...radios].sort(
    (a, b) => (a.radioIndex ?? 0) - (b.radioIndex ?? 0) || a.id.localeCompare(b.id),
  );
  for (const [index, radio] of ordered.entries()) {
    const band =
      radio.band === undefined ? radio.radioTechnology : `${FREQUENCY_BAND_LABELS[radio.band]} GHz`;
    const key = `radio ${index + 1} (${band})`;
    properties[`${key}`] = radio.enabled ? 'on' : 'off';
    if (radio.primaryChannel !== undefined) {
      properties[`${key} channel`] = String(radio.primaryChannel);
    }
    if (radio.channelWidthMhz !== undefined) {
      properties[`${key} width`] = `${radio.channelWidthMhz} MHz`;
    }
    if (radio.transmitPowerDbm !== undefined) {
      properties[`${key} power`] = `${round(radio.transmitPowerDbm, 1)} dBm`;
    }
    if (radio.antenna.heightMeters !== undefined) {
      properties[`${key} height`] = `${round(radio.antenna.heightMeters, 2)} m`;
    }
    if (radio.antenna.directionDegrees !== undefined) {
      properties[`${key} direction`] = `${round(radio.antenna.directionDegrees, 1)}°`;
    }
    if (radio.antenna.name !== undefined) {
      properties[`${key} antenna`] = radio.antenna.name;
    }
  }
  return properties;
}

/** A wall point's floor, or undefined when the point has no valid location. */
function floorOfPoint(point: EsxEntity): string | undefined {
  const location = point.location as
    { floorPlanId?: unknown; coord?: { x?: unknown; y?: unknown } } | undefined;
  const isPlaced = typeof location?.coord?.x === 'number' && typeof location.coord.y === 'number';
  return isPlaced ? text(location?.floorPlanId) : undefined;
}

/**
 * The walls as the diff sees them (id, type name, floor), read from the raw segments and points: a design holds
 * thousands of walls, and parsing each with its coordinates (buildProject) costs most of a diff. Skips the
 * segments the import skips: a missing point or type, ends on two floors or on a floor that does not exist.
 * Plain loops into columns (no object per wall): this runs over every wall of both versions on a cold diff.
 */
function wallsOf(
  collections: ReadonlyMap<string, EsxEntity[]>,
  wallTypeNames: ReadonlyMap<string, string>,
  floorPlanIds: ReadonlySet<string>,
): WallColumns {
  const floorOf = new Map<string, string | undefined>();
  for (const point of collections.get('wallPoints') ?? []) {
    floorOf.set(text(point.id) ?? '', floorOfPoint(point));
  }
  const walls = { ids: [] as string[], typeNames: [] as string[], floorPlanIds: [] as string[] };
  for (const segment of collections.get('wallSegments') ?? []) {
    const list = Array.isArray(segment.wallPoints) ? (segment.wallPoints as unknown[]) : [];
    const first = floorOf.get(text(list[0]) ?? text(segment.point1Id) ?? '');
    const second = floorOf.get(text(list[1]) ?? text(segment.point2Id) ?? '');
    const typeName = wallTypeNames.get(text(segment.wallTypeId) ?? '');
    const id = text(segment.id);
    if (
      id !== undefined &&
      first !== undefined &&
      first === second &&
      floorPlanIds.has(first) &&
      typeName !== undefined
    ) {
      walls.ids.push(id);
      walls.typeNames.push(typeName);
      walls.floorPlanIds.push(first);
    }
  }
  return walls;
}

/** The design of one version from its collections (parsed as the import parses them; walls see wallsOf). */
export function designSnapshotOf(collections: Map<string, EsxEntity[]>): DesignSnapshot {
  const parsed = new Map(PARSED_COLLECTIONS.map((name) => [name, collections.get(name) ?? []]));
  const project = buildProject('2.0', parsed, new Map(), undefined, { deferTracks: true });
  const radiosByAp = new Map<string, EsxSimulatedRadio[]>();
  for (const radio of project.simulatedRadios) {
    const radios = radiosByAp.get(radio.accessPointId);
    if (radios === undefined) {
      radiosByAp.set(radio.accessPointId, [radio]);
    } else {
      radios.push(radio);
    }
  }
  const wallTypeNames = new Map(project.wallTypes.map((type) => [type.id, type.name]));
  const requirementNames = new Map(project.requirements.map((r) => [r.id, r.name]));
  const attenuationTypeNames = new Map(
    (collections.get('attenuationAreaTypes') ?? []).map((type) => [
      text(type.id) ?? '',
      text(type.name) ?? text(type.key) ?? 'Attenuation area',
    ]),
  );
  const attenuationAreas: SnapshotEntity[] = (collections.get('attenuationAreas') ?? []).map((entity) => {
    const typeName = attenuationTypeNames.get(text(entity.attenuationAreaTypeId) ?? '') ?? 'unknown';
    return {
      id: text(entity.id) ?? '',
      name: text(entity.name) ?? typeName,
      floorPlanId: text(entity.floorPlanId) ?? null,
      properties: { type: typeName, shape: shapeOf(pointsOf(entity.area ?? entity.points)) },
    };
  });
  return {
    metersPerUnit: new Map(project.floorPlans.map((plan) => [plan.id, plan.metersPerUnit ?? null])),
    accessPoints: project.accessPoints.map((ap) => ({
      id: ap.id,
      name: ap.name,
      floorPlanId: ap.location?.floorPlanId ?? null,
      position: ap.location === undefined ? null : { ...ap.location },
      properties: {
        name: ap.name,
        ...(ap.vendor === undefined ? {} : { vendor: ap.vendor }),
        ...(ap.model === undefined ? {} : { model: ap.model }),
        ...radioProperties(radiosByAp.get(ap.id) ?? []),
      },
    })),
    walls: wallsOf(collections, wallTypeNames, new Set(project.floorPlans.map((plan) => plan.id))),
    attenuationAreas,
    areas: project.areas.map((area) => ({
      id: area.id,
      name: area.name,
      floorPlanId: area.floorPlanId,
      properties: {
        name: area.name,
        requirement: requirementNames.get(area.requirementId ?? '') ?? 'none',
        shape: shapeOf(area.polygon),
      },
    })),
  };
}
