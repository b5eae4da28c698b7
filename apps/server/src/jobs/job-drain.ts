import type { FastifyInstance } from 'fastify';

/** Resolves once a part of the app runs no in-process work; answers whether it waited for any. */
export type Settle = () => Promise<boolean>;

const settlersByApp = new WeakMap<FastifyInstance, Settle[]>();

/** Records the parts of `app` that run work in this process (buildApp: mail after answers, queue-less jobs). */
export function registerJobDrain(app: FastifyInstance, settlers: Settle[]): void {
  settlersByApp.set(app, settlers);
}

/**
 * The test seam of background work: resolves once every job and after-answer task `app` started in this
 * process has run to completion, including work those tasks started in turn (an import's mail). Jobs sent to a
 * pg-boss queue keep the queue's own timing and are not waited for.
 */
export async function drainJobs(app: FastifyInstance): Promise<void> {
  const settlers = settlersByApp.get(app);
  if (settlers === undefined) {
    throw new Error('drainJobs: this app was not built by buildApp');
  }
  for (;;) {
    let waited = false;
    for (const settle of settlers) {
      // One part's work may start another's (a report job's mail): go round until a whole pass is idle.
      if (await settle()) {
        waited = true;
      }
    }
    if (!waited) {
      return;
    }
  }
}
