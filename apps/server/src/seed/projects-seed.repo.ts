import type { Database } from '../db/database';

/** The id and organisation of a seeded account, or null. */
export async function findSeedUser(
  database: Database,
  email: string,
): Promise<{ userId: string; email: string; orgId: string } | null> {
  const { rows } = await database.query<{ id: string; email: string; org_id: string | null }>(
    'SELECT id::text, email, org_id::text FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  const row = rows[0];
  return row === undefined || row.org_id === null
    ? null
    : { userId: row.id, email: row.email, orgId: row.org_id };
}

/** Lists a user on a project with a role (demo sharing between the demo users). */
export async function addSeedProjectUser(
  database: Database,
  projectId: string,
  email: string,
  role: string,
): Promise<void> {
  await database.query(
    'INSERT INTO project_users (project_id, username, role) VALUES ($1, $2, $3) ON CONFLICT (project_id, username) DO NOTHING',
    [projectId, email, role],
  );
}
