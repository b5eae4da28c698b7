import { FLOOR_NOT_SCALED_MESSAGE } from '@airlens/domain';
import type { FloorSurvey, LruCache } from '@airlens/heatmap';
import type { BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import { conflict, notFound, type AppError } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { getLoadableProject } from '../projects/projects.service';
import { decodeFloorBlob, floorBytes } from './floor-blob';
import { findHeatmapFloor, isFloorUnscaled, type HeatmapFloorRow } from './heatmaps.repo';

// One place that finds and decodes a floor's stored heatmap input (the signal heatmaps, the planning heatmaps,
// the planning pass rates and reports all read it).

/** What reading floors needs: the database and blobs, a logger, and the decoded floors by content hash. */
export interface FloorSourceDeps {
  database: Database;
  blobs: BlobStore;
  logger: { error: (object: object, message: string) => void };
  floors: LruCache<FloorSurvey>;
}

/** Why a floor of a visible project has no heatmap data: it is not scaled (409, saying so), or not there (404). */
export async function missingFloorError(
  deps: Pick<FloorSourceDeps, 'database'>,
  projectId: string,
  floorId: string,
): Promise<AppError> {
  return (await isFloorUnscaled(deps.database, projectId, floorId))
    ? conflict(FLOOR_NOT_SCALED_MESSAGE)
    : notFound();
}

/**
 * A floor's stored row of a project the caller may see: 404 for outsiders, unknown floors, DELETE_REQUESTED
 * projects and a `version` other than the floor's; 409 for an unscaled floor.
 */
export async function visibleFloorRow(
  deps: Parameters<typeof getLoadableProject>[0] & Pick<FloorSourceDeps, 'database'>,
  user: AuthenticatedUser,
  query: { projectId: string; floorId: string; version?: number | undefined },
): Promise<{ project: Awaited<ReturnType<typeof getLoadableProject>>; row: HeatmapFloorRow }> {
  const project = await getLoadableProject(deps, user, query.projectId);
  const row = await findHeatmapFloor(deps.database, project.id, query.floorId);
  if (row === null) {
    throw await missingFloorError(deps, project.id, query.floorId);
  }
  if (query.version !== undefined && query.version !== row.version) {
    throw notFound();
  }
  return { project, row };
}

/** The decoded engine input of a stored floor, from the cache or its blob (404 when the blob is missing). */
export async function loadFloor(deps: FloorSourceDeps, row: HeatmapFloorRow): Promise<FloorSurvey> {
  const cached = deps.floors.get(row.contentHash);
  if (cached !== undefined) {
    return cached;
  }
  const bytes = await deps.blobs.get(row.blobKey);
  if (bytes === null) {
    deps.logger.error({ blobKey: row.blobKey, projectId: row.projectId }, 'heatmap floor blob is missing');
    throw notFound();
  }
  const floor = decodeFloorBlob(bytes, row.contentHash);
  deps.floors.set(row.contentHash, floor, floorBytes(floor));
  return floor;
}

/** A floor's decoded input when it has one (scaled and stored), else null; for callers that checked access. */
export async function loadFloorIfStored(
  deps: FloorSourceDeps,
  projectId: string,
  floorId: string,
): Promise<FloorSurvey | null> {
  const row = await findHeatmapFloor(deps.database, projectId, floorId);
  if (row === null) {
    return null;
  }
  const cached = deps.floors.get(row.contentHash);
  if (cached !== undefined) {
    return cached;
  }
  const bytes = await deps.blobs.get(row.blobKey);
  if (bytes === null) {
    return null;
  }
  const floor = decodeFloorBlob(bytes, row.contentHash);
  deps.floors.set(row.contentHash, floor, floorBytes(floor));
  return floor;
}

/**
 * The heatmap engine's input for one floor of a project, for work that renders heatmaps itself (report jobs,
 * which checked access already); null when the floor has none (not scaled, not there) or its blob is missing.
 */
export async function loadHeatmapFloorInput(
  deps: { database: Database; blobs: BlobStore },
  projectId: string,
  floorId: string,
): Promise<FloorSurvey | null> {
  const row = await findHeatmapFloor(deps.database, projectId, floorId);
  const bytes = row === null ? null : await deps.blobs.get(row.blobKey);
  return row === null || bytes === null ? null : decodeFloorBlob(bytes, row.contentHash);
}
