import type { SharingRestriction } from '@airlens/domain';
import type { Database } from '../../db/database';

/** A secure link as its owner sees it. */
export interface SecureLinkRow {
  keyId: string;
  email: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface LinkRow {
  key_id: string;
  email: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

function toLink(row: LinkRow): SecureLinkRow {
  return {
    keyId: row.key_id,
    email: row.email,
    createdAt: new Date(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
  };
}

/** The id of the account with this (normalised) e-mail, with its role and organisation, or null. */
export async function findUserByEmail(
  database: Database,
  email: string,
): Promise<{ userId: string; role: string; orgId: string | null } | null> {
  const { rows } = await database.query<{ id: string; role: string; org_id: string | null }>(
    'SELECT id::text AS id, role, org_id::text AS org_id FROM users WHERE email = $1',
    [email],
  );
  const row = rows[0];
  return row === undefined ? null : { userId: row.id, role: row.role, orgId: row.org_id };
}

/** Creates an orgless GUEST account for an invited address unless one exists; returns the account's id. */
export async function ensureGuestUser(
  database: Database,
  input: { id: string; email: string; name: string; now: Date },
): Promise<string> {
  const { rows } = await database.query<{ id: string }>(
    `WITH inserted AS (
       INSERT INTO users (id, email, name, role, org_id, org_admin, created_at, updated_at)
       VALUES ($1, $2, $3, 'GUEST', NULL, false, $4, $4)
       ON CONFLICT (email) DO NOTHING RETURNING id
     )
     SELECT id::text AS id FROM inserted
     UNION ALL SELECT id::text AS id FROM users WHERE email = $2
     LIMIT 1`,
    [input.id, input.email, input.name, input.now],
  );
  const row = rows[0];
  if (row === undefined) {
    throw new Error('guest account neither inserted nor found');
  }
  return row.id;
}

/** Creates the link for (project, e-mail), or returns the existing one; `created` tells which. */
export async function upsertSecureLink(
  database: Database,
  link: {
    keyId: string;
    projectId: string;
    email: string;
    guestUserId: string;
    createdBy: string;
    now: Date;
  },
): Promise<{ link: SecureLinkRow; created: boolean }> {
  const { rows } = await database.query<LinkRow & { created: boolean }>(
    `WITH inserted AS (
       INSERT INTO secure_links (key_id, project_id, email, guest_user_id, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (project_id, email) DO NOTHING
       RETURNING key_id, email, created_at, last_used_at
     )
     SELECT key_id, email, created_at, last_used_at, true AS created FROM inserted
     UNION ALL
     SELECT key_id, email, created_at, last_used_at, false AS created FROM secure_links WHERE project_id = $2 AND email = $3
     LIMIT 1`,
    [link.keyId, link.projectId, link.email, link.guestUserId, link.createdBy, link.now],
  );
  const row = rows[0];
  if (row === undefined) {
    throw new Error('secure link neither inserted nor found');
  }
  return { link: toLink(row), created: row.created };
}

export async function listSecureLinks(database: Database, projectId: string): Promise<SecureLinkRow[]> {
  const { rows } = await database.query<LinkRow>(
    'SELECT key_id, email, created_at, last_used_at FROM secure_links WHERE project_id = $1 ORDER BY created_at, email',
    [projectId],
  );
  return rows.map(toLink);
}

/**
 * Deletes a link of a project together with the guest's sessions on that project and its open codes, in one
 * statement: the guest's next request is refused. Returns whether the link existed.
 */
export async function deleteSecureLink(
  database: Database,
  projectId: string,
  keyId: string,
): Promise<boolean> {
  const { rows } = await database.query<{ key_id: string }>(
    `WITH link AS (
       DELETE FROM secure_links WHERE project_id = $1 AND key_id = $2 RETURNING key_id, guest_user_id
     ), ended_sessions AS (
       DELETE FROM sessions s USING link
        WHERE s.user_id = link.guest_user_id AND s.kind = 'GUEST' AND s.guest_project_id = $1
     ), ended_codes AS (
       DELETE FROM one_time_codes c USING link
        WHERE c.user_id = link.guest_user_id AND c.purpose = 'GUEST_OTP' AND c.subject = link.key_id
     )
     SELECT key_id FROM link`,
    [projectId, keyId],
  );
  return rows.length === 1;
}

/** A link with what the guest entry points need: its project, organisation restriction and guest account. */
export interface SecureLinkTarget {
  keyId: string;
  email: string;
  guestUserId: string;
  guestDisabled: boolean;
  projectId: string;
  projectName: string;
  projectStatus: string;
  sharingRestriction: SharingRestriction;
}

export async function findSecureLinkTarget(
  database: Database,
  keyId: string,
): Promise<SecureLinkTarget | null> {
  const { rows } = await database.query<{
    key_id: string;
    email: string;
    guest_user_id: string;
    guest_disabled: boolean;
    project_id: string;
    project_name: string;
    project_status: string;
    sharing_restriction: string;
  }>(
    `SELECT l.key_id, l.email, l.guest_user_id::text AS guest_user_id, u.disabled_at IS NOT NULL AS guest_disabled,
            p.id::text AS project_id, p.name AS project_name, p.status AS project_status, o.sharing_restriction
       FROM secure_links l
       JOIN users u ON u.id = l.guest_user_id
       JOIN projects p ON p.id = l.project_id
       JOIN organizations o ON o.id = p.org_id
      WHERE l.key_id = $1`,
    [keyId],
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    keyId: row.key_id,
    email: row.email,
    guestUserId: row.guest_user_id,
    guestDisabled: row.guest_disabled,
    projectId: row.project_id,
    projectName: row.project_name,
    projectStatus: row.project_status,
    sharingRestriction: row.sharing_restriction as SharingRestriction,
  };
}

/**
 * Counts one code issuance against the link's fixed window (`windowMs` long, at most `limit` codes), in one
 * row update so concurrent requests cannot overshoot; false when the window is full.
 */
export async function reserveGuestCode(
  database: Database,
  keyId: string,
  now: Date,
  policy: { limit: number; windowMs: number },
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE secure_links
        SET otp_window_count = CASE WHEN otp_window_started_at IS NULL OR otp_window_started_at <= $3 THEN 1 ELSE otp_window_count + 1 END,
            otp_window_started_at = CASE WHEN otp_window_started_at IS NULL OR otp_window_started_at <= $3 THEN $2 ELSE otp_window_started_at END
      WHERE key_id = $1 AND (otp_window_started_at IS NULL OR otp_window_started_at <= $3 OR otp_window_count < $4)
      RETURNING key_id`,
    [keyId, now, new Date(now.getTime() - policy.windowMs), policy.limit],
  );
  return rows.length === 1;
}

/** Records a successful guest sign-in: the link's last use and the address as verified. */
export async function markSecureLinkUsed(
  database: Database,
  keyId: string,
  guestUserId: string,
  now: Date,
): Promise<void> {
  await database.query(
    `WITH used AS (UPDATE secure_links SET last_used_at = $3 WHERE key_id = $1)
     UPDATE users SET email_verified_at = coalesce(email_verified_at, $3) WHERE id = $2`,
    [keyId, guestUserId, now],
  );
}
