import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharingEndpoints } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET the caller's access to the project (the sharing API): whether they may change its location. */
export async function getLocationAccess(projectId: string, signal?: AbortSignal): Promise<boolean> {
  const access = await callEndpoint(
    sharingEndpoints.getProjectAccess,
    { params: { id: projectId } },
    { signal },
  );
  // An organisation admin is OWNER there, so isOwner covers both roles the server allows.
  return access.isOwner && !access.isGuest;
}

export function useCanSetLocation(projectId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['places', 'location-access', projectId],
      queryFn: ({ signal }) => getLocationAccess(projectId, signal),
    }),
    meta: { handledError: true },
  });
}
