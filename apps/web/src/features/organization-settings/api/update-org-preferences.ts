import { organizationsEndpoints, type AnswerOf } from '@airlens/contract';
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

/**
 * PUT org-preferences/{orgId} (expects 200); resolves with the saved preferences, or null when the server
 * saved them and answered 204 without a body (the success of docs/product-spec.md §7 is any 2xx; the page reads them again).
 */
export async function updateOrgPreferences(change: OrgPreferencesChange): Promise<OrgPreferences | null> {
  const { orgId, ...preferences } = change;
  // callEndpoint answers undefined for a 204 (it has no body to parse).
  const answer: AnswerOf<typeof organizationsEndpoints.updateOrgPreferences> | undefined = await callEndpoint(
    organizationsEndpoints.updateOrgPreferences,
    { params: { orgId }, body: { orgId, ...preferences } },
  );
  if (answer === undefined) {
    return null;
  }
  if (!answer.success) {
    throw new Error(answer.message);
  }
  return answer.data;
}

/** The success text of docs/product-spec.md §8 (clarified). */
export const ORG_SETTINGS_UPDATED = SUCCESS_MESSAGES.orgSettingsUpdated;

/** Saves the preferences and puts the server's answer into the cache (or reads them again after a 204). */
export function useUpdateOrgPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrgPreferences,
    onSuccess: (saved) =>
      saved === null
        ? queryClient.invalidateQueries({ queryKey: orgPreferencesQueryOptions().queryKey })
        : queryClient.setQueryData(orgPreferencesQueryOptions().queryKey, saved),
    meta: { handledError: true },
  });
}
