import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { SSO_PATH, ssoConfigurationQueryOptions, ssoResultSchema, type SsoResult } from './sso-configuration';

/** PUT organizations/sso: the whole configuration; an empty clientSecret keeps the stored one. */
export interface SsoConfigurationInput {
  enabled: boolean;
  protocol: 'OIDC' | 'SAML';
  issuer: string;
  clientId: string;
  clientSecret: string;
  samlMetadataXml: string;
  samlEntryPoint: string;
  samlCertificate: string;
  emailDomains: string[];
}

export async function updateSsoConfiguration(input: SsoConfigurationInput): Promise<SsoResult> {
  const answer = ssoResultSchema.parse(await apiPut<unknown>(SSO_PATH, input));
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
