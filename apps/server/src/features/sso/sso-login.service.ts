import { safeRedirectTarget } from '@airlens/domain';
import { notFound } from '../../http/errors';
import { randomToken, safeEqual, sha256Hex } from '../auth';
import { createSaml, createSamlRequestStore } from './saml-client';
import { resolveSsoAccount, SsoFailure } from './sso-accounts.service';
import { allowsHttpProviders, type SsoContext } from './sso-context';
import { findSsoConfiguration, type SsoConfigurationRecord } from './sso.repo';
import { decryptSecret } from './sso-secrets';
import { consumeLoginState, insertLoginState, purgeExpiredSsoRows } from './sso-states.repo';
import { serviceProviderUrls, ssoFailurePath } from './sso-urls';
import { loadOpenIdClient, type OidcSettings } from './oidc-client';

/** How long a browser may take at the identity provider. */
export const OIDC_STATE_TTL_MS = 10 * 60_000;

/** Where the browser goes next; a userId when a session is to be issued. */
export interface SsoOutcome {
  location: string;
  userId: string | null;
  /** The OIDC browser-binding cookie value to set when a sign-in starts. */
  browserBinding?: string | null;
}

function oidcSettings(context: SsoContext, record: SsoConfigurationRecord): OidcSettings {
  if (
    record.oidcIssuer === null ||
    record.oidcClientId === null ||
    record.oidcClientSecretEncrypted === null
  ) {
    throw new SsoFailure('sso_disabled', 'the OIDC configuration is incomplete');
  }
  return {
    issuer: record.oidcIssuer,
    clientId: record.oidcClientId,
    clientSecret: decryptSecret(context.config.secretKey, record.oidcClientSecretEncrypted, record.orgId),
    allowHttp: allowsHttpProviders(context),
  };
}

function cacheKeyOf(record: SsoConfigurationRecord): string {
  return `${record.orgId}:${record.updatedAt.getTime()}`;
}

/** Runs a sign-in step; a refusal is logged with its detail and answered with the failure page's code. */
export async function withSsoFailures(
  context: SsoContext,
  where: { orgId: string; step: string },
  run: () => Promise<SsoOutcome>,
): Promise<SsoOutcome> {
  try {
    const outcome = await run();
    if (outcome.userId !== null) {
      context.logger.info({ ...where, userId: outcome.userId }, 'SSO sign-in');
    }
    return outcome;
  } catch (error) {
    if (error instanceof SsoFailure) {
      context.logger.warn({ ...where, code: error.code, reason: error.message }, 'SSO sign-in refused');
      return { location: ssoFailurePath(error.code), userId: null };
    }
    throw error;
  }
}

/**
 * Starts a sign-in at the organisation's identity provider: OIDC authorization code with PKCE, state and
 * nonce (kept server-side, bound to this browser by a cookie), or a SAML AuthnRequest (redirect binding)
 * whose id is kept server-side. The redirect target is checked against the allow-list now and stored.
 * 404 when the organisation has no enabled configuration.
 */
export async function startSsoLogin(
  context: SsoContext,
  input: { orgId: string; redirect: string | undefined },
): Promise<{ location: string; browserBinding: string | null }> {
  const record = await findSsoConfiguration(context.database, input.orgId);
  if (record === null || !record.enabled) {
    throw notFound();
  }
  const now = context.now();
  await purgeExpiredSsoRows(context.database, now);
  const redirectTarget = safeRedirectTarget(input.redirect, {
    origins: context.config.productOrigins,
    domains: context.config.productDomains,
  });
  const urls = serviceProviderUrls(context.config, input.orgId);
  try {
    if (record.protocol === 'SAML') {
      if (record.samlEntryPoint === null) {
        throw new SsoFailure('sso_disabled', 'the SAML configuration is incomplete');
      }
      const saml = await createSaml({
        entryPoint: record.samlEntryPoint,
        certificates: record.samlCertificates,
        serviceProvider: { entityId: urls.samlEntityId, acsUrl: urls.samlAcsUrl },
        requests: createSamlRequestStore({
          database: context.database,
          orgId: input.orgId,
          now: context.now,
          redirectTarget,
        }),
      });
      return { location: await saml.getAuthorizeUrlAsync('', undefined, {}), browserBinding: null };
    }
    const oidcClient = await loadOpenIdClient();
    const state = oidcClient.randomState();
    const nonce = oidcClient.randomNonce();
    const codeVerifier = oidcClient.randomPKCECodeVerifier();
    const browserBinding = randomToken();
    const url = await context.oidc.authorizationUrl(cacheKeyOf(record), oidcSettings(context, record), {
      redirectUri: urls.oidcRedirectUri,
      state,
      nonce,
      codeChallenge: await oidcClient.calculatePKCECodeChallenge(codeVerifier),
    });
    await insertLoginState(context.database, {
      id: sha256Hex(state),
      orgId: input.orgId,
      protocol: 'OIDC',
      nonce,
      codeVerifier,
      browserBindingHash: sha256Hex(browserBinding),
      redirectTarget,
      now,
      expiresAt: new Date(now.getTime() + OIDC_STATE_TTL_MS),
    });
    return { location: url.href, browserBinding };
  } catch (error) {
    if (error instanceof SsoFailure) {
      throw error;
    }
    context.logger.warn({ err: error, orgId: input.orgId }, 'SSO identity provider unavailable');
    throw new SsoFailure('provider_unavailable', 'the identity provider could not be reached');
  }
}

/**
 * Completes an OIDC sign-in: the state must be live, unused, of this organisation and bound to this browser;
 * the code is exchanged with the PKCE verifier and the ID token validated (signature, issuer, audience,
 * expiry, nonce). The e-mail must be verified by the provider and at a verified domain of the organisation.
 */
export async function completeOidcSignIn(
  context: SsoContext,
  input: {
    orgId: string;
    currentUrl: URL;
    state: string | undefined;
    error: string | undefined;
    browserBinding: string | null;
  },
): Promise<SsoOutcome> {
  if (input.state === undefined || input.state === '') {
    throw new SsoFailure('invalid_state', 'the callback has no state');
  }
  const stored = await consumeLoginState(context.database, {
    id: sha256Hex(input.state),
    orgId: input.orgId,
    protocol: 'OIDC',
    now: context.now(),
  });
  if (
    stored === null ||
    stored.nonce === null ||
    stored.codeVerifier === null ||
    stored.browserBindingHash === null
  ) {
    throw new SsoFailure('invalid_state', 'unknown, expired or used state');
  }
  if (
    input.browserBinding === null ||
    !safeEqual(sha256Hex(input.browserBinding), stored.browserBindingHash)
  ) {
    throw new SsoFailure('invalid_state', 'the state was issued to another browser');
  }
  if (input.error !== undefined) {
    throw new SsoFailure('provider_error', `the provider answered ${input.error.slice(0, 100)}`);
  }
  const record = await findSsoConfiguration(context.database, input.orgId);
  if (record === null || !record.enabled || record.protocol !== 'OIDC') {
    throw new SsoFailure('sso_disabled', 'OIDC sign-in is not enabled');
  }
  let identity;
  try {
    identity = await context.oidc.completeSignIn(cacheKeyOf(record), oidcSettings(context, record), {
      currentUrl: input.currentUrl,
      state: input.state,
      nonce: stored.nonce,
      codeVerifier: stored.codeVerifier,
      now: context.now(),
    });
  } catch (error) {
    throw new SsoFailure(
      'invalid_response',
      error instanceof Error ? error.message : 'token exchange failed',
    );
  }
  if (identity.email === null || !identity.emailVerified) {
    throw new SsoFailure('email_not_verified', 'the provider did not assert a verified e-mail');
  }
  const { userId } = await resolveSsoAccount(context, {
    orgId: input.orgId,
    email: identity.email,
    name: identity.name,
  });
  return { location: stored.redirectTarget ?? '/', userId };
}
