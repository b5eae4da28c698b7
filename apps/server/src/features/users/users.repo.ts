import type { Database, SqlSession } from '../../db/database';

export async function insertUser(
  database: Database,
  user: {
    id: string;
    email: string;
    name: string;
    role: 'USER' | 'GUEST';
    orgId: string | null;
    orgAdmin: boolean;
    licenceId: string | null;
    eulaVersionConsent: string | null;
    passwordHash: string | null;
    emailVerifiedAt: Date | null;
    disabledAt?: Date | null;
    now: Date;
  },
): Promise<boolean> {
  const { rows } = await database.query(
    `INSERT INTO users (id, email, name, role, org_id, org_admin, licence_id, eula_version_consent, password_hash,
       email_verified_at, disabled_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      user.id,
      user.email,
      user.name,
      user.role,
      user.orgId,
      user.orgAdmin,
      user.licenceId,
      user.eulaVersionConsent,
      user.passwordHash,
      user.emailVerifiedAt,
      user.disabledAt ?? null,
      user.now,
    ],
  );
  return rows.length === 1;
}

export async function updateUserProfile(
  database: Database,
  userId: string,
  changes: {
    name?: string | undefined;
    eulaVersionConsent?: string | undefined;
    passwordHash?: string | undefined;
  },
  now: Date,
): Promise<void> {
  await database.query(
    `UPDATE users SET name = coalesce($2, name), eula_version_consent = coalesce($3, eula_version_consent),
       password_hash = coalesce($4, password_hash), updated_at = $5
     WHERE id = $1`,
    [userId, changes.name ?? null, changes.eulaVersionConsent ?? null, changes.passwordHash ?? null, now],
  );
}

/** Sets a new password after a reset; the mailbox was proven, so the address counts as verified. */
export async function resetUserPassword(
  database: SqlSession,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await database.query(
    `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, $3), updated_at = $3 WHERE id = $1`,
    [userId, passwordHash, now],
  );
}

export async function markEmailVerified(database: Database, userId: string, now: Date): Promise<void> {
  await database.query(
    'UPDATE users SET email_verified_at = coalesce(email_verified_at, $2), updated_at = $2 WHERE id = $1',
    [userId, now],
  );
}

/** A licence found by its key, with its organisation and the user holding it. */
export async function findLicenceByKey(
  database: Database,
  licenseKey: string,
): Promise<{ id: string; orgId: string | null; holderId: string | null } | null> {
  const { rows } = await database.query<{ id: string; org_id: string | null; holder_id: string | null }>(
    `SELECT l.id::text AS id, l.org_id::text AS org_id, u.id::text AS holder_id
       FROM licences l LEFT JOIN users u ON u.licence_id = l.id
      WHERE upper(l.license_key) = upper($1)
      ORDER BY l.license_key = $1 DESC
      LIMIT 1`,
    [licenseKey],
  );
  const row = rows[0];
  return row === undefined ? null : { id: row.id, orgId: row.org_id, holderId: row.holder_id };
}

/** Gives a licence to a user unless another user holds it (the unique index decides races); true when done. */
export async function assignLicence(
  database: Database,
  userId: string,
  licenceId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE users SET licence_id = $2, updated_at = $3
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users other WHERE other.licence_id = $2 AND other.id <> $1)
      RETURNING id`,
    [userId, licenceId, now],
  );
  return rows.length === 1;
}
