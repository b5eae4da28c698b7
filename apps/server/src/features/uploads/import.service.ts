import { notifyUploadFinished } from '../notifications/notifications.service';
import type { BlobStore } from '../../blobs/blob-store';
import { DEFAULT_IMPORT_WORKER_HEAP_MB } from '../../config';
import type { ImportContext } from '../../jobs/import-derivation';
import { IMPORT_DERIVATIONS } from './import-derivations';
import type { ImportReply, ImportRequest, ParsedSummary, StoredBatch } from './import-prepare';
import type { ImportDeps } from './import-deps';
import { createImportHandler } from './import-stream';
import { ImportRejection, ImportWorkerCrash } from './import-rejection';
import {
  afterCommit,
  commitVersion,
  deleteUploadedBytes,
  discardVersion,
  ImportConflict,
  reserveTarget,
  writeBeforeTransaction,
} from './import-steps';
import { createWorkerStarter, runInWorker, type WorkerChannel, type WorkerStarter } from './run-in-worker';
import {
  finishUploadUnsuccessfully,
  findUpload,
  setUploadProgress,
  startImportAttempt,
  type UploadRecord,
} from './uploads.repo';

// buildApp passes import options typed by this name.
export type { ImportDeps } from './import-deps';

/**
 * The import worker process with its own heap cap, which opens the same blob store by its location (or, without
 * one, the same handler in this process).
 */
function openChannel(deps: ImportDeps): WorkerChannel<ImportRequest, ImportReply> {
  const location = deps.blobs.location;
  const heapMb = deps.workerHeapMb ?? DEFAULT_IMPORT_WORKER_HEAP_MB;
  // A custom derivation list exists only in this process; the worker would import the registry instead.
  const preferInProcess = deps.preferInProcess === true || deps.derivations !== undefined;
  if (takesStartedWorker(deps) && deps.workers) {
    return deps.workers.take();
  }
  return runInWorker<ImportRequest, ImportReply>({
    name: 'import-worker',
    args: location === undefined ? null : [location],
    heapMb,
    inProcess: async () => createImportHandler(deps.blobs, deps.derivations ?? IMPORT_DERIVATIONS),
    preferInProcess,
  });
}

/** Whether an import with `deps` runs in a worker from `deps.workers` (same heap cap, nothing forcing this process). */
function takesStartedWorker(deps: ImportDeps): boolean {
  return (
    deps.preferInProcess !== true &&
    deps.derivations === undefined &&
    deps.blobs.location !== undefined &&
    deps.workers?.heapMb === (deps.workerHeapMb ?? DEFAULT_IMPORT_WORKER_HEAP_MB)
  );
}

/**
 * Import workers for an instance, started one ahead so an import need not wait for a process to boot (the first
 * starts with the first import); null when the blob store has no location another process can open.
 */
export function createImportWorkers(options: {
  blobs: BlobStore;
  workerHeapMb: number;
}): WorkerStarter<ImportRequest, ImportReply> | null {
  const location = options.blobs.location;
  if (location === undefined) {
    return null;
  }
  return createWorkerStarter<ImportRequest, ImportReply>({
    name: 'import-worker',
    args: [location],
    heapMb: options.workerHeapMb,
  });
}

/** Why a job attempt ended, for the caller (the job wrapper retries `retry`). */
export type ImportOutcome = 'committed' | 'rejected' | 'already-final' | 'retry';

const SERVER_FAILURE =
  'The upload could not be processed because of a server problem. Please upload the file again.';

/** Stores the uploader's notification (spec: server notifications when an upload finishes); never throws. */
async function notifyUploader(
  deps: ImportDeps,
  upload: { userId: string; fileName: string },
  outcome: { succeeded: boolean; reason?: string },
): Promise<void> {
  if (deps.notifyUploader === false) {
    return;
  }
  await notifyUploadFinished(
    { database: deps.database, logger: deps.logger },
    { userId: upload.userId, fileName: upload.fileName, ...outcome },
  );
}

/**
 * Imports one committed upload once the instance's queue has a free slot: the import worker reads the file, parses
 * and prepares it and writes its blobs, this process stages the documents, then one transaction makes the version
 * visible and marks the upload COMMITTED. Idempotent per upload.
 */
export async function importUpload(
  deps: ImportDeps,
  fileUploadId: string,
  options: { isLastAttempt: boolean },
): Promise<ImportOutcome> {
  const attempt = async () => {
    try {
      return await importAttempt(deps, fileUploadId, options);
    } finally {
      // The next import's worker boots now, between imports, not while it waits.
      if (takesStartedWorker(deps)) {
        deps.workers?.refill();
      }
    }
  };
  return deps.queue === undefined ? attempt() : deps.queue.run(attempt);
}

async function importAttempt(
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
    // The worker reads the file from the blob store itself: its bytes never enter this process.
    const summary = (await channel.request({
      type: 'parse',
      contentKey: upload.contentKey,
      fileName: upload.fileName,
      limits: deps.limits,
    })) as ParsedSummary;
    await deps.onStep?.('parsed');
    const fresh = (await findUpload(deps.database, upload.id)) ?? upload;
    context = await reserveTarget(deps, fresh, summary);
    const target = context;
    let isFirst = true;
    // The worker hands the project over in bounded batches; each is written before the next is asked for.
    const nextBatch = async (): Promise<StoredBatch> => {
      const request: ImportRequest = isFirst ? { type: 'prepare', context: target } : { type: 'next' };
      const batch = (await channel.request(request)) as StoredBatch;
      if (isFirst) {
        isFirst = false;
        await setUploadProgress(deps.database, upload.id, 'COMMIT_IN_PROGRESS', 60);
      }
      if (batch.done) {
        await channel.close();
        await deps.onStep?.('prepared');
      }
      return batch;
    };
    const prepared = await writeBeforeTransaction(deps, context, nextBatch, derivations);
    await deps.onStep?.('staged');
    await commitVersion(deps, fresh, summary, context, prepared, derivations);
    await deps.onStep?.('committed');
    await afterCommit(deps, fresh, context);
    await notifyUploader(deps, upload, { succeeded: true });
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
    return await handleFailedAttempt(deps, upload, context, channel, error, options);
  }
}

/** Runs one clean-up step of a failed attempt; a fault here is logged, never thrown over the original one. */
async function safely(deps: ImportDeps, fileUploadId: string, step: string, fn: () => Promise<unknown>) {
  try {
    await fn();
  } catch (error) {
    deps.logger.error({ err: error, fileUploadId, step }, 'import clean-up step failed');
  }
}

/** Ends the upload ROLLED_BACK or FAILED: its bytes dropped, the reason recorded, the uploader told. */
async function endUnsuccessfully(
  deps: ImportDeps,
  upload: UploadRecord,
  status: 'ROLLED_BACK' | 'FAILED',
  reason: string,
  code: string,
): Promise<void> {
  await safely(deps, upload.id, 'delete bytes', () => deleteUploadedBytes(deps, upload));
  await safely(deps, upload.id, 'record failure', () =>
    finishUploadUnsuccessfully(deps.database, upload.id, status, reason, code),
  );
  await safely(deps, upload.id, 'notify', () => notifyUploader(deps, upload, { succeeded: false, reason }));
}

/**
 * What a failed attempt leaves: nothing of its version, and either a final state with a reason or a retry.
 * Every step is guarded, so a fault while cleaning up (a database outage, a value PostgreSQL refuses) is
 * logged and the job ends normally instead of rejecting into nowhere.
 */
async function handleFailedAttempt(
  deps: ImportDeps,
  upload: UploadRecord,
  context: ImportContext | null,
  channel: WorkerChannel<ImportRequest, ImportReply>,
  error: unknown,
  options: { isLastAttempt: boolean },
): Promise<ImportOutcome> {
  const fileUploadId = upload.id;
  await safely(deps, fileUploadId, 'close worker', () => channel.close());
  if (error instanceof ImportConflict) {
    const current = await findUpload(deps.database, fileUploadId).catch(() => null);
    if (current?.status === 'COMMITTED') {
      return 'already-final';
    }
  }
  if (context !== null) {
    const target = context;
    await safely(deps, fileUploadId, 'discard version', () => discardVersion(deps, target));
  }
  if (error instanceof ImportRejection) {
    await endUnsuccessfully(deps, upload, 'ROLLED_BACK', error.message, error.code);
    return 'rejected';
  }
  if (error instanceof ImportWorkerCrash) {
    deps.logger.warn({ err: error, fileUploadId }, 'import worker crashed');
    await endUnsuccessfully(deps, upload, 'FAILED', error.message, 'WORKER_CRASH');
    return 'rejected';
  }
  deps.logger.error({ err: error, fileUploadId }, 'import attempt failed');
  if (options.isLastAttempt) {
    await endUnsuccessfully(deps, upload, 'FAILED', SERVER_FAILURE, 'INTERNAL');
    return 'rejected';
  }
  return 'retry';
}
