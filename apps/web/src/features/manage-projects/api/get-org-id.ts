import { organizationsEndpoints } from '@airlens/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** The admin's organisation id, read from GET org-preferences (the user carries none). */
export async function getOrgId(signal?: AbortSignal): Promise<string> {
  return (await callEndpoint(organizationsEndpoints.getOrgPreferences, {}, { signal })).data.orgId;
}

export function orgIdQueryOptions() {
  return queryOptions({ queryKey: ['manage-projects', 'org-id'], queryFn: ({ signal }) => getOrgId(signal) });
}
