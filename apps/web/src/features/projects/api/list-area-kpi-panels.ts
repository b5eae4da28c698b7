import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadWithDefaults } from '@/components/scoped-load';
import { kpiFilterQuery, projectPath } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';
import { areaKpiRowSchema } from './project-schemas';
import type { AreaKpiRow } from './project-schemas';

/** GET /insightapi/v1/projects/{id}/floorPlans/{floorId}/kpis: KPI panels of a floor, the whole floor first, then each area. */
export async function listAreaKpiPanels(
  scope: ApiScope,
  projectId: string,
  floorId: string,
  filter: KpiFilter,
  signal?: AbortSignal,
): Promise<AreaKpiRow[]> {
  return loadWithDefaults({
    scope,
    path: `${projectPath(projectId)}/floorPlans/${encodeURIComponent(floorId)}/kpis`,
    query: { ...kpiFilterQuery(filter) },
    schema: z.array(areaKpiRowSchema),
    empty: [],
    failure: LOAD_FAILURE_MESSAGES.floorPlanKpiPanels,
    signal,
  });
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

export function useAreaKpiPanels(projectId: string, floorId: string, filter: KpiFilter) {
  const scope = useApiScope();
  return useQuery({
    ...listAreaKpiPanelsQueryOptions(scope, projectId, floorId, filter),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
