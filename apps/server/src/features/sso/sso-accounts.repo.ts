import type { Database } from '../../db/database';

/** What single sign-on needs to know about an existing account. */
export interface SsoAccount {
  userId: string;
  orgId: string | null;
  role: string;
  isDisabled: boolean;
  isEmailVerified: boolean;
}

export async function findSsoAccount(
  database: Database,
  normalizedEmail: string,
): Promise<SsoAccount | null> {
  const { rows } = await database.query<{
    user_id: string;
    org_id: string | null;
    role: string;
    is_disabled: boolean;
    is_email_verified: boolean;
  }>(
    `SELECT id::text AS user_id, org_id::text AS org_id, role, disabled_at IS NOT NULL AS is_disabled,
            email_verified_at IS NOT NULL AS is_email_verified
       FROM users WHERE email = $1`,
    [normalizedEmail],
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    userId: row.user_id,
    orgId: row.org_id,
    role: row.role,
    isDisabled: row.is_disabled,
    isEmailVerified: row.is_email_verified,
  };
}

/**
 * Creates a user of the organisation on first sign-in (role USER, not an admin, EULA not yet consented,
 * no password, e-mail verified by the identity provider) and, in the same statement, gives it a spare
 * licence of the organisation if one is free: ACTIVE, not expired on `today`, held by nobody (oldest
 * first; a licence locked by a concurrent sign-in is skipped). Answers null when the e-mail is taken.
 */
export async function insertSsoUser(
  database: Database,
  user: { id: string; email: string; name: string; orgId: string; now: Date; today: string },
): Promise<{ userId: string; hasLicence: boolean } | null> {
  const { rows } = await database.query<{ id: string; has_licence: boolean }>(
    `WITH spare AS (
       SELECT l.id FROM licences l
        WHERE l.org_id = $4 AND l.status = 'ACTIVE'
          AND (l.subscription_expiration_date IS NULL OR l.subscription_expiration_date >= $6::date)
          AND NOT EXISTS (SELECT 1 FROM users holder WHERE holder.licence_id = l.id)
        ORDER BY l.created_at, l.license_key
        LIMIT 1
        FOR UPDATE SKIP LOCKED
     )
     INSERT INTO users (id, email, name, role, org_id, org_admin, licence_id, eula_version_consent, password_hash,
       email_verified_at, created_at, updated_at)
     VALUES ($1, $2, $3, 'USER', $4, false, (SELECT id FROM spare), NULL, NULL, $5, $5, $5)
     ON CONFLICT (email) DO NOTHING
     RETURNING id::text AS id, licence_id IS NOT NULL AS has_licence`,
    [user.id, user.email, user.name, user.orgId, user.now, user.today],
  );
  const row = rows[0];
  return row === undefined ? null : { userId: row.id, hasLicence: row.has_licence };
}

/** The identity provider vouched for the address: an unverified member's e-mail counts as verified. */
export async function markSsoEmailVerified(database: Database, userId: string, now: Date): Promise<void> {
  await database.query(
    'UPDATE users SET email_verified_at = coalesce(email_verified_at, $2), updated_at = $2 WHERE id = $1',
    [userId, now],
  );
}
