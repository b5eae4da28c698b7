import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SECRET_FILE = 'integration-secret';

/** Seals and opens controller API keys with AES-256-GCM under one server key. */
export interface KeySealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** A sealer over a 32-byte key. */
export function createKeySealer(key: Buffer): KeySealer {
  if (key.length !== 32) {
    throw new Error('the integration key must be 32 bytes');
  }
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The server's integration key: SHA-256 of INTEGRATION_SECRET when set, else 32 random bytes generated once into
 * DATA_DIR/integration-secret with mode 0600 and read from there afterwards.
 */
export async function loadIntegrationKey(options: {
  secret: string | null;
  dataDir: string;
}): Promise<Buffer> {
  if (options.secret !== null) {
    return createHash('sha256').update(options.secret, 'utf8').digest();
  }
  const path = join(options.dataDir, SECRET_FILE);
  try {
    const text = (await readFile(path, 'utf8')).trim();
    const key = Buffer.from(text, 'base64');
    if (key.length === 32) {
      return key;
    }
    throw new Error(`${path} does not hold a 32-byte base64 key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw error;
    }
  }
  await mkdir(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // wx: never overwrite a key another process wrote a moment ago (its sealed keys would be lost).
    await writeFile(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(path, 0o600);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return loadIntegrationKey(options);
    }
    throw error;
  }
}
