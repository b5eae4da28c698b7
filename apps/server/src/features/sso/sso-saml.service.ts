import { notFound } from '../../http/errors';
import {
  SAML_CLOCK_SKEW_MS,
  createSaml,
  createSamlRequestStore,
  loadNodeSaml,
  emailOfProfile,
  nameOfProfile,
  readAssertionFacts,
  readResponseDestination,
} from './saml-client';
import { resolveSsoAccount, SsoFailure } from './sso-accounts.service';
import type { SsoContext } from './sso-context';
import type { SsoOutcome } from './sso-login.service';
import { findSsoConfiguration } from './sso.repo';
import { consumeSamlRequestAndAssertion } from './sso-states.repo';
import { serviceProviderUrls } from './sso-urls';

/** Assertion ids are remembered at least this long, even when the assertion claims a shorter life. */
const MIN_ASSERTION_MEMORY_MS = 60 * 60_000;

/** Our SAML service provider metadata for an organisation (entity id, ACS, email NameID) for the IdP admin. */
export async function getServiceProviderMetadata(context: SsoContext, orgId: string): Promise<string> {
  const record = await findSsoConfiguration(context.database, orgId);
  if (record === null || record.protocol !== 'SAML') {
    throw notFound();
  }
  const urls = serviceProviderUrls(context.config, orgId);
  const { generateServiceProviderMetadata } = await loadNodeSaml();
  return generateServiceProviderMetadata({
    issuer: urls.samlEntityId,
    callbackUrl: urls.samlAcsUrl,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    wantAssertionsSigned: true,
  });
}

/**
 * Completes a SAML sign-in from the IdP's POST: node-saml checks the signature against the configured
 * certificates (unsigned or wrongly signed is refused), NotBefore / NotOnOrAfter, the audience and that
 * InResponseTo names a live request of ours. This adds the Recipient / Destination (our ACS), the IdP's
 * entity id, and uses the request and the assertion id once each in one statement (replays are refused).
 */
export async function completeSamlSignIn(
  context: SsoContext,
  input: { orgId: string; samlResponse: string | undefined },
): Promise<SsoOutcome> {
  const record = await findSsoConfiguration(context.database, input.orgId);
  if (record === null || !record.enabled || record.protocol !== 'SAML' || record.samlEntryPoint === null) {
    throw new SsoFailure('sso_disabled', 'SAML sign-in is not enabled');
  }
  if (input.samlResponse === undefined || input.samlResponse === '') {
    throw new SsoFailure('invalid_response', 'the post has no SAMLResponse');
  }
  const urls = serviceProviderUrls(context.config, input.orgId);
  const saml = await createSaml({
    entryPoint: record.samlEntryPoint,
    certificates: record.samlCertificates,
    serviceProvider: { entityId: urls.samlEntityId, acsUrl: urls.samlAcsUrl },
    requests: createSamlRequestStore({ database: context.database, orgId: input.orgId, now: context.now }),
  });
  let profile;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: input.samlResponse }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid SAML response';
    // node-saml's InResponseTo checks: no live request of ours (unknown, expired, used, or unsolicited).
    throw new SsoFailure(/InResponseTo/i.test(reason) ? 'invalid_state' : 'invalid_response', reason);
  }
  const assertionXml = profile?.getAssertionXml?.();
  const facts = assertionXml === undefined ? null : await readAssertionFacts(assertionXml);
  if (profile === null || facts === null || typeof profile.inResponseTo !== 'string') {
    throw new SsoFailure('invalid_response', 'the response carries no usable assertion');
  }
  if (facts.recipients.length === 0 || facts.recipients.some((recipient) => recipient !== urls.samlAcsUrl)) {
    throw new SsoFailure(
      'invalid_response',
      `the assertion is for another recipient (${facts.recipients.join(', ')})`,
    );
  }
  const destination = await readResponseDestination(input.samlResponse);
  if (destination !== null && destination !== urls.samlAcsUrl) {
    throw new SsoFailure('invalid_response', `the response is for another destination (${destination})`);
  }
  if (record.samlIdpEntityId !== null && facts.issuer !== record.samlIdpEntityId) {
    throw new SsoFailure('invalid_response', `the assertion was issued by ${facts.issuer ?? '(none)'}`);
  }
  const email = emailOfProfile(profile);
  if (email === null) {
    throw new SsoFailure('email_not_verified', 'the assertion names no e-mail address');
  }
  const now = context.now();
  const expiresAt = Math.max(
    (facts.notOnOrAfter?.getTime() ?? 0) + SAML_CLOCK_SKEW_MS,
    now.getTime() + MIN_ASSERTION_MEMORY_MS,
  );
  const used = await consumeSamlRequestAndAssertion(context.database, {
    requestId: profile.inResponseTo,
    orgId: input.orgId,
    assertionId: facts.id,
    now,
    assertionExpiresAt: new Date(expiresAt),
  });
  if (!used.requestFound) {
    throw new SsoFailure('invalid_state', 'the request was already answered or has expired');
  }
  if (!used.isNewAssertion) {
    throw new SsoFailure('replayed', `assertion ${facts.id} was used before`);
  }
  const { userId } = await resolveSsoAccount(context, {
    orgId: input.orgId,
    email,
    name: nameOfProfile(profile),
  });
  const query = used.redirectTarget === null ? '' : `?redirect=${encodeURIComponent(used.redirectTarget)}`;
  return { location: `/saml-consume${query}`, userId };
}
