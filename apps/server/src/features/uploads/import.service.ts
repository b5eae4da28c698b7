import { randomUUID } from 'node:crypto';
import type { EsxLimits } from '@airlens/esx';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import {
  IMPORT_DERIVATIONS,
  versionBlobPrefix,
  type ImportContext,
  type ImportDerivation,
} from './import-derivations';
import {
  createImportHandler,
  type ImportReply,
  type ImportRequest,
  type ParsedSummary,
  type PreparedImport,
} from './import-prepare';
import { ImportRejection, ImportWorkerCrash } from './import-rejection';
import {
  advanceProjectVersion,
  deleteDocumentsOfVersion,
  deleteOlderVersions,
  findImportTarget,
  findReservedTargets,
  insertProjectMembers,
  insertProjectOwner,
  insertProjectVersion,
  isOrgAdmin,
  lockEsxProject,
  projectExists,
  runTransaction,
  stageDocuments,
  type ProjectVersionInput,
} from './import.repo';
import { runInWorker, type WorkerChannel } from './run-in-worker';
import {
  finishUploadUnsuccessfully,
  findUpload,
  lockUploadStatus,
  markUploadCommitted,
  setUploadProgress,
  setUploadTarget,
  startImportAttempt,
  type UploadRecord,
} from './uploads.repo';

/** What the import job needs. */
export interface ImportDeps {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** Derivations to run (default: the registry). */
  derivations?: readonly ImportDerivation<unknown>[];
  /** Reader limits (default: the .esx package's). */
  limits?: Partial<EsxLimits>;
  /** Heap limit of the import worker in MB. */
  workerHeapMb?: number;
  /** Parse on this thread even when a worker could start (tests of the fallback). */
  preferInProcess?: boolean;
  /** Failpoint for crash tests: called after each named step. */
  onStep?: (step: 'parsed' | 'prepared' | 'staged' | 'inserted' | 'committed') => Promise<void> | void;
}

/** Why a job attempt ended, for the caller (the job wrapper retries `retry`). */
export type ImportOutcome = 'committed' | 'rejected' | 'already-final' | 'retry';

const SERVER_FAILURE =
  'The upload could not be processed because of a server problem. Please upload the file again.';

/** Another import reached the same project first; this attempt starts over. */
class ImportConflict extends Error {}

function openChannel(deps: ImportDeps): WorkerChannel<ImportRequest, ImportReply> {
  return runInWorker<ImportRequest, ImportReply>({
    name: 'import-worker',
    inProcess: async () => createImportHandler(deps.derivations ?? IMPORT_DERIVATIONS),
    resourceLimits: { maxOldGenerationSizeMb: deps.workerHeapMb ?? 2048 },
    // A custom derivation list exists only in this thread; the worker would import the registry instead.
    preferInProcess: deps.preferInProcess === true || deps.derivations !== undefined,
  });
}

/** Chooses the project and version this upload writes: the existing project (version + 1) or a new one. */
async function reserveTarget(
  deps: ImportDeps,
  upload: UploadRecord,
  summary: ParsedSummary,
): Promise<ImportContext> {
  return runTransaction(deps.database, async (tx) => {
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
        `Your organisation already has the project "${summary.name}" and you may not change it. Ask its owner for write access.`,
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

/** Writes the version's blobs and staged documents; nothing is visible until the transaction commits. */
async function writeBeforeTransaction(
  deps: ImportDeps,
  context: ImportContext,
  prepared: PreparedImport,
  derivations: readonly ImportDerivation<unknown>[],
): Promise<void> {
  for (const blob of [...prepared.members, ...prepared.largeDocuments]) {
    await deps.blobs.put(blob.key, blob.bytes);
  }
  for (const [index, derivation] of derivations.entries()) {
    const entry = prepared.derivations[index];
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
  await deleteDocumentsOfVersion(deps.database, context.projectId, context.version);
  for (const chunk of prepared.documentChunks) {
    await stageDocuments(deps.database, context.projectId, context.version, chunk);
  }
}

/** The one transaction: project version, derived rows, member rows and COMMITTED, or nothing. */
async function commitVersion(
  deps: ImportDeps,
  upload: UploadRecord,
  summary: ParsedSummary,
  context: ImportContext,
  prepared: PreparedImport,
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
  return runTransaction(deps.database, async (tx) => {
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
    await insertProjectMembers(
      tx,
      context.projectId,
      context.version,
      prepared.members.map((m) => ({
        name: m.name,
        key: m.key,
        sizeBytes: m.bytes.length,
        contentType: m.contentType,
      })),
    );
    await deps.onStep?.('inserted');
    await markUploadCommitted(tx, upload.id, context.projectId);
    return previous;
  });
}

async function discardVersion(deps: ImportDeps, context: ImportContext): Promise<void> {
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

async function afterCommit(
  deps: ImportDeps,
  upload: UploadRecord,
  context: ImportContext,
  previous: number | null,
): Promise<void> {
  try {
    await deleteOlderVersions(deps.database, context.projectId, context.version);
    if (previous !== null) {
      await deps.blobs.deletePrefix(versionBlobPrefix(context.projectId, previous));
    }
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

/**
 * Imports one committed upload: parse and prepare in the import worker, write blobs and staged documents,
 * then one transaction makes the version visible and marks the upload COMMITTED. Idempotent per upload.
 */
export async function importUpload(
  deps: ImportDeps,
  fileUploadId: string,
  options: { isLastAttempt: boolean },
): Promise<ImportOutcome> {
  const upload = await findUpload(deps.database, fileUploadId);
  if (upload === null || (upload.status !== 'IN_PROGRESS' && upload.status !== 'COMMIT_IN_PROGRESS')) {
    return 'already-final';
  }
  const derivations = deps.derivations ?? IMPORT_DERIVATIONS;
  let context: ImportContext | null = null;
  const channel = openChannel(deps);
  try {
    if (upload.contentKey === null) {
      throw new ImportRejection('NO_CONTENT', 'No file was uploaded.');
    }
    await startImportAttempt(deps.database, upload.id);
    const bytes = await deps.blobs.get(upload.contentKey);
    if (bytes === null) {
      throw new ImportRejection(
        'NO_CONTENT',
        'The uploaded file is no longer available. Please upload it again.',
      );
    }
    // Hand the bytes to the worker instead of copying them, when they own their whole buffer.
    const transfer =
      bytes.byteOffset === 0 &&
      bytes.byteLength === bytes.buffer.byteLength &&
      bytes.buffer instanceof ArrayBuffer
        ? [bytes.buffer]
        : [];
    const summary = (await channel.request(
      { type: 'parse', bytes, fileName: upload.fileName, limits: deps.limits },
      transfer,
    )) as ParsedSummary;
    await deps.onStep?.('parsed');
    const fresh = (await findUpload(deps.database, upload.id)) ?? upload;
    context = await reserveTarget(deps, fresh, summary);
    const prepared = (await channel.request({ type: 'prepare', context })) as PreparedImport;
    await channel.close();
    await deps.onStep?.('prepared');
    await setUploadProgress(deps.database, upload.id, 'COMMIT_IN_PROGRESS', 60);
    await writeBeforeTransaction(deps, context, prepared, derivations);
    await deps.onStep?.('staged');
    const previous = await commitVersion(deps, fresh, summary, context, prepared, derivations);
    await deps.onStep?.('committed');
    await afterCommit(deps, fresh, context, previous);
    deps.logger.info(
      {
        fileUploadId,
        projectId: context.projectId,
        version: context.version,
        documents: prepared.documentCount,
        warnings: summary.warnings.length,
      },
      'upload imported',
    );
    return 'committed';
  } catch (error) {
    await channel.close();
    if (error instanceof ImportConflict) {
      const current = await findUpload(deps.database, fileUploadId);
      if (current?.status === 'COMMITTED') {
        return 'already-final';
      }
    }
    if (context !== null) {
      await discardVersion(deps, context);
    }
    if (error instanceof ImportRejection) {
      await deleteUploadedBytes(deps, upload);
      await finishUploadUnsuccessfully(deps.database, fileUploadId, 'ROLLED_BACK', error.message, error.code);
      return 'rejected';
    }
    if (error instanceof ImportWorkerCrash) {
      deps.logger.warn({ err: error, fileUploadId }, 'import worker crashed');
      await deleteUploadedBytes(deps, upload);
      await finishUploadUnsuccessfully(deps.database, fileUploadId, 'FAILED', error.message, 'WORKER_CRASH');
      return 'rejected';
    }
    deps.logger.error({ err: error, fileUploadId }, 'import attempt failed');
    if (options.isLastAttempt) {
      await deleteUploadedBytes(deps, upload);
      await finishUploadUnsuccessfully(deps.database, fileUploadId, 'FAILED', SERVER_FAILURE, 'INTERNAL');
      return 'rejected';
    }
    return 'retry';
  }
}

/** A final failure keeps nothing of the file. */
async function deleteUploadedBytes(deps: ImportDeps, upload: UploadRecord): Promise<void> {
  if (upload.contentKey !== null) {
    await deps.blobs
      .delete(upload.contentKey)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not delete uploaded bytes'));
  }
}
