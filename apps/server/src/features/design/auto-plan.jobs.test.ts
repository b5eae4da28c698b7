// Auto-planning on the job queue as production runs it: a ROLE=web instance only stores the plan and enqueues an
// `auto-plan` job; a ROLE=worker process takes it and writes progress and the proposal to the database, where any
// instance reads it. The queue is in memory and the test hands its jobs to the worker, so nothing polls.
import { randomUUID } from 'node:crypto';
import type { AutoPlanStatus } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from '../../app';
import { buildWorkerApp } from '../../worker-app';
import { authHeaders } from '../auth/test-accounts';
import { claimAutoPlan, finishAutoPlan, saveAutoPlanProgress } from './auto-plan.repo';
import { AUTO_PLAN_JOB, AUTO_PLAN_MAX_ATTEMPTS, INTERRUPTED_MESSAGE } from './auto-plan.jobs';
import { createMemoryQueue } from '../../jobs/memory-job-queue.test-helpers';
import { firstFloorId, recordingDatabase, removeAccessPointsOnFloor } from './auto-plan.test-helpers';
import { createDesignTestApp, type DesignSetup } from './design.test-helpers';

/** A plan is seconds of CPU work, slower on shared test machines than the default allowance. */
const PLAN_TIMEOUT_MS = 180_000;

let d: DesignSetup;
let floorId: string;
let web: FastifyInstance;
const opened: FastifyInstance[] = [];
const memory = createMemoryQueue();
let webTakesPlans: boolean;
let recorded: ReturnType<typeof recordingDatabase>;

const url = (suffix = '') =>
  `/projectapi/v1/projects/${d.projectId}/floor-plans/${floorId}/auto-plan${suffix}`;

function depsFor(role: 'web' | 'worker' | 'all', overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    config: { ...d.t.config, role },
    database: d.t.database,
    blobs: d.t.blobs,
    logger: pino({ level: 'silent' }),
    jobs: memory.queue,
    ...overrides,
  };
}

/** Starts a plan through the ROLE=web instance; answers its job id. */
async function startOnWeb(maxAps = 3): Promise<string> {
  const response = await web.inject({
    method: 'POST',
    url: url(),
    headers: authHeaders(d.owner.session),
    payload: { apModel: 'AP-515', frequencyBand: 'FIVE', maxAps },
  });
  expect(response.statusCode).toBe(202);
  return response.json<{ jobId: string }>().jobId;
}

async function stateOn(app: FastifyInstance, jobId: string): Promise<AutoPlanStatus> {
  const response = await app.inject({
    method: 'GET',
    url: url(`/${jobId}`),
    headers: authHeaders(d.owner.session),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AutoPlanStatus>();
}

beforeAll(async () => {
  d = await createDesignTestApp();
  floorId = await firstFloorId(d);
  // Planned from an empty floor, a plan places APs one by one (and reports progress for each).
  await removeAccessPointsOnFloor(d, floorId);
  web = await buildApp(depsFor('web'));
  opened.push(web);
  await web.ready();
  webTakesPlans = memory.hasWorker(AUTO_PLAN_JOB);
  recorded = recordingDatabase(d.t.database);
  opened.push(await buildWorkerApp(depsFor('worker', { database: recorded.database })));
  // An upload, an import and three apps: minutes on a loaded shared machine.
}, 300_000);

afterAll(async () => {
  for (const app of opened) {
    await app.close();
  }
  await d.t.close();
});

describe('auto-planning jobs on the queue', () => {
  it(
    'a ROLE=web instance only enqueues; a worker runs the plan, writing progress; any instance reads the proposal',
    async () => {
      expect(webTakesPlans).toBe(false);
      const jobId = await startOnWeb();
      const queued = memory.jobs.filter((job) => job.name === AUTO_PLAN_JOB && !job.taken);
      expect(queued.map((job) => job.data)).toEqual([{ planId: jobId }]);
      expect(queued[0]?.options).toMatchObject({ singletonKey: jobId, retryLimit: AUTO_PLAN_MAX_ATTEMPTS });
      expect(await stateOn(web, jobId)).toEqual({
        status: 'RUNNING',
        progress: 0,
        proposal: null,
        message: null,
      });

      await memory.runWaiting(AUTO_PLAN_JOB);
      const done = await stateOn(d.t.app, jobId);
      expect(done).toMatchObject({ status: 'DONE', progress: 1, message: null });
      expect(done.proposal?.accessPoints.length).toBeGreaterThan(0);
      expect(done.proposal?.accessPoints.length).toBeLessThanOrEqual(3);
      expect(await stateOn(web, jobId)).toEqual(done);
      // The worker stored progress between placements, before the end.
      const progress = recorded.statements
        .filter((statement) => statement.text.includes('SET progress') && statement.params[0] === jobId)
        .map((statement) => Number(statement.params[2]));
      expect(progress.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);
    },
    PLAN_TIMEOUT_MS,
  );

  it('a plan that cannot be computed ends FAILED with a message and no proposal', async () => {
    const jobId = await startOnWeb();
    await d.t.database.query('UPDATE auto_plans SET input = $2::bytea WHERE id = $1', [
      jobId,
      Uint8Array.of(1, 2, 3),
    ]);
    await memory.runWaiting(AUTO_PLAN_JOB);
    expect(await stateOn(web, jobId)).toEqual({
      status: 'FAILED',
      progress: 1,
      proposal: null,
      message: 'The plan could not be computed. Please try again.',
    });
  });

  it(
    'a run whose process died is run again by the queue; runs that keep dying end FAILED, not RUNNING',
    async () => {
      const retried = await startOnWeb(1);
      await claimAutoPlan(d.t.database, retried, randomUUID());
      await memory.runWaiting(AUTO_PLAN_JOB, 1);
      expect(await stateOn(web, retried)).toMatchObject({ status: 'DONE', progress: 1 });

      const doomed = await startOnWeb(1);
      await d.t.database.query('UPDATE auto_plans SET attempts = $2 WHERE id = $1', [
        doomed,
        AUTO_PLAN_MAX_ATTEMPTS,
      ]);
      await memory.runWaiting(AUTO_PLAN_JOB, AUTO_PLAN_MAX_ATTEMPTS);
      expect(await stateOn(web, doomed)).toEqual({
        status: 'FAILED',
        progress: 1,
        proposal: null,
        message: INTERRUPTED_MESSAGE,
      });
    },
    PLAN_TIMEOUT_MS,
  );

  it.runIf(process.env.TEST_DATABASE_URL === undefined || process.env.TEST_DATABASE_URL === '')(
    'a worker starting on the embedded database queues again the plans a crash left RUNNING',
    async () => {
      const jobId = await startOnWeb(1);
      // The job was taken by a process that then died: nothing is waiting in the queue any more.
      memory.jobs.forEach((job) => {
        job.taken = true;
      });
      opened.push(await buildWorkerApp(depsFor('worker')));
      const waiting = memory.jobs.filter((job) => job.name === AUTO_PLAN_JOB && !job.taken);
      expect(waiting.map((job) => job.data)).toEqual([{ planId: jobId }]);
      await memory.runWaiting(AUTO_PLAN_JOB);
      expect(await stateOn(web, jobId)).toMatchObject({ status: 'DONE', progress: 1 });
    },
    PLAN_TIMEOUT_MS,
  );

  it(
    'a run taken over by another stops writing: only the newest run may record progress or the outcome',
    async () => {
      const jobId = await startOnWeb();
      const first = randomUUID();
      const second = randomUUID();
      expect(await claimAutoPlan(d.t.database, jobId, first)).toMatchObject({ attempts: 1 });
      expect(await claimAutoPlan(d.t.database, jobId, second)).toMatchObject({ attempts: 2 });
      expect(await saveAutoPlanProgress(d.t.database, jobId, first, 0.5)).toBe(false);
      expect(await finishAutoPlan(d.t.database, jobId, first, { status: 'FAILED', message: 'old run' })).toBe(
        false,
      );
      expect(await saveAutoPlanProgress(d.t.database, jobId, second, 0.5)).toBe(true);
      expect(await stateOn(web, jobId)).toMatchObject({ status: 'RUNNING', progress: 0.5 });
      // The queued job then finds the plan owned by a run that is not its own and runs it afresh.
      await memory.runWaiting(AUTO_PLAN_JOB);
      expect(await stateOn(web, jobId)).toMatchObject({ status: 'DONE', progress: 1 });
    },
    PLAN_TIMEOUT_MS,
  );

  it('the all-in-one process (ROLE=all) takes plans itself', async () => {
    const allInOne = createMemoryQueue();
    const app = await buildApp(depsFor('all', { jobs: allInOne.queue }));
    opened.push(app);
    expect(allInOne.hasWorker(AUTO_PLAN_JOB)).toBe(true);
  });
});
