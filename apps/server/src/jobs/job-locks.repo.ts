import type { Database, SqlSession } from '../db/database';

// Session-level advisory locks keyed by (namespace, hashtext(key)). PostgreSQL drops them with the connection,
// so a process that dies (kill -9, a lost machine) stops holding its locks as soon as the server notices.

/** Takes the lock on this session if nobody holds it; true when taken. */
export async function tryAdvisoryLock(session: SqlSession, namespace: number, key: string): Promise<boolean> {
  const { rows } = await session.query<{ taken: boolean }>(
    'SELECT pg_try_advisory_lock($1::int4, hashtext($2)) AS taken',
    [namespace, key],
  );
  return rows[0]?.taken === true;
}

/** Gives the lock back (it is this session's). */
export async function advisoryUnlock(session: SqlSession, namespace: number, key: string): Promise<void> {
  await session.query('SELECT pg_advisory_unlock($1::int4, hashtext($2))', [namespace, key]);
}

/**
 * Lets the server notice a vanished client within about a minute (probes after 20 s idle, 4 x 10 s), so a lock
 * of a machine that disappeared without closing its connection does not stay held for hours.
 */
export async function shortenDeadPeerDetection(session: SqlSession): Promise<void> {
  await session.query(
    "SELECT set_config('tcp_keepalives_idle', '20', false), set_config('tcp_keepalives_interval', '10', false), set_config('tcp_keepalives_count', '4', false)",
  );
}

/** Whether any session of this database holds the lock now (without taking it, so its holder is never disturbed). */
export async function isAdvisoryLockHeld(
  database: Database,
  namespace: number,
  key: string,
): Promise<boolean> {
  const { rows } = await database.query<{ held: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objsubid = 2
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND classid = $1::int4::oid AND objid = hashtext($2)::oid) AS held`,
    [namespace, key],
  );
  return rows[0]?.held === true;
}
