import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { createGuardedFetch } from '../../http/guarded-fetch';
import { createOutboundGuard } from '../../http/outbound-guard';
import { createInlineTasks } from '../../jobs/inline-tasks';
import type { JobQueue } from '../../jobs/job-queue';
import type { VersionsContext } from '../versions/versions.service';
import type { MerakiClientOptions } from './meraki-client';
import { failChangeJob, runChangeJob } from './vendor-changes.service';
import { listUnfinishedChanges } from './vendor-integration.repo';
import type { VendorIntegrationContext } from './vendor-integration.service';
import { createKeySealer, loadIntegrationKey, type KeySealer } from './vendor-secret';

/** The queue name of the controller change job (push, dry run, rollback). */
export const VENDOR_CHANGE_JOB = 'vendor-change';

/** Retries of a change job whose run threw (the database or the process failed, not a device). */
const CHANGE_JOB_RETRIES = 3;

/** The controller integration wired together: the routes' context, its change jobs and their recovery. */
export interface VendorIntegrationFeature {
  context: VendorIntegrationContext;
  /**
   * Takes change jobs from the queue (not on ROLE=web, which only enqueues) and queues again the changes a
   * restart left unfinished; each device's recorded state tells the run what is left.
   */
  startJobs(): Promise<void>;
  /** Waits for change jobs running in this process without a queue. */
  drain(): Promise<void>;
  /** Resolves once no queue-less change job runs; answers whether it waited for one (tests drain). */
  settle(): Promise<boolean>;
}

/** Controller answers are small listings; a bigger one is refused. */
const MAX_CONTROLLER_RESPONSE_BYTES = 16 * 1024 * 1024;

/**
 * Builds the feature. A change is a pg-boss job when a queue exists (any worker runs it), else a background task
 * of this process; either way one device at a time, each device's before/after/result written to the database
 * before and after its call, so a run a restart interrupted resumes where it stopped.
 */
export function createVendorIntegrationFeature(deps: {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  jobs?: JobQueue;
  now?: () => Date;
  /** Where edits of a project go (renames from the controller); absent where no route asks for them. */
  revisions?: VersionsContext;
  clientOptions?: Partial<MerakiClientOptions>;
}): VendorIntegrationFeature {
  const running = createInlineTasks();
  const jobs = deps.jobs;
  let sealer: Promise<KeySealer> | null = null;
  const outbound = createOutboundGuard({
    isProduction: deps.config.isProduction,
    allowlist: deps.config.outboundAllowlist,
    logger: deps.logger,
  });
  const context: VendorIntegrationContext = {
    config: deps.config,
    database: deps.database,
    blobs: deps.blobs,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    outbound,
    fetch: createGuardedFetch(outbound, { maxResponseBytes: MAX_CONTROLLER_RESPONSE_BYTES }),
    ...(deps.clientOptions === undefined ? {} : { clientOptions: deps.clientOptions }),
    ...(deps.revisions === undefined ? {} : { revisions: deps.revisions }),
    sealer: () => {
      sealer ??= loadIntegrationKey({
        secret: deps.config.integrationSecret,
        dataDir: deps.config.dataDir,
      }).then(createKeySealer);
      return sealer;
    },
    enqueueChange: async (changeId) => {
      if (jobs === undefined) {
        const task = runChangeJob(context, changeId).catch(async (error: unknown) => {
          deps.logger.error({ err: error, changeId }, 'controller change job failed');
          await failChangeJob(context, changeId).catch(() => undefined);
        });
        running.track(task);
        return;
      }
      await jobs.send(
        VENDOR_CHANGE_JOB,
        { changeId },
        { singletonKey: changeId, retryLimit: CHANGE_JOB_RETRIES, retryDelaySeconds: 10 },
      );
    },
  };

  async function runQueued(data: { changeId: string }, retryCount: number): Promise<void> {
    try {
      await runChangeJob(context, data.changeId);
    } catch (error) {
      if (retryCount < CHANGE_JOB_RETRIES) {
        // pg-boss runs it again; the devices already done are not called twice.
        throw error;
      }
      deps.logger.error({ err: error, changeId: data.changeId }, 'controller change job failed');
      await failChangeJob(context, data.changeId);
    }
  }

  return {
    context,
    async startJobs() {
      if (jobs !== undefined) {
        if (deps.config.role === 'web') {
          return;
        }
        await jobs.work<{ changeId: string }>(VENDOR_CHANGE_JOB, (data, meta) =>
          runQueued(data, meta.retryCount),
        );
      }
      // Changes whose job was lost are queued again; one still waiting in the queue is left to it. With the
      // embedded database this process is the only worker, so a RUNNING change is one a restart stopped; with
      // PostgreSQL another worker may be running it (pg-boss retries a dead worker's job itself), so only changes
      // never started (a crash before their job was queued) are queued here.
      const statuses =
        jobs === undefined || deps.database.kind === 'pglite' ? undefined : (['QUEUED'] as const);
      for (const changeId of await listUnfinishedChanges(deps.database, statuses)) {
        if (jobs === undefined || !(await jobs.hasWaiting(VENDOR_CHANGE_JOB, changeId))) {
          await context.enqueueChange(changeId);
        }
      }
    },
    async drain() {
      await running.settle();
    },
    settle: () => running.settle(),
  };
}
