import { describe, expect, it } from 'vitest';
import { HeatmapClientCache, heatmapClientKey } from './client-cache';

describe('HeatmapClientCache', () => {
  it('holds 100 heatmaps and evicts the oldest stored one first, even if it was read recently', () => {
    const cache = new HeatmapClientCache<number>();
    for (let i = 0; i < 100; i++) {
      cache.set(`k${i}`, i, `etag-${i}`);
    }
    expect(cache.get('k0')).toEqual({ etag: 'etag-0', value: 0 });
    cache.set('k100', 100);
    expect(cache.size).toBe(100);
    expect(cache.has('k0')).toBe(false);
    expect(cache.has('k1')).toBe(true);
    cache.set('k1', 1);
    cache.set('k101', 101);
    expect(cache.has('k1')).toBe(true);
    expect(cache.has('k2')).toBe(false);
  });

  it('keys by project, floor, version and the normalised request', () => {
    const key = heatmapClientKey('p', 'f', 3, { type: 'snr', radioIds: ['b', 'a'] });
    expect(heatmapClientKey('p', 'f', 3, { type: 'snr', radioIds: ['a', 'b'], mode: 'smooth' })).toBe(key);
    expect(heatmapClientKey('p', 'f', 4, { type: 'snr', radioIds: ['a', 'b'] })).not.toBe(key);
  });
});
