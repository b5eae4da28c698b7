import { toSafeText } from '@airlens/domain';
import { SINGLETON_COLLECTIONS, type EsxEntity } from '@airlens/esx';
import type { ProjectVersion, VersionDiff, VersionRestoreAnswer } from '@airlens/contract';
import { forbidden, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { documentText, getLoadableProject, type ProjectsContext } from '../projects/projects.service';
import { versionEsxChunks } from '../projects/version-archive.service';
import { stageProjectRevision } from '../uploads/project-revision.service';
import { DESIGN_COLLECTIONS, designSnapshotOf } from './design-snapshot';
import { snapshotCacheOf } from './design-snapshot-cache';
import { diffDesigns, type DesignSnapshot } from './version-diff';

export { stageEditedVersion, type EditedVersion } from './edited-version';
import { findVersion, listVersionDocuments, listVersions } from './versions.repo';

/** What the versions feature needs: the projects feature's context and the import job's enqueuer. */
export interface VersionsContext extends ProjectsContext {
  enqueueImport: (fileUploadId: string) => Promise<void>;
}

/** 404 naming a version that is not (or no longer) kept; distinct from the hidden project's answer. */
function unknownVersion(version: number) {
  return notFound(`This project has no version ${version} (unknown, or older than the versions kept).`);
}

/** The retained versions of a project the caller may read, newest first. */
export async function listProjectVersions(
  context: VersionsContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<ProjectVersion[]> {
  const project = await getLoadableProject(context, user, projectId);
  const rows = await listVersions(context.database, project.id, project.version);
  return rows.map((row) => ({
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    source: row.source,
    summary: row.summary,
  }));
}

/** A version's collections as its .esx had them (singletons kept single), of the named collections or all. */
async function versionCollections(
  context: VersionsContext,
  projectId: string,
  version: number,
  collections: readonly string[] | null,
): Promise<Map<string, EsxEntity[]>> {
  const byName = new Map<string, EsxEntity[]>();
  for (const document of await listVersionDocuments(context.database, projectId, version, collections)) {
    const entities = byName.get(document.collection) ?? [];
    entities.push(JSON.parse(await documentText(context, document)) as EsxEntity);
    byName.set(document.collection, entities);
  }
  for (const key of SINGLETON_COLLECTIONS) {
    if ((byName.get(key)?.length ?? 0) > 1) {
      byName.set(key, byName.get(key)?.slice(0, 1) ?? []);
    }
  }
  return byName;
}

/** A version's design collections only (what a diff reads: no surveys, no images), e.g. an edit session's start. */
export function versionDesignCollections(
  context: VersionsContext,
  projectId: string,
  version: number,
): Promise<Map<string, EsxEntity[]>> {
  return versionCollections(context, projectId, version, DESIGN_COLLECTIONS);
}

/** What changed between two designs given as .esx collections (an edit's summary compares before saving). */
export function diffCollections(
  before: ReadonlyMap<string, EsxEntity[]>,
  after: ReadonlyMap<string, EsxEntity[]>,
  versions: { from: number; to: number },
): VersionDiff {
  const pick = (collections: ReadonlyMap<string, EsxEntity[]>) =>
    new Map(DESIGN_COLLECTIONS.map((name) => [name, collections.get(name) ?? []]));
  return diffDesigns(designSnapshotOf(pick(before)), designSnapshotOf(pick(after)), versions);
}

/** The design snapshot of a committed version (retained: the caller checked), built once and then kept. */
function versionSnapshot(
  context: VersionsContext,
  projectId: string,
  version: number,
): Promise<DesignSnapshot> {
  return snapshotCacheOf(context.database).get(projectId, version, async () =>
    designSnapshotOf(await versionCollections(context, projectId, version, DESIGN_COLLECTIONS)),
  );
}

/** What changed from version `a` to version `b` of a project the caller may read (404 for a version not kept). */
export async function diffProjectVersions(
  context: VersionsContext,
  user: AuthenticatedUser,
  projectId: string,
  a: number,
  b: number,
): Promise<VersionDiff> {
  const project = await getLoadableProject(context, user, projectId);
  for (const version of [a, b]) {
    if ((await findVersion(context.database, project.id, version, project.version)) === null) {
      throw unknownVersion(version);
    }
  }
  const before = await versionSnapshot(context, project.id, a);
  const after = await versionSnapshot(context, project.id, b);
  return diffDesigns(before, after, { from: a, to: b });
}

/**
 * Makes a new version equal to `version` (write roles: 403 for readers, 404 for projects the caller cannot see
 * and for versions not kept): the version's `.esx` is rebuilt and imported as the next version, recorded as
 * RESTORE, so every derived table (floors, KPIs, heatmaps) follows.
 */
export async function restoreProjectVersion(
  context: VersionsContext,
  user: AuthenticatedUser,
  projectId: string,
  version: number,
): Promise<VersionRestoreAnswer> {
  const project = await getLoadableProject(context, user, projectId);
  if (!project.canWrite) {
    throw forbidden('Restoring a version needs write access to the project.');
  }
  if ((await findVersion(context.database, project.id, version, project.version)) === null) {
    throw unknownVersion(version);
  }
  // Why through the import: a restore changes everything derived from the design (floor rows, KPIs, heatmap
  // matrices, totals). Importing the old version's file again re-runs exactly those derivations in one
  // transaction, with the import job's bounded memory and retries, as the floor-scale change does.
  const fileUploadId = await stageProjectRevision(
    context,
    { userId: user.userId, email: user.email },
    {
      projectId: project.id,
      orgId: project.orgId,
      esxProjectId: project.esxProjectId,
      baseVersion: project.version,
      fileName: toSafeText(`${project.name} (version ${version}).esx`).slice(0, 200),
      chunks: await versionEsxChunks(context, project.id, version),
      note: { source: 'RESTORE', summary: `Restored version ${version}` },
    },
  );
  return { projectId: project.id, restoredVersion: version, fileUploadId };
}
