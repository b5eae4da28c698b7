import { resolveLimits, type EsxLimits } from './limits.ts';
import type { EsxEntity, EsxProject, EsxSurvey } from './model.ts';
import { ViewContext } from './views-context.ts';
import {
  buildAreas,
  buildFloorPlans,
  buildImages,
  buildMeta,
  buildRequirements,
  buildWalls,
  buildWallTypes,
} from './views-plan.ts';
import { buildAccessPoints, buildMeasurements, buildSimulatedRadios } from './views-radio.ts';
import { buildNoiseFloors, buildSurveys } from './views-survey.ts';

/**
 * Builds the typed views of a project from its raw collections and binary members. The reader and the
 * generator both go through here, so a generated project and its read-back agree by construction.
 * With `deferTracks` survey tracks are listed but not decoded (see `openEsx`).
 * Throws {@link EsxError} `INVALID_FIELD` when a field the product uses is malformed.
 */
export function buildProject(
  archiveVersion: string,
  collections: Map<string, EsxEntity[]>,
  binaries: Map<string, Uint8Array>,
  limits?: Partial<EsxLimits>,
  options: { deferTracks?: boolean } = {},
): EsxProject {
  const resolved = resolveLimits(limits);
  const context = new ViewContext(collections, binaries);
  const meta = buildMeta(context, archiveVersion);
  const floorPlans = buildFloorPlans(context);
  const floorPlanIds = new Set(floorPlans.map((plan) => plan.id));
  const images = buildImages(context);
  const accessPoints = buildAccessPoints(context, floorPlanIds);
  const accessPointIds = new Set(accessPoints.map((ap) => ap.id));
  const simulatedRadios = buildSimulatedRadios(context, accessPointIds);
  const { measuredRadios, measurements } = buildMeasurements(context, accessPointIds);
  const wallTypes = buildWallTypes(context);
  const walls = buildWalls(context, wallTypes, floorPlanIds);
  const areas = buildAreas(context, floorPlanIds);
  const requirements = buildRequirements(context);
  const surveys = buildSurveys(context, resolved, floorPlanIds, options.deferTracks === true);
  const noiseFloors = buildNoiseFloors(context);
  return {
    archiveVersion,
    collections,
    binaries,
    meta,
    floorPlans,
    images,
    accessPoints,
    simulatedRadios,
    measuredRadios,
    measurements,
    wallTypes,
    walls,
    areas,
    requirements,
    surveys,
    noiseFloors,
    warnings: context.finishWarnings(),
  };
}

/**
 * The project's surveys grouped by floor, in floor-plan order (surveys in file order within a floor), with every
 * floor listed even when it has no survey: the order in which an import streams surveys through derivations.
 */
export function surveysByFloor(
  project: Pick<EsxProject, 'floorPlans' | 'surveys'>,
): { floorPlanId: string; surveys: EsxSurvey[] }[] {
  const byFloor = new Map<string, EsxSurvey[]>(project.floorPlans.map((plan) => [plan.id, []]));
  for (const survey of project.surveys) {
    byFloor.get(survey.floorPlanId)?.push(survey);
  }
  return [...byFloor].map(([floorPlanId, surveys]) => ({ floorPlanId, surveys }));
}
