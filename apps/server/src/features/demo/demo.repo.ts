import type { Database } from '../../db/database';

/** The app_settings entry holding the demo's projects as seeded: `{ orgId, projects: [{ id, version }] }`. */
const DEMO_PROJECTS_KEY = 'demo_projects';

/**
 * Records the demo's projects with the versions they have now; replaces an earlier record. Projects outside
 * the organisation are left out, so the record can never name another organisation's project.
 */
export async function saveDemoProjects(
  database: Database,
  input: { orgId: string; projectIds: readonly string[] },
): Promise<void> {
  await database.query(
    `INSERT INTO app_settings (key, value)
     SELECT $1, jsonb_build_object(
              'orgId', $2::text,
              'projects', COALESCE(jsonb_agg(jsonb_build_object('id', p.id, 'version', p.version) ORDER BY p.id), '[]'::jsonb))
       FROM projects p WHERE p.org_id = $2::uuid AND p.id = ANY($3::uuid[])
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [DEMO_PROJECTS_KEY, input.orgId, input.projectIds],
  );
}

/**
 * The recorded demo projects that are still as seeded (same organisation, same version: a later upload into
 * one makes a new version, which the demo does not show), with their organisation; null when none is left.
 */
export async function findSeededDemoProjects(
  database: Database,
): Promise<{ orgId: string; projectIds: string[] } | null> {
  const { rows } = await database.query<{ id: string; org_id: string }>(
    `SELECT p.id::text AS id, p.org_id::text AS org_id
       FROM app_settings s
       CROSS JOIN LATERAL jsonb_to_recordset(s.value->'projects') AS d(id uuid, version integer)
       JOIN projects p ON p.id = d.id AND p.version = d.version AND p.org_id = (s.value->>'orgId')::uuid
      WHERE s.key = $1
      ORDER BY p.id`,
    [DEMO_PROJECTS_KEY],
  );
  const first = rows[0];
  return first === undefined ? null : { orgId: first.org_id, projectIds: rows.map((row) => row.id) };
}
