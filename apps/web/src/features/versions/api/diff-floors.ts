import { useQuery } from '@tanstack/react-query';
import { insightsEndpoints, projectsEndpoints } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/** The project's floors (size in plan units, image), for drawing a diff's marks on them. */
export function useDiffFloors(projectId: string) {
  const scope = useApiScope();
  return useQuery({
    queryKey: ['projects', scope.name, projectId, 'floor-plans'],
    queryFn: ({ signal }) =>
      loadEndpoint(
        insightsEndpoints.listProjectFloorPlans,
        { params: { id: projectId } },
        { scope, empty: [], failure: LOAD_FAILURE_MESSAGES.floors, signal },
      ),
    meta: { handledError: true },
  });
}

/** A floor's plan image URL; null without one. */
export function useDiffFloorImage(projectId: string, imageId: string | null) {
  const scope = useApiScope();
  return useQuery({
    queryKey: ['projects', scope.name, projectId, 'image', imageId ?? ''],
    queryFn: async ({ signal }) => {
      const answer = await loadEndpoint(
        projectsEndpoints.getImageUrl,
        { params: { id: projectId, imageId: imageId ?? '' }, query: { redirect: '0' } },
        { scope, empty: null, failure: LOAD_FAILURE_MESSAGES.image, signal },
      );
      return answer === null ? null : answer.url;
    },
    enabled: imageId !== null,
    meta: { handledError: true },
  });
}
