import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { createInlineTasks } from '../../jobs/inline-tasks';
import type { JobQueue } from '../../jobs/job-queue';
import { runReportJob, sweepExpiredReports, type ReportJobDeps } from './report-job';
import type { ReportTemplatesContext } from './report-templates.service';
import { listUnfinishedReports } from './reports.repo';
import type { ReportsContext } from './reports.service';

/** The queue name of the report job. */
export const REPORT_JOB = 'report-generate';

const SWEEP_INTERVAL_MS = 60 * 60_000;

/** The reports feature wired together: the routes' context, the job worker and the retention sweep. */
export interface ReportsFeature {
  context: ReportsContext & ReportTemplatesContext;
  startJobs(): Promise<void>;
  drain(): Promise<void>;
  /** Resolves once no queue-less run is in progress; answers whether it waited for one (tests drain). */
  settle(): Promise<boolean>;
}

/** Builds the reports feature; generation is a pg-boss job when a queue exists, else a background task. */
export function createReportsFeature(deps: {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  jobs?: JobQueue;
  now?: () => Date;
}): ReportsFeature {
  const jobDeps: ReportJobDeps = { ...deps, now: deps.now ?? (() => new Date()) };
  const running = createInlineTasks();
  let sweepTimer: NodeJS.Timeout | null = null;
  const runInline = (reportId: string): void => {
    const task = runReportJob(jobDeps, reportId).catch((error: unknown) =>
      deps.logger.error({ err: error, reportId }, 'report job failed'),
    );
    running.track(task);
  };
  const jobs = deps.jobs;
  const context = {
    ...jobDeps,
    async enqueueReport(reportId: string) {
      if (jobs === undefined) {
        runInline(reportId);
        return;
      }
      // A crash mid-job is retried from the start; the job overwrites its own file.
      await jobs.send(
        REPORT_JOB,
        { reportId },
        { singletonKey: reportId, retryLimit: 2, retryDelaySeconds: 10 },
      );
    },
  };
  const sweep = () => {
    sweepExpiredReports(jobDeps).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'report retention sweep failed'),
    );
  };
  return {
    context,
    async startJobs() {
      if (jobs === undefined || deps.config.role === 'web') {
        return;
      }
      await jobs.work<{ reportId: string }>(REPORT_JOB, async (data) => runReportJob(jobDeps, data.reportId));
      // With the embedded database this process is the only worker: reports left queued or running by a
      // crash are queued again (with PostgreSQL pg-boss retries the jobs of a dead instance itself).
      if (deps.database.kind === 'pglite') {
        for (const reportId of await listUnfinishedReports(deps.database)) {
          await context.enqueueReport(reportId);
        }
      }
      sweep();
      sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS);
      sweepTimer.unref();
    },
    async drain() {
      if (sweepTimer !== null) {
        clearInterval(sweepTimer);
      }
      await running.settle();
    },
    settle: () => running.settle(),
  };
}
