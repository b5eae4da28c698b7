import type { EsxBand } from './channels.ts';
import { sniffImage } from './image-sniff.ts';
import type {
  EsxArea,
  EsxBandLoss,
  EsxFloorPlan,
  EsxImage,
  EsxProjectMeta,
  EsxRequirement,
  EsxWall,
  EsxWallType,
} from './model.ts';
import {
  areaSchema,
  buildingFloorSchema,
  floorPlanSchema,
  imageSchema,
  projectHistorySchema,
  projectSchema,
  requirementSchema,
  wallPointSchema,
  wallSegmentSchema,
  wallTypeSchema,
} from './schemas.ts';
import type { ViewContext } from './views-context.ts';

/** Normalises Ekahau band enums; undefined for anything else. */
export function asBand(value: string | undefined): EsxBand | undefined {
  return value === 'TWO' || value === 'FIVE' || value === 'SIX' ? value : undefined;
}

/** Builds the project meta from `project`, `projectHistorys` and the archive version. */
export function buildMeta(context: ViewContext, archiveVersion: string): EsxProjectMeta {
  const [project] = context.parseAll('project', projectSchema);
  const histories = context.parseAll('projectHistorys', projectHistorySchema);
  const last = histories.at(-1);
  return {
    id: project?.id,
    name: project?.name ?? '',
    title: project?.title,
    customer: project?.customer,
    location: project?.location,
    responsiblePerson: project?.responsiblePerson,
    schemaVersion: project?.schemaVersion ?? last?.schemaVersion,
    archiveVersion,
    productName: last?.productName,
    productVersion: last?.productVersion,
    createdAt: project?.history?.createdAt,
    createdBy: project?.history?.createdBy,
    modifiedAt: project?.history?.modifiedAt,
  };
}

/** Floor plans joined with their building floor (number, height). */
export function buildFloorPlans(context: ViewContext): EsxFloorPlan[] {
  const buildingFloors = new Map(
    context.parseAll('buildingFloors', buildingFloorSchema).map((floor) => [floor.floorPlanId, floor]),
  );
  return context.parseAll('floorPlans', floorPlanSchema).map((plan) => {
    const floor = buildingFloors.get(plan.id);
    return {
      id: plan.id,
      name: plan.name ?? '',
      width: plan.width,
      height: plan.height,
      metersPerUnit:
        plan.metersPerUnit === undefined || plan.metersPerUnit === null || plan.metersPerUnit === 0
          ? undefined
          : plan.metersPerUnit,
      imageId: plan.imageId,
      bitmapImageId: plan.bitmapImageId,
      crop: {
        minX: plan.cropMinX ?? 0,
        minY: plan.cropMinY ?? 0,
        maxX: plan.cropMaxX ?? plan.width,
        maxY: plan.cropMaxY ?? plan.height,
      },
      rotateUpDirection: plan.rotateUpDirection ?? 'UP',
      floorNumber: floor?.floorNumber,
      floorHeightMeters: floor?.height,
      buildingId: floor?.buildingId,
    };
  });
}

/** Image members by id: `image-<id>`, or `image-<id>.<ext>` as some exports write them. */
function imageMembers(context: ViewContext): Map<string, string> {
  const byId = new Map<string, string>();
  for (const name of context.binaries.keys()) {
    if (!name.startsWith('image-')) {
      continue;
    }
    const rest = name.slice('image-'.length);
    const dot = rest.indexOf('.');
    const id = dot < 0 ? rest : rest.slice(0, dot);
    // The bare name wins over a variant with an extension.
    if (dot < 0 || !byId.has(id)) {
      byId.set(id, name);
    }
  }
  return byId;
}

/** Images listed in `images.json` whose member exists, with their sniffed type. */
export function buildImages(context: ViewContext): EsxImage[] {
  const images: EsxImage[] = [];
  const members = imageMembers(context);
  for (const image of context.parseAll('images', imageSchema)) {
    const member = members.get(image.id);
    const bytes = member === undefined ? undefined : context.binaries.get(member);
    if (member === undefined || bytes === undefined) {
      context.warn(`Image ${image.id} is listed but its file is missing.`);
      continue;
    }
    const sniffed = sniffImage(bytes);
    images.push({
      id: image.id,
      member,
      declaredFormat: image.imageFormat,
      imageName: image.imageName,
      kind: sniffed.kind,
      mimeType: sniffed.mimeType,
      width: sniffed.width ?? image.resolutionWidth,
      height: sniffed.height ?? image.resolutionHeight,
      hasEmbeddedBitmap: sniffed.hasEmbeddedBitmap,
      bytes,
    });
  }
  return images;
}

/** Wall types with per-band loss: attenuationFactor (dB/m) × thickness, or the legacy total. */
export function buildWallTypes(context: ViewContext): EsxWallType[] {
  return context.parseAll('wallTypes', wallTypeSchema).map((type) => {
    const thickness = type.thickness ?? 0;
    const byBand = new Map<EsxBand, number>();
    for (const property of type.propagationProperties ?? []) {
      const band = asBand(property.band);
      if (band !== undefined) {
        byBand.set(band, property.attenuationFactor * thickness);
      }
    }
    const legacy = type.totalAttenuation ?? 0;
    const two = byBand.get('TWO') ?? legacy;
    const five = byBand.get('FIVE') ?? (byBand.size > 0 ? two : legacy);
    // No 6 GHz factor (a pre-6 GHz catalogue): the 5 GHz loss, the nearest band the file states.
    const lossDb: EsxBandLoss = { TWO: two, FIVE: five, SIX: byBand.get('SIX') ?? five };
    return {
      id: type.id,
      name: type.name ?? '',
      key: type.key,
      thicknessMeters: thickness,
      color: type.color,
      lossDb,
    };
  });
}

/** Wall segments resolved to coordinates, from either schema generation (point1Id/point2Id or wallPoints). */
export function buildWalls(
  context: ViewContext,
  wallTypes: EsxWallType[],
  floorPlanIds: Set<string>,
): EsxWall[] {
  const types = new Map(wallTypes.map((type) => [type.id, type]));
  const points = new Map(
    context.parseAll('wallPoints', wallPointSchema).map((point) => [point.id, point.location]),
  );
  const walls: EsxWall[] = [];
  for (const segment of context.parseAll('wallSegments', wallSegmentSchema)) {
    const firstId = segment.wallPoints?.[0] ?? segment.point1Id;
    const secondId = segment.wallPoints?.[1] ?? segment.point2Id;
    const first = firstId === undefined ? undefined : points.get(firstId);
    const second = secondId === undefined ? undefined : points.get(secondId);
    const type = types.get(segment.wallTypeId);
    if (first === undefined || second === undefined || type === undefined) {
      context.warn(`Wall ${segment.id} refers to a missing wall point or wall type and was skipped.`);
      continue;
    }
    if (first.floorPlanId !== second.floorPlanId || !floorPlanIds.has(first.floorPlanId)) {
      context.warn(`Wall ${segment.id} spans floors or refers to a missing floor plan and was skipped.`);
      continue;
    }
    walls.push({
      id: segment.id,
      floorPlanId: first.floorPlanId,
      a: { x: first.coord.x, y: first.coord.y },
      b: { x: second.coord.x, y: second.coord.y },
      wallTypeId: type.id,
      lossDb: type.lossDb,
    });
  }
  return walls;
}

/** Coverage areas on existing floor plans. */
export function buildAreas(context: ViewContext, floorPlanIds: Set<string>): EsxArea[] {
  const areas: EsxArea[] = [];
  for (const area of context.parseAll('areas', areaSchema)) {
    if (!floorPlanIds.has(area.floorPlanId)) {
      context.warn(`Area "${area.name ?? area.id}" refers to a missing floor plan and was skipped.`);
      continue;
    }
    areas.push({
      id: area.id,
      floorPlanId: area.floorPlanId,
      name: area.name ?? '',
      polygon: area.area.map((p) => ({ x: p.x, y: p.y })),
      requirementId: area.requirementId,
    });
  }
  return areas;
}

/** Requirements with their criteria. */
export function buildRequirements(context: ViewContext): EsxRequirement[] {
  return context.parseAll('requirements', requirementSchema).map((requirement) => ({
    id: requirement.id,
    name: requirement.name ?? '',
    key: requirement.key,
    isDefault: requirement.isDefault ?? false,
    criteria: (requirement.criteria ?? []).map((criterion) => ({
      radioTechnology: criterion.radioTechnology,
      band: asBand(criterion.frequencyBand),
      type: criterion.type,
      function: criterion.function,
      value: criterion.value,
      additionalLimit: criterion.additionalLimit,
    })),
  }));
}
