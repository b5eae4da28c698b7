import type { EsxImage, EsxProject } from '@airlens/esx';
import type { SqlSession } from '../../db/database';
import {
  deleteAccessPoints,
  deleteFloorPlans,
  deleteRadios,
  insertAccessPoints,
  insertFloorPlans,
  insertRadios,
  type AccessPointRow,
  type FloorPlanRow,
  type RadioRow,
} from './derived-tables.repo';
import type { ImportContext, ImportDerivation } from '../../jobs/import-derivation';
import { memberBlobKey } from './member-keys';

/** The image drawn under a plan: the plan's own raster, else the raster companion of an SVG plan, else the SVG. */
function displayImage(
  images: Map<string, EsxImage>,
  imageId: string | undefined,
  bitmapImageId: string | undefined,
): EsxImage | undefined {
  const image = imageId === undefined ? undefined : images.get(imageId);
  const bitmap = bitmapImageId === undefined ? undefined : images.get(bitmapImageId);
  if (image !== undefined && image.kind !== 'svg' && image.kind !== 'unknown') {
    return image;
  }
  return bitmap ?? image;
}

/** Floor plan rows, in file order, with the blob of the image to draw and their AP and survey counts. */
export function prepareFloorPlans(project: EsxProject, context: ImportContext): FloorPlanRow[] {
  const images = new Map(project.images.map((image) => [image.id, image]));
  const apsPerFloor = new Map<string, number>();
  for (const ap of project.accessPoints) {
    if (ap.location !== undefined) {
      apsPerFloor.set(ap.location.floorPlanId, (apsPerFloor.get(ap.location.floorPlanId) ?? 0) + 1);
    }
  }
  const surveysPerFloor = new Map<string, number>();
  for (const survey of project.surveys) {
    surveysPerFloor.set(survey.floorPlanId, (surveysPerFloor.get(survey.floorPlanId) ?? 0) + 1);
  }
  return project.floorPlans.map((plan, position) => {
    const image = displayImage(images, plan.imageId, plan.bitmapImageId);
    return {
      id: plan.id,
      name: plan.name,
      position,
      width: plan.width,
      height: plan.height,
      metersPerUnit: plan.metersPerUnit ?? null,
      imageId: plan.imageId ?? null,
      bitmapImageId: plan.bitmapImageId ?? null,
      imageBlobKey:
        image === undefined ? null : memberBlobKey(context.projectId, context.version, image.member),
      imageContentType: image?.mimeType ?? null,
      floorNumber: plan.floorNumber ?? null,
      buildingId: plan.buildingId ?? null,
      accessPointCount: apsPerFloor.get(plan.id) ?? 0,
      surveyCount: surveysPerFloor.get(plan.id) ?? 0,
    };
  });
}

/** Access point rows: SIMULATED when the AP has planned radios (or is a radio-less AP of mine), else MEASURED. */
export function prepareAccessPoints(project: EsxProject): AccessPointRow[] {
  const simulated = new Map<string, number>();
  for (const radio of project.simulatedRadios) {
    simulated.set(radio.accessPointId, (simulated.get(radio.accessPointId) ?? 0) + 1);
  }
  const measured = new Map<string, number>();
  for (const radio of project.measuredRadios) {
    measured.set(radio.accessPointId, (measured.get(radio.accessPointId) ?? 0) + 1);
  }
  return project.accessPoints.map((ap) => {
    const plannedCount = simulated.get(ap.id) ?? 0;
    const measuredCount = measured.get(ap.id) ?? 0;
    const isPlanned = plannedCount > 0 || (measuredCount === 0 && ap.mine);
    return {
      id: ap.id,
      name: ap.name,
      kind: isPlanned ? 'SIMULATED' : 'MEASURED',
      vendor: ap.vendor ?? null,
      model: ap.model ?? null,
      mine: ap.mine,
      hidden: ap.hidden,
      color: ap.color ?? null,
      floorPlanId: ap.location?.floorPlanId ?? null,
      x: ap.location?.x ?? null,
      y: ap.location?.y ?? null,
      radioCount: plannedCount + measuredCount,
    };
  });
}

const TECHNOLOGY_ORDER = ['B', 'A', 'G', 'N', 'AC', 'AX', 'BE'];

function bestTechnologyOf(technologies: Iterable<string>): string | null {
  let best: string | null = null;
  for (const technology of technologies) {
    if (best === null || TECHNOLOGY_ORDER.indexOf(technology) > TECHNOLOGY_ORDER.indexOf(best)) {
      best = technology;
    }
  }
  return best;
}

/** Radio rows: planned radios as written, measured radios summarised from their measurements (SSIDs, BSSIDs, channel). */
export function prepareRadios(project: EsxProject): RadioRow[] {
  const rows: RadioRow[] = project.simulatedRadios.map((radio) => ({
    id: radio.id,
    accessPointId: radio.accessPointId,
    kind: 'SIMULATED',
    band: radio.band ?? null,
    primaryChannel: radio.primaryChannel ?? null,
    channelWidthMhz: radio.channelWidthMhz ?? null,
    channels: radio.channels,
    transmitPowerDbm: radio.transmitPowerDbm ?? null,
    technology: radio.technology ?? null,
    antennaHeightMeters: radio.antenna.heightMeters ?? null,
    enabled: radio.enabled,
    ssids: [],
    bssids: [],
  }));
  const measurements = new Map(project.measurements.map((measurement) => [measurement.id, measurement]));
  for (const radio of project.measuredRadios) {
    const own = radio.measurementIds.flatMap((id) => {
      const measurement = measurements.get(id);
      return measurement === undefined ? [] : [measurement];
    });
    const first = own.find((measurement) => measurement.band !== undefined) ?? own[0];
    rows.push({
      id: radio.id,
      accessPointId: radio.accessPointId,
      kind: 'MEASURED',
      band: first?.band ?? null,
      primaryChannel: first?.primaryChannel ?? null,
      channelWidthMhz: first?.channelWidthMhz ?? null,
      channels: first?.channels ?? [],
      transmitPowerDbm: null,
      technology: bestTechnologyOf(own.flatMap((measurement) => measurement.technologies)),
      antennaHeightMeters: null,
      enabled: true,
      ssids: [...new Set(own.map((measurement) => measurement.ssid))],
      bssids: [...new Set(own.map((measurement) => measurement.bssid))],
    });
  }
  return rows;
}

/** floor_plans: one row per floor plan, with a numeric row id that survives new versions. */
export const floorPlansDerivation: ImportDerivation<FloorPlanRow[]> = {
  name: 'floor-plans',
  prepare: prepareFloorPlans,
  insert: (tx: SqlSession, rows, context) => insertFloorPlans(tx, context.projectId, rows),
  remove: deleteFloorPlans,
};

/** access_points: planned and measured APs with their position. */
export const accessPointsDerivation: ImportDerivation<AccessPointRow[]> = {
  name: 'access-points',
  prepare: prepareAccessPoints,
  insert: (tx, rows, context) => insertAccessPoints(tx, context.projectId, rows),
  remove: deleteAccessPoints,
};

/** radios: planned and measured radios. */
export const radiosDerivation: ImportDerivation<RadioRow[]> = {
  name: 'radios',
  prepare: prepareRadios,
  insert: (tx, rows, context) => insertRadios(tx, context.projectId, rows),
  remove: deleteRadios,
};
