import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadWithDefaults } from '@/components/scoped-load';
import { projectPath } from './kpi-filter';
import { floorPlanSchema } from './project-schemas';
import type { FloorPlan } from './project-schemas';

/** GET /insightapi/v1/projects/{id}/floorPlans: the project's floors with size, scale and image ids. */
export async function listFloorPlans(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<FloorPlan[]> {
  return loadWithDefaults({
    scope,
    path: `${projectPath(projectId)}/floorPlans`,
    schema: z.array(floorPlanSchema),
    empty: [],
    failure: LOAD_FAILURE_MESSAGES.floors,
    signal,
  });
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
