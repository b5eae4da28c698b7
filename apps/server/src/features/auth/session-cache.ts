import type { Account } from './account-row';
import type { SessionRecord } from './sessions.repo';

/** A live session with its account, as the database answered it. */
export interface FoundSession {
  session: SessionRecord;
  account: Account;
}

/**
 * How long a looked-up session is trusted without asking the database again. Every change made through
 * this process (sign-out, revocation, password, role, licence or organisation changes: all state-changing
 * requests) clears the cache at once, so the TTL only bounds how late this process sees a change made by
 * another instance sharing the PostgreSQL database, or by hand in SQL: 5 s, well under the idle expiry's
 * minute-long touch granularity. Access flags are never cached (they are derived per request from `now`).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every signed-in user of a large instance; the oldest entry goes first when full. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  found: FoundSession;
  cachedAtMs: number;
}

/** An in-process LRU of session lookups keyed by the session id's hash. */
export interface SessionCache {
  /** The cached lookup when still fresh at `nowMs` and not expired; null means ask the database. */
  get(idHash: string, nowMs: number): FoundSession | null;
  /** The generation to pass to `set`: a lookup started before an invalidation must not be stored. */
  generation(): number;
  /** Stores a lookup made since `generation` was read (dropped when something was invalidated meanwhile). */
  set(idHash: string, found: FoundSession, nowMs: number, generation: number): void;
  /** Forgets one session (sign-out). */
  forgetSession(idHash: string): void;
  /** Forgets every session of a user (revocation, password change). */
  forgetUser(userId: string): void;
  /** Forgets everything (any state-changing request may have changed an account, licence or organisation). */
  forgetAll(): void;
}

/** A fresh, empty cache. */
export function createSessionCache(
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
): SessionCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get(idHash, nowMs) {
      const entry = entries.get(idHash);
      if (entry === undefined) {
        return null;
      }
      if (nowMs - entry.cachedAtMs >= ttlMs || entry.found.session.expiresAt.getTime() <= nowMs) {
        entries.delete(idHash);
        return null;
      }
      // Re-insert: Map keeps insertion order, so the first key is always the least recently used.
      entries.delete(idHash);
      entries.set(idHash, entry);
      return entry.found;
    },
    generation: () => generation,
    set(idHash, found, nowMs, startedAt) {
      if (startedAt !== generation) {
        return;
      }
      entries.delete(idHash);
      entries.set(idHash, { found, cachedAtMs: nowMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) {
          break;
        }
        entries.delete(oldest.value);
      }
    },
    forgetSession(idHash) {
      generation += 1;
      entries.delete(idHash);
    },
    forgetUser(userId) {
      generation += 1;
      for (const [idHash, entry] of entries) {
        if (entry.found.account.userId === userId) {
          entries.delete(idHash);
        }
      }
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
}
