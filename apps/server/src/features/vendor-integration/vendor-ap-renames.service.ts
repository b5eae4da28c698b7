import type { VendorApRename, VendorApRenameAnswer, VendorApRenameBody } from '@airlens/contract';
import { AppError, invalidInput } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import type { ReadableProject } from '../projects/projects.service';
import { readVersionArchive } from '../projects/version-archive.service';
import { stageEditedVersion } from '../versions/versions.service';
import { proposeApRenames } from './ap-renames';
import { findLink } from './vendor-integration.repo';
import {
  currentMatches,
  projectApsFor,
  writableProject,
  type VendorIntegrationContext,
} from './vendor-integration.service';

async function proposals(
  context: VendorIntegrationContext,
  project: ReadableProject,
): Promise<VendorApRename[]> {
  const link = await findLink(context.database, project.id);
  if (link === null) {
    throw new AppError(400, 'NOT_LINKED', 'The project is not linked to a controller network.');
  }
  const { aps } = await projectApsFor(context, project);
  const { matches } = await currentMatches(context, project, link, aps);
  return proposeApRenames(matches, aps);
}

/** The controller names proposed for the project's matched APs whose names look generated (write roles). */
export async function listApRenames(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<VendorApRename[]> {
  return proposals(context, await writableProject(context, user, projectId));
}

/**
 * Applies the proposed renames (or those named) as one edit of the project: its next version, imported as a
 * revision and recorded in the version history as an EDIT. 400 when nothing applies, 409 while another change
 * of the project is being imported.
 */
export async function applyApRenames(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
  body: VendorApRenameBody,
): Promise<VendorApRenameAnswer> {
  const project = await writableProject(context, user, projectId);
  const revisions = context.revisions;
  if (revisions === undefined) {
    throw new Error('vendor integration: project revisions are not wired');
  }
  let renames = await proposals(context, project);
  if (body.accessPointIds !== undefined) {
    const proposed = new Set(renames.map((rename) => rename.accessPointId));
    const unknown = body.accessPointIds.find((id) => !proposed.has(id));
    if (unknown !== undefined) {
      throw invalidInput('accessPointIds', `names no AP with a proposed rename: ${unknown.slice(0, 60)}`);
    }
    const wanted = new Set(body.accessPointIds);
    renames = renames.filter((rename) => wanted.has(rename.accessPointId));
  }
  if (renames.length === 0) {
    throw new AppError(400, 'NOTHING_TO_RENAME', 'No measured AP has a controller name to take.');
  }
  const nameOf = new Map(renames.map((rename) => [rename.accessPointId, rename.proposedName]));
  const { collections, binaries } = await readVersionArchive(revisions, project.id, project.version);
  collections.set(
    'accessPoints',
    (collections.get('accessPoints') ?? []).map((ap) => {
      const name = typeof ap.id === 'string' ? nameOf.get(ap.id) : undefined;
      return name === undefined ? ap : { ...ap, name };
    }),
  );
  const count = renames.length;
  const fileUploadId = await stageEditedVersion(revisions, user, project, {
    collections,
    binaries,
    change: 'AP names from the controller',
    summary: `Renamed ${count} measured ${count === 1 ? 'AP' : 'APs'} from the controller`,
  });
  context.logger.info({ projectId: project.id, renamed: count, fileUploadId }, 'measured APs renamed');
  return { renamed: renames, fileUploadId };
}
