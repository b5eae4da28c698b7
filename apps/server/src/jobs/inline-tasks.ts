/**
 * Work this process runs itself, outside any queue: the job features' runs without a queue (tests, a single
 * process) and the work after an answer (mail). Tracked so closing the app waits for it and tests can drain it.
 */
export interface InlineTasks {
  /** Tracks `task` until it settles; the caller catches and logs its failures (a rejection is ignored here). */
  track(task: Promise<void>): void;
  /** Resolves once no tracked task runs, including tasks started meanwhile; answers whether it waited for any. */
  settle(): Promise<boolean>;
}

/** An empty set of inline tasks. */
export function createInlineTasks(): InlineTasks {
  const running = new Set<Promise<void>>();
  return {
    track(task) {
      const tracked = task.then(
        () => undefined,
        () => undefined,
      );
      running.add(tracked);
      void tracked.finally(() => running.delete(tracked));
    },
    async settle() {
      let waited = false;
      while (running.size > 0) {
        waited = true;
        await Promise.all([...running]);
      }
      return waited;
    },
  };
}
