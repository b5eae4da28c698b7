import { randomUUID } from 'node:crypto';
import { versionBlobPrefix, type ImportContext, type ImportDerivation } from '../../jobs/import-derivation';
import type { ParsedSummary, StoredBatch, StoredMember } from './import-prepare';
import { ImportRejection } from './import-rejection';
import {
  advanceProjectVersion,
  deleteDocumentsOfVersion,
  findImportTarget,
  findReservedTargets,
  findVersionNote,
  insertProjectMembers,
  insertProjectOwner,
  insertProjectVersion,
  isOrgAdmin,
  lockEsxProject,
  projectExists,
  stageDocuments,
  type ProjectVersionInput,
} from './import.repo';
import type { ImportDeps } from './import-deps';
import { DEFAULT_VERSION_RETENTION } from '../../config';
import { pruneOldVersions, recordImportedVersion } from '../versions/version-record.service';
import { lockUploadStatus, markUploadCommitted, setUploadTarget, type UploadRecord } from './uploads.repo';

/** A stored member as project_members lists it. */
export type MemberRow = StoredMember;

/** Another import reached the same project first; this attempt starts over. */
export class ImportConflict extends Error {}

/** Chooses the project and version this upload writes: the existing project (version + 1) or a new one. */
export async function reserveTarget(
  deps: ImportDeps,
  upload: UploadRecord,
  summary: ParsedSummary,
): Promise<ImportContext> {
  return deps.database.withTransaction(async (tx) => {
    await lockEsxProject(tx, upload.orgId, summary.esxProjectId);
    const existing = await findImportTarget(tx, upload.orgId, summary.esxProjectId, upload.userEmail);
    const reserved = await findReservedTargets(tx, upload.orgId, summary.esxProjectId, upload.id);
    if (existing !== null && existing.status === 'DELETE_REQUESTED') {
      throw new ImportRejection(
        'PROJECT_DELETING',
        'This project is being deleted. Upload it again once the deletion has finished.',
      );
    }
    if (existing !== null && !existing.uploaderCanWrite && !(await isOrgAdmin(tx, upload.userId))) {
      throw new ImportRejection(
        'PROJECT_NOT_WRITABLE',
        // The uploader may not see that project: its name (or anything else of it) must not reach them.
        'This project already exists elsewhere in your organisation, and you may not change it. Ask its owner for write access.',
      );
    }
    const projectId = existing?.id ?? upload.targetProjectId ?? reserved[0]?.projectId ?? randomUUID();
    const floor = Math.max(
      existing?.version ?? 0,
      ...reserved.filter((r) => r.projectId === projectId).map((r) => r.version),
    );
    // A retried attempt keeps its reservation unless another version overtook it meanwhile.
    const keep =
      upload.targetProjectId === projectId && upload.targetVersion !== null && upload.targetVersion > floor;
    const version = keep && upload.targetVersion !== null ? upload.targetVersion : floor + 1;
    await setUploadTarget(tx, upload.id, summary.esxProjectId, projectId, version);
    return { projectId, orgId: upload.orgId, version, projectType: summary.projectType };
  });
}

/** What the transaction needs once every batch is written: the derivations' values and the member rows. */
export interface PreparedForCommit {
  derivations: { name: string; prepared: unknown }[];
  documentCount: number;
  memberRows: MemberRow[];
}

/**
 * Stages the version's documents batch by batch as the worker hands them over (the worker has written each
 * batch's blobs by then), then writes the derivations' blobs; nothing is visible until the transaction commits.
 */
export async function writeBeforeTransaction(
  deps: ImportDeps,
  context: ImportContext,
  nextBatch: () => Promise<StoredBatch>,
  derivations: readonly ImportDerivation<unknown>[],
): Promise<PreparedForCommit> {
  await deleteDocumentsOfVersion(deps.database, context.projectId, context.version);
  const memberRows: MemberRow[] = [];
  let pending = nextBatch();
  for (;;) {
    const batch = await pending;
    // The worker prepares the next batch while this process stages this one (two batches in memory at most).
    if (!batch.done) {
      pending = nextBatch();
      // Its failure surfaces when awaited; until then it must not count as unhandled.
      pending.catch(() => undefined);
    }
    memberRows.push(...batch.members);
    for (const chunk of batch.documentChunks) {
      await stageDocuments(deps.database, context.projectId, context.version, chunk);
    }
    if (!batch.done) {
      continue;
    }
    for (const [index, derivation] of derivations.entries()) {
      const entry = batch.derivations[index];
      if (derivation.blobs === undefined || entry === undefined) {
        continue;
      }
      for (const blob of derivation.blobs(entry.prepared, context)) {
        if (!blob.key.startsWith(versionBlobPrefix(context.projectId, context.version))) {
          throw new Error(`derivation ${derivation.name} wrote outside its version: ${blob.key}`);
        }
        await deps.blobs.put(blob.key, blob.bytes);
      }
    }
    return { derivations: batch.derivations, documentCount: batch.documentCount, memberRows };
  }
}

/** The one transaction: project version, derived rows, member rows and COMMITTED, or nothing. */
export async function commitVersion(
  deps: ImportDeps,
  upload: UploadRecord,
  summary: ParsedSummary,
  context: ImportContext,
  prepared: PreparedForCommit,
  derivations: readonly ImportDerivation<unknown>[],
): Promise<number | null> {
  const input: ProjectVersionInput = {
    projectId: context.projectId,
    orgId: upload.orgId,
    esxProjectId: summary.esxProjectId,
    version: context.version,
    name: summary.name,
    projectType: summary.projectType,
    lastSurveyDate: summary.lastSurveyDate,
    city: upload.city,
    country: upload.country,
    latitude: upload.latitude,
    longitude: upload.longitude,
    createdBy: upload.userId,
  };
  return deps.database.withTransaction(async (tx) => {
    const status = await lockUploadStatus(tx, upload.id);
    if (status !== 'IN_PROGRESS' && status !== 'COMMIT_IN_PROGRESS') {
      throw new ImportConflict(`upload is ${String(status)}`);
    }
    let previous: number | null = null;
    if (context.version === 1 || !(await projectExists(tx, context.projectId))) {
      if (!(await insertProjectVersion(tx, input))) {
        throw new ImportConflict('project created concurrently');
      }
      await insertProjectOwner(tx, context.projectId, upload.userEmail);
    } else {
      previous = await advanceProjectVersion(tx, input);
      if (previous === null) {
        throw new ImportConflict('a newer version was committed first');
      }
      for (const derivation of [...derivations].reverse()) {
        await derivation.remove(tx, context.projectId);
      }
    }
    for (const [index, derivation] of derivations.entries()) {
      await derivation.insert(tx, prepared.derivations[index]?.prepared, context);
    }
    await insertProjectMembers(tx, context.projectId, context.version, prepared.memberRows);
    await recordImportedVersion(tx, {
      projectId: context.projectId,
      version: context.version,
      createdBy: upload.userEmail,
      fileName: upload.fileName,
      note: await findVersionNote(tx, upload.id),
    });
    await deps.onStep?.('inserted');
    await markUploadCommitted(tx, upload.id, context.projectId);
    return previous;
  });
}

export async function discardVersion(deps: ImportDeps, context: ImportContext): Promise<void> {
  try {
    await deleteDocumentsOfVersion(deps.database, context.projectId, context.version);
    await deps.blobs.deletePrefix(versionBlobPrefix(context.projectId, context.version));
  } catch (error) {
    deps.logger.warn(
      { err: error, projectId: context.projectId },
      'could not discard an uncommitted project version',
    );
  }
}

/**
 * After the commit: the uploaded bytes go, and so do the project's versions beyond the newest
 * VERSION_RETENTION (their documents, members, history entries and blobs); the ones within it stay for the
 * version history (features/versions).
 */
export async function afterCommit(
  deps: ImportDeps,
  upload: UploadRecord,
  context: ImportContext,
): Promise<void> {
  try {
    await pruneOldVersions(
      deps,
      context.projectId,
      context.version,
      deps.versionRetention ?? DEFAULT_VERSION_RETENTION,
    );
    if (upload.contentKey !== null) {
      await deps.blobs.delete(upload.contentKey);
    }
  } catch (error) {
    deps.logger.warn(
      { err: error, projectId: context.projectId },
      'could not remove an older project version',
    );
  }
}

/** A final failure keeps nothing of the file. */
export async function deleteUploadedBytes(deps: ImportDeps, upload: UploadRecord): Promise<void> {
  if (upload.contentKey !== null) {
    await deps.blobs
      .delete(upload.contentKey)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not delete uploaded bytes'));
  }
}
