import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { createJobLocks, type JobLocks } from '../../jobs/job-locks';
import { createInlineTasks } from '../../jobs/inline-tasks';
import type { JobQueue } from '../../jobs/job-queue';
import type { ImportDeps } from './import-deps';
import { abortAbandonedMultipartUploads } from './direct-uploads';
import { importUpload } from './import.service';
import { recoverInterruptedImports } from './import-recovery';
import {
  createImportEnqueuer,
  ESX_IMPORT_JOB,
  ESX_IMPORT_RETRY_LIMIT,
  type UploadsContext,
} from './uploads.service';

/** How often an instance running jobs aborts abandoned multipart direct uploads (S3 only). */
const MULTIPART_CLEANUP_MS = 3600 * 1000;

/** The namespace of the import locks among the database's advisory locks (migrations 727_001, the seed 727_003). */
export const IMPORT_LOCK_NAMESPACE = 727_002;

/** The uploads feature wired together: the routes' context, the job worker and the import itself. */
export interface UploadsFeature {
  context: UploadsContext;
  importDeps: ImportDeps;
  /** Starts working on import jobs and recovering interrupted ones (when this instance runs jobs). */
  startJobs(): Promise<void>;
  /** Stops recovering and waits for imports running without a queue (tests, app close). */
  drain(): Promise<void>;
  /** Resolves once no queue-less run is in progress; answers whether it waited for one (tests drain). */
  settle(): Promise<boolean>;
}

/**
 * One attempt of an import, held against every other instance: while this process lives no other one runs the
 * same upload; `busy` when a live process already does (it will finish it, or die and be recovered).
 */
async function importExclusively(
  locks: JobLocks,
  deps: ImportDeps,
  fileUploadId: string,
  isLastAttempt: boolean,
) {
  const run = await locks.runExclusive(fileUploadId, () =>
    importUpload(deps, fileUploadId, { isLastAttempt }),
  );
  return run.ran ? run.value : 'busy';
}

/** Runs every attempt of an import on this process (no queue): the same retry rule as the job. */
async function importWithRetries(locks: JobLocks, deps: ImportDeps, fileUploadId: string): Promise<void> {
  for (let attempt = 0; attempt <= ESX_IMPORT_RETRY_LIMIT; attempt++) {
    const outcome = await importExclusively(locks, deps, fileUploadId, attempt === ESX_IMPORT_RETRY_LIMIT);
    if (outcome !== 'retry') {
      return;
    }
  }
}

/** Builds the uploads feature; the import job is a pg-boss job when a queue exists, else a background task. */
export function createUploadsFeature(deps: {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  jobs?: JobQueue;
  importOptions?: Partial<ImportDeps>;
  /** The clock the recovery judges "untouched for long enough" by (tests move it). */
  now?: () => Date;
}): UploadsFeature {
  const importDeps: ImportDeps = {
    database: deps.database,
    blobs: deps.blobs,
    logger: deps.logger,
    ...deps.importOptions,
  };
  const locks = createJobLocks(deps.database, IMPORT_LOCK_NAMESPACE);
  const running = createInlineTasks();
  const runInline = (fileUploadId: string): Promise<void> => {
    const task = importWithRetries(locks, importDeps, fileUploadId).catch((error: unknown) => {
      deps.logger.error({ err: error, fileUploadId }, 'background import failed');
    });
    running.track(task);
    return task;
  };
  const context: UploadsContext = {
    config: deps.config,
    database: deps.database,
    blobs: deps.blobs,
    logger: deps.logger,
    enqueueImport: createImportEnqueuer(deps.jobs, runInline),
  };
  let sweepTimer: NodeJS.Timeout | null = null;
  let cleanupTimer: NodeJS.Timeout | null = null;
  return {
    context,
    importDeps,
    async startJobs() {
      const jobs = deps.jobs;
      if (jobs === undefined || deps.config.role === 'web') {
        return;
      }
      await jobs.work<{ fileUploadId: string }>(ESX_IMPORT_JOB, async (data, meta) => {
        const outcome = await importExclusively(
          locks,
          importDeps,
          data.fileUploadId,
          meta.retryCount >= ESX_IMPORT_RETRY_LIMIT,
        );
        if (outcome === 'busy') {
          deps.logger.info({ fileUploadId: data.fileUploadId }, 'import already running on a live instance');
        }
        if (outcome === 'retry') {
          // pg-boss retries a job whose handler throws, from the start (the import is idempotent).
          throw new Error(`import of ${data.fileUploadId} will be retried`);
        }
      });
      const recovery = {
        database: deps.database,
        blobs: deps.blobs,
        logger: deps.logger,
        jobs,
        locks,
        enqueueImport: context.enqueueImport,
        now: deps.now ?? (() => new Date()),
        stalledAfterMs: deps.config.importRecoverySeconds * 1000,
      };
      const sweep = () =>
        recoverInterruptedImports(recovery).catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'could not look for interrupted imports');
        });
      // At start (every open import of a dead process) and then on a beat, so an import whose process died
      // (kill -9, a lost machine) is queued again within about two beats, not after the job's 15-minute lease.
      await sweep();
      sweepTimer = setInterval(() => void sweep(), deps.config.importRecoverySeconds * 1000);
      sweepTimer.unref();
      if (deps.blobs.multipart !== undefined) {
        const cleanup = () =>
          abortAbandonedMultipartUploads(deps, (deps.now ?? (() => new Date()))()).catch((error: unknown) => {
            deps.logger.warn({ err: error }, 'could not abort abandoned multipart uploads');
          });
        await cleanup();
        cleanupTimer = setInterval(() => void cleanup(), MULTIPART_CLEANUP_MS);
        cleanupTimer.unref();
      }
    },
    async drain() {
      if (sweepTimer !== null) {
        clearInterval(sweepTimer);
        sweepTimer = null;
      }
      if (cleanupTimer !== null) {
        clearInterval(cleanupTimer);
        cleanupTimer = null;
      }
      await running.settle();
    },
    settle: () => running.settle(),
  };
}
