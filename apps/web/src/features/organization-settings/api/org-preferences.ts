import { organizationsEndpoints, type OrgPreferences } from '@airlens/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export type { OrgPreferences };

/** GET org-preferences: the caller's organisation preferences. */
export async function getOrgPreferences(signal?: AbortSignal): Promise<OrgPreferences> {
  const answer = await callEndpoint(organizationsEndpoints.getOrgPreferences, {}, { signal });
  if (!answer.success) {
    throw new Error(answer.message);
  }
  return answer.data;
}

export function orgPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['organization-settings', 'org-preferences'],
    queryFn: ({ signal }) => getOrgPreferences(signal),
  });
}

export function useOrgPreferences() {
  return useQuery({ ...orgPreferencesQueryOptions(), meta: { handledError: true } });
}
