import { resultWrapperSchema } from '@airlens/domain';
import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['sso'];

const SSO_PROTOCOLS = ['OIDC', 'SAML'] as const;

/** At most this many e-mail domains per organisation. */
export const MAX_SSO_DOMAINS = 20;

/** Largest IdP metadata document accepted (metadata with several certificates stays far below). */
const MAX_METADATA_CHARS = 256 * 1024;

const ssoDomainSchema = z
  .object({
    domain: z.string(),
    verified: z.boolean(),
    verifiedAt: z.string().nullable(),
    verificationMethod: z.enum(['ADMIN_EMAIL', 'MAILED_CODE']).nullable(),
    /** The address the latest verification code went to while the domain is pending. */
    pendingCodeEmail: z.string().nullable(),
  })
  .meta({ id: 'SsoEmailDomain' });

export type SsoDomain = z.infer<typeof ssoDomainSchema>;

/** An organisation's SSO configuration as the API shows it: never the client secret, only whether one is set. */
const ssoConfigurationSchema = z
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

export type SsoConfiguration = z.infer<typeof ssoConfigurationSchema>;

const optionalText = (max: number) => z.string().max(max).nullish();

/** PUT body: the whole configuration; an empty or missing clientSecret keeps the stored one. */
const ssoConfigurationInputSchema = z
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

const ssoResultSchema = resultWrapperSchema(ssoConfigurationSchema);

export type SsoResult = z.infer<typeof ssoResultSchema>;

const checkSsoAnswerSchema = z
  .object({ ssoEnabled: z.boolean(), loginUrl: z.string().optional() })
  .meta({ id: 'CheckSsoAnswer' });

export type CheckSsoAnswer = z.infer<typeof checkSsoAnswerSchema>;

const orgParams = z.object({ orgId: z.uuid() });
const redirectAnswer = { 302: z.null().describe('Location: the next step of the sign-in') };

/** Single sign-on under /authapi/v1: check-sso, the start of a sign-in, the OIDC callback and the SAML ACS. */
export const ssoEndpoints = {
  checkSso: defineEndpoint({
    method: 'GET',
    path: '/authapi/v1/check-sso',
    access: 'public',
    tags,
    summary:
      'Whether an e-mail signs in through single sign-on (a verified domain of an enabled configuration)',
    query: z.object({ email: z.string().max(320) }),
    responses: { 200: checkSsoAnswerSchema, 400: errorBodySchema, 429: errorBodySchema },
  }),
  startSsoLogin: defineEndpoint({
    method: 'GET',
    path: '/authapi/v1/sso-configuration/:orgId/login',
    access: 'public',
    tags,
    summary: "Start signing in at the organisation's identity provider (302 to the provider)",
    params: orgParams,
    query: z.object({ redirect: z.string().max(2048).optional() }),
    responses: { ...redirectAnswer, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
  }),
  completeOidcSignIn: defineEndpoint({
    method: 'GET',
    path: '/authapi/v1/sso-configuration/:orgId/oidc/callback',
    access: 'public',
    tags,
    summary: 'OpenID Connect redirect URI: completes the sign-in, sets the session, 302 into the app',
    params: orgParams,
    query: z.object({ state: z.string().max(512).optional(), error: z.string().max(512).optional() }).loose(),
    responses: { ...redirectAnswer, 400: errorBodySchema, 429: errorBodySchema },
  }),
  completeSamlSignIn: defineEndpoint({
    method: 'POST',
    path: '/authapi/v1/sso-configuration/:orgId/saml/acs',
    access: 'public',
    tags,
    summary: 'SAML assertion consumer service (HTTP-POST binding): sets the session, 302 to /saml-consume',
    params: orgParams,
    body: z.object({ SAMLResponse: z.string().optional(), RelayState: z.string().optional() }).loose(),
    bodyEncoding: 'form',
    responses: { ...redirectAnswer, 400: errorBodySchema, 429: errorBodySchema },
  }),
  getSamlMetadata: defineEndpoint({
    method: 'GET',
    path: '/authapi/v1/sso-configuration/:orgId/saml/metadata',
    access: 'public',
    tags,
    summary: "Our SAML service provider metadata for the organisation's IdP",
    params: orgParams,
    responses: { 200: z.string(), 404: errorBodySchema },
  }),
};

const configErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/** The SSO self-service of organisation admins with enterprise-plus under /userapi/v1/organizations/sso. */
export const ssoConfigEndpoints = {
  getSsoConfiguration: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/organizations/sso/:id',
    access: 'orgAdmin',
    tags,
    summary: "The organisation's SSO configuration (org admin with enterprise-plus; never the client secret)",
    params: z.object({ id: z.uuid() }),
    responses: { 200: ssoConfigurationSchema, ...configErrors },
  }),
  updateSsoConfiguration: defineEndpoint({
    method: 'PUT',
    path: '/userapi/v1/organizations/sso',
    access: 'orgAdmin',
    tags,
    summary: "Save the caller's organisation's SSO configuration (org admin with enterprise-plus)",
    body: ssoConfigurationInputSchema,
    responses: { 200: ssoResultSchema, ...configErrors },
  }),
  requestSsoDomainCode: defineEndpoint({
    method: 'POST',
    path: '/userapi/v1/organizations/sso/domains/verification-code',
    access: 'orgAdmin',
    tags,
    summary: 'Mail a six-digit code to an address at a pending e-mail domain (proves control of the domain)',
    body: z.object({ domain: z.string().min(1).max(253), email: z.string().trim().min(3).max(320) }),
    responses: { 202: z.null(), ...configErrors },
  }),
  verifySsoDomain: defineEndpoint({
    method: 'POST',
    path: '/userapi/v1/organizations/sso/domains/verification',
    access: 'orgAdmin',
    tags,
    summary: 'Verify a pending e-mail domain with its mailed code',
    body: z.object({
      domain: z.string().min(1).max(253),
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'The verification code has 6 digits'),
    }),
    responses: { 200: ssoResultSchema, ...configErrors },
  }),
};
