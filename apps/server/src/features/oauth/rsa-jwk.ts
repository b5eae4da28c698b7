import { createPrivateKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto';

/**
 * A fresh RSA private key as a JWK.
 *
 * Node 20 can deadlock exporting, as a JWK, the key object a key-generation job returned: a garbage collection
 * during the export finalises the job, whose destructor waits on the key's lock that the export holds (a CI
 * run of the API tests hung in `KeyObjectHandle::ExportJWK` → `~KeyGenJob`, idle, past every timeout). Here
 * the job hands back DER bytes, and the JWK is exported from a key object the job never saw.
 */
export function generateRsaPrivateJwk(modulusLength = 2048): JsonWebKey {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
  return createPrivateKey({ key: privateKey, format: 'der', type: 'pkcs8' }).export({ format: 'jwk' });
}
