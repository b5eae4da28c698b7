import { ssoConfigEndpoints, type BodyOf, type SsoResult } from '@airlens/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { ssoConfigurationQueryOptions } from './sso-configuration';

/** POST organizations/sso/domains/verification-code: mails a six-digit code to an address at the domain. */
export async function requestSsoDomainCode(
  input: BodyOf<typeof ssoConfigEndpoints.requestSsoDomainCode>,
): Promise<void> {
  await callEndpoint(ssoConfigEndpoints.requestSsoDomainCode, { body: input });
}

/** POST organizations/sso/domains/verification: verifies the domain with the mailed code. */
export function verifySsoDomain(
  input: BodyOf<typeof ssoConfigEndpoints.verifySsoDomain>,
): Promise<SsoResult> {
  return callEndpoint(ssoConfigEndpoints.verifySsoDomain, { body: input });
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
