import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type AreaKpiRow } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { kpiFilterQuery } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';

/** GET /insightapi/v1/projects/{id}/floorPlans/{floorId}/areaKpis: one KPI row per area, searchable by area name. */
export async function listAreaKpis(
  scope: ApiScope,
  projectId: string,
  floorId: string,
  filter: KpiFilter,
  query: string,
  signal?: AbortSignal,
): Promise<AreaKpiRow[]> {
  const input = {
    params: { id: projectId, floorId },
    query: { ...kpiFilterQuery(filter), query: query.trim() === '' ? undefined : query.trim() },
  };
  return loadEndpoint(insightsEndpoints.listAreaKpis, input, {
    scope,
    empty: [],
    failure: LOAD_FAILURE_MESSAGES.areaKpis,
    signal,
  });
}

export function listAreaKpisQueryOptions(
  scope: ApiScope,
  projectId: string,
  floorId: string,
  filter: KpiFilter,
  query: string,
) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, floorId, 'area-kpis', filter, query],
    queryFn: ({ signal }) => listAreaKpis(scope, projectId, floorId, filter, query, signal),
  });
}

/** The rows; not loaded for a floor without a scale (it has no KPIs: the server answers 409). */
export function useAreaKpis(
  projectId: string,
  floorId: string,
  filter: KpiFilter,
  query = '',
  isEnabled = true,
) {
  const scope = useApiScope();
  return useQuery({
    ...listAreaKpisQueryOptions(scope, projectId, floorId, filter, query),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
