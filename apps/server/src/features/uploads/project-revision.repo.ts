import type { SqlSession } from '../../db/database';

/** What a revision upload records: who asked, for which project and the version it will make. */
export interface RevisionUploadRow {
  id: string;
  orgId: string;
  userId: string;
  userEmail: string;
  fileName: string;
  esxProjectId: string;
  projectId: string;
  targetVersion: number;
  /** The history entry the import records (a restore's), or null for an upload's default. */
  versionSource: string | null;
  versionSummary: string | null;
}

/** Inside a transaction: locks the project row and answers its current version (null when gone or deleting). */
export async function lockProjectVersion(tx: SqlSession, projectId: string): Promise<number | null> {
  const { rows } = await tx.query<{ version: number }>(
    `SELECT version FROM projects WHERE id = $1 AND status <> 'DELETE_REQUESTED' FOR UPDATE`,
    [projectId],
  );
  return rows[0]?.version ?? null;
}

/**
 * Whether an import of this project is under way: an upload already aimed at it that is not final, committed
 * or started in the last 15 minutes (older uncommitted ones were abandoned before their bytes were stored).
 */
export async function hasOpenImportOf(tx: SqlSession, projectId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM uploads
     WHERE target_project_id = $1 AND status IN ('IN_PROGRESS', 'COMMIT_IN_PROGRESS')
       AND (commit_requested_at IS NOT NULL OR created_at > now() - interval '15 minutes')
     LIMIT 1`,
    [projectId],
  );
  return rows.length > 0;
}

/** Inside the same transaction: the revision's upload, already aimed at its project and version. */
export async function insertRevisionUpload(tx: SqlSession, row: RevisionUploadRow): Promise<void> {
  await tx.query(
    `INSERT INTO uploads (id, org_id, user_id, user_email, file_name, esx_project_id, target_project_id, target_version,
       version_source, version_summary)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.id,
      row.orgId,
      row.userId,
      row.userEmail,
      row.fileName,
      row.esxProjectId,
      row.projectId,
      row.targetVersion,
      row.versionSource,
      row.versionSummary,
    ],
  );
}
