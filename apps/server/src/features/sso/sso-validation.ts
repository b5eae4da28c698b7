import { invalidInput } from '../../http/errors';
import { isPublicMailDomain, normalizeDomain } from './sso-domains';
import { normalizeCertificate, parseIdpMetadata } from './saml-metadata';

/** Empty and whitespace-only values mean "not given". */
export function presentText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * An identity provider URL: https (http only when allowed, i.e. outside production), no credentials and no
 * fragment. Returned as typed: an OIDC issuer must match the provider's own issuer string exactly.
 */
export function providerUrl(field: string, value: string, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidInput(field, 'must be a URL');
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    throw invalidInput(field, 'must be an https URL');
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') {
    throw invalidInput(field, 'must not contain credentials or a fragment');
  }
  return value;
}

/** Normalised, de-duplicated e-mail domains; malformed and public-mailbox domains are refused by name. */
export function resolveDomains(values: string[]): string[] {
  const domains: string[] = [];
  for (const value of values) {
    const domain = normalizeDomain(value);
    if (domain === null) {
      throw invalidInput('emailDomains', `${value.trim()} is not a valid domain`);
    }
    if (isPublicMailDomain(domain)) {
      throw invalidInput(
        'emailDomains',
        `${domain} is a public mail provider and cannot be used for single sign-on`,
      );
    }
    if (!domains.includes(domain)) {
      domains.push(domain);
    }
  }
  return domains;
}

/** One or more PEM certificates (or one bare base64 certificate) → normalised PEMs. */
export function parseCertificates(text: string): string[] {
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [text];
  const certificates = blocks.map((block) => normalizeCertificate(block));
  if (certificates.length === 0 || certificates.some((certificate) => certificate === null)) {
    throw invalidInput('samlCertificate', 'is not a valid X.509 certificate');
  }
  return certificates.filter((certificate): certificate is string => certificate !== null);
}

/** The SAML settings of a PUT: from metadata when given, otherwise from the entry point and certificate. */
export async function resolveSaml(
  input: { samlMetadataXml?: string | null; samlEntryPoint?: string | null; samlCertificate?: string | null },
  allowHttp: boolean,
): Promise<{
  metadataXml: string | null;
  entryPoint: string | null;
  idpEntityId: string | null;
  certificates: string[];
}> {
  const metadataXml = presentText(input.samlMetadataXml);
  if (metadataXml !== null) {
    const metadata = await parseIdpMetadata(metadataXml);
    if ('error' in metadata) {
      throw invalidInput('samlMetadataXml', metadata.error);
    }
    return {
      metadataXml,
      entryPoint: providerUrl('samlMetadataXml', metadata.entryPoint, allowHttp),
      idpEntityId: metadata.entityId,
      certificates: metadata.certificates,
    };
  }
  const entryPoint = presentText(input.samlEntryPoint);
  const certificate = presentText(input.samlCertificate);
  return {
    metadataXml: null,
    entryPoint: entryPoint === null ? null : providerUrl('samlEntryPoint', entryPoint, allowHttp),
    idpEntityId: null,
    certificates: certificate === null ? [] : parseCertificates(certificate),
  };
}
