import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { SSO_PATH, ssoConfigurationQueryOptions, ssoResultSchema, type SsoResult } from './sso-configuration';

/** POST organizations/sso/domains/verification-code: mails a six-digit code to an address at the domain. */
export async function requestSsoDomainCode(input: { domain: string; email: string }): Promise<void> {
  await apiPost<unknown>(`${SSO_PATH}/domains/verification-code`, input);
}

/** POST organizations/sso/domains/verification: verifies the domain with the mailed code. */
export async function verifySsoDomain(input: { domain: string; code: string }): Promise<SsoResult> {
  return ssoResultSchema.parse(await apiPost<unknown>(`${SSO_PATH}/domains/verification`, input));
}

export function useRequestSsoDomainCode(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSsoDomainCode,
    // The configuration shows where the latest code went.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ssoConfigurationQueryOptions(orgId).queryKey }),
    meta: { handledError: true },
  });
}

export function useVerifySsoDomain(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySsoDomain,
    onSuccess: (result) =>
      queryClient.setQueryData(ssoConfigurationQueryOptions(orgId).queryKey, result.data),
    meta: { handledError: true },
  });
}
