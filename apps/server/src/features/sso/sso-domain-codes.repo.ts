import type { Database } from '../../db/database';

/**
 * Stores a new verification code for an unverified domain of the organisation under the issuance limit
 * (a fixed window counted atomically in the row). Answers 'not-found' for a domain that is not a pending
 * domain of the organisation, 'rate-limited' when the window is used up.
 */
export async function storeDomainCode(
  database: Database,
  input: {
    orgId: string;
    domain: string;
    codeHash: string;
    email: string;
    now: Date;
    expiresAt: Date;
    windowMs: number;
    maxPerWindow: number;
  },
): Promise<'stored' | 'not-found' | 'rate-limited'> {
  const windowStart = new Date(input.now.getTime() - input.windowMs);
  const { rows } = await database.query(
    `UPDATE sso_email_domains
        SET code_hash = $3, code_email = $4, code_expires_at = $6, code_attempts = 0,
            code_window_count = CASE WHEN code_window_started_at IS NULL OR code_window_started_at <= $7
                                     THEN 1 ELSE code_window_count + 1 END,
            code_window_started_at = CASE WHEN code_window_started_at IS NULL OR code_window_started_at <= $7
                                          THEN $5 ELSE code_window_started_at END
      WHERE org_id = $1 AND domain = $2 AND verified_at IS NULL
        AND (code_window_started_at IS NULL OR code_window_started_at <= $7 OR code_window_count < $8)
      RETURNING domain`,
    [
      input.orgId,
      input.domain,
      input.codeHash,
      input.email,
      input.now,
      input.expiresAt,
      windowStart,
      input.maxPerWindow,
    ],
  );
  if (rows.length === 1) {
    return 'stored';
  }
  const pending = await database.query(
    'SELECT 1 FROM sso_email_domains WHERE org_id = $1 AND domain = $2 AND verified_at IS NULL',
    [input.orgId, input.domain],
  );
  return pending.rows.length === 1 ? 'rate-limited' : 'not-found';
}

/**
 * One try of a mailed code, counted atomically: a matching, live code with tries left verifies the domain
 * and is used up; anything else only counts the try. True when the domain is now verified.
 */
export async function tryDomainCode(
  database: Database,
  input: { orgId: string; domain: string; codeHash: string; now: Date; maxAttempts: number },
): Promise<boolean> {
  const { rows } = await database.query<{ verified: boolean }>(
    `UPDATE sso_email_domains
        SET code_attempts = code_attempts + 1,
            verified_at = CASE WHEN code_hash = $3 THEN $4::timestamptz END,
            verification_method = CASE WHEN code_hash = $3 THEN 'MAILED_CODE' END,
            code_hash = CASE WHEN code_hash = $3 THEN NULL ELSE code_hash END
      WHERE org_id = $1 AND domain = $2 AND verified_at IS NULL AND code_hash IS NOT NULL
        AND code_expires_at > $4 AND code_attempts < $5
      RETURNING verified_at IS NOT NULL AS verified`,
    [input.orgId, input.domain, input.codeHash, input.now, input.maxAttempts],
  );
  return rows[0]?.verified === true;
}
