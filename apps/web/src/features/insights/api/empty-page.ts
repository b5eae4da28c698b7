import type { Paged } from '@airlens/contract';

/** The page a table shows when its list is not there (docs/product-spec.md §8: a not-found answer loads as empty). */
export function emptyPage<T>(requested: { page: number; size: number }): Paged<T> {
  return { content: [], totalPages: 0, totalElements: 0, page: requested.page, size: requested.size };
}
