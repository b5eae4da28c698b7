import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type InsightsFloorPlan } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/** GET /insightapi/v1/projects/{id}/floorPlans: the project's floors with size, scale and image ids. */
export async function listFloorPlans(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<InsightsFloorPlan[]> {
  return loadEndpoint(
    insightsEndpoints.listProjectFloorPlans,
    { params: { id: projectId } },
    {
      scope,
      empty: [],
      failure: LOAD_FAILURE_MESSAGES.floors,
      signal,
    },
  );
}

export function floorPlansQueryOptions(scope: ApiScope, projectId: string) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'floor-plans'],
    queryFn: ({ signal }) => listFloorPlans(scope, projectId, signal),
  });
}

export function useFloorPlans(projectId: string) {
  const scope = useApiScope();
  return useQuery({ ...floorPlansQueryOptions(scope, projectId), meta: { handledError: true } });
}
