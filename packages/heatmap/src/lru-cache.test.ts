import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('evicts the least recently used entries until the byte budget fits', () => {
    const cache = new LruCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.bytes).toBe(80);
  });

  it('replaces an entry under the same key and never stores one larger than the budget', () => {
    const cache = new LruCache<number>(10);
    cache.set('x', 1, 6);
    cache.set('x', 2, 4);
    expect([cache.get('x'), cache.bytes, cache.size]).toEqual([2, 4, 1]);
    cache.set('huge', 3, 11);
    expect([cache.has('huge'), cache.has('x')]).toEqual([false, true]);
    expect(cache.delete('x')).toBe(true);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
