import { useQueries, useQuery } from '@tanstack/react-query';
import { projectsEndpoints } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import { imageUrlQueryOptions } from '@/components/project-floor-queries';
import { loadEndpoint } from '@/components/scoped-load';
import { buildBuildingScene, BUILDING_SCENE_PO_TYPES, type SceneFloor } from '../model/building-scene';

/**
 * The building around a floor, from one batch call of the collections the model needs (GET
 * /projectapi/v1/projects/{id}/batch); the scene is derived per floor from the cached answer.
 */
export function useBuildingScene(projectId: string, floorId: string) {
  const scope = useApiScope();
  return useQuery({
    queryKey: ['projects', scope.name, projectId, 'batch', BUILDING_SCENE_PO_TYPES],
    queryFn: ({ signal }) =>
      loadEndpoint(
        projectsEndpoints.getProjectBatch,
        { params: { id: projectId }, query: { poTypes: [...BUILDING_SCENE_PO_TYPES] } },
        {
          scope,
          empty: { accessPoints: [], areas: [] },
          failure: LOAD_FAILURE_MESSAGES.projectBatch,
          signal,
        },
      ),
    select: (batch) => buildBuildingScene(batch, floorId),
    meta: { handledError: true },
  });
}

/** Each floor's plan image URL (GET …/imageFiles/{imageId}?redirect=0); null for a floor without one or a failed call. */
export function useFloorImageUrls(
  projectId: string,
  floors: readonly SceneFloor[],
): Map<string, string | null> {
  const scope = useApiScope();
  const results = useQueries({
    queries: floors.map((floor) => imageUrlQueryOptions(scope, projectId, floor.imageId)),
  });
  return new Map(floors.map((floor, index) => [floor.id, results[index]?.data ?? null]));
}
