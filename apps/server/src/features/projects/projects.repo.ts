import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';

/** A project and the caller's listed role on it (matched by e-mail, case-insensitively; strongest wins). */
export interface ProjectAccessRow {
  id: string;
  rowId: number;
  orgId: string;
  esxProjectId: string;
  name: string;
  projectType: string;
  status: string;
  version: number;
  role: string | null;
}

/** The project with the role `email` holds on it, or null. */
export async function findProjectWithRole(
  database: Database,
  projectId: string,
  email: string,
): Promise<ProjectAccessRow | null> {
  const { rows } = await database.query<{
    id: string;
    row_id: string | number;
    org_id: string;
    esx_project_id: string;
    name: string;
    project_type: string;
    status: string;
    version: number;
    role: string | null;
  }>(
    `SELECT p.id::text, p.row_id, p.org_id::text, p.esx_project_id, p.name, p.project_type, p.status, p.version,
       (SELECT pu.role FROM project_users pu WHERE pu.project_id = p.id AND lower(pu.username) = lower($2)
        ORDER BY array_position(ARRAY['OWNER', 'WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER'], pu.role) LIMIT 1) AS role
     FROM projects p WHERE p.id = $1`,
    [projectId, email],
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    id: row.id,
    rowId: Number(row.row_id),
    orgId: row.org_id,
    esxProjectId: row.esx_project_id,
    name: row.name,
    projectType: row.project_type,
    status: row.status,
    version: row.version,
    role: row.role,
  };
}

/**
 * The batch answer as JSON text, built in the database from the stored documents (no parse and
 * re-serialise here): one key per collection, entities in file order; floor plans carry their `rowId`.
 */
export async function selectBatchJson(
  database: Database,
  projectId: string,
  version: number,
  collections: { name: string; single: boolean }[],
): Promise<string> {
  const { rows } = await database.query<{ answer: string }>(
    `WITH wanted AS (
       SELECT w.name, w.single FROM jsonb_to_recordset($3::jsonb) AS w(name text, single boolean)
     ), docs AS (
       SELECT d.collection, d.position,
         CASE WHEN d.collection = 'floorPlans' AND f.row_id IS NOT NULL
              THEN d.body || jsonb_build_object('rowId', f.row_id) ELSE d.body END AS body
       FROM project_documents d
       LEFT JOIN floor_plans f ON d.collection = 'floorPlans' AND f.project_id = d.project_id AND f.id = d.entity_id
       WHERE d.project_id = $1 AND d.version = $2 AND d.collection IN (SELECT name FROM wanted)
     )
     SELECT coalesce(jsonb_object_agg(w.name,
       CASE WHEN w.single THEN coalesce((SELECT body FROM docs WHERE docs.collection = w.name ORDER BY position LIMIT 1), 'null'::jsonb)
            ELSE coalesce((SELECT jsonb_agg(body ORDER BY position) FROM docs WHERE docs.collection = w.name), '[]'::jsonb) END
     ), '{}'::jsonb)::text AS answer
     FROM wanted w`,
    [projectId, version, JSON.stringify(collections)],
  );
  return rows[0]?.answer ?? '{}';
}

/** The stored blob of an image member of the project's current version, or null. */
export async function findImageMember(
  database: Database,
  projectId: string,
  version: number,
  imageId: string,
): Promise<{ blobKey: string; contentType: string; memberName: string } | null> {
  const { rows } = await database.query<{ blob_key: string; content_type: string; member_name: string }>(
    `SELECT blob_key, content_type, member_name FROM project_members
     WHERE project_id = $1 AND version = $2 AND (member_name = $3 OR starts_with(member_name, $3 || '.'))
     ORDER BY member_name = $3 DESC LIMIT 1`,
    [projectId, version, `image-${imageId}`],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : { blobKey: row.blob_key, contentType: row.content_type, memberName: row.member_name };
}

/** The current version of a project whose data may load (not DELETE_REQUESTED), or null. */
export async function findLoadableVersion(database: Database, projectId: string): Promise<number | null> {
  const { rows } = await database.query<{ version: number }>(
    `SELECT version FROM projects WHERE id = $1 AND status <> 'DELETE_REQUESTED'`,
    [projectId],
  );
  return rows[0]?.version ?? null;
}

/** The floor a thumbnail shows: the lowest building floor, else the first in the file. */
export async function findThumbnailFloor(
  database: Database,
  projectId: string,
): Promise<{ id: string; width: number; height: number; imageBlobKey: string | null } | null> {
  const { rows } = await database.query<{
    id: string;
    width: number;
    height: number;
    image_blob_key: string | null;
  }>(
    `SELECT id, width, height, image_blob_key FROM floor_plans WHERE project_id = $1
     ORDER BY floor_number NULLS LAST, position LIMIT 1`,
    [projectId],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : { id: row.id, width: row.width, height: row.height, imageBlobKey: row.image_blob_key };
}

/** Positions of the visible access points of a floor, in floor-plan units. */
export async function listFloorAccessPoints(
  database: Database,
  projectId: string,
  floorPlanId: string,
): Promise<{ x: number; y: number; mine: boolean }[]> {
  const { rows } = await database.query<{ x: number; y: number; mine: boolean }>(
    `SELECT x, y, mine FROM access_points
     WHERE project_id = $1 AND floor_plan_id = $2 AND NOT hidden AND x IS NOT NULL AND y IS NOT NULL`,
    [projectId, floorPlanId],
  );
  return rows;
}

/** Renames a project. */
export async function updateProjectName(database: Database, projectId: string, name: string): Promise<void> {
  await database.query('UPDATE projects SET name = $2, updated_at = now() WHERE id = $1', [projectId, name]);
}

/** Marks a project DELETE_REQUESTED; true when it changed now. */
export async function markDeleteRequested(database: Database, projectId: string): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE projects SET status = 'DELETE_REQUESTED', updated_at = now() WHERE id = $1 AND status <> 'DELETE_REQUESTED' RETURNING id`,
    [projectId],
  );
  return rows.length > 0;
}

/** Projects left DELETE_REQUESTED (a delete job that never ran), for a sweep. */
export async function listDeleteRequested(database: Database): Promise<string[]> {
  const { rows } = await database.query<{ id: string }>(
    `SELECT id::text FROM projects WHERE status = 'DELETE_REQUESTED'`,
  );
  return rows.map((row) => row.id);
}

/** Deletes a DELETE_REQUESTED project and every row of it (documents have no cascade); false when gone. */
export async function deleteProjectRows(database: Database, projectId: string): Promise<boolean> {
  const { rows } = await database.query(
    `SELECT 1 FROM projects WHERE id = $1 AND status = 'DELETE_REQUESTED'`,
    [projectId],
  );
  if (rows.length === 0) {
    return false;
  }
  await database.query('DELETE FROM project_documents WHERE project_id = $1', [projectId]);
  await database.query(`DELETE FROM projects WHERE id = $1 AND status = 'DELETE_REQUESTED'`, [projectId]);
  return true;
}

/** Every document of the project's current version, grouped by collection in file order, for a download. */
export async function listDocumentsForDownload(
  database: Database,
  projectId: string,
  version: number,
): Promise<{ collection: string; body: string }[]> {
  const { rows } = await database.query<{ collection: string; body: string }>(
    `SELECT collection, body::text AS body FROM project_documents WHERE project_id = $1 AND version = $2
     ORDER BY collection, position`,
    [projectId, version],
  );
  return rows;
}

/** The non-JSON members of the project's current version. */
export async function listMembers(
  database: Database,
  projectId: string,
  version: number,
): Promise<{ memberName: string; blobKey: string }[]> {
  const { rows } = await database.query<{ member_name: string; blob_key: string }>(
    'SELECT member_name, blob_key FROM project_members WHERE project_id = $1 AND version = $2 ORDER BY member_name',
    [projectId, version],
  );
  return rows.map((row) => ({ memberName: row.member_name, blobKey: row.blob_key }));
}

const URL_SECRET_KEY = 'project_image_url_secret';

/** The secret that signs short-lived image URLs, created once and shared by every instance. */
export async function loadUrlSigningSecret(database: Database): Promise<string> {
  await database.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`,
    [URL_SECRET_KEY, JSON.stringify(randomBytes(32).toString('base64url'))],
  );
  const { rows } = await database.query<{ value: unknown }>('SELECT value FROM app_settings WHERE key = $1', [
    URL_SECRET_KEY,
  ]);
  const value = rows[0]?.value;
  if (typeof value !== 'string') {
    throw new Error('image URL secret missing');
  }
  return value;
}
