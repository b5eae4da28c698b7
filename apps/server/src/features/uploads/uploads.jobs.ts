import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { importUpload, type ImportDeps } from './import.service';
import { listStalledUploads } from './uploads.repo';
import {
  createImportEnqueuer,
  ESX_IMPORT_JOB,
  ESX_IMPORT_RETRY_LIMIT,
  IMPORT_LEASE_MINUTES,
  type UploadsContext,
} from './uploads.service';

/** The uploads feature wired together: the routes' context, the job worker and the import itself. */
export interface UploadsFeature {
  context: UploadsContext;
  importDeps: ImportDeps;
  /** Starts working on import jobs (when this instance runs jobs). */
  startJobs(): Promise<void>;
  /** Waits for imports running without a queue (tests, app close). */
  drain(): Promise<void>;
}

/** Runs every attempt of an import on this process (no queue): the same retry rule as the job. */
async function importWithRetries(deps: ImportDeps, fileUploadId: string): Promise<void> {
  for (let attempt = 0; attempt <= ESX_IMPORT_RETRY_LIMIT; attempt++) {
    const outcome = await importUpload(deps, fileUploadId, {
      isLastAttempt: attempt === ESX_IMPORT_RETRY_LIMIT,
    });
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
}): UploadsFeature {
  const importDeps: ImportDeps = {
    database: deps.database,
    blobs: deps.blobs,
    logger: deps.logger,
    ...deps.importOptions,
  };
  const running = new Set<Promise<void>>();
  const runInline = (fileUploadId: string): Promise<void> => {
    const task = importWithRetries(importDeps, fileUploadId).catch((error: unknown) => {
      deps.logger.error({ err: error, fileUploadId }, 'background import failed');
    });
    running.add(task);
    void task.finally(() => running.delete(task));
    return task;
  };
  const context: UploadsContext = {
    config: deps.config,
    database: deps.database,
    blobs: deps.blobs,
    logger: deps.logger,
    enqueueImport: createImportEnqueuer(deps.jobs, runInline),
  };
  return {
    context,
    importDeps,
    async startJobs() {
      const jobs = deps.jobs;
      if (jobs === undefined || deps.config.role === 'web') {
        return;
      }
      await jobs.work<{ fileUploadId: string }>(ESX_IMPORT_JOB, async (data, meta) => {
        const outcome = await importUpload(importDeps, data.fileUploadId, {
          isLastAttempt: meta.retryCount >= ESX_IMPORT_RETRY_LIMIT,
        });
        if (outcome === 'retry') {
          // pg-boss retries a job whose handler throws, from the start (the import is idempotent).
          throw new Error(`import of ${data.fileUploadId} will be retried`);
        }
      });
      // An upload whose job vanished (a crash between commit and enqueue, or a kill -9 mid-import) is queued
      // again at start. With the embedded database this process is the only one, so every open import is
      // dead now; with PostgreSQL only those whose lease is long over, so none runs beside its original.
      const stalledAfterMinutes = deps.database.kind === 'pglite' ? 0 : IMPORT_LEASE_MINUTES + 1;
      for (const fileUploadId of await listStalledUploads(deps.database, stalledAfterMinutes)) {
        await context.enqueueImport(fileUploadId);
      }
    },
    async drain() {
      await Promise.all([...running]);
    },
  };
}
