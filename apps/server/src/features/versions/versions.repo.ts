import type { Database, SqlSession } from '../../db/database';

/** How a version came to be (api-contract.md "Design editing and versions"). */
export type VersionSource = 'UPLOAD' | 'EDIT' | 'CONVERSION' | 'RESTORE';

/** One history entry of a project. */
export interface VersionRow {
  version: number;
  createdAt: Date;
  createdBy: string | null;
  source: VersionSource;
  summary: string;
}

/** Inside the import transaction: records (or, on a retried commit, replaces) the entry of a version. */
export async function upsertVersion(
  tx: SqlSession,
  projectId: string,
  row: Omit<VersionRow, 'createdAt'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO project_versions (project_id, version, created_by, source, summary)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id, version) DO UPDATE
       SET created_by = EXCLUDED.created_by, source = EXCLUDED.source, summary = EXCLUDED.summary,
           created_at = now()`,
    [projectId, row.version, row.createdBy, row.source, row.summary],
  );
}

/** What a staged version holds: its floor and AP counts and the product that saved it last. */
export interface VersionContents {
  floors: number;
  accessPoints: number;
  lastSavedBy: string | null;
}

/** The counts of one version's documents (read inside the transaction that commits it). */
export async function findVersionContents(
  tx: SqlSession,
  projectId: string,
  version: number,
): Promise<VersionContents> {
  const { rows } = await tx.query<{ floors: string | number; aps: string | number; product: string | null }>(
    `SELECT
       (SELECT count(*) FROM project_documents WHERE project_id = $1 AND version = $2 AND collection = 'floorPlans') AS floors,
       (SELECT count(*) FROM project_documents WHERE project_id = $1 AND version = $2 AND collection = 'accessPoints') AS aps,
       (SELECT body->>'productName' FROM project_documents
        WHERE project_id = $1 AND version = $2 AND collection = 'projectHistorys'
        ORDER BY body->>'timestamp' DESC NULLS LAST, position DESC LIMIT 1) AS product`,
    [projectId, version],
  );
  const row = rows[0];
  return {
    floors: Number(row?.floors ?? 0),
    accessPoints: Number(row?.aps ?? 0),
    lastSavedBy: row?.product ?? null,
  };
}

type VersionDbRow = {
  version: number;
  created_at: Date | string;
  created_by: string | null;
  source: VersionSource;
  summary: string;
};

function toVersionRow(row: VersionDbRow): VersionRow {
  return {
    version: row.version,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
    source: row.source,
    summary: row.summary,
  };
}

/** The retained history of a project up to its current version, newest first. */
export async function listVersions(
  database: Database,
  projectId: string,
  currentVersion: number,
): Promise<VersionRow[]> {
  const { rows } = await database.query<VersionDbRow>(
    `SELECT version, created_at, created_by, source, summary FROM project_versions
     WHERE project_id = $1 AND version <= $2 ORDER BY version DESC`,
    [projectId, currentVersion],
  );
  return rows.map(toVersionRow);
}

/** One retained, committed version of a project, or null (unknown, pruned, or not committed yet). */
export async function findVersion(
  database: Database,
  projectId: string,
  version: number,
  currentVersion: number,
): Promise<VersionRow | null> {
  if (version > currentVersion) {
    return null;
  }
  const { rows } = await database.query<VersionDbRow>(
    `SELECT version, created_at, created_by, source, summary FROM project_versions
     WHERE project_id = $1 AND version = $2`,
    [projectId, version],
  );
  const row = rows[0];
  return row === undefined ? null : toVersionRow(row);
}

/** A stored document of a version: its JSON text, or the blob holding a body too large for a row. */
export interface VersionDocument {
  collection: string;
  body: string;
  blobKey: string | null;
}

/** The documents of a version in file order, of the named collections (every collection without a list). */
export async function listVersionDocuments(
  database: Database,
  projectId: string,
  version: number,
  collections: readonly string[] | null,
): Promise<VersionDocument[]> {
  const { rows } = await database.query<{ collection: string; body: string; body_blob_key: string | null }>(
    `SELECT collection, body::text AS body, body_blob_key FROM project_documents
     WHERE project_id = $1 AND version = $2 AND ($3::text[] IS NULL OR collection = ANY($3::text[]))
     ORDER BY collection, position`,
    [projectId, version, collections === null ? null : [...collections]],
  );
  return rows.map((row) => ({ collection: row.collection, body: row.body, blobKey: row.body_blob_key }));
}

/**
 * The versions below `currentVersion` beyond the newest `keep` (counting the current one) that still have
 * documents, members or a history entry: the ones retention removes.
 */
export async function findVersionsToPrune(
  database: Database,
  projectId: string,
  currentVersion: number,
  keep: number,
): Promise<number[]> {
  const { rows } = await database.query<{ version: number }>(
    `SELECT version FROM (
       SELECT version FROM project_documents WHERE project_id = $1 AND version <= $2
       UNION SELECT version FROM project_members WHERE project_id = $1 AND version <= $2
       UNION SELECT version FROM project_versions WHERE project_id = $1 AND version <= $2
     ) AS v
     WHERE version <> $2
     ORDER BY version DESC OFFSET $3`,
    [projectId, currentVersion, Math.max(0, keep - 1)],
  );
  return rows.map((row) => row.version);
}

/** Deletes a pruned version's documents, members and history entry (its blobs go separately). */
export async function deleteVersionRows(
  database: Database,
  projectId: string,
  version: number,
): Promise<void> {
  await database.query('DELETE FROM project_documents WHERE project_id = $1 AND version = $2', [
    projectId,
    version,
  ]);
  await database.query('DELETE FROM project_members WHERE project_id = $1 AND version = $2', [
    projectId,
    version,
  ]);
  await database.query('DELETE FROM project_versions WHERE project_id = $1 AND version = $2', [
    projectId,
    version,
  ]);
}
