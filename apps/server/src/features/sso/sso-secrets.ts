import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Without SECRET_KEY in production nothing secret can be stored or read; the admin sees why. */
export function missingSecretKey(): AppError {
  return new AppError(
    503,
    'SECRET_KEY_MISSING',
    'Single sign-on secrets cannot be used: SECRET_KEY is not configured.',
  );
}

function deriveKey(secretKey: string): Buffer {
  // A key of its own for this purpose, so SECRET_KEY can serve other purposes without key reuse.
  return Buffer.from(hkdfSync('sha256', secretKey, 'airlens', 'sso-client-secret/v1', 32));
}

/**
 * Encrypts an SSO client secret with AES-256-GCM under a key derived from SECRET_KEY; the organisation id is
 * authenticated data, so a ciphertext copied to another organisation's row does not decrypt.
 */
export function encryptSecret(secretKey: string | null, plaintext: string, orgId: string): string {
  if (secretKey === null) {
    throw missingSecretKey();
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secretKey), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(orgId));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    iv.toString('base64url'),
    tag.toString('base64url'),
    ciphertext.toString('base64url'),
  ].join(':');
}

/** Decrypts what encryptSecret stored; a wrong key, organisation or a tampered value throws. */
export function decryptSecret(secretKey: string | null, stored: string, orgId: string): string {
  if (secretKey === null) {
    throw missingSecretKey();
  }
  const [version, iv, tag, ciphertext] = stored.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('Unknown encrypted secret format');
  }
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secretKey), Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(orgId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
