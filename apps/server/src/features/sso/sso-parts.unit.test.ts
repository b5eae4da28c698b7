import { describe, expect, it } from 'vitest';
import { parseIdpMetadata } from './saml-metadata';
import { emailDomainOf, isPublicMailDomain, normalizeDomain } from './sso-domains';
import { decryptSecret, encryptSecret } from './sso-secrets';

const KEY = 'unit-test-secret-key-with-32-characters!';
const ORG = '00000000-0000-4000-8000-000000000001';

describe('client secret encryption', () => {
  it('round-trips and never stores the plaintext', () => {
    const stored = encryptSecret(KEY, 'top secret value', ORG);
    expect(stored.startsWith('v1:')).toBe(true);
    expect(stored).not.toContain('top secret value');
    expect(decryptSecret(KEY, stored, ORG)).toBe('top secret value');
    // A fresh IV each time: the same secret never encrypts to the same text.
    expect(encryptSecret(KEY, 'top secret value', ORG)).not.toBe(stored);
  });

  it('refuses another key, another organisation and a tampered value', () => {
    const stored = encryptSecret(KEY, 'top secret value', ORG);
    expect(() => decryptSecret(`${KEY}x`, stored, ORG)).toThrow();
    expect(() => decryptSecret(KEY, stored, '00000000-0000-4000-8000-000000000002')).toThrow();
    const parts = stored.split(':');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() =>
      decryptSecret(KEY, [parts[0], parts[1], parts[2], body.toString('base64url')].join(':'), ORG),
    ).toThrow();
  });

  it('answers 503 when no SECRET_KEY is configured (production without one)', () => {
    expect(() => encryptSecret(null, 'x', ORG)).toThrow(expect.objectContaining({ statusCode: 503 }));
  });
});

describe('e-mail domains', () => {
  it.each([
    ['Acme.Example', 'acme.example'],
    [' acme.example. ', 'acme.example'],
    ['sub.acme.example', 'sub.acme.example'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['ＡＣＭＥ.example', 'acme.example'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each([
    'localhost',
    'acme',
    '-acme.example',
    'acme..example',
    'a b.example',
    'acme.example/path',
    'user@acme.example',
    '10.0.0.1',
    '',
  ])('refuses %s', (input) => {
    expect(normalizeDomain(input)).toBeNull();
  });

  it('knows public mailbox providers and reads the domain of an address', () => {
    expect(isPublicMailDomain('gmail.com')).toBe(true);
    expect(isPublicMailDomain('acme.example')).toBe(false);
    expect(emailDomainOf(' Alice@ACME.example ')).toBe('acme.example');
    expect(emailDomainOf('no-at-sign')).toBeNull();
    expect(emailDomainOf('trailing@')).toBeNull();
  });
});

const CERT_BODY = 'MIIBszCCAVmgAwIBAgIUXk1yq2kQ2xkK7Jm9b0b0b0b0b0YwCgYIKoZIzj0EAwIw'; // not a certificate: must be refused

describe('IdP metadata', () => {
  it('explains what is missing', async () => {
    expect(await parseIdpMetadata('<EntityDescriptor entityID="x"/>')).toEqual({
      error: 'The metadata has no identity provider (IDPSSODescriptor).',
    });
    expect(
      await parseIdpMetadata(
        '<EntityDescriptor entityID="x"><IDPSSODescriptor><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp/post"/></IDPSSODescriptor></EntityDescriptor>',
      ),
    ).toEqual({ error: 'The metadata has no single sign-on service for the HTTP-Redirect binding.' });
    expect(
      await parseIdpMetadata(
        `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><md:IDPSSODescriptor><md:KeyDescriptor use="signing"><KeyInfo><X509Data><X509Certificate>${CERT_BODY}</X509Certificate></X509Data></KeyInfo></md:KeyDescriptor><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp/redirect"/></md:IDPSSODescriptor></md:EntityDescriptor>`,
      ),
    ).toEqual({ error: 'The metadata has no signing certificate.' });
  });
});
