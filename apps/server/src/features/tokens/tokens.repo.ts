import type { Database } from '../../db/database';

/** A personal access token as its owner sees it (never the secret nor its hash). */
export interface PersonalAccessToken {
  id: string;
  name: string;
  scopes: string[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

interface TokenRow {
  id: string;
  name: string;
  scopes: string[];
  created_at: Date | string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
}

const COLUMNS = 'id::text AS id, name, scopes, created_at, expires_at, last_used_at';

function dateOrNull(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

function toToken(row: TokenRow): PersonalAccessToken {
  return {
    id: row.id,
    name: row.name,
    scopes: [...row.scopes],
    createdAt: new Date(row.created_at),
    expiresAt: dateOrNull(row.expires_at),
    lastUsedAt: dateOrNull(row.last_used_at),
  };
}

export async function insertToken(
  database: Database,
  input: {
    id: string;
    userId: string;
    name: string;
    tokenHash: string;
    scopes: readonly string[];
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<PersonalAccessToken> {
  const { rows } = await database.query<TokenRow>(
    `INSERT INTO personal_access_tokens (id, user_id, name, token_hash, scopes, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7) RETURNING ${COLUMNS}`,
    [input.id, input.userId, input.name, input.tokenHash, input.scopes, input.createdAt, input.expiresAt],
  );
  return toToken(rows[0] as TokenRow);
}

/** The user's tokens, newest first (expired ones too, so the owner sees and removes them). */
export async function listTokens(database: Database, userId: string): Promise<PersonalAccessToken[]> {
  const { rows } = await database.query<TokenRow>(
    `SELECT ${COLUMNS} FROM personal_access_tokens WHERE user_id = $1 ORDER BY created_at DESC, id`,
    [userId],
  );
  return rows.map(toToken);
}

/** Deletes one of the user's tokens; false when it has no such token. */
export async function deleteToken(database: Database, userId: string, tokenId: string): Promise<boolean> {
  const { rows } = await database.query<{ id: string }>(
    'DELETE FROM personal_access_tokens WHERE id = $1 AND user_id = $2 RETURNING id::text AS id',
    [tokenId, userId],
  );
  return rows.length > 0;
}

/** How many tokens the user holds. */
export async function countTokens(database: Database, userId: string): Promise<number> {
  const { rows } = await database.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM personal_access_tokens WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * The live token with this hash, marking it used: `last_used_at` is written at most once a minute per token,
 * so a busy script does not turn every read into a write.
 */
export async function useToken(
  database: Database,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; userId: string; scopes: string[]; expiresAt: Date | null } | null> {
  const { rows } = await database.query<{
    id: string;
    user_id: string;
    scopes: string[];
    expires_at: Date | string | null;
  }>(
    `WITH hit AS (
       SELECT id, user_id, scopes, expires_at, last_used_at FROM personal_access_tokens
        WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > $2)
     ), touched AS (
       UPDATE personal_access_tokens t SET last_used_at = $2
         FROM hit
        WHERE t.id = hit.id AND (hit.last_used_at IS NULL OR hit.last_used_at < $2::timestamptz - interval '1 minute')
       RETURNING t.id
     )
     SELECT hit.id::text AS id, hit.user_id::text AS user_id, hit.scopes, hit.expires_at,
            (SELECT count(*) FROM touched) AS touched
       FROM hit`,
    [tokenHash, now],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : { id: row.id, userId: row.user_id, scopes: [...row.scopes], expiresAt: dateOrNull(row.expires_at) };
}
