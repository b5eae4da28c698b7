// An in-memory job queue for tests: jobs wait in a list and the test hands them to the registered worker itself
// (as pg-boss would, without its polling).
import type { JobHandler, JobOptions, JobQueue } from './job-queue';

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
