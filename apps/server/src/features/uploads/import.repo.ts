import type { Database, SqlSession } from '../../db/database';

/** A project an import may update, with whether the uploader may write to it. */
export interface ImportTargetProject {
  id: string;
  version: number;
  status: string;
  uploaderCanWrite: boolean;
}

/** Serialises imports of one esx project in one organisation until the end of the transaction. */
export async function lockEsxProject(tx: SqlSession, orgId: string, esxProjectId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`esx-import:${orgId}:${esxProjectId}`]);
}

/** The organisation's project with this esx project id and the uploader's write right on it, or null. */
export async function findImportTarget(
  tx: SqlSession,
  orgId: string,
  esxProjectId: string,
  uploaderEmail: string,
): Promise<ImportTargetProject | null> {
  const { rows } = await tx.query<{ id: string; version: number; status: string; can_write: boolean }>(
    `SELECT p.id::text, p.version, p.status,
       EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = p.id AND lower(pu.username) = lower($3)
               AND pu.role IN ('OWNER', 'WRITE_SHARE_USER', 'WRITE_USER')) AS can_write
     FROM projects p WHERE p.org_id = $1 AND p.esx_project_id = $2`,
    [orgId, esxProjectId, uploaderEmail],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : { id: row.id, version: row.version, status: row.status, uploaderCanWrite: row.can_write };
}

/** Whether the user is an organisation admin (admins may update any project of their organisation). */
export async function isOrgAdmin(tx: SqlSession, userId: string): Promise<boolean> {
  const { rows } = await tx.query<{ org_admin: boolean }>('SELECT org_admin FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.org_admin === true;
}

/** Whether the project row exists. */
export async function projectExists(tx: SqlSession, projectId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM projects WHERE id = $1', [projectId]);
  return rows.length > 0;
}

/** Versions other open uploads of the same esx project have reserved (with their target project). */
export async function findReservedTargets(
  tx: SqlSession,
  orgId: string,
  esxProjectId: string,
  exceptUploadId: string,
): Promise<{ projectId: string; version: number }[]> {
  const { rows } = await tx.query<{ project_id: string; version: number }>(
    `SELECT target_project_id::text AS project_id, target_version AS version FROM uploads
     WHERE org_id = $1 AND esx_project_id = $2 AND id <> $3 AND target_project_id IS NOT NULL
       AND status IN ('IN_PROGRESS', 'COMMIT_IN_PROGRESS')`,
    [orgId, esxProjectId, exceptUploadId],
  );
  return rows.map((row) => ({ projectId: row.project_id, version: row.version }));
}

/** Deletes the documents of one project version (a failed or restarted import's staging). */
export async function deleteDocumentsOfVersion(
  database: Database,
  projectId: string,
  version: number,
): Promise<void> {
  await database.query('DELETE FROM project_documents WHERE project_id = $1 AND version = $2', [
    projectId,
    version,
  ]);
}

/** Writes one chunk of documents of a version that is not visible yet (one statement, bounded size). */
export async function stageDocuments(
  database: Database,
  projectId: string,
  version: number,
  chunkJson: string,
): Promise<void> {
  await database.query(
    `INSERT INTO project_documents (project_id, version, collection, entity_id, position, body, body_blob_key)
     SELECT $1::uuid, $2::int, r.c, r.e, r.p, r.b, r.k FROM jsonb_to_recordset($3::jsonb) AS r(c text, e text, p int, b jsonb, k text)`,
    [projectId, version, chunkJson],
  );
}

/** The facts of a project version the import transaction writes. */
export interface ProjectVersionInput {
  projectId: string;
  orgId: string;
  esxProjectId: string;
  version: number;
  name: string;
  projectType: string;
  lastSurveyDate: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  createdBy: string;
}

/** Inside the transaction: creates the project at its first version; false when it exists already. */
export async function insertProjectVersion(tx: SqlSession, input: ProjectVersionInput): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO projects (id, org_id, esx_project_id, name, country, city, latitude, longitude, project_type, status,
       version, last_survey_date, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'COMPLETED', $10, $11, $12)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      input.projectId,
      input.orgId,
      input.esxProjectId,
      input.name,
      input.country,
      input.city,
      input.latitude,
      input.longitude,
      input.projectType,
      input.version,
      input.lastSurveyDate,
      input.createdBy,
    ],
  );
  return rows.length > 0;
}

/**
 * Inside the transaction: moves an existing project to `version` (only forward, never a project being
 * deleted); keeps its location unless the upload gave one. Answers the previous version, or null.
 */
export async function advanceProjectVersion(
  tx: SqlSession,
  input: ProjectVersionInput,
): Promise<number | null> {
  const { rows: current } = await tx.query<{ version: number; status: string }>(
    'SELECT version, status FROM projects WHERE id = $1 FOR UPDATE',
    [input.projectId],
  );
  const row = current[0];
  if (row === undefined || row.version >= input.version || row.status === 'DELETE_REQUESTED') {
    return null;
  }
  const hasLocation = input.latitude !== null && input.longitude !== null;
  await tx.query(
    `UPDATE projects SET version = $2, name = $3, project_type = $4, last_survey_date = $5, status = 'COMPLETED',
       city = CASE WHEN $10 THEN $6 ELSE city END, country = CASE WHEN $10 THEN $7 ELSE country END,
       latitude = CASE WHEN $10 THEN $8 ELSE latitude END, longitude = CASE WHEN $10 THEN $9 ELSE longitude END,
       updated_at = now()
     WHERE id = $1`,
    [
      input.projectId,
      input.version,
      input.name,
      input.projectType,
      input.lastSurveyDate,
      input.city,
      input.country,
      input.latitude,
      input.longitude,
      hasLocation,
    ],
  );
  return row.version;
}

/** Inside the transaction: the uploader owns a new project. */
export async function insertProjectOwner(tx: SqlSession, projectId: string, email: string): Promise<void> {
  await tx.query(
    `INSERT INTO project_users (project_id, username, role) VALUES ($1, $2, 'OWNER') ON CONFLICT (project_id, username) DO NOTHING`,
    [projectId, email],
  );
}

/** Inside the transaction: the member blobs of the version. */
export async function insertProjectMembers(
  tx: SqlSession,
  projectId: string,
  version: number,
  members: { name: string; key: string; sizeBytes: number; contentType: string }[],
): Promise<void> {
  for (let start = 0; start < members.length; start += 2_000) {
    await tx.query(
      `INSERT INTO project_members (project_id, version, member_name, blob_key, size_bytes, content_type)
       SELECT $1::uuid, $2::int, r.name, r.key, r.size, r.type
       FROM jsonb_to_recordset($3::jsonb) AS r(name text, key text, size bigint, type text)`,
      [
        projectId,
        version,
        JSON.stringify(
          members
            .slice(start, start + 2_000)
            .map((m) => ({ name: m.name, key: m.key, size: m.sizeBytes, type: m.contentType })),
        ),
      ],
    );
  }
}

/** Inside the import transaction: the history entry a server-made revision asked for (a restore), or null. */
export async function findVersionNote(
  tx: SqlSession,
  uploadId: string,
): Promise<{ source: 'UPLOAD' | 'EDIT' | 'CONVERSION' | 'RESTORE'; summary: string } | null> {
  const { rows } = await tx.query<{ version_source: string | null; version_summary: string | null }>(
    'SELECT version_source, version_summary FROM uploads WHERE id = $1',
    [uploadId],
  );
  const row = rows[0];
  const source = row?.version_source;
  if (source !== 'UPLOAD' && source !== 'EDIT' && source !== 'CONVERSION' && source !== 'RESTORE') {
    return null;
  }
  return { source, summary: row?.version_summary ?? '' };
}
