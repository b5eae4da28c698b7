import type { Database } from '../../db/database';

/** The history entry of one version as an edit reads it to decide whether it continues an editing session. */
export interface EditEntry {
  version: number;
  createdAt: Date;
  createdBy: string | null;
  source: string;
  /** The version the entry's editing session started from (EDIT entries), else null. */
  editBaseVersion: number | null;
}

/** The project's current version, or null when it is gone or being deleted. */
export async function findCurrentVersion(database: Database, projectId: string): Promise<number | null> {
  const { rows } = await database.query<{ version: number }>(
    `SELECT version FROM projects WHERE id = $1 AND status <> 'DELETE_REQUESTED'`,
    [projectId],
  );
  return rows[0]?.version ?? null;
}

/** The history entry of one version, or null. */
export async function findEditEntry(
  database: Database,
  projectId: string,
  version: number,
): Promise<EditEntry | null> {
  const { rows } = await database.query<{
    version: number;
    created_at: Date | string;
    created_by: string | null;
    source: string;
    edit_base_version: number | null;
  }>(
    `SELECT version, created_at, created_by, source, edit_base_version FROM project_versions
     WHERE project_id = $1 AND version = $2`,
    [projectId, version],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : {
        version: row.version,
        createdAt: new Date(row.created_at),
        createdBy: row.created_by,
        source: row.source,
        editBaseVersion: row.edit_base_version,
      };
}

/** Sets an EDIT entry's summary and the version its session started from (after its import committed). */
export async function updateEditEntry(
  database: Database,
  projectId: string,
  version: number,
  entry: { summary: string; editBaseVersion: number },
): Promise<void> {
  await database.query(
    `UPDATE project_versions SET summary = $3, edit_base_version = $4
     WHERE project_id = $1 AND version = $2 AND source = 'EDIT'`,
    [projectId, version, entry.summary, entry.editBaseVersion],
  );
}

/** Where a revision's import stands: its upload status and, once it failed, why. */
export async function findRevisionOutcome(
  database: Database,
  fileUploadId: string,
): Promise<{ status: string; rollbackReason: string | null } | null> {
  const { rows } = await database.query<{ status: string; rollback_reason: string | null }>(
    'SELECT status, rollback_reason FROM uploads WHERE id = $1',
    [fileUploadId],
  );
  const row = rows[0];
  return row === undefined ? null : { status: row.status, rollbackReason: row.rollback_reason };
}
