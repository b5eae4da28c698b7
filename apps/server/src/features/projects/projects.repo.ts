import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';

/** The identity and current version of a project. */
export interface ProjectRow {
  id: string;
  rowId: number;
  orgId: string;
  esxProjectId: string;
  name: string;
  projectType: string;
  status: string;
  version: number;
}

/** The project with this id, or null (access is decided by the sharing feature before this is read). */
export async function findProjectRow(database: Database, projectId: string): Promise<ProjectRow | null> {
  const { rows } = await database.query<{
    id: string;
    row_id: string | number;
    org_id: string;
    esx_project_id: string;
    name: string;
    project_type: string;
    status: string;
    version: number;
  }>(
    `SELECT p.id::text, p.row_id, p.org_id::text, p.esx_project_id, p.name, p.project_type, p.status, p.version
     FROM projects p WHERE p.id = $1`,
    [projectId],
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
  };
}

/** Where a project is, as the dashboard map and the project tables show it. */
export interface ProjectLocation {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** Sets (or, with null, clears) a project's city, country and coordinates. */
export async function updateProjectLocation(
  database: Database,
  projectId: string,
  location: ProjectLocation | null,
): Promise<void> {
  await database.query(
    `UPDATE projects SET city = $2, country = $3, latitude = $4, longitude = $5, updated_at = now() WHERE id = $1`,
    [
      projectId,
      location?.city ?? null,
      location?.country ?? null,
      location?.latitude ?? null,
      location?.longitude ?? null,
    ],
  );
}

/** One stored document of a batch or download: its JSON text, or the blob that holds it. */
export interface StoredDocument {
  collection: string;
  body: string;
  blobKey: string | null;
}

/**
 * The documents of the requested collections of one version, in file order, as JSON text (no parse and
 * re-serialise here); floor plans carry their numeric `rowId`.
 */
export async function listDocuments(
  database: Database,
  projectId: string,
  version: number,
  collections: readonly string[],
): Promise<StoredDocument[]> {
  const { rows } = await database.query<{ collection: string; body: string; body_blob_key: string | null }>(
    `SELECT d.collection, d.body_blob_key,
       CASE WHEN d.collection = 'floorPlans' AND f.row_id IS NOT NULL
            THEN (d.body || jsonb_build_object('rowId', f.row_id))::text ELSE d.body::text END AS body
     FROM project_documents d
     LEFT JOIN floor_plans f ON d.collection = 'floorPlans' AND f.project_id = d.project_id AND f.id = d.entity_id
     WHERE d.project_id = $1 AND d.version = $2 AND d.collection = ANY($3::text[])
     ORDER BY d.collection, d.position`,
    [projectId, version, collections],
  );
  return rows.map((row) => ({ collection: row.collection, body: row.body, blobKey: row.body_blob_key }));
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
export async function listAllDocuments(
  database: Database,
  projectId: string,
  version: number,
): Promise<StoredDocument[]> {
  const { rows } = await database.query<{ collection: string; body: string; body_blob_key: string | null }>(
    `SELECT collection, body::text AS body, body_blob_key FROM project_documents WHERE project_id = $1 AND version = $2
     ORDER BY collection, position`,
    [projectId, version],
  );
  return rows.map((row) => ({ collection: row.collection, body: row.body, blobKey: row.body_blob_key }));
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
