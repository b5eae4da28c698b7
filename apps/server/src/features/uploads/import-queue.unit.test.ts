import { describe, expect, it } from 'vitest';
import { createImportQueue } from './import-queue';

/** A task that records how many run beside it and ends when `finish` is called. */
function gate(log: string[], name: string, active: { now: number; most: number }) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => finish(),
    task: async () => {
      active.now += 1;
      active.most = Math.max(active.most, active.now);
      log.push(`start ${name}`);
      await done;
      active.now -= 1;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createImportQueue', () => {
  it('runs one task at a time with a limit of 1, in arrival order', async () => {
    const queue = createImportQueue(1);
    const log: string[] = [];
    const active = { now: 0, most: 0 };
    const gates = ['a', 'b', 'c'].map((name) => gate(log, name, active));
    const results = gates.map((g) => queue.run(g.task));
    await turn();
    expect(log).toEqual(['start a']);
    gates[1]?.finish();
    gates[0]?.finish();
    await turn();
    await turn();
    gates[2]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(active.most).toBe(1);
  });

  it('runs up to the limit at once', async () => {
    const queue = createImportQueue(2);
    const log: string[] = [];
    const active = { now: 0, most: 0 };
    const gates = ['a', 'b', 'c'].map((name) => gate(log, name, active));
    const results = gates.map((g) => queue.run(g.task));
    await turn();
    expect(log).toEqual(['start a', 'start b']);
    gates[1]?.finish();
    await turn();
    await turn();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    gates[0]?.finish();
    gates[2]?.finish();
    await Promise.all(results);
    expect(active.most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createImportQueue(1);
    const failed = queue.run(() => Promise.reject(new Error('broken file')));
    const next = queue.run(() => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('broken file');
    expect(await next).toBe('next');
  });
});
