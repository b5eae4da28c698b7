import { z } from 'zod';
import { MAX_SSO_DOMAINS } from './sso-domains';

export const SSO_PROTOCOLS = ['OIDC', 'SAML'] as const;

/** Largest IdP metadata document accepted (metadata with several certificates stays far below). */
export const MAX_METADATA_CHARS = 256 * 1024;

export const ssoDomainSchema = z
  .object({
    domain: z.string(),
    verified: z.boolean(),
    verifiedAt: z.string().nullable(),
    verificationMethod: z.enum(['ADMIN_EMAIL', 'MAILED_CODE']).nullable(),
    /** The address the latest verification code went to while the domain is pending. */
    pendingCodeEmail: z.string().nullable(),
  })
  .meta({ id: 'SsoEmailDomain' });

/** An organisation's SSO configuration as the API shows it: never the client secret, only whether one is set. */
export const ssoConfigurationSchema = z
  .object({
    orgId: z.string(),
    configured: z.boolean(),
    enabled: z.boolean(),
    protocol: z.enum(SSO_PROTOCOLS),
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
  })
  .meta({ id: 'SsoConfiguration' });

export type SsoConfigurationJson = z.infer<typeof ssoConfigurationSchema>;

const optionalText = (max: number) => z.string().max(max).nullish();

/** PUT body: the whole configuration; an empty or missing clientSecret keeps the stored one. */
export const ssoConfigurationInputSchema = z
  .object({
    orgId: z.uuid().optional(),
    enabled: z.boolean(),
    protocol: z.enum(SSO_PROTOCOLS),
    issuer: optionalText(2048),
    clientId: optionalText(255),
    clientSecret: optionalText(2048),
    samlMetadataXml: optionalText(MAX_METADATA_CHARS),
    samlEntryPoint: optionalText(2048),
    samlCertificate: optionalText(64 * 1024),
    emailDomains: z.array(z.string().max(253)).max(MAX_SSO_DOMAINS),
  })
  // No component id: zod's input and output forms of this schema differ, and one id cannot name both.
  .describe('SSO configuration to save');

export type SsoConfigurationInput = z.infer<typeof ssoConfigurationInputSchema>;

export const checkSsoAnswerSchema = z
  .object({ ssoEnabled: z.boolean(), loginUrl: z.string().optional() })
  .meta({ id: 'CheckSsoAnswer' });

export const domainCodeRequestSchema = z.object({
  domain: z.string().min(1).max(253),
  email: z.string().trim().min(3).max(320),
});

export const domainVerificationSchema = z.object({
  domain: z.string().min(1).max(253),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The verification code has 6 digits'),
});
