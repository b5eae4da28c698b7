import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { BearerResolver } from '../../http/bearer';
import { sha256Hex } from '../auth';
import {
  countTokens,
  deleteToken,
  insertToken,
  listTokens,
  useToken,
  type PersonalAccessToken,
} from './tokens.repo';

/**
 * The prefix of every personal access token: secret scanners (GitHub's, gitleaks) match it, and the bearer
 * middleware's resolver skips other tokens without a database query.
 */
export const PAT_PREFIX = 'alp_';
/** 256 random bits after the prefix: SHA-256 of the token is then as good as a slow hash. */
const PAT_SHAPE = /^alp_[A-Za-z0-9_-]{43}$/;
/** A user holds at most this many tokens (a runaway script cannot fill the table). */
export const MAX_TOKENS_PER_USER = 50;

export interface TokensDeps {
  database: Database;
  now: () => Date;
}

/** A new token's secret (`alp_` + 43 base64url characters): shown once, stored only as its SHA-256. */
export function newPatSecret(): string {
  return `${PAT_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export interface CreateTokenInput {
  name: string;
  scopes: readonly string[];
  /** Days until it expires; null: never. */
  expiresInDays: number | null;
}

/** Creates a token; the answer's `token` is the only time the secret leaves the server. */
export async function createPersonalAccessToken(
  deps: TokensDeps,
  userId: string,
  input: CreateTokenInput,
): Promise<{ token: string; record: PersonalAccessToken } | 'tooMany'> {
  if ((await countTokens(deps.database, userId)) >= MAX_TOKENS_PER_USER) {
    return 'tooMany';
  }
  const now = deps.now();
  const token = newPatSecret();
  const record = await insertToken(deps.database, {
    id: randomUUID(),
    userId,
    name: input.name,
    tokenHash: sha256Hex(token),
    scopes: [...new Set(input.scopes)],
    createdAt: now,
    expiresAt:
      input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * 86_400_000),
  });
  return { token, record };
}

export function listPersonalAccessTokens(deps: TokensDeps, userId: string): Promise<PersonalAccessToken[]> {
  return listTokens(deps.database, userId);
}

export function revokePersonalAccessToken(
  deps: TokensDeps,
  userId: string,
  tokenId: string,
): Promise<boolean> {
  return deleteToken(deps.database, userId, tokenId);
}

/** The bearer resolver of personal access tokens (http/bearer.ts). */
export function personalAccessTokenResolver(deps: TokensDeps): BearerResolver {
  return async (token) => {
    if (!PAT_SHAPE.test(token)) {
      return null;
    }
    const found = await useToken(deps.database, sha256Hex(token), deps.now());
    return found === null
      ? null
      : { userId: found.userId, scopes: found.scopes, via: 'pat', expiresAt: found.expiresAt };
  };
}
