import type { Database } from '../../db/database';

/** The outcome of counting one request against a limit. */
export interface RateLimitHit {
  isAllowed: boolean;
  /** The oldest request still counted in the window (the next slot frees when it ages out). */
  oldestHitAt: Date | null;
}

function toDate(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}

/**
 * Counts one request for a key in a sliding window, in one atomic statement: the times of the requests let
 * through in the last `windowMs` are kept (at most `limit`), and this request is let through and recorded
 * only while fewer than `limit` are. Concurrent requests on one key queue on the row, so they cannot overshoot,
 * and every instance sharing the database shares the count.
 */
export async function recordRateLimitHit(
  database: Database,
  input: { bucket: string; key: string; now: Date; windowMs: number; limit: number },
): Promise<RateLimitHit> {
  const { rows } = await database.query<{ last_allowed: boolean; oldest: Date | string | null }>(
    `INSERT INTO rate_limit_hits AS t (bucket, key, hit_times, last_allowed, updated_at)
     VALUES ($1, $2, CASE WHEN $5::int > 0 THEN ARRAY[$3::timestamptz] ELSE ARRAY[]::timestamptz[] END,
             $5::int > 0, $3)
     ON CONFLICT (bucket, key) DO UPDATE SET
       hit_times = CASE
         WHEN cardinality(ARRAY(SELECT h FROM unnest(t.hit_times) AS h
                                WHERE h > $3::timestamptz - ($4::bigint * interval '1 millisecond'))) < $5
           THEN ARRAY(SELECT h FROM unnest(t.hit_times) AS h
                      WHERE h > $3::timestamptz - ($4::bigint * interval '1 millisecond') ORDER BY h)
                || $3::timestamptz
         ELSE ARRAY(SELECT h FROM unnest(t.hit_times) AS h
                    WHERE h > $3::timestamptz - ($4::bigint * interval '1 millisecond') ORDER BY h)
       END,
       last_allowed = cardinality(ARRAY(SELECT h FROM unnest(t.hit_times) AS h
                                        WHERE h > $3::timestamptz - ($4::bigint * interval '1 millisecond'))) < $5,
       updated_at = $3
     RETURNING last_allowed, hit_times[1] AS oldest`,
    [input.bucket, input.key, input.now, input.windowMs, input.limit],
  );
  const row = rows[0];
  return { isAllowed: row?.last_allowed === true, oldestHitAt: toDate(row?.oldest) };
}

/** Forgets keys whose last request is older than `before` (their windows are empty). */
export async function pruneRateLimitHits(database: Database, before: Date): Promise<void> {
  await database.query('DELETE FROM rate_limit_hits WHERE updated_at < $1', [before]);
}
