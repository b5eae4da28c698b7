import type { Database } from '../db/database';
import {
  advisoryUnlock,
  isAdvisoryLockHeld,
  shortenDeadPeerDetection,
  tryAdvisoryLock,
} from './job-locks.repo';

/** What an exclusive run answers: the value when it ran, or that another live process holds the key. */
export type ExclusiveRun<T> = { ran: true; value: T } | { ran: false };

/**
 * One holder per key across every instance on the database, for work that must never run twice at once (an
 * import). The holder is a live process: a process that dies releases its keys, so others can tell a running job
 * from an interrupted one without waiting for a lease.
 */
export interface JobLocks {
  /** Runs `fn` while holding `key`; answers `{ ran: false }` at once when a live holder has it. */
  runExclusive<T>(key: string, fn: () => Promise<T>): Promise<ExclusiveRun<T>>;
  /** Whether a live process holds `key` now. */
  isHeld(key: string): Promise<boolean>;
}

/**
 * PostgreSQL: an advisory lock on a connection kept for the run (dropped by the server with the connection, and
 * the server probes it so a vanished machine is noticed within about a minute). PGlite: one process owns the
 * data directory, so the holders are this process's own runs.
 */
export function createJobLocks(database: Database, namespace: number): JobLocks {
  if (database.kind === 'pglite') {
    return createProcessLocks();
  }
  return {
    runExclusive(key, fn) {
      return database.withSession(async (session) => {
        await shortenDeadPeerDetection(session);
        if (!(await tryAdvisoryLock(session, namespace, key))) {
          return { ran: false };
        }
        try {
          return { ran: true, value: await fn() };
        } finally {
          // A session that was lost meanwhile took the lock with it; the run's own outcome is what counts.
          await advisoryUnlock(session, namespace, key).catch(() => undefined);
        }
      });
    },
    isHeld: (key) => isAdvisoryLockHeld(database, namespace, key),
  };
}

/** Locks of one process (the embedded database: no other process can reach the data). */
export function createProcessLocks(): JobLocks {
  const held = new Set<string>();
  return {
    async runExclusive(key, fn) {
      if (held.has(key)) {
        return { ran: false };
      }
      held.add(key);
      try {
        return { ran: true, value: await fn() };
      } finally {
        held.delete(key);
      }
    },
    async isHeld(key) {
      return held.has(key);
    },
  };
}
