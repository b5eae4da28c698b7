// The job queue as the auto-planning tests drive it: an in-memory JobQueue whose waiting jobs the test hands to the
// registered worker itself (as pg-boss would, without its polling), and a database that records its statements.
import type { Database } from '../../db/database';
import type { JobHandler, JobOptions, JobQueue } from '../../jobs/job-queue';

export interface QueuedJob {
  name: string;
  data: object;
  options: JobOptions | undefined;
  taken: boolean;
}

export function createMemoryQueue() {
  const jobs: QueuedJob[] = [];
  const handlers = new Map<string, JobHandler<object>>();
  const queue: JobQueue = {
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
    },
    async send(name, data, options) {
      jobs.push({ name, data, options, taken: false });
      return `job-${jobs.length}`;
    },
    async hasWaiting(name, singletonKey) {
      return jobs.some(
        (job) => job.name === name && !job.taken && job.options?.singletonKey === singletonKey,
      );
    },
    async stop() {},
  };
  return {
    queue,
    jobs,
    hasWorker: (name: string) => handlers.has(name),
    /** Runs the waiting jobs of `name` through the registered handler, as pg-boss would hand them over. */
    async runWaiting(name: string, retryCount = 0) {
      const handler = handlers.get(name);
      if (handler === undefined) {
        throw new Error(`no worker takes ${name}`);
      }
      for (const job of jobs.filter((entry) => entry.name === name && !entry.taken)) {
        job.taken = true;
        await handler(job.data, { jobId: 'memory', retryCount });
      }
    },
  };
}

/** `database` with every parameterised statement recorded (text and parameters), in order. */
export function recordingDatabase(database: Database) {
  const statements: { text: string; params: unknown[] }[] = [];
  const recorded: Database = {
    ...database,
    query<Row>(text: string, params: unknown[] = []) {
      statements.push({ text, params });
      return database.query<Row>(text, params);
    },
  };
  return { database: recorded, statements };
}
