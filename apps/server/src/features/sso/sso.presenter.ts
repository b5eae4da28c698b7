import type { SsoConfiguration as SsoConfigurationJson } from '@airlens/contract';
import type { AppConfig } from '../../config';
import type { SsoConfigurationRecord, SsoDomainRecord } from './sso.repo';
import { serviceProviderUrls } from './sso-urls';

/** Rows → the API's SSO configuration; the client secret never leaves, only whether one is stored. */
export function presentSsoConfiguration(
  config: AppConfig,
  orgId: string,
  record: SsoConfigurationRecord | null,
  domains: SsoDomainRecord[],
): SsoConfigurationJson {
  return {
    orgId,
    configured: record !== null,
    enabled: record?.enabled ?? false,
    protocol: record?.protocol ?? 'OIDC',
    issuer: record?.oidcIssuer ?? null,
    clientId: record?.oidcClientId ?? null,
    hasClientSecret: record !== null && record.oidcClientSecretEncrypted !== null,
    samlMetadataXml: record?.samlMetadataXml ?? null,
    samlEntryPoint: record?.samlEntryPoint ?? null,
    samlIdpEntityId: record?.samlIdpEntityId ?? null,
    samlCertificate:
      record === null || record.samlCertificates.length === 0 ? null : record.samlCertificates.join(''),
    emailDomains: domains.map((domain) => ({
      domain: domain.domain,
      verified: domain.verifiedAt !== null,
      verifiedAt: domain.verifiedAt?.toISOString() ?? null,
      verificationMethod: domain.verificationMethod,
      pendingCodeEmail: domain.verifiedAt === null ? domain.codeEmail : null,
    })),
    serviceProvider: serviceProviderUrls(config, orgId),
  };
}
