import type { FastifyBaseLogger } from 'fastify';

/** Work that runs after the answer is sent (mail), so an answer's timing never depends on it. */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every started task has finished (app close). */
  drain(): Promise<void>;
}

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running = task()
        .catch((error: unknown) => {
          logger.error({ err: error, task: name }, 'background task failed');
        })
        .finally(() => {
          pending.delete(running);
        });
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) {
        await Promise.all([...pending]);
      }
    },
  };
}
