import type { Database, SqlSession } from '../../db/database';

export type CodePurpose = 'LOGIN_OTP' | 'PASSWORD_RESET' | 'EMAIL_VERIFICATION' | 'GUEST_OTP';

/** Marks the open codes of a user and purpose (and subject) as used, so only the newest one works. */
export async function supersedeCodes(
  database: Database,
  key: { userId: string; purpose: CodePurpose; subject: string | null },
  now: Date,
): Promise<void> {
  await database.query(
    `UPDATE one_time_codes SET consumed_at = $4
      WHERE user_id = $1 AND purpose = $2 AND subject IS NOT DISTINCT FROM $3 AND consumed_at IS NULL`,
    [key.userId, key.purpose, key.subject, now],
  );
}

export async function insertCode(
  database: Database,
  code: {
    id: string;
    userId: string;
    purpose: CodePurpose;
    subject: string | null;
    codeHash: string;
    maxAttempts: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await database.query(
    `INSERT INTO one_time_codes (id, purpose, user_id, subject, code_hash, max_attempts, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      code.id,
      code.purpose,
      code.userId,
      code.subject,
      code.codeHash,
      code.maxAttempts,
      code.expiresAt,
      code.now,
    ],
  );
}

/** Uses up one try of the newest open code, atomically; null when there is none left to try. */
export async function reserveCodeAttempt(
  database: Database,
  key: { userId: string; purpose: CodePurpose; subject: string | null },
  now: Date,
): Promise<{ id: string; codeHash: string } | null> {
  const { rows } = await database.query<{ id: string; code_hash: string }>(
    `UPDATE one_time_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM one_time_codes
                   WHERE user_id = $1 AND purpose = $2 AND subject IS NOT DISTINCT FROM $3
                     AND consumed_at IS NULL AND expires_at > $4
                   ORDER BY created_at DESC LIMIT 1)
        AND attempts < max_attempts AND consumed_at IS NULL
      RETURNING id::text AS id, code_hash`,
    [key.userId, key.purpose, key.subject, now],
  );
  const row = rows[0];
  return row === undefined ? null : { id: row.id, codeHash: row.code_hash };
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(database: Database, id: string, now: Date): Promise<boolean> {
  const { rows } = await database.query(
    'UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
    [id, now],
  );
  return rows.length === 1;
}

/** Uses up an open, unexpired token by its hash in one statement (single use under concurrency). */
export async function consumeTokenByHash(
  database: SqlSession,
  key: { userId: string; purpose: CodePurpose; codeHash: string },
  now: Date,
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE one_time_codes SET consumed_at = $4, attempts = attempts + 1
      WHERE user_id = $1 AND purpose = $2 AND code_hash = $3 AND consumed_at IS NULL AND expires_at > $4
      RETURNING id`,
    [key.userId, key.purpose, key.codeHash, now],
  );
  return rows.length === 1;
}
