// Design editing (api-contract.md "Design editing and versions"): a PATCH of design operations makes the
// project's next version. The operations apply to the current version's collections in memory (all or none);
// the changed project is then imported as the next version exactly as an upload would be, so every derived
// table the floor view, heatmaps and insights read (floors, AP inventory, walls, areas, cached matrices) follows
// in the import's one transaction — the same path the floor-scale change and the restore take.
import type { DesignPatchAnswer, DesignPatchBody } from '@airlens/contract';
import { applyOperations, DesignOperationError, hasOnlinePlannerAccess, type Design } from '@airlens/domain';
import type { EsxEntity } from '@airlens/esx';
import { AppError, forbidden, invalidInput, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { getLoadableProject, type ReadableProject } from '../projects/projects.service';
import { readVersionArchive } from '../projects/version-archive.service';
import { removeVersion } from '../versions/version-record.service';
import {
  diffCollections,
  stageEditedVersion,
  versionDesignCollections,
  type VersionsContext,
} from '../versions/versions.service';
import { editSummary } from './edit-summary';
import { findCurrentVersion, findEditEntry, findRevisionOutcome, updateEditEntry } from './design.repo';
import { waitForRevision } from './revision-wait';

/** Edits by one user closer together than this continue one editing session (one history entry). */
export const EDIT_SESSION_GAP_MS = 10 * 60 * 1000;

/** The answer of a PATCH: the new version, or the current one when the base was stale. */
export type DesignPatchOutcome =
  { kind: 'saved'; answer: DesignPatchAnswer } | { kind: 'stale'; currentVersion: number };

/** Who may edit: write roles on a project of theirs, with planner access, while the cloud planner is on. */
export function assertMayEdit(
  context: VersionsContext,
  user: AuthenticatedUser,
  project: ReadableProject,
): void {
  if (!context.config.featureFlags.cloudPlanner) {
    throw notFound();
  }
  if (!project.canWrite) {
    throw forbidden('Editing the design needs write access to the project.');
  }
  if (!hasOnlinePlannerAccess(user.access, new Date())) {
    throw forbidden('Editing the design needs a licence with the online planner.');
  }
}

/** The editing session this edit continues: the current version's EDIT entry by the same user, recent enough. */
async function sessionBaseOf(
  context: VersionsContext,
  user: AuthenticatedUser,
  project: ReadableProject,
): Promise<{ base: number; continues: boolean }> {
  const entry = await findEditEntry(context.database, project.id, project.version);
  const isRecent = entry !== null && Date.now() - entry.createdAt.getTime() < EDIT_SESSION_GAP_MS;
  const base = entry?.editBaseVersion ?? null;
  if (entry?.source !== 'EDIT' || entry.createdBy !== user.email || !isRecent || base === null) {
    return { base: project.version, continues: false };
  }
  // The session's starting version may have been pruned meanwhile: then this edit starts a new session.
  const baseEntry = await findEditEntry(context.database, project.id, base);
  return baseEntry === null ? { base: project.version, continues: false } : { base, continues: true };
}

async function staleOutcome(context: VersionsContext, projectId: string): Promise<DesignPatchOutcome> {
  const currentVersion = await findCurrentVersion(context.database, projectId);
  if (currentVersion === null) {
    throw notFound();
  }
  return { kind: 'stale', currentVersion };
}

/**
 * Applies a PATCH of design operations to a project the caller may edit (404 when they cannot see it or the
 * cloud planner is off, 403 for read roles and users without planner access, 400 naming the operation that
 * cannot apply): the next version is imported and recorded as EDIT, grouped with the user's recent edits.
 * Answers `stale` with the current version when `baseVersion` is not it.
 */
export async function updateDesign(
  context: VersionsContext,
  user: AuthenticatedUser,
  projectId: string,
  body: DesignPatchBody,
): Promise<DesignPatchOutcome> {
  const project = await getLoadableProject(context, user, projectId);
  assertMayEdit(context, user, project);
  if (body.baseVersion !== project.version) {
    return { kind: 'stale', currentVersion: project.version };
  }
  const archive = await readVersionArchive(context, project.id, project.version);
  let edited: Design;
  try {
    edited = applyOperations(archive.collections as unknown as Design, body.operations);
  } catch (error) {
    if (error instanceof DesignOperationError) {
      throw invalidInput(`operations[${error.index}]`, error.message);
    }
    throw error;
  }
  const collections = new Map(edited as unknown as Map<string, EsxEntity[]>);
  const session = await sessionBaseOf(context, user, project);
  // The session's start version: its design collections only (the diff reads nothing else, nor any image).
  const before =
    session.base === project.version
      ? archive.collections
      : await versionDesignCollections(context, project.id, session.base);
  const summary = editSummary(
    diffCollections(before, collections, {
      from: session.base,
      to: project.version + 1,
    }),
  );
  let fileUploadId: string;
  try {
    fileUploadId = await stageEditedVersion(context, user, project, {
      collections,
      binaries: archive.binaries,
      change: 'edited',
      summary,
    });
  } catch (error) {
    // Another change won the race since the check above (or is being imported): the caller rebases.
    if (error instanceof AppError && error.statusCode === 409) {
      return staleOutcome(context, project.id);
    }
    throw error;
  }
  await waitForRevision((id) => findRevisionOutcome(context.database, id), fileUploadId);
  const version = project.version + 1;
  await updateEditEntry(context.database, project.id, version, { summary, editBaseVersion: session.base });
  if (session.continues) {
    // The session's previous step is folded into this entry: its version is no longer a history entry of its own.
    await removeVersion(context, project.id, project.version);
  }
  return { kind: 'saved', answer: { version } };
}
