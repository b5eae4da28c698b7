import type { SsoConfigurationInput, SsoConfiguration as SsoConfigurationJson } from '@airlens/contract';
import { SUCCESS_MESSAGES } from '@airlens/domain';
import { conflict, invalidInput, notFound } from '../../http/errors';
import { OutboundRefusedError } from '../../http/outbound-guard';
import type { AuthenticatedUser } from '../../http/session';
import { normalizeEmail } from '../auth';
import { allowsHttpProviders, type SsoContext } from './sso-context';
import { emailDomainOf } from './sso-domains';
import { presentSsoConfiguration } from './sso.presenter';
import {
  findDomainsClaimedElsewhere,
  findSsoConfiguration,
  findSsoOrgForDomain,
  isUniqueViolation,
  listSsoDomains,
  saveSsoConfiguration,
} from './sso.repo';
import { decryptSecret, encryptSecret } from './sso-secrets';
import { ssoLoginPath } from './sso-urls';
import { presentText, providerUrl, resolveDomains, resolveSaml } from './sso-validation';

export const ISSUER_UNREACHABLE = 'The OpenID configuration of this issuer could not be loaded';
export const ISSUER_INTERNAL =
  'The issuer must be reachable on the internet: loopback, private, link-local and cloud metadata addresses are not allowed';

/** The result wrapper of docs/product-spec.md §3. */
export interface SsoResult {
  success: boolean;
  message: string;
  data: SsoConfigurationJson;
}

/** The caller's organisation when the SSO self-service is on (flag ssoConfig); 404 otherwise, like any hidden thing. */
export function callerSsoOrg(context: SsoContext, caller: AuthenticatedUser): string {
  if (!context.config.featureFlags.ssoConfig || caller.orgId === null) {
    throw notFound();
  }
  return caller.orgId;
}

/** An organisation's configuration with its domains, as the API shows it. */
export async function loadSsoConfiguration(
  context: SsoContext,
  orgId: string,
): Promise<SsoConfigurationJson> {
  const [record, domains] = await Promise.all([
    findSsoConfiguration(context.database, orgId),
    listSsoDomains(context.database, orgId),
  ]);
  return presentSsoConfiguration(context.config, orgId, record, domains);
}

/** The caller's organisation's SSO configuration (admin with enterprise-plus); another organisation's id is 404. */
export async function getSsoConfiguration(
  context: SsoContext,
  caller: AuthenticatedUser,
  orgId: string,
): Promise<SsoConfigurationJson> {
  if (callerSsoOrg(context, caller) !== orgId) {
    throw notFound();
  }
  return loadSsoConfiguration(context, orgId);
}

/**
 * Refuses an issuer that is, or resolves to, an internal address (loopback, private, link-local, metadata)
 * unless OUTBOUND_ALLOWLIST names it: the server fetches the issuer, so it must not become a way into the
 * server's own network. A name that does not resolve is left to discovery, which reports it unreachable.
 */
async function assertPublicIssuer(context: SsoContext, orgId: string, issuer: string): Promise<void> {
  try {
    await context.outbound.assertUrl(issuer);
  } catch (error) {
    if (error instanceof OutboundRefusedError) {
      context.logger.warn(
        { orgId, host: error.host, kind: error.kind },
        'SSO issuer refused: internal address',
      );
      throw invalidInput('issuer', ISSUER_INTERNAL);
    }
  }
}

async function resolveOidc(
  context: SsoContext,
  orgId: string,
  input: SsoConfigurationInput,
  storedSecret: string | null,
): Promise<{ issuer: string | null; clientId: string | null; secretEncrypted: string | null }> {
  const allowHttp = allowsHttpProviders(context);
  const issuerText = presentText(input.issuer);
  const issuer = issuerText === null ? null : providerUrl('issuer', issuerText, allowHttp);
  const clientId = presentText(input.clientId);
  const newSecret = input.clientSecret?.trim() ? input.clientSecret : null;
  const secretEncrypted =
    newSecret === null ? storedSecret : encryptSecret(context.config.secretKey, newSecret, orgId);
  if (!input.enabled || input.protocol !== 'OIDC') {
    return { issuer, clientId, secretEncrypted };
  }
  if (issuer === null) {
    throw invalidInput('issuer', 'is required to enable OpenID Connect sign-in');
  }
  if (clientId === null) {
    throw invalidInput('clientId', 'is required to enable OpenID Connect sign-in');
  }
  if (secretEncrypted === null) {
    throw invalidInput('clientSecret', 'is required to enable OpenID Connect sign-in');
  }
  const clientSecret = newSecret ?? decryptSecret(context.config.secretKey, secretEncrypted, orgId);
  await assertPublicIssuer(context, orgId, issuer);
  try {
    await context.oidc.checkIssuer({ issuer, clientId, clientSecret, allowHttp });
  } catch (error) {
    context.logger.warn({ err: error, orgId }, 'SSO issuer discovery failed');
    throw invalidInput('issuer', ISSUER_UNREACHABLE);
  }
  return { issuer, clientId, secretEncrypted };
}

function claimedMessage(domains: string[]): string {
  return `${domains.join(', ')} ${domains.length === 1 ? 'is' : 'are'} already used for single sign-on by another organisation`;
}

/**
 * Saves the caller's organisation's SSO configuration (admin with enterprise-plus, checked by the route):
 * OIDC issuer, client id and secret (kept when not sent) or SAML metadata / entry point and certificate, and
 * the e-mail domains. A domain equal to the admin's own verified address's domain is verified at once; other
 * domains wait for a mailed code. Enabling needs a complete provider and at least one domain.
 */
export async function updateSsoConfiguration(
  context: SsoContext,
  caller: AuthenticatedUser,
  input: SsoConfigurationInput,
): Promise<SsoResult> {
  const orgId = callerSsoOrg(context, caller);
  if (input.orgId !== undefined && input.orgId !== orgId) {
    throw notFound();
  }
  const existing = await findSsoConfiguration(context.database, orgId);
  const domains = resolveDomains(input.emailDomains);
  const saml = await resolveSaml(input, allowsHttpProviders(context));
  if (input.enabled && input.protocol === 'SAML') {
    if (saml.entryPoint === null) {
      throw invalidInput('samlEntryPoint', 'is required to enable SAML sign-in (or give the IdP metadata)');
    }
    if (saml.certificates.length === 0) {
      throw invalidInput('samlCertificate', 'is required to enable SAML sign-in (or give the IdP metadata)');
    }
  }
  if (input.enabled && domains.length === 0) {
    throw invalidInput('emailDomains', 'at least one e-mail domain is needed to enable single sign-on');
  }
  const oidc = await resolveOidc(context, orgId, input, existing?.oidcClientSecretEncrypted ?? null);
  const claimed = await findDomainsClaimedElsewhere(context.database, orgId, domains);
  if (claimed.length > 0) {
    throw conflict(claimedMessage(claimed));
  }
  try {
    await saveSsoConfiguration(context.database, {
      orgId,
      protocol: input.protocol,
      enabled: input.enabled,
      oidcIssuer: oidc.issuer,
      oidcClientId: oidc.clientId,
      oidcClientSecretEncrypted: oidc.secretEncrypted,
      samlMetadataXml: saml.metadataXml,
      samlEntryPoint: saml.entryPoint,
      samlIdpEntityId: saml.idpEntityId,
      samlCertificates: saml.certificates,
      domains,
      autoVerifiedDomain: caller.isEmailVerified ? emailDomainOf(caller.email) : null,
      updatedBy: caller.userId,
      now: context.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('An e-mail domain is already used for single sign-on by another organisation');
    }
    throw error;
  }
  context.logger.info(
    { orgId, userId: caller.userId, enabled: input.enabled, protocol: input.protocol },
    'SSO configuration updated',
  );
  return {
    success: true,
    message: SUCCESS_MESSAGES.ssoUpdated,
    data: await loadSsoConfiguration(context, orgId),
  };
}

/**
 * Whether an e-mail address signs in through single sign-on: only a verified domain of an enabled
 * configuration answers yes, with the login URL; nothing else about any organisation is revealed.
 */
export async function checkSso(
  context: SsoContext,
  email: string,
): Promise<{ ssoEnabled: boolean; loginUrl?: string }> {
  const domain = normalizeEmail(email).includes('@') ? emailDomainOf(email) : null;
  const orgId = domain === null ? null : await findSsoOrgForDomain(context.database, domain);
  return orgId === null ? { ssoEnabled: false } : { ssoEnabled: true, loginUrl: ssoLoginPath(orgId) };
}
