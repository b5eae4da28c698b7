// Auto-planning on the durable job queue (issue #19): the POST stores the plan's input and enqueues `auto-plan`;
// whichever process takes jobs (ROLE=worker, or the all-in-one process; ROLE=web only enqueues) plans it on a
// thread of its own and writes progress and the proposal to the auto_plans row, which any instance reads.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { createInlineTasks } from '../../jobs/inline-tasks';
import type { JobQueue } from '../../jobs/job-queue';
import { claimAutoPlan, finishAutoPlan, listRunningAutoPlans, saveAutoPlanProgress } from './auto-plan.repo';
import { AutoPlanFailure, startAutoPlanThread, type AutoPlanThread } from './auto-plan-thread';

/** The queue name of the auto-planning job. */
export const AUTO_PLAN_JOB = 'auto-plan';

/** Runs a plan may start: one whose process died is run again, up to this many times in all. */
export const AUTO_PLAN_MAX_ATTEMPTS = 3;
/** A plan of one large floor takes seconds (the planner benchmark's budget is 10 s); this stops a runaway. */
const PLAN_TIME_LIMIT_MS = 10 * 60_000;
const PLAN_HEAP_MB = 512;

export const INTERRUPTED_MESSAGE = 'The plan was interrupted several times. Please start it again.';

export interface AutoPlanJobDeps {
  database: Database;
  logger: Logger;
}

/**
 * Writes a run's progress one statement at a time, always the latest value (a slow database skips steps, never
 * queues them); tells `onSuperseded` once the row belongs to another run.
 */
function createProgressWriter(
  deps: AutoPlanJobDeps,
  planId: string,
  runToken: string,
  onSuperseded: () => void,
) {
  let latest: number | null = null;
  let writing: Promise<void> = Promise.resolve();
  let isWriting = false;
  const writeLatest = async (): Promise<void> => {
    while (latest !== null) {
      const progress = latest;
      latest = null;
      try {
        if (!(await saveAutoPlanProgress(deps.database, planId, runToken, progress))) {
          onSuperseded();
          return;
        }
      } catch (error) {
        deps.logger.warn({ err: error, planId }, 'auto-plan progress not saved');
      }
    }
  };
  return {
    report(fraction: number): void {
      latest = Math.round(Math.min(1, Math.max(0, fraction)) * 100) / 100;
      if (!isWriting) {
        isWriting = true;
        writing = writeLatest().finally(() => {
          isWriting = false;
        });
      }
    },
    /** Resolves once no write is in flight. */
    flush: () => writing,
  };
}

/**
 * Runs the auto-planning job of the plan `planId` in this process: nothing for a plan that has ended (a repeated
 * job); FAILED with a message for a plan that cannot be computed or whose runs keep dying; otherwise the proposal.
 * Throws only when the outcome could not be stored, so the queue runs it again.
 */
export async function runAutoPlanJob(deps: AutoPlanJobDeps, planId: string): Promise<void> {
  const runToken = randomUUID();
  const claim = await claimAutoPlan(deps.database, planId, runToken);
  if (claim === null) {
    return;
  }
  if (claim.attempts > AUTO_PLAN_MAX_ATTEMPTS) {
    deps.logger.error({ planId, attempts: claim.attempts }, 'auto-plan runs kept ending unfinished');
    await finishAutoPlan(deps.database, planId, runToken, { status: 'FAILED', message: INTERRUPTED_MESSAGE });
    return;
  }
  let thread: AutoPlanThread | null = null;
  let isSuperseded = false;
  const progress = createProgressWriter(deps, planId, runToken, () => {
    isSuperseded = true;
    void thread?.stop();
  });
  thread = startAutoPlanThread(claim.input ?? new Uint8Array(), {
    onProgress: (fraction) => progress.report(fraction),
    timeLimitMs: PLAN_TIME_LIMIT_MS,
    heapMb: PLAN_HEAP_MB,
  });
  let outcome: Parameters<typeof finishAutoPlan>[3];
  try {
    outcome = { status: 'DONE', proposal: await thread.result };
  } catch (error) {
    if (isSuperseded) {
      deps.logger.info({ planId }, 'auto-plan taken over by another run');
      return;
    }
    if (!(error instanceof AutoPlanFailure)) {
      throw error;
    }
    deps.logger.error({ err: error, reason: error.reason, planId }, 'auto-plan failed');
    outcome = { status: 'FAILED', message: error.message };
  }
  await progress.flush();
  await finishAutoPlan(deps.database, planId, runToken, outcome);
}

/** The auto-planning feature wired together: the POST's enqueue and the job worker. */
export interface AutoPlanFeature {
  enqueueAutoPlan: (planId: string) => Promise<void>;
  startJobs(): Promise<void>;
  drain(): Promise<void>;
  /** Resolves once no queue-less run is in progress; answers whether it waited for one (tests drain). */
  settle(): Promise<boolean>;
}

/** Builds the feature: planning is a pg-boss job when a queue exists, else a background task of this process. */
export function createAutoPlanFeature(deps: {
  config: AppConfig;
  database: Database;
  logger: Logger;
  jobs?: JobQueue;
}): AutoPlanFeature {
  const running = createInlineTasks();
  const jobs = deps.jobs;
  const enqueueAutoPlan = async (planId: string): Promise<void> => {
    if (jobs === undefined) {
      running.track(
        runAutoPlanJob(deps, planId).catch((error: unknown) =>
          deps.logger.error({ err: error, planId }, 'auto-plan job failed'),
        ),
      );
      return;
    }
    // A run whose process dies is retried once the job expires; runAutoPlanJob caps the runs it starts below
    // the queue's retries, so the last one marks the plan FAILED instead of leaving it RUNNING.
    await jobs.send(
      AUTO_PLAN_JOB,
      { planId },
      {
        singletonKey: planId,
        retryLimit: AUTO_PLAN_MAX_ATTEMPTS,
        retryDelaySeconds: 5,
        expireInSeconds: PLAN_TIME_LIMIT_MS / 1000 + 120,
      },
    );
  };
  return {
    enqueueAutoPlan,
    async startJobs() {
      if (jobs === undefined || deps.config.role === 'web') {
        return;
      }
      await jobs.work<{ planId: string }>(AUTO_PLAN_JOB, async (data) => runAutoPlanJob(deps, data.planId));
      // With the embedded database this process is the only worker: plans a crash left RUNNING are queued again
      // now (with PostgreSQL the queue retries the jobs of a dead instance once they expire).
      if (deps.database.kind === 'pglite') {
        for (const planId of await listRunningAutoPlans(deps.database)) {
          await enqueueAutoPlan(planId);
        }
      }
    },
    drain: async () => {
      await running.settle();
    },
    settle: () => running.settle(),
  };
}
