import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store';

describe('createExternalStore', () => {
  it('answers the value last set and tells every subscriber of each set', () => {
    const store = createExternalStore<readonly string[]>([]);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);
    store.set(['a']);
    store.set(['a', 'b']);
    expect(store.get()).toEqual(['a', 'b']);
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('stops telling a subscriber that unsubscribed, even one that does so while being told', () => {
    const store = createExternalStore(0);
    const later = vi.fn();
    const unsubscribeSelf = store.subscribe(() => unsubscribeSelf());
    const unsubscribeLater = store.subscribe(later);
    store.set(1);
    expect(later).toHaveBeenCalledTimes(1);
    unsubscribeLater();
    store.set(2);
    expect(later).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(2);
  });
});
