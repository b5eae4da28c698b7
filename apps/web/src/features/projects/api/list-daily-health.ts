import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type DailyHealth } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { kpiFilterQuery } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';

/** GET /insightapi/v1/projects/{id}/dailyKpis/networkHealth: network health per survey day. */
export async function listDailyHealth(
  scope: ApiScope,
  projectId: string,
  filter: KpiFilter,
  signal?: AbortSignal,
): Promise<DailyHealth> {
  const input = { params: { id: projectId }, query: kpiFilterQuery(filter) };
  return loadEndpoint(insightsEndpoints.listDailyHealth, input, {
    scope,
    empty: [],
    failure: LOAD_FAILURE_MESSAGES.dailyScores,
    signal,
  });
}

export function dailyHealthQueryOptions(scope: ApiScope, projectId: string, filter: KpiFilter) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'daily-health', filter],
    queryFn: ({ signal }) => listDailyHealth(scope, projectId, filter, signal),
  });
}

export function useDailyHealth(projectId: string, filter: KpiFilter) {
  const scope = useApiScope();
  return useQuery({
    ...dailyHealthQueryOptions(scope, projectId, filter),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
