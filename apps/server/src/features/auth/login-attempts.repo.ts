import type { Database, SqlSession } from '../../db/database';

/**
 * Counts one login attempt for a key before any password is checked, in one atomic statement, and returns
 * the attempt's number in the current window. The window restarts after `windowMs` without a lock, or when a
 * lock has run out; reaching `maxFailures` sets the lock. Because the count is taken first, concurrent
 * attempts cannot overshoot: attempt number > maxFailures is refused without verifying anything.
 */
export async function reserveLoginAttempt(
  database: Database,
  accountKey: string,
  now: Date,
  policy: { windowMs: number; lockMs: number; maxFailures: number },
): Promise<{ attemptNumber: number; lockedUntil: Date | null }> {
  const { rows } = await database.query<{ failures: number; locked_until: Date | string | null }>(
    `INSERT INTO login_attempts AS t (account_key, failures, window_started_at, locked_until, last_attempt_at)
     VALUES ($1, 1, $2, CASE WHEN $5::int <= 1 THEN $2::timestamptz + ($4::bigint * interval '1 millisecond') END, $2)
     ON CONFLICT (account_key) DO UPDATE SET
       failures = CASE WHEN (t.locked_until IS NULL AND t.window_started_at <= $2::timestamptz - ($3::bigint * interval '1 millisecond'))
                         OR t.locked_until <= $2 THEN 1 ELSE t.failures + 1 END,
       window_started_at = CASE WHEN (t.locked_until IS NULL AND t.window_started_at <= $2::timestamptz - ($3::bigint * interval '1 millisecond'))
                         OR t.locked_until <= $2 THEN $2 ELSE t.window_started_at END,
       locked_until = CASE WHEN (t.locked_until IS NULL AND t.window_started_at <= $2::timestamptz - ($3::bigint * interval '1 millisecond'))
                         OR t.locked_until <= $2 THEN NULL
                      WHEN t.locked_until IS NOT NULL THEN t.locked_until
                      WHEN t.failures + 1 >= $5 THEN $2::timestamptz + ($4::bigint * interval '1 millisecond')
                      ELSE NULL END,
       last_attempt_at = $2
     RETURNING failures, locked_until`,
    [accountKey, now, policy.windowMs, policy.lockMs, policy.maxFailures],
  );
  const row = rows[0];
  return {
    attemptNumber: Number(row?.failures ?? policy.maxFailures + 1),
    lockedUntil:
      row?.locked_until === null || row?.locked_until === undefined ? null : new Date(row.locked_until),
  };
}

/** Forgets the failures of a key after a successful sign-in. */
export async function clearLoginAttempts(database: SqlSession, accountKey: string): Promise<void> {
  await database.query('DELETE FROM login_attempts WHERE account_key = $1', [accountKey]);
}
