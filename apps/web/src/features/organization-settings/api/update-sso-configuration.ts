import { ssoConfigEndpoints, type BodyOf, type SsoResult } from '@airlens/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { ssoConfigurationQueryOptions } from './sso-configuration';

/** PUT organizations/sso: the whole configuration; an empty clientSecret keeps the stored one. */
export type SsoConfigurationInput = BodyOf<typeof ssoConfigEndpoints.updateSsoConfiguration>;

export async function updateSsoConfiguration(input: SsoConfigurationInput): Promise<SsoResult> {
  const answer = await callEndpoint(ssoConfigEndpoints.updateSsoConfiguration, { body: input });
  if (!answer.success) {
    throw new Error(answer.message);
  }
  return answer;
}

/** Saves the configuration and puts the server's answer into the cache. */
export function useUpdateSsoConfiguration(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSsoConfiguration,
    onSuccess: (result) =>
      queryClient.setQueryData(ssoConfigurationQueryOptions(orgId).queryKey, result.data),
    meta: { handledError: true },
  });
}
