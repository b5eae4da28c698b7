import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, projectsEndpoints, type InsightsFloorPlan } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from './api-scope';
import type { ApiScope } from './api-scope';
import { loadEndpoint } from './scoped-load';

// A project's floors and their plan images, read by the floor view, the version diff and the 3D view alike: one
// query key each, so they share the cache instead of each feature keeping its own copy of the calls.

/** GET /insightapi/v1/projects/{id}/floorPlans: the project's floors with size, scale and image ids. */
async function listFloorPlans(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<InsightsFloorPlan[]> {
  return loadEndpoint(
    insightsEndpoints.listProjectFloorPlans,
    { params: { id: projectId } },
    { scope, empty: [], failure: LOAD_FAILURE_MESSAGES.floors, signal },
  );
}

export function useFloorPlans(projectId: string) {
  const scope = useApiScope();
  return useQuery({
    queryKey: ['projects', scope.name, projectId, 'floor-plans'],
    queryFn: ({ signal }) => listFloorPlans(scope, projectId, signal),
    meta: { handledError: true },
  });
}

/** GET /projectapi/v1/projects/{id}/imageFiles/{imageId}?redirect=0: a short-lived URL of the image bytes. */
async function getImageUrl(
  scope: ApiScope,
  projectId: string,
  imageId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const answer = await loadEndpoint(
    projectsEndpoints.getImageUrl,
    { params: { id: projectId, imageId }, query: { redirect: '0' } },
    { scope, empty: null, failure: LOAD_FAILURE_MESSAGES.image, signal },
  );
  return answer === null ? null : answer.url;
}

/** The image URL query; disabled (no call) for a floor without an image. */
export function imageUrlQueryOptions(scope: ApiScope, projectId: string, imageId: string | null) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'image', imageId ?? ''],
    queryFn: ({ signal }) => getImageUrl(scope, projectId, imageId ?? '', signal),
    enabled: imageId !== null,
    meta: { handledError: true },
  });
}

/** A floor's plan image URL; null without one. */
export function useImageUrl(projectId: string, imageId: string | null) {
  const scope = useApiScope();
  return useQuery(imageUrlQueryOptions(scope, projectId, imageId));
}
