import { randomBytes } from 'node:crypto';
import type * as NodeSaml from '@node-saml/node-saml';
import type { CacheProvider, Profile, SAML } from '@node-saml/node-saml';
import type { Database } from '../../db/database';
import { findLiveSamlRequest, insertLoginState } from './sso-states.repo';
import { attributeOf, childOf, childrenOf, parseXmlTree, textOf } from './xml-tree';

/** How long an AuthnRequest may be answered. */
export const SAML_REQUEST_TTL_MS = 10 * 60_000;
/** Clock difference tolerated against the IdP's NotBefore / NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 60_000;

const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** Our side of one organisation's SAML trust. */
export interface SamlServiceProvider {
  entityId: string;
  acsUrl: string;
}

/**
 * The request ids node-saml issues and checks, kept in sso_login_states (any instance may receive the ACS
 * post). Liveness is decided here by the app clock; the row is used up later in one atomic statement, so
 * `removeAsync` does nothing.
 */
export function createSamlRequestStore(deps: {
  database: Database;
  orgId: string;
  now: () => Date;
  redirectTarget?: string | null;
}): CacheProvider {
  return {
    async saveAsync(key, value) {
      const now = deps.now();
      await insertLoginState(deps.database, {
        id: key,
        orgId: deps.orgId,
        protocol: 'SAML',
        nonce: null,
        codeVerifier: null,
        browserBindingHash: null,
        redirectTarget: deps.redirectTarget ?? null,
        now,
        expiresAt: new Date(now.getTime() + SAML_REQUEST_TTL_MS),
      });
      return { value, createdAt: now.getTime() };
    },
    async getAsync(key) {
      const createdAt = await findLiveSamlRequest(deps.database, {
        id: key,
        orgId: deps.orgId,
        now: deps.now(),
      });
      // node-saml compares this instant with the real clock; liveness was already decided above.
      return createdAt === null ? null : new Date().toISOString();
    },
    async removeAsync(key) {
      return key;
    },
  };
}

let nodeSamlModule: Promise<typeof NodeSaml> | undefined;

/** node-saml, loaded on first use: a server whose organisations do not use SAML never needs it. */
export function loadNodeSaml(): Promise<typeof NodeSaml> {
  return (nodeSamlModule ??= import('@node-saml/node-saml'));
}

/** A node-saml instance for one organisation's IdP: unsigned AuthnRequests, InResponseTo always required. */
export async function createSaml(settings: {
  entryPoint: string;
  certificates: string[];
  serviceProvider: SamlServiceProvider;
  requests: CacheProvider;
}): Promise<SAML> {
  const { SAML, ValidateInResponseTo } = await loadNodeSaml();
  return new SAML({
    entryPoint: settings.entryPoint,
    idpCert: settings.certificates,
    issuer: settings.serviceProvider.entityId,
    audience: settings.serviceProvider.entityId,
    callbackUrl: settings.serviceProvider.acsUrl,
    identifierFormat: EMAIL_NAME_ID,
    // Either the response or the assertion must carry a valid signature by the configured certificate.
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    cacheProvider: settings.requests,
    // Some IdPs refuse a requested AuthnContext they do not use; the IdP decides how users authenticate.
    disableRequestedAuthnContext: true,
    generateUniqueId: () => `_${randomBytes(20).toString('hex')}`,
  });
}

/** What the ACS checks beyond node-saml, read from the signed assertion. */
export interface AssertionFacts {
  id: string;
  issuer: string | null;
  recipients: string[];
  notOnOrAfter: Date | null;
}

/** Reads the assertion id, issuer, SubjectConfirmationData recipients and the latest expiry. */
export async function readAssertionFacts(assertionXml: string): Promise<AssertionFacts | null> {
  const tree = await parseXmlTree(assertionXml);
  if (tree === null || tree.name !== 'Assertion') {
    return null;
  }
  const id = attributeOf(tree.root, 'ID');
  if (id === null || id === '') {
    return null;
  }
  const issuerElement = childOf(tree.root, 'Issuer');
  const subject = childOf(tree.root, 'Subject');
  const recipients: string[] = [];
  const expiries: number[] = [];
  const confirmations = subject === null ? [] : childrenOf(subject, 'SubjectConfirmation');
  for (const data of confirmations.flatMap((confirmation) =>
    childrenOf(confirmation, 'SubjectConfirmationData'),
  )) {
    const recipient = attributeOf(data, 'Recipient');
    if (recipient !== null) {
      recipients.push(recipient);
    }
    const expiry = attributeOf(data, 'NotOnOrAfter');
    if (expiry !== null && !Number.isNaN(Date.parse(expiry))) {
      expiries.push(Date.parse(expiry));
    }
  }
  const conditions = childOf(tree.root, 'Conditions');
  const conditionsExpiry = conditions === null ? null : attributeOf(conditions, 'NotOnOrAfter');
  if (conditionsExpiry !== null && !Number.isNaN(Date.parse(conditionsExpiry))) {
    expiries.push(Date.parse(conditionsExpiry));
  }
  return {
    id,
    issuer: issuerElement === null ? null : textOf(issuerElement),
    recipients,
    notOnOrAfter: expiries.length === 0 ? null : new Date(Math.max(...expiries)),
  };
}

/** The Destination of the (possibly unsigned) response envelope, or null when it has none. */
export async function readResponseDestination(samlResponseBase64: string): Promise<string | null> {
  const tree = await parseXmlTree(Buffer.from(samlResponseBase64, 'base64').toString('utf8'));
  return tree === null ? null : attributeOf(tree.root, 'Destination');
}

function firstText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') {
    return value.trim();
  }
  if (Array.isArray(value)) {
    return firstText(value[0]);
  }
  return null;
}

/** The e-mail an assertion names: an e-mail attribute, else an e-mail-format NameID. */
export function emailOfProfile(profile: Profile): string | null {
  const fromAttribute =
    firstText(profile.email) ??
    firstText(profile.mail) ??
    firstText(profile['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress']);
  if (fromAttribute !== null) {
    return fromAttribute;
  }
  return profile.nameIDFormat === EMAIL_NAME_ID ? firstText(profile.nameID) : null;
}

/** A display name from common attribute names, or null. */
export function nameOfProfile(profile: Profile): string | null {
  const display =
    firstText(profile.displayName) ??
    firstText(profile.name) ??
    firstText(profile['http://schemas.microsoft.com/identity/claims/displayname']);
  if (display !== null) {
    return display;
  }
  const given = firstText(profile.givenName) ?? firstText(profile.firstName);
  const family = firstText(profile.sn) ?? firstText(profile.surname) ?? firstText(profile.lastName);
  const joined = [given, family].filter((part): part is string => part !== null).join(' ');
  return joined === '' ? null : joined;
}
