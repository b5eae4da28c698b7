import { MAX_SSO_DOMAINS } from '@airlens/contract';
import { z } from 'zod';
import { FIELD_REQUIRED } from '@airlens/domain';
import type { SsoConfiguration } from '../api/sso-configuration';
import type { SsoConfigurationInput } from '../api/update-sso-configuration';

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A typed domain as the server stores it (lower case, no trailing dot), or null when it is not one. */
export function normalizeSsoDomain(value: string): string | null {
  const domain = value.trim().toLowerCase().replace(/\.$/, '');
  return DOMAIN.test(domain) ? domain : null;
}

function isProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The form's fields; `hasClientSecret` says whether the server already holds a secret. */
export const ssoFormSchema = z
  .object({
    enabled: z.boolean(),
    protocol: z.enum(['OIDC', 'SAML']),
    issuer: z.string().trim().max(2048),
    clientId: z.string().trim().max(255),
    clientSecret: z.string().max(2048),
    samlSource: z.enum(['metadata', 'manual']),
    samlMetadataXml: z.string().max(256 * 1024),
    samlEntryPoint: z.string().trim().max(2048),
    samlCertificate: z.string().max(64 * 1024),
    emailDomains: z.array(z.string()).max(MAX_SSO_DOMAINS),
    hasClientSecret: z.boolean(),
  })
  .superRefine((values, context) => {
    const need = (path: keyof typeof values, isMissing: boolean, message = FIELD_REQUIRED) => {
      if (isMissing) {
        context.addIssue({ code: 'custom', path: [path], message });
      }
    };
    if (values.issuer !== '' && !isProviderUrl(values.issuer)) {
      need('issuer', true, 'Enter the issuer URL, e.g. https://login.example.com');
    }
    if (values.samlEntryPoint !== '' && !isProviderUrl(values.samlEntryPoint)) {
      need('samlEntryPoint', true, 'Enter the single sign-on URL of your identity provider');
    }
    if (!values.enabled) {
      return;
    }
    need('emailDomains', values.emailDomains.length === 0, 'Add at least one e-mail domain');
    if (values.protocol === 'OIDC') {
      need('issuer', values.issuer === '');
      need('clientId', values.clientId === '');
      need('clientSecret', values.clientSecret === '' && !values.hasClientSecret);
      return;
    }
    if (values.samlSource === 'metadata') {
      need('samlMetadataXml', values.samlMetadataXml.trim() === '');
      return;
    }
    need('samlEntryPoint', values.samlEntryPoint === '');
    need('samlCertificate', values.samlCertificate.trim() === '');
  });

export type SsoFormValues = z.infer<typeof ssoFormSchema>;

/** The form's starting values from the stored configuration (the secret field starts empty). */
export function ssoFormValues(configuration: SsoConfiguration): SsoFormValues {
  return {
    enabled: configuration.enabled,
    protocol: configuration.protocol,
    issuer: configuration.issuer ?? '',
    clientId: configuration.clientId ?? '',
    clientSecret: '',
    samlSource:
      configuration.samlEntryPoint !== null && configuration.samlMetadataXml === null ? 'manual' : 'metadata',
    samlMetadataXml: configuration.samlMetadataXml ?? '',
    samlEntryPoint: configuration.samlEntryPoint ?? '',
    samlCertificate: configuration.samlCertificate ?? '',
    emailDomains: configuration.emailDomains.map((entry) => entry.domain),
    hasClientSecret: configuration.hasClientSecret,
  };
}

/** The PUT body: only the chosen SAML source is sent, so the server knows which one to use. */
export function ssoInputOf(values: SsoFormValues): SsoConfigurationInput {
  const isMetadata = values.samlSource === 'metadata';
  return {
    enabled: values.enabled,
    protocol: values.protocol,
    issuer: values.issuer,
    clientId: values.clientId,
    clientSecret: values.clientSecret,
    samlMetadataXml: isMetadata ? values.samlMetadataXml : '',
    samlEntryPoint: isMetadata ? '' : values.samlEntryPoint,
    samlCertificate: isMetadata ? '' : values.samlCertificate,
    emailDomains: values.emailDomains,
  };
}
