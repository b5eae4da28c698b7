/** A fixed-window counter per key (client IP): defence in depth in front of the per-account lockout. */
export interface RateLimiter {
  /** Counts a hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now: () => Date;
  maxKeys?: number;
}): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const maxKeys = options.maxKeys ?? 10_000;
  return {
    hit(key) {
      const nowMs = options.now().getTime();
      const current = windows.get(key);
      if (current === undefined || nowMs - current.startedAt >= options.windowMs) {
        if (windows.size >= maxKeys) {
          // Bounded memory: drop the oldest windows first (Map keeps insertion order).
          for (const [oldKey, value] of windows) {
            if (nowMs - value.startedAt < options.windowMs && windows.size < maxKeys) {
              break;
            }
            windows.delete(oldKey);
          }
        }
        windows.delete(key);
        windows.set(key, { startedAt: nowMs, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= options.limit;
    },
  };
}
