import type { Database } from '../../db/database';

/** One stored document of a project version: its JSON text, or the blob holding a body too large for a row. */
export interface ExportDocument {
  collection: string;
  body: string;
  blobKey: string | null;
}

/**
 * The documents of the named collections of one version, in file order (access is decided by the service
 * before this is read).
 */
export async function listExportDocuments(
  database: Database,
  projectId: string,
  version: number,
  collections: readonly string[],
): Promise<ExportDocument[]> {
  const { rows } = await database.query<{ collection: string; body: string; body_blob_key: string | null }>(
    `SELECT collection, body::text AS body, body_blob_key FROM project_documents
     WHERE project_id = $1 AND version = $2 AND collection = ANY($3::text[])
     ORDER BY collection, position`,
    [projectId, version, collections],
  );
  return rows.map((row) => ({ collection: row.collection, body: row.body, blobKey: row.body_blob_key }));
}

/**
 * The ids of the survey documents of one version in file order, of one floor when `floorPlanId` is given (the
 * floor comes from the version's survey rows); bodies are read one survey at a time.
 */
export async function listSurveyDocumentIds(
  database: Database,
  projectId: string,
  version: number,
  floorPlanId: string | null,
): Promise<string[]> {
  const { rows } = await database.query<{ entity_id: string }>(
    `SELECT d.entity_id FROM project_documents d
     LEFT JOIN surveys s ON s.project_id = d.project_id AND s.id = d.entity_id
     WHERE d.project_id = $1 AND d.version = $2 AND d.collection = 'surveys'
       AND ($3::text IS NULL OR s.floor_plan_id = $3)
     ORDER BY d.position`,
    [projectId, version, floorPlanId],
  );
  return rows.map((row) => row.entity_id);
}

/** One survey document of a version, or null. */
export async function findSurveyDocument(
  database: Database,
  projectId: string,
  version: number,
  surveyId: string,
): Promise<ExportDocument | null> {
  const { rows } = await database.query<{ body: string; body_blob_key: string | null }>(
    `SELECT body::text AS body, body_blob_key FROM project_documents
     WHERE project_id = $1 AND version = $2 AND collection = 'surveys' AND entity_id = $3`,
    [projectId, version, surveyId],
  );
  const row = rows[0];
  return row === undefined ? null : { collection: 'surveys', body: row.body, blobKey: row.body_blob_key };
}

/** The blob keys of the named archive members of a version (a track missing from the file has none). */
export async function findMemberBlobKeys(
  database: Database,
  projectId: string,
  version: number,
  memberNames: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await database.query<{ member_name: string; blob_key: string }>(
    `SELECT member_name, blob_key FROM project_members
     WHERE project_id = $1 AND version = $2 AND member_name = ANY($3::text[])`,
    [projectId, version, memberNames],
  );
  return new Map(rows.map((row) => [row.member_name, row.blob_key]));
}
