import { describe, expect, it } from 'vitest';
import type { Account } from './account-row';
import { createSessionCache, type FoundSession } from './session-cache';

function found(userId: string, expiresAtMs = 1_000_000): FoundSession {
  return {
    session: {
      idHash: `hash-${userId}`,
      kind: 'USER',
      guestProjectId: null,
      csrfToken: 'csrf',
      expiresAt: new Date(expiresAtMs),
    },
    account: { userId } as Account,
  };
}

describe('session cache', () => {
  it('answers a stored lookup until the TTL passes', () => {
    const cache = createSessionCache(5_000, 10);
    cache.set('a', found('u1'), 1_000, cache.generation());
    expect(cache.get('a', 5_999)?.account.userId).toBe('u1');
    expect(cache.get('a', 6_000)).toBeNull();
  });

  it('never answers a session past its expiry', () => {
    const cache = createSessionCache(5_000, 10);
    cache.set('a', found('u1', 2_000), 1_000, cache.generation());
    expect(cache.get('a', 1_999)).not.toBeNull();
    expect(cache.get('a', 2_000)).toBeNull();
  });

  it('forgets one session, a user’s sessions, or everything', () => {
    const cache = createSessionCache(5_000, 10);
    cache.set('a', found('u1'), 0, cache.generation());
    cache.set('b', found('u1'), 0, cache.generation());
    cache.set('c', found('u2'), 0, cache.generation());
    cache.forgetSession('a');
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('b', 1)).not.toBeNull();
    cache.forgetUser('u1');
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
    cache.forgetAll();
    expect(cache.get('c', 1)).toBeNull();
  });

  it('drops a lookup that started before an invalidation (it may have read the old row)', () => {
    const cache = createSessionCache(5_000, 10);
    const startedAt = cache.generation();
    cache.forgetUser('u1');
    cache.set('a', found('u1'), 0, startedAt);
    expect(cache.get('a', 1)).toBeNull();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = createSessionCache(5_000, 2);
    cache.set('a', found('u1'), 0, cache.generation());
    cache.set('b', found('u2'), 0, cache.generation());
    expect(cache.get('a', 1)).not.toBeNull();
    cache.set('c', found('u3'), 0, cache.generation());
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('a', 1)).not.toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
  });
});
