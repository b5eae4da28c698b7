import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type FloorKpiRow } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { kpiFilterQuery } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';

/** GET /insightapi/v1/projects/{id}/floorPlanKpis: one KPI row per floor, searchable by floor name. */
export async function listFloorKpis(
  scope: ApiScope,
  projectId: string,
  filter: KpiFilter,
  query: string,
  signal?: AbortSignal,
): Promise<FloorKpiRow[]> {
  const input = {
    params: { id: projectId },
    query: { ...kpiFilterQuery(filter), query: query.trim() === '' ? undefined : query.trim() },
  };
  return loadEndpoint(insightsEndpoints.listFloorKpis, input, {
    scope,
    empty: [],
    failure: LOAD_FAILURE_MESSAGES.floors,
    signal,
  });
}

export function listFloorKpisQueryOptions(
  scope: ApiScope,
  projectId: string,
  filter: KpiFilter,
  query: string,
) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'floor-kpis', filter, query],
    queryFn: ({ signal }) => listFloorKpis(scope, projectId, filter, query, signal),
  });
}

export function useFloorKpis(projectId: string, filter: KpiFilter, query = '') {
  const scope = useApiScope();
  return useQuery({
    ...listFloorKpisQueryOptions(scope, projectId, filter, query),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
