import type { Database } from '../../db/database';

/** One stored document of a project version: its JSON text, or the blob holding a body too large for a row. */
export interface ArchiveDocument {
  collection: string;
  body: string;
  blobKey: string | null;
}

/**
 * The documents of the named collections of one version, in file order (access is decided by the service
 * before this is read).
 */
export async function listArchiveDocuments(
  database: Database,
  projectId: string,
  version: number,
  collections: readonly string[],
): Promise<ArchiveDocument[]> {
  const { rows } = await database.query<{ collection: string; body: string; body_blob_key: string | null }>(
    `SELECT collection, body::text AS body, body_blob_key FROM project_documents
     WHERE project_id = $1 AND version = $2 AND collection = ANY($3::text[])
     ORDER BY collection, position`,
    [projectId, version, collections],
  );
  return rows.map((row) => ({ collection: row.collection, body: row.body, blobKey: row.body_blob_key }));
}

/** The blob keys of the named archive members of a version (the floor images the export packs). */
export async function findArchiveMemberBlobKeys(
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
