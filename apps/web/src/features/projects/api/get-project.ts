import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type InsightsProject } from '@airlens/contract';
import { DESIGN_PROJECT_DISABLED, LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { kpiFilterQuery } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';

/**
 * GET /insightapi/v1/projects/{id}: the project with its KPI values; null when it is not there (or not
 * visible); a design project while the flag is off raises 'This is design project.'.
 */
export async function getProject(
  scope: ApiScope,
  projectId: string,
  filter: KpiFilter,
  signal?: AbortSignal,
): Promise<InsightsProject | null> {
  const input = { params: { id: projectId }, query: kpiFilterQuery(filter) };
  return loadEndpoint(insightsEndpoints.getProjectInsights, input, {
    scope,
    empty: null,
    failure: LOAD_FAILURE_MESSAGES.projectData,
    isMeaningfulNotFound: (message) => message === DESIGN_PROJECT_DISABLED,
    signal,
  });
}

export function projectQueryOptions(scope: ApiScope, projectId: string, filter: KpiFilter) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'project', filter],
    queryFn: ({ signal }) => getProject(scope, projectId, filter, signal),
  });
}

export function useProject(projectId: string, filter: KpiFilter) {
  const scope = useApiScope();
  return useQuery({
    ...projectQueryOptions(scope, projectId, filter),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
