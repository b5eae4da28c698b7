import type { Database } from '../../db/database';
import { ABUSE_LIMIT_POLICY } from './abuse-limits.service';
import { pruneRateLimitHits, recordRateLimitHit } from './rate-limits.repo';

/**
 * A per-key (client IP) request limit in a sliding window: defence in depth in front of the per-account
 * lockout. Counted in the database (rate_limit_hits), so every instance sharing it shares the count: a
 * client spreading its attempts over several web instances meets the same limit as against one.
 */
export interface RateLimiter {
  /** Counts a hit; false when the key is over its limit in the current window. */
  hit(key: string): Promise<boolean>;
}

export function createRateLimiter(options: {
  database: Database;
  /** The namespace of the keys (one limiter's counts never mix with another's). */
  bucket: string;
  limit: number;
  windowMs: number;
  now: () => Date;
}): RateLimiter {
  // Pruning is shared with the abuse limits (one table): only rows idle for the longest window of both go.
  const pruneAfterMs = Math.max(options.windowMs, ABUSE_LIMIT_POLICY.windowMs);
  let prunedAtMs = Number.NEGATIVE_INFINITY;
  return {
    async hit(key) {
      const now = options.now();
      if (now.getTime() - prunedAtMs >= pruneAfterMs) {
        prunedAtMs = now.getTime();
        await pruneRateLimitHits(options.database, new Date(now.getTime() - pruneAfterMs));
      }
      const { isAllowed } = await recordRateLimitHit(options.database, {
        bucket: options.bucket,
        key,
        now,
        windowMs: options.windowMs,
        limit: options.limit,
      });
      return isAllowed;
    },
  };
}
