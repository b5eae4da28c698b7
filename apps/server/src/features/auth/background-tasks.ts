import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { createInlineTasks } from '../../jobs/inline-tasks';

/** Work that runs after the answer is sent (mail), so an answer's timing never depends on it. */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /**
   * Starts `task` only once `reply` has been sent, so nothing the task does (a lookup, a hash, a mail) can
   * delay or shape the answer: known and unknown addresses answer along the same path.
   */
  runAfterAnswer(reply: FastifyReply, name: string, task: () => Promise<void>): void;
  /** Resolves when every started task has finished (app close). */
  drain(): Promise<void>;
  /** Resolves when every started task has finished; answers whether any was still running (tests drain). */
  settle(): Promise<boolean>;
}

function answerSent(reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    if (reply.raw.writableFinished) {
      resolve();
      return;
    }
    // 'close' also covers a client that went away before the answer was written.
    reply.raw.once('finish', () => resolve());
    reply.raw.once('close', () => resolve());
  });
}

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const pending = createInlineTasks();
  function run(name: string, task: () => Promise<void>): void {
    pending.track(
      task().catch((error: unknown) => {
        logger.error({ err: error, task: name }, 'background task failed');
      }),
    );
  }
  return {
    run,
    runAfterAnswer(reply, name, task) {
      const sent = answerSent(reply);
      run(name, async () => {
        await sent;
        await task();
      });
    },
    async drain() {
      await pending.settle();
    },
    settle: () => pending.settle(),
  };
}
