import type { Database } from '../../db/database';

/** One site per city of the organisation's projects that have none, named after the city; answers how many. */
export async function seedSitesByCity(database: Database, orgId: string): Promise<number> {
  const { rows } = await database.query<{ id: string }>(
    `WITH cities AS (
       SELECT DISTINCT city FROM projects WHERE org_id = $1 AND site_id IS NULL AND city IS NOT NULL
     ), created AS (
       INSERT INTO sites (id, org_id, name) SELECT gen_random_uuid(), $1, city || ' site' FROM cities RETURNING id, name
     ), placed AS (
       UPDATE projects p SET site_id = created.id FROM created
        WHERE p.org_id = $1 AND p.site_id IS NULL AND p.city || ' site' = created.name
     )
     SELECT id::text AS id FROM created`,
    [orgId],
  );
  return rows.length;
}

/** The first project (by name) an address owns in an organisation, or null. */
export async function findOwnedProject(
  database: Database,
  orgId: string,
  email: string,
): Promise<{ id: string; name: string } | null> {
  const { rows } = await database.query<{ id: string; name: string }>(
    `SELECT p.id::text AS id, p.name FROM projects p
      WHERE p.org_id = $1 AND EXISTS (SELECT 1 FROM project_users pu
                                       WHERE pu.project_id = p.id AND lower(pu.username) = lower($2) AND pu.role = 'OWNER')
      ORDER BY lower(p.name), p.id LIMIT 1`,
    [orgId, email],
  );
  return rows[0] ?? null;
}
