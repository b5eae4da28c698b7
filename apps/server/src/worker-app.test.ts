import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from './app';
import { createLocalBlobStore } from './blobs/local-blob-store';
import { parseConfig } from './config';
import type { Database } from './db/database';
import { PROJECT_DELETE_JOB } from './features/projects/projects.jobs';
import { startJobQueue, type JobQueue } from './jobs/job-queue';
import { createTestDatabase } from './test/test-database';
import { buildWorkerApp } from './worker-app';

async function jobState(database: Database, jobId: string): Promise<string | undefined> {
  const { rows } = await database.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [
    jobId,
  ]);
  return rows[0]?.state;
}

async function waitForState(database: Database, jobId: string, state: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await jobState(database, jobId)) !== state) {
    if (Date.now() > deadline) {
      throw new Error(`job ${jobId} never reached ${state}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('ROLE wiring: web instances only enqueue, workers run jobs and answer health checks only', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let jobs: JobQueue;
  let dataDir: string;
  const opened: FastifyInstance[] = [];

  function depsFor(role: 'web' | 'worker'): AppDeps {
    return {
      config: parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ROLE: role }),
      database,
      blobs: createLocalBlobStore(join(dataDir, 'blobs')),
      logger: pino({ level: 'silent' }),
      jobs,
    };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlens-role-'));
    const created = await createTestDatabase();
    database = created.database;
    drop = created.drop;
    jobs = await startJobQueue({
      database,
      ...(created.databaseUrl === undefined ? {} : { databaseUrl: created.databaseUrl }),
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    for (const app of opened) {
      await app.close();
    }
    await jobs.stop(5_000);
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a web instance leaves a queued job alone; a worker then runs it', async () => {
    const web = await buildApp(depsFor('web'));
    opened.push(web);
    const jobId = await jobs.send(PROJECT_DELETE_JOB, { projectId: randomUUID() });
    expect(jobId).not.toBeNull();
    // Several polling rounds of a would-be worker (0.5 s each): the job must still be waiting.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await jobState(database, jobId ?? '')).toBe('created');

    const worker = await buildWorkerApp(depsFor('worker'));
    opened.push(worker);
    await waitForState(database, jobId ?? '', 'completed');
  });

  it('a worker answers /healthz and /readyz and no route of the app', async () => {
    const worker = await buildWorkerApp(depsFor('worker'));
    opened.push(worker);
    const live = await worker.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await worker.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    for (const url of ['/config.json', '/authapi/v1/users/me', '/openapi.json', '/']) {
      expect((await worker.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
