import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient (spec §9 Data cache)', () => {
  it('retries 3 times, 1 s doubling up to 30 s, collects after 5 minutes, never stale, no focus refetch', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    const retryDelay = queries?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('hands failed queries and mutations with their meta to the error handler', async () => {
    const onError = vi.fn();
    const client = createQueryClient(onError);
    const failure = new Error('boom');
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(failure),
        retry: false,
        meta: { handledError: true },
      })
      .catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(failure, { handledError: true });
  });
});
