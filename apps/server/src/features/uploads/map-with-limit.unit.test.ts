import { describe, expect, it } from 'vitest';
import { mapWithLimit } from './map-with-limit';

/** A promise with its resolve and reject outside. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('mapWithLimit', () => {
  it('keeps at most the limit in flight and answers in the items’ order', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithLimit([5, 1, 4, 2, 3], 2, async (ms) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight -= 1;
      return ms * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('after a failure starts nothing new and throws only once the calls in flight have settled', async () => {
    const slow = deferred<string>();
    const started: string[] = [];
    let hasSlowSettled = false;
    const outcome = mapWithLimit(['fails', 'slow', 'never'], 2, async (item) => {
      started.push(item);
      if (item === 'fails') {
        throw new Error('write failed');
      }
      const value = await slow.promise;
      hasSlowSettled = true;
      return value;
    });
    const caught = outcome.catch((error: Error) => ({ error, hasSlowSettled }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    slow.resolve('done');
    const result = await caught;
    expect(result).toEqual({ error: new Error('write failed'), hasSlowSettled: true });
    expect(started).toEqual(['fails', 'slow']);
  });

  it('answers an empty list without calling', async () => {
    expect(await mapWithLimit([], 4, () => Promise.reject(new Error('called')))).toEqual([]);
  });
});
