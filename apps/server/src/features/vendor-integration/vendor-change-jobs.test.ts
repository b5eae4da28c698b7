// Change jobs on the job queue as production runs them: a ROLE=web instance only enqueues a `vendor-change` job, a
// ROLE=worker process takes it from the queue and runs it. The queue here is an in-memory JobQueue whose jobs the
// test hands to the worker's handler itself, so nothing waits on pg-boss's polling.
import type { VendorChange } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createMemoryQueue } from '../../jobs/memory-job-queue.test-helpers';
import { authHeaders } from '../auth/test-accounts';
import { buildWorkerApp } from '../../worker-app';
import { VENDOR_CHANGE_JOB } from './vendor-integration.feature';
import { insertChange } from './vendor-integration.repo';
import { createIntegrationWorld, type IntegrationWorld } from './vendor-world.test-helpers';

let w: IntegrationWorld;
let web: FastifyInstance;
let worker: FastifyInstance | null = null;
const memory = createMemoryQueue();

beforeAll(async () => {
  w = await createIntegrationWorld();
  const deps = {
    database: w.t.database,
    blobs: w.t.blobs,
    logger: pino({ level: 'silent' }),
    jobs: memory.queue,
  };
  web = await buildApp({ ...deps, config: { ...w.t.config, role: 'web' } });
  await web.ready();
  worker = await buildWorkerApp({ ...deps, config: { ...w.t.config, role: 'worker' } });
});

afterAll(async () => {
  await worker?.close();
  await web.close();
  await w.close();
});

describe('controller change jobs on the job queue', () => {
  it('a web instance queues the push; a worker runs it from the queue', async () => {
    const requested = await web.inject({
      method: 'POST',
      url: `${w.base}/changes`,
      headers: authHeaders(w.admin),
      payload: { kind: 'names', dryRun: false },
    });
    expect(requested.statusCode).toBe(202);
    const { changeId } = requested.json<{ changeId: string }>();
    expect(memory.jobs.filter((job) => job.name === VENDOR_CHANGE_JOB)).toEqual([
      {
        name: VENDOR_CHANGE_JOB,
        data: { changeId },
        options: expect.objectContaining({ singletonKey: changeId }) as unknown,
        taken: false,
      },
    ]);
    const queued = await w.call(w.admin, 'GET', `${w.base}/changes/${changeId}`);
    expect(queued.json<VendorChange>()).toMatchObject({ status: 'QUEUED', devices: [] });
    expect(w.fake.puts).toEqual([]);

    // The worker's start found the change waiting in the queue and did not queue it a second time.
    expect(memory.hasWorker(VENDOR_CHANGE_JOB)).toBe(true);
    expect(memory.jobs).toHaveLength(1);
    await memory.runWaiting(VENDOR_CHANGE_JOB);
    const done = await w.finished(changeId);
    expect(done.status).toBe('DONE');
    expect(done.devices.find((d) => d.serial === 'Q2AA-0036')).toMatchObject({
      result: 'APPLIED',
      after: { name: 'Measured AP-36:c0' },
    });
    expect(w.fake.puts).toEqual([
      { path: '/devices/Q2AA-0002', body: { name: 'AP-1A-02' } },
      { path: '/devices/Q2AA-0036', body: { name: 'Measured AP-36:c0' } },
    ]);
  });

  it('a job failing beyond its retries ends the change FAILED instead of leaving it RUNNING', async () => {
    const changeId = '0c9e7a51-2f3b-4d6e-8a1c-5b7d9e0f1a23';
    await insertChange(w.t.database, {
      id: changeId,
      projectId: w.projectId,
      orgId: w.orgId,
      kind: 'names',
      dryRun: false,
      requestedBy: null,
      requestedByEmail: 'admin@example.com',
      rollbackOf: null,
      // A request this version cannot read: the run throws before touching any device.
      request: { targets: null } as never,
      createdAt: new Date(),
    });
    await memory.queue.send(VENDOR_CHANGE_JOB, { changeId }, { singletonKey: changeId });
    await expect(memory.runWaiting(VENDOR_CHANGE_JOB, 0)).rejects.toThrow();
    const retried = await w.call(w.admin, 'GET', `${w.base}/changes/${changeId}`);
    expect(retried.json<VendorChange>().status).toBe('RUNNING');

    await memory.queue.send(VENDOR_CHANGE_JOB, { changeId }, { singletonKey: changeId });
    await memory.runWaiting(VENDOR_CHANGE_JOB, 3);
    const failed = await w.call(w.admin, 'GET', `${w.base}/changes/${changeId}`);
    expect(failed.json<VendorChange>()).toMatchObject({ status: 'FAILED', devices: [] });
    expect(w.fake.violations).toEqual([]);
  });
});
