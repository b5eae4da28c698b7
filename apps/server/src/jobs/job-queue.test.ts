import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/test-database';
import { startJobQueue, type JobQueue } from './job-queue';

function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error('condition not met in time'));
      }
    }, 50);
  });
}

describe('job queue (pg-boss on the application database)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let databaseUrl: string | undefined;
  let queue: JobQueue;

  beforeAll(async () => {
    ({ database, drop, databaseUrl } = await createTestDatabase());
    queue = await startJobQueue({
      database,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await drop();
  });

  it('runs a job sent to a queue with its data', async () => {
    const seen: unknown[] = [];
    await queue.work<{ n: number }>('test-run', async (data) => {
      seen.push(data.n);
    });
    await queue.send('test-run', { n: 7 });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([7]);
  });

  it('retries a job whose handler throws', async () => {
    const attempts: number[] = [];
    await queue.work('test-retry', async (_data, meta) => {
      attempts.push(meta.retryCount);
      if (attempts.length === 1) {
        throw new Error('first attempt fails');
      }
    });
    await queue.send('test-retry', {}, { retryLimit: 2, retryDelaySeconds: 1 });
    await waitFor(() => attempts.length === 2);
    expect(attempts).toEqual([0, 1]);
  });

  it('two instances creating queues side by side both start (a deadlock between them is retried)', async () => {
    const other = await startJobQueue({
      database,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
      logger: pino({ level: 'silent' }),
    });
    try {
      const names = Array.from({ length: 6 }, (_, index) => `test-side-by-side-${index}`);
      // Each instance creates every queue, in opposite orders, all at once: the start-up of 2 workers.
      await Promise.all([
        ...names.map((name) => queue.send(name, {})),
        ...[...names].reverse().map((name) => other.send(name, {})),
      ]);
      const { rows } = await database.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM pgboss.queue WHERE name LIKE 'test-side-by-side-%'`,
      );
      expect(Number(rows[0]?.n)).toBe(6);
    } finally {
      await other.stop(5_000);
    }
  });

  it('lets a running job finish on graceful stop', async () => {
    let finished = false;
    let started = false;
    await queue.work('test-slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      finished = true;
    });
    await queue.send('test-slow', {});
    await waitFor(() => started);
    await queue.stop(10_000);
    expect(finished).toBe(true);
  });
});
