import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateRsaPrivateJwk } from './rsa-jwk';

describe('generateRsaPrivateJwk', () => {
  it('makes a private RSA JWK of the asked size whose signatures its public part verifies', () => {
    const jwk = generateRsaPrivateJwk(2048);
    expect(jwk.kty).toBe('RSA');
    expect(typeof jwk.d).toBe('string');
    expect(Buffer.from(jwk.n ?? '', 'base64url').length * 8).toBe(2048);
    const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    const publicKey = createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: 'jwk' });
    const signature = sign('sha256', Buffer.from('airlens'), privateKey);
    expect(verify('sha256', Buffer.from('airlens'), publicKey, signature)).toBe(true);
  });

  it('makes a different key each time', () => {
    expect(generateRsaPrivateJwk(1024).n).not.toBe(generateRsaPrivateJwk(1024).n);
  });
});
