import { ssoConfigEndpoints, type SsoConfiguration, type SsoDomain } from '@airlens/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export type { SsoConfiguration, SsoDomain };

/** GET organizations/sso/{id}. */
export function getSsoConfiguration(orgId: string, signal?: AbortSignal): Promise<SsoConfiguration> {
  return callEndpoint(ssoConfigEndpoints.getSsoConfiguration, { params: { id: orgId } }, { signal });
}

export function ssoConfigurationQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: ['organizations', orgId, 'sso'],
    queryFn: ({ signal }) => getSsoConfiguration(orgId, signal),
  });
}

export function useSsoConfiguration(orgId: string) {
  return useQuery(ssoConfigurationQueryOptions(orgId));
}
