import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadWithDefaults } from '@/components/scoped-load';
import { kpiFilterQuery, projectPath } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';
import { projectKpiPanelSchema } from './project-schemas';
import type { ProjectKpiPanel } from './project-schemas';

/** GET /insightapi/v1/projects/{id}/kpis: the project KPI panels. */
export async function listProjectKpiPanels(
  scope: ApiScope,
  projectId: string,
  filter: KpiFilter,
  signal?: AbortSignal,
): Promise<ProjectKpiPanel[]> {
  return loadWithDefaults({
    scope,
    path: `${projectPath(projectId)}/kpis`,
    query: { ...kpiFilterQuery(filter) },
    schema: z.array(projectKpiPanelSchema),
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
