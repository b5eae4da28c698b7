import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DESIGN_PROJECT_DISABLED, LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadWithDefaults } from '@/components/scoped-load';
import { kpiFilterQuery, projectPath } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';
import { projectSchema } from './project-schemas';
import type { Project } from './project-schemas';

/**
 * GET /insightapi/v1/projects/{id}: the project with its KPI values; null when it is not there (or not
 * visible); a design project while the flag is off raises 'This is design project.'.
 */
export async function getProject(
  scope: ApiScope,
  projectId: string,
  filter: KpiFilter,
  signal?: AbortSignal,
): Promise<Project | null> {
  return loadWithDefaults({
    scope,
    path: projectPath(projectId),
    query: kpiFilterQuery(filter),
    schema: projectSchema.nullable(),
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
