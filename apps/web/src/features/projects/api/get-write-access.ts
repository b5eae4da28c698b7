import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharingEndpoints } from '@airlens/contract';
import { useApiScope } from '@/components/api-scope';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET the caller's access to the project (the sharing API): whether they may change it (write roles). */
export async function getWriteAccess(projectId: string, signal?: AbortSignal): Promise<boolean> {
  const access = await callEndpoint(
    sharingEndpoints.getProjectAccess,
    { params: { id: projectId } },
    { signal },
  );
  return access.canWrite && !access.isGuest;
}

export function writeAccessQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', 'write-access', projectId],
    queryFn: ({ signal }) => getWriteAccess(projectId, signal),
  });
}

/** Whether the caller may change the project; not asked in a read-only scope (the public demo changes nothing). */
export function useCanWriteProject(projectId: string) {
  const scope = useApiScope();
  return useQuery({
    ...writeAccessQueryOptions(projectId),
    enabled: !scope.isReadOnly,
    meta: { handledError: true },
  });
}
