import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import type { JobLocks } from '../../jobs/job-locks';
import type { JobQueue } from '../../jobs/job-queue';
import { notifyUploadFinished } from '../notifications/notifications.service';
import { deleteUploadedBytes } from './import-steps';
import { findUpload, finishUploadUnsuccessfully, listStalledUploads } from './uploads.repo';
import { ESX_IMPORT_JOB, ESX_IMPORT_RETRY_LIMIT } from './uploads.service';

/** What the recovery of interrupted imports needs. */
export interface ImportRecoveryDeps {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  jobs: Pick<JobQueue, 'hasWaiting'>;
  /** The import locks: a live instance running an upload holds its id. */
  locks: JobLocks;
  enqueueImport: (fileUploadId: string) => Promise<void>;
  now: () => Date;
  /** An open import untouched this long (and held by no live process) was interrupted. */
  stalledAfterMs: number;
}

const INTERRUPTED_TOO_OFTEN =
  'The upload could not be processed because of a server problem. Please upload the file again.';

/** Ends an upload whose import died every time it ran: FAILED with a reason, its bytes dropped, the uploader told. */
async function giveUp(deps: ImportRecoveryDeps, fileUploadId: string): Promise<void> {
  const upload = await findUpload(deps.database, fileUploadId);
  if (upload === null) {
    return;
  }
  deps.logger.error(
    { fileUploadId, attempts: upload.attempts },
    'import interrupted on every attempt: failed',
  );
  await deleteUploadedBytes(deps, upload);
  await finishUploadUnsuccessfully(
    deps.database,
    fileUploadId,
    'FAILED',
    INTERRUPTED_TOO_OFTEN,
    'INTERRUPTED',
  );
  await notifyUploadFinished(deps, {
    userId: upload.userId,
    fileName: upload.fileName,
    succeeded: false,
    reason: INTERRUPTED_TOO_OFTEN,
  });
}

/**
 * Queues again every committed import whose process is gone (killed, crashed, its machine lost): open and
 * untouched for `stalledAfterMs`, held by no live instance, with no job waiting to run it. One that was
 * interrupted on every attempt (a file that kills its importer) ends FAILED instead of looping. Answers the ids
 * queued again.
 */
export async function recoverInterruptedImports(deps: ImportRecoveryDeps): Promise<string[]> {
  const updatedBefore = new Date(deps.now().getTime() - deps.stalledAfterMs);
  const queued: string[] = [];
  for (const upload of await listStalledUploads(deps.database, updatedBefore)) {
    if (await deps.locks.isHeld(upload.id)) {
      continue;
    }
    if (await deps.jobs.hasWaiting(ESX_IMPORT_JOB, upload.id)) {
      continue;
    }
    if (upload.attempts > ESX_IMPORT_RETRY_LIMIT) {
      await giveUp(deps, upload.id);
      continue;
    }
    deps.logger.warn(
      { fileUploadId: upload.id, attempts: upload.attempts },
      'interrupted import queued again',
    );
    await deps.enqueueImport(upload.id);
    queued.push(upload.id);
  }
  return queued;
}
