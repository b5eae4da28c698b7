import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createInlineTasks } from './inline-tasks';
import { drainJobs, registerJobDrain } from './job-drain';

/** A task that finishes only when the test says so. */
function deferred(): { promise: Promise<void>; finish: () => void } {
  let finish = () => {};
  const promise = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe('drainJobs', () => {
  it('waits for every tracked task, including tasks a task starts in another part', async () => {
    const app = Fastify();
    const jobs = createInlineTasks();
    const mail = createInlineTasks();
    registerJobDrain(app, [() => mail.settle(), () => jobs.settle()]);
    const done: string[] = [];
    const report = deferred();
    jobs.track(
      report.promise.then(() => {
        done.push('report');
        // The job's own after-work, started in the part drained first.
        mail.track(
          new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
            done.push('mail');
          }),
        );
      }),
    );
    const drained = drainJobs(app).then(() => done.push('drained'));
    await Promise.resolve();
    expect(done).toEqual([]);
    report.finish();
    await drained;
    expect(done).toEqual(['report', 'mail', 'drained']);
  });

  it('answers whether it waited, and survives a task that rejects', async () => {
    const tasks = createInlineTasks();
    expect(await tasks.settle()).toBe(false);
    tasks.track(Promise.reject(new Error('logged by its caller')));
    expect(await tasks.settle()).toBe(true);
    expect(await tasks.settle()).toBe(false);
  });

  it('refuses an app buildApp did not build', async () => {
    await expect(drainJobs(Fastify())).rejects.toThrow('drainJobs: this app was not built by buildApp');
  });
});
