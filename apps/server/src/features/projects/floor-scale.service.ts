import { SINGLETON_COLLECTIONS, type EsxEntity } from '@airlens/esx';
import { toSafeText } from '@airlens/domain';
import type { FloorScaleAnswer } from '@airlens/contract';
import { forbidden, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { stageEditedVersion } from '../versions/versions.service';
import { findFloorPlanRef } from './floor-scale.repo';
import { listAllDocuments, listMembers } from './projects.repo';
import {
  documentText,
  getLoadableProject,
  type ProjectsContext,
  type ReadableProject,
} from './projects.service';

/** What setting a scale needs beyond the projects feature: the import job's enqueuer. */
export interface FloorScaleContext extends ProjectsContext {
  enqueueImport: (fileUploadId: string) => Promise<void>;
}

/** The entity with these fields set, `id` and `status` kept last as Ekahau writes them. */
function withFields(entity: EsxEntity, fields: EsxEntity): EsxEntity {
  const { id, status, ...rest } = entity;
  return {
    ...rest,
    ...fields,
    ...(id === undefined ? {} : { id }),
    ...(status === undefined ? {} : { status }),
  };
}

/** The current version's collections as the .esx had them, with the floor's scale set. */
async function revisedCollections(
  context: ProjectsContext,
  project: ReadableProject,
  floorPlanId: string,
  metersPerUnit: number,
): Promise<Map<string, EsxEntity[]>> {
  const collections = new Map<string, EsxEntity[]>();
  for (const document of await listAllDocuments(context.database, project.id, project.version)) {
    const entity = JSON.parse(await documentText(context, document)) as EsxEntity;
    const entities = collections.get(document.collection) ?? [];
    if (document.collection === 'floorPlans' && entity.id === floorPlanId) {
      entities.push(withFields(entity, { metersPerUnit }));
    } else {
      entities.push(entity);
    }
    collections.set(document.collection, entities);
  }
  for (const key of SINGLETON_COLLECTIONS) {
    collections.set(key, collections.get(key)?.slice(0, 1) ?? []);
  }
  return collections;
}

/**
 * Sets the scale of one floor plan of a project the caller may change (write roles: 403 for read-only callers,
 * 404 for projects they cannot see or floors not in the project), answering the upload whose import makes the
 * version that carries the scale.
 */
export async function setFloorScale(
  context: FloorScaleContext,
  user: AuthenticatedUser,
  projectId: string,
  floorId: string,
  metersPerUnit: number,
): Promise<FloorScaleAnswer> {
  const project = await getLoadableProject(context, user, projectId);
  if (!project.canWrite) {
    throw forbidden('Setting the scale of a floor plan needs write access to the project.');
  }
  const floor = await findFloorPlanRef(context.database, project.id, floorId);
  if (floor === null) {
    throw notFound();
  }
  // Why a new project version instead of updating rows in place: the scale changes everything the import derives
  // in metres for the floor (its heatmap input: scan points, walls, AP positions; its survey distances) and
  // whether its KPIs count, which moves the project's totals and daily health too. Importing the project again
  // with the scale written into its floor plan re-runs exactly those derivations, in the import worker (bounded
  // memory) and in one transaction, with the import job's retries; the download then carries the scale too.
  const collections = await revisedCollections(context, project, floor.id, metersPerUnit);
  const binaries = new Map<string, Uint8Array>();
  for (const member of await listMembers(context.database, project.id, project.version)) {
    const bytes = await context.blobs.get(member.blobKey);
    if (bytes !== null) {
      binaries.set(member.memberName, bytes);
    }
  }
  const fileUploadId = await stageEditedVersion(context, user, project, {
    collections,
    binaries,
    change: `scale of ${floor.name}`,
    // A scale set in the browser is a design edit in the project's history (issue #19), not an upload.
    summary: toSafeText(`Edited: scale of ${floor.name} set`).slice(0, 400),
  });
  return { projectId: project.id, floorPlanId: floor.id, metersPerUnit, fileUploadId };
}
