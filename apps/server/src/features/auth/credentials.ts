import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id cost parameters (OWASP floor by default; tests lower the memory cost through config). */
export interface Argon2Params {
  memoryCostKib: number;
  timeCost: number;
}

/**
 * The login and lockout key of a username: NFKC (full-width letters fold), zero-width characters removed,
 * trimmed and lower-cased, so `Alice@x`, ` alice@x ` and `ａｌｉｃｅ@x` share one account and one counter.
 */
export function normalizeEmail(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .trim()
    .toLowerCase();
}

/** Hashes a password with argon2id (the library's default algorithm) and the given costs. */
export function hashPassword(password: string, params: Argon2Params): Promise<string> {
  return hash(password, { memoryCost: params.memoryCostKib, timeCost: params.timeCost, parallelism: 1 });
}

/** Verifies a password against an argon2 hash; a malformed hash is a mismatch, never a throw. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password made with the same costs as real hashes: verifying against it for unknown
 * accounts takes as long as a real verification, so timing does not tell accounts apart.
 */
export function createDummyHash(params: Argon2Params): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () => {
    pending ??= hashPassword(randomToken(), params);
    return pending;
  };
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A six-digit one-time code, uniformly drawn. */
export function randomSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** SHA-256 hex of a value (session ids, codes and tokens are stored only as hashes). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
