import { queryOptions, useQuery } from '@tanstack/react-query';
import { planningEndpoints, type DeviceProfileAnswer } from '@airlens/contract';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/** Raised when the device profiles do not load (the selector then offers only 'no offset'). */
export const DEVICE_PROFILES_FAILURE = 'Could not load device profiles';

/** GET /insightapi/v1/projects/{id}/deviceProfiles: the project's client device profiles, then the built-ins. */
export async function listDeviceProfiles(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<DeviceProfileAnswer[]> {
  return loadEndpoint(
    planningEndpoints.listDeviceProfiles,
    { params: { id: projectId } },
    { scope, empty: [], failure: DEVICE_PROFILES_FAILURE, signal },
  );
}

export function listDeviceProfilesQueryOptions(scope: ApiScope, projectId: string) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'device-profiles'],
    queryFn: ({ signal }) => listDeviceProfiles(scope, projectId, signal),
  });
}

export function useDeviceProfiles(projectId: string, isEnabled = true) {
  const scope = useApiScope();
  return useQuery({
    ...listDeviceProfilesQueryOptions(scope, projectId),
    enabled: isEnabled,
    meta: { handledError: true },
  });
}
