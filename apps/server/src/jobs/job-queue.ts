import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { hasWaitingJob } from './job-queue.repo';

export type JobHandler<Data> = (data: Data, meta: { jobId: string; retryCount: number }) => Promise<void>;

export interface JobOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  singletonKey?: string;
}

/** Durable background jobs on the application database (pg-boss), so any instance may run any job. */
export interface JobQueue {
  /** Starts working on `name`; handlers that throw are retried by pg-boss. */
  work<Data extends object>(
    name: string,
    handler: JobHandler<Data>,
    options?: { batchSize?: number },
  ): Promise<void>;
  send(name: string, data: object, options?: JobOptions): Promise<string | null>;
  /** Whether a job of `name` sent with this singleton key is still to run (created or waiting to retry). */
  hasWaiting(name: string, singletonKey: string): Promise<boolean>;
  /** Stops taking jobs, lets running handlers finish (up to `timeoutMs`); unfinished jobs are retried later. */
  stop(timeoutMs?: number): Promise<void>;
}

const SCHEMA = 'pgboss';

/** Builds the pg-boss connection options: the pool of PostgreSQL, or an adapter over the one PGlite connection. */
function connectionOptions(database: Database, databaseUrl: string | undefined): PgBoss.ConstructorOptions {
  if (database.kind === 'postgres' && databaseUrl !== undefined) {
    return { connectionString: databaseUrl, max: 4, schema: SCHEMA };
  }
  return {
    schema: SCHEMA,
    db: {
      async executeSql(text: string, values: unknown[] = []) {
        if (values.length === 0) {
          // pg-boss sends multi-statement DDL without parameters; only the simple protocol runs several statements.
          return database.exec(text);
        }
        return database.query(text, values);
      },
    },
  };
}

/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim (rolled back, safe to run again). */
const DEADLOCK_DETECTED = '40P01';

/**
 * Creates a queue (a no-op when it exists). Each queue is a partition of pg-boss's job table, and instances
 * starting side by side (2 workers, 2 web) that attach partitions at once can deadlock on that table;
 * PostgreSQL then rolls one back, which simply tries again a moment later.
 */
async function createQueueRetryingDeadlocks(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== DEADLOCK_DETECTED || attempt >= 8) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
    }
  }
}

/** Starts pg-boss (creating its schema on first use) and returns the queue. */
export async function startJobQueue(options: {
  database: Database;
  databaseUrl?: string;
  logger: Logger;
  pollingIntervalSeconds?: number;
}): Promise<JobQueue> {
  const { database, logger } = options;
  const boss = new PgBoss({
    ...connectionOptions(database, options.databaseUrl),
    supervise: true,
    schedule: false,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const createdQueues = new Set<string>();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;

  async function ensureQueue(name: string): Promise<void> {
    if (createdQueues.has(name)) {
      return;
    }
    await createQueueRetryingDeadlocks(boss, name);
    createdQueues.add(name);
  }

  return {
    async work(name, handler, workOptions) {
      await ensureQueue(name);
      await boss.work(
        name,
        { batchSize: workOptions?.batchSize ?? 1, pollingIntervalSeconds, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            const retryCount = (job as { retryCount?: number }).retryCount ?? 0;
            logger.info({ job: name, jobId: job.id }, 'job started');
            await handler(job.data as never, { jobId: job.id, retryCount });
            logger.info({ job: name, jobId: job.id }, 'job finished');
          }
        },
      );
    },
    async send(name, data, sendOptions) {
      await ensureQueue(name);
      return boss.send(name, data, { retryLimit: 3, retryDelay: 5, ...mapSendOptions(sendOptions) });
    },
    hasWaiting(name, singletonKey) {
      return hasWaitingJob(database, SCHEMA, name, singletonKey);
    },
    async stop(timeoutMs = 30_000) {
      await boss.stop({
        graceful: true,
        wait: true,
        timeout: timeoutMs,
        close: database.kind === 'postgres',
      });
    },
  };
}

function mapSendOptions(options: JobOptions | undefined): PgBoss.SendOptions {
  if (options === undefined) {
    return {};
  }
  const mapped: PgBoss.SendOptions = {};
  if (options.retryLimit !== undefined) {
    mapped.retryLimit = options.retryLimit;
  }
  if (options.retryDelaySeconds !== undefined) {
    mapped.retryDelay = options.retryDelaySeconds;
  }
  if (options.expireInSeconds !== undefined) {
    mapped.expireInSeconds = options.expireInSeconds;
  }
  if (options.singletonKey !== undefined) {
    mapped.singletonKey = options.singletonKey;
  }
  return mapped;
}
