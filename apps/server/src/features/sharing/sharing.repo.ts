import type { ProjectRole } from '@airlens/domain';
import type { Database, SqlSession } from '../../db/database';

/** A project_users row. */
export interface ProjectUserRow {
  username: string;
  role: ProjectRole;
}

/** Every listing of a project (not de-duplicated; the service applies the domain rule). */
export async function listProjectUsers(database: SqlSession, projectId: string): Promise<ProjectUserRow[]> {
  const { rows } = await database.query<{ username: string; role: string }>(
    'SELECT username, role FROM project_users WHERE project_id = $1',
    [projectId],
  );
  return rows.map((row) => ({ username: row.username, role: row.role as ProjectRole }));
}

/** The subset of `emails` that are active, non-guest members of the organisation (lower case). */
export async function findOrgMemberEmails(
  database: SqlSession,
  orgId: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) {
    return new Set();
  }
  const { rows } = await database.query<{ email: string }>(
    `SELECT lower(email) AS email FROM users
      WHERE org_id = $1 AND role = 'USER' AND disabled_at IS NULL AND lower(email) = ANY($2::text[])`,
    [orgId, emails],
  );
  return new Set(rows.map((row) => row.email));
}

/** The active members' e-mails of the organisation's groups among `groupIds`, and which of the ids are groups there. */
export async function findGroupMemberEmails(
  database: Database,
  orgId: string,
  groupIds: string[],
): Promise<{ knownGroupIds: Set<string>; members: { groupId: string; email: string }[] }> {
  if (groupIds.length === 0) {
    return { knownGroupIds: new Set(), members: [] };
  }
  const { rows } = await database.query<{ group_id: string; email: string | null }>(
    `SELECT g.id::text AS group_id, lower(u.email) AS email
       FROM user_groups g
       LEFT JOIN user_group_members m ON m.group_id = g.id
       LEFT JOIN users u ON u.id = m.user_id AND u.org_id = g.org_id AND u.role = 'USER' AND u.disabled_at IS NULL
      WHERE g.org_id = $1 AND g.id = ANY($2::uuid[])`,
    [orgId, groupIds],
  );
  const knownGroupIds = new Set(rows.map((row) => row.group_id));
  const members = rows.flatMap((row) =>
    row.email === null ? [] : [{ groupId: row.group_id, email: row.email }],
  );
  return { knownGroupIds, members };
}

/** Holds the project's row until the end of the transaction, so its listings change one request at a time. */
export async function lockProjectForSharing(tx: SqlSession, projectId: string): Promise<void> {
  await tx.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
}

/** Replaces a project's listings with `users` in one statement (atomic: removed, changed and added rows together). */
export async function replaceProjectUsers(
  database: SqlSession,
  projectId: string,
  users: ProjectUserRow[],
  now: Date,
): Promise<void> {
  await database.query(
    `WITH incoming AS (
       SELECT * FROM unnest($2::text[], $3::text[]) AS t(username, role)
     ), removed AS (
       DELETE FROM project_users pu
        WHERE pu.project_id = $1 AND NOT EXISTS (SELECT 1 FROM incoming i WHERE i.username = pu.username)
     )
     INSERT INTO project_users (project_id, username, role, created_at)
     SELECT $1, username, role, $4 FROM incoming
     ON CONFLICT (project_id, username) DO UPDATE SET role = EXCLUDED.role`,
    [projectId, users.map((user) => user.username), users.map((user) => user.role), now],
  );
}

/** A project user's own settings for one project. */
export interface ProjectPreferenceRow {
  favorite: boolean;
  notifications: boolean;
}

export async function findProjectPreference(
  database: Database,
  projectId: string,
  userId: string,
): Promise<ProjectPreferenceRow | null> {
  const { rows } = await database.query<ProjectPreferenceRow>(
    'SELECT favorite, notifications FROM project_user_preferences WHERE project_id = $1 AND user_id = $2',
    [projectId, userId],
  );
  return rows[0] ?? null;
}

/** Creates or changes the caller's preference; fields left undefined keep their value (or the default). */
export async function upsertProjectPreference(
  database: Database,
  key: { projectId: string; userId: string },
  changes: { favorite?: boolean | undefined; notifications?: boolean | undefined },
  now: Date,
): Promise<ProjectPreferenceRow> {
  const { rows } = await database.query<ProjectPreferenceRow>(
    `INSERT INTO project_user_preferences (project_id, user_id, favorite, notifications, updated_at)
     VALUES ($1, $2, coalesce($3, false), coalesce($4, true), $5)
     ON CONFLICT (project_id, user_id) DO UPDATE
        SET favorite = coalesce($3, project_user_preferences.favorite),
            notifications = coalesce($4, project_user_preferences.notifications),
            updated_at = $5
     RETURNING favorite, notifications`,
    [key.projectId, key.userId, changes.favorite ?? null, changes.notifications ?? null, now],
  );
  const row = rows[0];
  if (row === undefined) {
    throw new Error('upsert returned no row');
  }
  return row;
}
