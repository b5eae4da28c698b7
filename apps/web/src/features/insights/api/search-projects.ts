import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type SearchHit } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/**
 * GET /insightapi/v1/search (docs/product-spec.md §7 "project search by query"): every project of the caller whose name,
 * country or city contains the text, whatever the dashboard's dates and map area; a not-found answer is no
 * hit, any other failure 'Could not search projects' (§8).
 */
export async function searchProjects(
  scope: ApiScope,
  query: string,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const answer = await loadEndpoint(
    insightsEndpoints.searchProjects,
    { query: { query } },
    { scope, empty: { projects: [] }, failure: LOAD_FAILURE_MESSAGES.searchProjects, signal },
  );
  return answer.projects;
}

export function searchProjectsQueryOptions(scope: ApiScope, query: string) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'search', query],
    queryFn: ({ signal }) => searchProjects(scope, query, signal),
  });
}

/** The dashboard's search hits for the (debounced) search text; nothing is asked for an empty text. */
export function useSearchProjects(query: string) {
  const scope = useApiScope();
  return useQuery({
    ...searchProjectsQueryOptions(scope, query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
