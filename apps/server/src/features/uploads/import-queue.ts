/** Imports of one instance waiting their turn, so only a bounded number of import workers exists at once. */
export interface ImportQueue {
  /** Runs `task` once fewer than the queue's limit run, in arrival order; answers what the task answers. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** A queue that runs at most `limit` tasks at once (at least one); the others wait in arrival order. */
export function createImportQueue(limit: number): ImportQueue {
  const slots = Math.max(1, Math.floor(limit));
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) {
      running -= 1;
      return;
    }
    // The slot passes straight to the next task, so a newcomer cannot take it in between.
    next();
  };
  return {
    async run(task) {
      if (running < slots) {
        running += 1;
      } else {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
