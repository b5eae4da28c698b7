import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SHARING_RESTRICTIONS } from '@airlens/domain';
import { apiGet } from '@/lib/api-client';

export const ORG_PREFERENCES_PATH = '/userapi/v1/org-preferences';

/** The organisation preferences (spec §3; api-contract "Users and organisations"). */
export const orgPreferencesSchema = z.object({
  orgId: z.string(),
  sharingRestriction: z.enum(SHARING_RESTRICTIONS),
  passwordPolicy: z.boolean(),
});

export type OrgPreferences = z.infer<typeof orgPreferencesSchema>;

/** The result wrapper (spec §3) around the preferences. */
export const orgPreferencesResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: orgPreferencesSchema,
});

/** GET org-preferences: the caller's organisation preferences. */
export async function getOrgPreferences(signal?: AbortSignal): Promise<OrgPreferences> {
  const answer = orgPreferencesResultSchema.parse(await apiGet<unknown>(ORG_PREFERENCES_PATH, { signal }));
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
