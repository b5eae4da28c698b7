// A SAML identity provider simulated with a real RSA key and self-signed certificate: it writes metadata
// and signs responses with xml-crypto as an IdP would.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

export interface SigningKey {
  privateKeyPem: string;
  certificatePem: string;
}

/** A fresh RSA-2048 key and a self-signed certificate for it. */
export async function createSigningKey(commonName = 'Test IdP'): Promise<SigningKey> {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const generated = await generate([{ name: 'commonName', value: commonName }], {
    keyPair: { privateKey: keys.privateKey, publicKey: keys.publicKey },
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 365 * 86_400_000),
  });
  return { privateKeyPem: keys.privateKey, certificatePem: generated.cert };
}

function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface TestSamlIdp {
  entityId: string;
  ssoUrl: string;
  key: SigningKey;
  metadataXml: string;
}

export async function createTestSamlIdp(entityId = 'https://idp.acme.example/saml'): Promise<TestSamlIdp> {
  const key = await createSigningKey();
  const ssoUrl = 'https://idp.acme.example/sso/redirect';
  const metadataXml = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(key.certificatePem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.acme.example/sso/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  return { entityId, ssoUrl, key, metadataXml };
}

/** The AuthnRequest ID inside a redirect-binding URL (SAMLRequest = base64 of raw deflate). */
export function authnRequestIdOf(redirectUrl: string): string {
  const encoded = new URL(redirectUrl).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (id === undefined) {
    throw new Error(`no ID in AuthnRequest: ${xml}`);
  }
  return id;
}

export interface ResponseOptions {
  idp: TestSamlIdp;
  email: string;
  acsUrl: string;
  audience: string;
  inResponseTo: string | null;
  assertionId?: string;
  issuer?: string;
  recipient?: string;
  destination?: string | null;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** What carries the signature; 'none' sends it unsigned. */
  sign?: 'assertion' | 'response' | 'none';
  /** Signs with another key than the one in the metadata. */
  signingKey?: SigningKey;
  name?: string;
}

function signXml(xml: string, key: SigningKey, element: 'Assertion' | 'Response'): string {
  const signer = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const path = element === 'Assertion' ? "//*[local-name(.)='Assertion']" : "/*[local-name(.)='Response']";
  signer.addReference({
    xpath: path,
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${path}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/** A SAML 2.0 Response as an IdP would post it (base64, the HTTP-POST binding's SAMLResponse). */
export function buildSamlResponse(options: ResponseOptions): string {
  const now = new Date();
  const issueInstant = now.toISOString();
  const notBefore = (options.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
  const notOnOrAfter = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const issuer = escapeXml(options.issuer ?? options.idp.entityId);
  const assertionId = options.assertionId ?? `_a${randomBytes(16).toString('hex')}`;
  const inResponseTo =
    options.inResponseTo === null ? '' : ` InResponseTo="${escapeXml(options.inResponseTo)}"`;
  const destination =
    options.destination === null ? '' : ` Destination="${escapeXml(options.destination ?? options.acsUrl)}"`;
  const email = escapeXml(options.email);
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${issueInstant}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${issueInstant}" SessionIndex="_s${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${email}</saml:AttributeValue></saml:Attribute><saml:Attribute Name="displayName"><saml:AttributeValue>${escapeXml(options.name ?? 'Saml User')}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion>`;
  const sign = options.sign ?? 'assertion';
  const key = options.signingKey ?? options.idp.key;
  const signedAssertion = sign === 'assertion' ? signXml(assertion, key, 'Assertion') : assertion;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${issueInstant}"${destination}${inResponseTo}><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${signedAssertion}</samlp:Response>`;
  const finished = sign === 'response' ? signXml(response, key, 'Response') : response;
  return Buffer.from(finished, 'utf8').toString('base64');
}
