import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsEndpoints } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/** GET /projectapi/v1/projects/{id}/imageFiles/{imageId}?redirect=0: a short-lived URL of the image bytes. */
export async function getImageUrl(
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

export function imageUrlQueryOptions(scope: ApiScope, projectId: string, imageId: string) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'image', imageId],
    queryFn: ({ signal }) => getImageUrl(scope, projectId, imageId, signal),
  });
}

export function useImageUrl(projectId: string, imageId: string | null) {
  const scope = useApiScope();
  return useQuery({
    ...imageUrlQueryOptions(scope, projectId, imageId ?? ''),
    enabled: imageId !== null,
    meta: { handledError: true },
  });
}
