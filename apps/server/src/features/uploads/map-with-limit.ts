/**
 * `map` over `items` with at most `limit` calls in flight; the results in the items' order. After a failure no
 * new call starts, and the first failure is thrown once the calls in flight have settled (none writes on behind
 * the caller's clean-up).
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let hasFailed = false;
  const lane = async (): Promise<void> => {
    while (next < items.length && !hasFailed) {
      const index = next++;
      try {
        results[index] = await map(items[index] as T);
      } catch (error) {
        hasFailed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failed = lanes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed !== undefined) {
    throw failed.reason;
  }
  return results;
}
