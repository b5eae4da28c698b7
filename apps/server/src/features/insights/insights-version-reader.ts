/** Answers the current insights data version of an organisation. */
export type VersionReader = (orgId: string) => Promise<string>;

interface Waiter {
  resolve: (version: string) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads organisation data versions in batches: while one read is in flight, new callers wait for the next
 * one, which starts when the current one ends and asks for every organisation they want at once. A caller
 * is only ever answered by a read that started after it asked, so a change committed before a request
 * arrived is always seen (no stale version), while under load the database sees one small query per round
 * trip instead of one per request.
 */
export function createBatchedVersionReader(
  read: (orgIds: string[]) => Promise<Map<string, string>>,
): VersionReader {
  let waiting = new Map<string, Waiter[]>();
  let isReading = false;
  let isScheduled = false;

  function startRead(): void {
    const batch = waiting;
    waiting = new Map();
    isReading = true;
    void read([...batch.keys()])
      .then(
        (versions) => {
          for (const [orgId, waiters] of batch) {
            const version = versions.get(orgId) ?? '0';
            waiters.forEach((waiter) => waiter.resolve(version));
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) {
            waiters.forEach((waiter) => waiter.reject(error));
          }
        },
      )
      .finally(() => {
        isReading = false;
        if (waiting.size > 0) {
          scheduleRead();
        }
      });
  }

  // After the I/O callbacks of this turn of the event loop, so every request that arrived meanwhile joins
  // the same read (an embedded database blocks the thread while it reads).
  function scheduleRead(): void {
    if (isScheduled) {
      return;
    }
    isScheduled = true;
    setImmediate(() => {
      isScheduled = false;
      if (!isReading && waiting.size > 0) {
        startRead();
      }
    });
  }

  return (orgId) =>
    new Promise<string>((resolve, reject) => {
      const waiters = waiting.get(orgId);
      if (waiters === undefined) {
        waiting.set(orgId, [{ resolve, reject }]);
      } else {
        waiters.push({ resolve, reject });
      }
      if (!isReading) {
        scheduleRead();
      }
    });
}
