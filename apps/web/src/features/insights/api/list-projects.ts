import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { listProjects, projectsQueryKey } from './project-list-call';
import type { ProjectListParams } from './project-list-call';

export { listProjects } from './project-list-call';
export { applyStatusRules } from './project-status-rules';
export type { GeoBounds, ProjectListParams } from './project-list-call';

export function projectsQueryOptions(scope: ApiScope, params: ProjectListParams) {
  return queryOptions({
    queryKey: projectsQueryKey(scope, params),
    queryFn: ({ signal }) => listProjects(scope, params, signal),
  });
}

/** The project table's page; the previous page stays on screen while the next loads (no flashing rows). */
export function useProjects(params: ProjectListParams) {
  const scope = useApiScope();
  return useQuery({
    ...projectsQueryOptions(scope, params),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
