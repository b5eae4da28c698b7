import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type ProjectKpiPanel } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { kpiFilterQuery } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';

/** GET /insightapi/v1/projects/{id}/kpis: the project KPI panels. */
export async function listProjectKpiPanels(
  scope: ApiScope,
  projectId: string,
  filter: KpiFilter,
  signal?: AbortSignal,
): Promise<ProjectKpiPanel[]> {
  const input = { params: { id: projectId }, query: kpiFilterQuery(filter) };
  return loadEndpoint(insightsEndpoints.listProjectKpiPanels, input, {
    scope,
    empty: [],
    failure: LOAD_FAILURE_MESSAGES.projectKpiPanels,
    signal,
  });
}

export function listProjectKpiPanelsQueryOptions(scope: ApiScope, projectId: string, filter: KpiFilter) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'kpi-panels', filter],
    queryFn: ({ signal }) => listProjectKpiPanels(scope, projectId, filter, signal),
  });
}

export function useProjectKpiPanels(projectId: string, filter: KpiFilter) {
  const scope = useApiScope();
  return useQuery({
    ...listProjectKpiPanelsQueryOptions(scope, projectId, filter),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
