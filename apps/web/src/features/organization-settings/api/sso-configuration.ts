import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

export const SSO_PATH = '/userapi/v1/organizations/sso';

export const ssoDomainSchema = z.object({
  domain: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  verificationMethod: z.enum(['ADMIN_EMAIL', 'MAILED_CODE']).nullable(),
  pendingCodeEmail: z.string().nullable(),
});

/** The organisation's SSO configuration (api-contract "Users and organisations"); never the client secret. */
export const ssoConfigurationSchema = z.object({
  orgId: z.string(),
  configured: z.boolean(),
  enabled: z.boolean(),
  protocol: z.enum(['OIDC', 'SAML']),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  samlMetadataXml: z.string().nullable(),
  samlEntryPoint: z.string().nullable(),
  samlIdpEntityId: z.string().nullable(),
  samlCertificate: z.string().nullable(),
  emailDomains: z.array(ssoDomainSchema),
  serviceProvider: z.object({
    oidcRedirectUri: z.string(),
    samlEntityId: z.string(),
    samlAcsUrl: z.string(),
    samlMetadataUrl: z.string(),
  }),
});

export type SsoConfiguration = z.infer<typeof ssoConfigurationSchema>;
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

/** The result wrapper (spec §3) around a configuration. */
export const ssoResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: ssoConfigurationSchema,
});

export type SsoResult = z.infer<typeof ssoResultSchema>;

/** GET organizations/sso/{id}. */
export async function getSsoConfiguration(orgId: string, signal?: AbortSignal): Promise<SsoConfiguration> {
  const answer = await apiGet<unknown>(`${SSO_PATH}/${encodeURIComponent(orgId)}`, { signal });
  return ssoConfigurationSchema.parse(answer);
}

export function ssoConfigurationQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: ['organizations', orgId, 'sso'],
    queryFn: ({ signal }) => getSsoConfiguration(orgId, signal),
  });
}

export function useSsoConfiguration(orgId: string) {
  return useQuery(ssoConfigurationQueryOptions(orgId));
}
