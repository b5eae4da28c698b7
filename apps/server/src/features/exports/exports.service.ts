import { RSSI_EXPORT_COLUMNS, type BillOfMaterials, type BomFormat } from '@airlens/contract';
import type { FrequencyBand } from '@airlens/domain';
import { buildProject, DEFAULT_ESX_LIMITS, type EsxEntity, type EsxProject } from '@airlens/esx';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { isGuestCaller } from '../access';
import { documentText, getLoadableProject, type ReadableProject } from '../projects/projects.service';
import { buildBillOfMaterials } from './bom';
import { bomCsv, bomXlsx } from './bom-files';
import { csvRow } from './csv';
import {
  findMemberBlobKeys,
  findSurveyDocument,
  listExportDocuments,
  listSurveyDocumentIds,
} from './exports.repo';
import { createTrackScratch, rssiTrackPieces } from './rssi-track';

/** What the exports feature needs. */
export interface ExportsContext {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
}

/** A file to send as an attachment. */
export interface ExportFile<T> {
  fileName: string;
  contentType: string;
  body: T;
}

const BOM_COLLECTIONS = [
  'floorPlans',
  'accessPoints',
  'simulatedRadios',
  'antennaTypes',
  'measuredRadios',
  'accessPointMeasurements',
  'tagKeys',
];
const RSSI_COLLECTIONS = ['floorPlans', 'accessPoints', 'measuredRadios', 'accessPointMeasurements'];

/**
 * The typed views of the named collections of the project's current version (tracks not read), with the
 * floor-plan images' bytes when `withImages` (the controller-archive export packs them).
 */
export async function readProjectModel(
  context: ExportsContext,
  project: ReadableProject,
  collections: readonly string[],
  options: { withImages?: boolean } = {},
): Promise<EsxProject> {
  const entities = new Map<string, EsxEntity[]>();
  for (const document of await listExportDocuments(
    context.database,
    project.id,
    project.version,
    collections,
  )) {
    const list = entities.get(document.collection) ?? [];
    list.push(JSON.parse(await documentText(context, document)) as EsxEntity);
    entities.set(document.collection, list);
  }
  const binaries =
    options.withImages === true
      ? await readImages(context, project, entities)
      : new Map<string, Uint8Array>();
  return buildProject('2.0', entities, binaries, undefined, { deferTracks: true });
}

/** The bytes of the version's `image-<id>` members named by its images collection. */
async function readImages(
  context: ExportsContext,
  project: ReadableProject,
  entities: Map<string, EsxEntity[]>,
): Promise<Map<string, Uint8Array>> {
  const members = (entities.get('images') ?? [])
    .map((image) => image.id)
    .filter((id): id is string => typeof id === 'string')
    .map((id) => `image-${id}`);
  const binaries = new Map<string, Uint8Array>();
  for (const [member, blobKey] of await findMemberBlobKeys(
    context.database,
    project.id,
    project.version,
    members,
  )) {
    const bytes = await context.blobs.get(blobKey);
    if (bytes !== null) {
      binaries.set(member, bytes);
    }
  }
  return binaries;
}

/** A name without characters file systems refuse, at most 120 of them ('project' when nothing is left). */
export function safeFileStem(name: string): string {
  return (
    [...name]
      .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .slice(0, 120)
      .trim() || 'project'
  );
}

/** A file name from the project's name and what the file holds. */
function fileNameOf(projectName: string, suffix: string): string {
  return `${safeFileStem(projectName)} ${suffix}`;
}

/** A bill of materials as the route sends it: the JSON answer, or a file to attach. */
export type BomExport =
  { kind: 'json'; bom: BillOfMaterials } | { kind: 'file'; file: ExportFile<string | Buffer> };

/**
 * The bill of materials of a project the caller may read (guests of the project included), as JSON, CSV or
 * XLSX; 404 for a project the caller cannot see.
 */
export async function exportBillOfMaterials(
  context: ExportsContext,
  user: AuthenticatedUser,
  projectId: string,
  format: BomFormat,
): Promise<BomExport> {
  const project = await getLoadableProject(context, user, projectId);
  const bom = buildBillOfMaterials(await readProjectModel(context, project, BOM_COLLECTIONS));
  if (format === 'csv') {
    return {
      kind: 'file',
      file: {
        fileName: fileNameOf(project.name, 'bill of materials.csv'),
        contentType: 'text/csv; charset=utf-8',
        body: bomCsv(bom),
      },
    };
  }
  if (format === 'xlsx') {
    return {
      kind: 'file',
      file: {
        fileName: fileNameOf(project.name, 'bill of materials.xlsx'),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await bomXlsx(bom),
      },
    };
  }
  return { kind: 'json', bom };
}

/** Which measurements an RSSI export holds. */
export interface RssiFilter {
  floorPlanId: string | null;
  frequencyBand: FrequencyBand | null;
}

/**
 * Every RSSI measurement of a project as CSV chunks, survey by survey and track by track from the stored
 * tracks, each read a slice of scans at a time (rssi-track.ts), so memory stays that of one slice whatever the
 * size of the project or of its tracks. Flag rssiExport (404 when off);
 * members only (a guest of the project gets 403); 404 for a project the caller cannot see or a floor plan the
 * project does not have. Access is decided before the first chunk.
 */
export async function exportRssi(
  context: ExportsContext,
  user: AuthenticatedUser,
  projectId: string,
  filter: RssiFilter,
): Promise<ExportFile<AsyncIterable<string>>> {
  if (!context.config.featureFlags.rssiExport) {
    throw notFound();
  }
  const project = await getLoadableProject(context, user, projectId);
  if (isGuestCaller(user)) {
    throw forbidden('The RSSI export is for members of the organisation.');
  }
  const model = await readProjectModel(context, project, RSSI_COLLECTIONS);
  if (filter.floorPlanId !== null && !model.floorPlans.some((plan) => plan.id === filter.floorPlanId)) {
    throw notFound();
  }
  const surveyIds = await listSurveyDocumentIds(
    context.database,
    project.id,
    project.version,
    filter.floorPlanId,
  );
  return {
    fileName: fileNameOf(project.name, 'RSSI.csv'),
    contentType: 'text/csv; charset=utf-8',
    body: rssiChunks(context, project, model, surveyIds, filter.frequencyBand),
  };
}

async function* rssiChunks(
  context: ExportsContext,
  project: ReadableProject,
  model: EsxProject,
  surveyIds: readonly string[],
  band: FrequencyBand | null,
): AsyncGenerator<string, void, undefined> {
  yield csvRow(RSSI_EXPORT_COLUMNS);
  const floorEntities = model.collections.get('floorPlans') ?? [];
  const floors = new Map(model.floorPlans.map((plan) => [plan.id, plan]));
  const measurementsById = new Map(model.measurements.map((measurement) => [measurement.id, measurement]));
  const apNames = new Map(model.accessPoints.map((ap) => [ap.id, ap.name]));
  // The scratch memory of one slice of a track, reused by every slice of every track: an export of any size
  // holds one slice (about 1 MB of track, a few MB decoded) beside the rows on their way out.
  const scratch = createTrackScratch();
  for (const surveyId of surveyIds) {
    const document = await findSurveyDocument(context.database, project.id, project.version, surveyId);
    if (document === null) {
      continue;
    }
    const entity = JSON.parse(await documentText(context, document)) as EsxEntity;
    const [survey] = buildProject(
      '2.0',
      new Map([
        ['floorPlans', floorEntities],
        ['surveys', [entity]],
      ]),
      new Map(),
      undefined,
      { deferTracks: true },
    ).surveys;
    const floor = survey === undefined ? undefined : floors.get(survey.floorPlanId);
    if (survey === undefined || floor === undefined) {
      continue;
    }
    const blobKeys = await findMemberBlobKeys(
      context.database,
      project.id,
      project.version,
      survey.tracks.map((track) => track.member),
    );
    for (const track of survey.tracks) {
      const key = blobKeys.get(track.member);
      const pieces = rssiTrackPieces(
        {
          survey,
          track,
          open: async () => (key === undefined ? null : await context.blobs.getStream(key)),
          limits: DEFAULT_ESX_LIMITS,
        },
        {
          surveyId: survey.id,
          surveyStartMs: survey.startTimeMs,
          floorName: floor.name,
          metersPerUnit: floor.metersPerUnit,
          measurementsById,
          apNames,
          band,
        },
        scratch,
        (problems) => {
          context.logger.warn({ projectId: project.id, surveyId, problems }, 'track skipped');
        },
      );
      yield* pieces;
    }
  }
}
