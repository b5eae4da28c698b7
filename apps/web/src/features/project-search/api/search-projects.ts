import { contract, type SearchHit } from '@airlens/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { isNotFoundError } from '@/components/scoped-load';
import { callEndpoint } from '@/lib/call-endpoint';

export type { SearchHit };

/**
 * GET /insightapi/v1/search: the caller's projects whose name, country or city contain the text (docs/product-spec.md §7
 * "project search by query"); a not-found answer is no hit, any other failure 'Could not search projects' (§8).
 */
export async function searchProjects(query: string, signal?: AbortSignal): Promise<SearchHit[]> {
  try {
    const answer = await callEndpoint(contract.insights.searchProjects, { query: { query } }, { signal });
    return answer.projects;
  } catch (error) {
    if (isNotFoundError(error)) {
      return [];
    }
    throw new Error(LOAD_FAILURE_MESSAGES.searchProjects, { cause: error });
  }
}

export function projectSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['project-search', query],
    queryFn: ({ signal }) => searchProjects(query, signal),
  });
}

/** The hits for a (debounced) search text; nothing is asked for an empty text. */
export function useProjectSearch(query: string) {
  return useQuery({
    ...projectSearchQueryOptions(query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    retry: false,
    meta: { handledError: true },
  });
}
