import { organizationsEndpoints } from '@airlens/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_MESSAGES } from '@airlens/domain';
import type { SharingRestriction } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';
import { orgPreferencesQueryOptions, type OrgPreferences } from './org-preferences';

export interface OrgPreferencesChange {
  orgId: string;
  sharingRestriction: SharingRestriction;
  passwordPolicy: boolean;
}

/** PUT org-preferences/{orgId} (expects 200); resolves with the saved preferences. */
export async function updateOrgPreferences(change: OrgPreferencesChange): Promise<OrgPreferences> {
  const { orgId, ...preferences } = change;
  const answer = await callEndpoint(organizationsEndpoints.updateOrgPreferences, {
    params: { orgId },
    body: { orgId, ...preferences },
  });
  if (!answer.success) {
    throw new Error(answer.message);
  }
  return answer.data;
}

/** The success text of spec §8 (clarified). */
export const ORG_SETTINGS_UPDATED = SUCCESS_MESSAGES.orgSettingsUpdated;

/** Saves the preferences and puts the server's answer into the cache. */
export function useUpdateOrgPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrgPreferences,
    onSuccess: (saved) => queryClient.setQueryData(orgPreferencesQueryOptions().queryKey, saved),
    meta: { handledError: true },
  });
}
