import { organizationsEndpoints } from '@airlens/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * Whether the caller's organisation enforces its password policy, which the server applies to a new password.
 * An account without an organisation (404) has only the baseline rules.
 */
export async function isOrgPasswordPolicyOn(signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await callEndpoint(organizationsEndpoints.getOrgPreferences, {}, { signal });
    return answer.success && answer.data.passwordPolicy;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return false;
    }
    throw error;
  }
}

export function usePasswordPolicy() {
  return useQuery(
    queryOptions({
      queryKey: ['security-preference', 'password-policy'],
      queryFn: ({ signal }) => isOrgPasswordPolicyOn(signal),
      meta: { handledError: true },
    }),
  );
}
