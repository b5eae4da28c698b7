import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_REFETCH_ON_WINDOW_FOCUS,
  QUERY_RETRIES,
  QUERY_STALE_TIME,
  retryDelayMs,
} from '@airlens/domain';

export type CacheErrorHandler = (error: unknown, meta: Record<string, unknown> | undefined) => void;

/**
 * The data cache exactly as docs/product-spec.md §9 "Data cache" says: 3 retries, 1 s doubling up to 30 s, garbage collection
 * after 5 minutes, never stale, no refetch on window focus. `onError` receives every failed query/mutation
 * with its `meta` (`{ handledError: true }` marks errors the screen shows itself).
 */
export function createQueryClient(onError: CacheErrorHandler = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: QUERY_RETRIES,
        retryDelay: retryDelayMs,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME,
        refetchOnWindowFocus: QUERY_REFETCH_ON_WINDOW_FOCUS,
      },
    },
  });
}
