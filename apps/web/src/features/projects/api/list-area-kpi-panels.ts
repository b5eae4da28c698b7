import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type AreaKpiPanel } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { kpiFilterQuery } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';

/** GET /insightapi/v1/projects/{id}/floorPlans/{floorId}/kpis: KPI panels of a floor, the whole floor first, then each area. */
export async function listAreaKpiPanels(
  scope: ApiScope,
  projectId: string,
  floorId: string,
  filter: KpiFilter,
  signal?: AbortSignal,
): Promise<AreaKpiPanel[]> {
  const params = { id: projectId, floorId };
  return loadEndpoint(
    insightsEndpoints.listAreaKpiPanels,
    { params, query: kpiFilterQuery(filter) },
    {
      scope,
      empty: [],
      failure: LOAD_FAILURE_MESSAGES.floorPlanKpiPanels,
      signal,
    },
  );
}

export function listAreaKpiPanelsQueryOptions(
  scope: ApiScope,
  projectId: string,
  floorId: string,
  filter: KpiFilter,
) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, floorId, 'area-kpi-panels', filter],
    queryFn: ({ signal }) => listAreaKpiPanels(scope, projectId, floorId, filter, signal),
  });
}

/** The panels; not loaded for a floor without a scale (it has no KPIs: the server answers 409). */
export function useAreaKpiPanels(projectId: string, floorId: string, filter: KpiFilter, isEnabled = true) {
  const scope = useApiScope();
  return useQuery({
    ...listAreaKpiPanelsQueryOptions(scope, projectId, floorId, filter),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
