import { toSafeText } from '@airlens/domain';
import type { Database, SqlSession } from '../../db/database';

/** Server upload statuses (docs/product-spec.md §4). */
export type UploadStatus = 'IN_PROGRESS' | 'COMMIT_IN_PROGRESS' | 'COMMITTED' | 'ROLLED_BACK' | 'FAILED';

/** An upload as the service sees it. */
export interface UploadRecord {
  id: string;
  orgId: string;
  userId: string;
  userEmail: string;
  fileName: string;
  status: UploadStatus;
  progress: number;
  contentKey: string | null;
  sizeBytes: number | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  esxProjectId: string | null;
  targetProjectId: string | null;
  targetVersion: number | null;
  projectId: string | null;
  rollbackReason: string | null;
  attempts: number;
  commitRequestedAt: Date | null;
}

interface UploadDbRow {
  id: string;
  org_id: string;
  user_id: string;
  user_email: string;
  file_name: string;
  status: UploadStatus;
  progress: number;
  content_key: string | null;
  size_bytes: string | number | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  esx_project_id: string | null;
  target_project_id: string | null;
  target_version: number | null;
  project_id: string | null;
  rollback_reason: string | null;
  attempts: number;
  commit_requested_at: Date | string | null;
}

const COLUMNS = `id::text, org_id::text, user_id::text, user_email, file_name, status, progress, content_key, size_bytes,
  city, country, latitude, longitude, esx_project_id, target_project_id::text, target_version, project_id::text,
  rollback_reason, attempts, commit_requested_at`;

function toRecord(row: UploadDbRow): UploadRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    userId: row.user_id,
    userEmail: row.user_email,
    fileName: row.file_name,
    status: row.status,
    progress: row.progress,
    contentKey: row.content_key,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    esxProjectId: row.esx_project_id,
    targetProjectId: row.target_project_id,
    targetVersion: row.target_version,
    projectId: row.project_id,
    rollbackReason: row.rollback_reason,
    attempts: row.attempts,
    commitRequestedAt: row.commit_requested_at === null ? null : new Date(row.commit_requested_at),
  };
}

/** Creates an upload in IN_PROGRESS. */
export async function insertUpload(
  database: Database,
  upload: Pick<
    UploadRecord,
    'id' | 'orgId' | 'userId' | 'userEmail' | 'fileName' | 'city' | 'country' | 'latitude' | 'longitude'
  >,
): Promise<void> {
  await database.query(
    `INSERT INTO uploads (id, org_id, user_id, user_email, file_name, city, country, latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      upload.id,
      upload.orgId,
      upload.userId,
      upload.userEmail,
      upload.fileName,
      upload.city,
      upload.country,
      upload.latitude,
      upload.longitude,
    ],
  );
}

/** The upload with this id, or null. */
export async function findUpload(session: SqlSession, id: string): Promise<UploadRecord | null> {
  const { rows } = await session.query<UploadDbRow>(`SELECT ${COLUMNS} FROM uploads WHERE id = $1`, [id]);
  const row = rows[0];
  return row === undefined ? null : toRecord(row);
}

/** How many uploads of a user are not final yet (started in the last hour), for the per-user cap. */
export async function countOpenUploads(database: Database, userId: string): Promise<number> {
  const { rows } = await database.query<{ count: string | number }>(
    `SELECT count(*) AS count FROM uploads
     WHERE user_id = $1 AND status IN ('IN_PROGRESS', 'COMMIT_IN_PROGRESS') AND created_at > now() - interval '1 hour'`,
    [userId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Records the stored bytes of an upload that has not been committed yet; false when it already was. */
export async function setUploadContent(
  database: Database,
  id: string,
  contentKey: string,
  sizeBytes: number,
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE uploads SET content_key = $2, size_bytes = $3, progress = 5, updated_at = now()
     WHERE id = $1 AND status = 'IN_PROGRESS' AND commit_requested_at IS NULL RETURNING id`,
    [id, contentKey, sizeBytes],
  );
  return rows.length > 0;
}

/** Sets where the project of a not-yet-committed upload is (the import copies it to the project). */
export async function setUploadLocation(
  database: Database,
  id: string,
  location: { city: string; country: string; latitude: number; longitude: number },
): Promise<void> {
  await database.query(
    `UPDATE uploads SET city = $2, country = $3, latitude = $4, longitude = $5, updated_at = now()
     WHERE id = $1 AND commit_requested_at IS NULL`,
    [id, location.city, location.country, location.latitude, location.longitude],
  );
}

/** Marks the commit as requested; true only for the first call (which enqueues the import). */
export async function requestCommit(database: Database, id: string): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE uploads SET commit_requested_at = now(), updated_at = now()
     WHERE id = $1 AND commit_requested_at IS NULL RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Starts an import attempt: counts it and puts the upload back to IN_PROGRESS (a retry starts over). */
export async function startImportAttempt(database: Database, id: string): Promise<void> {
  await database.query(
    `UPDATE uploads SET attempts = attempts + 1, status = 'IN_PROGRESS', progress = 10, updated_at = now()
     WHERE id = $1 AND status IN ('IN_PROGRESS', 'COMMIT_IN_PROGRESS')`,
    [id],
  );
}

/** Moves an open upload to another non-final status and progress. */
export async function setUploadProgress(
  database: Database,
  id: string,
  status: 'IN_PROGRESS' | 'COMMIT_IN_PROGRESS',
  progress: number,
): Promise<void> {
  await database.query(
    `UPDATE uploads SET status = $2, progress = $3, updated_at = now()
     WHERE id = $1 AND status IN ('IN_PROGRESS', 'COMMIT_IN_PROGRESS')`,
    [id, status, progress],
  );
}

/** Ends an open upload as ROLLED_BACK or FAILED with a reason a surveyor can read. */
export async function finishUploadUnsuccessfully(
  database: Database,
  id: string,
  status: 'ROLLED_BACK' | 'FAILED',
  reason: string,
  errorCode: string,
): Promise<void> {
  await database.query(
    `UPDATE uploads SET status = $2, rollback_reason = $3, error_code = $4, progress = 100, finished_at = now(), updated_at = now()
     WHERE id = $1 AND status IN ('IN_PROGRESS', 'COMMIT_IN_PROGRESS')`,
    // Reasons quote names from the file; control characters are shown escaped, never stored raw.
    [id, status, toSafeText(reason).slice(0, 1000), errorCode],
  );
}

/** Remembers the project and version an import writes, so a retried job reuses them. */
export async function setUploadTarget(
  session: SqlSession,
  id: string,
  esxProjectId: string,
  projectId: string,
  version: number,
): Promise<void> {
  await session.query(
    `UPDATE uploads SET esx_project_id = $2, target_project_id = $3, target_version = $4, progress = 30, updated_at = now() WHERE id = $1`,
    [id, esxProjectId, projectId, version],
  );
}

/** Inside the import transaction: locks the upload row and answers its status. */
export async function lockUploadStatus(tx: SqlSession, id: string): Promise<UploadStatus | null> {
  const { rows } = await tx.query<{ status: UploadStatus }>(
    'SELECT status FROM uploads WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0]?.status ?? null;
}

/** Inside the import transaction: the last step, COMMITTED with the project. */
export async function markUploadCommitted(tx: SqlSession, id: string, projectId: string): Promise<void> {
  await tx.query(
    `UPDATE uploads SET status = 'COMMITTED', project_id = $2, progress = 100, rollback_reason = NULL, error_code = NULL,
       finished_at = now(), updated_at = now()
     WHERE id = $1`,
    [id, projectId],
  );
}

/**
 * Committed uploads still open and untouched since `updatedBefore`, with the attempts they had: candidates for an
 * import whose process died (the caller asks the job locks whether one still runs).
 */
export async function listStalledUploads(
  database: Database,
  updatedBefore: Date,
): Promise<{ id: string; attempts: number }[]> {
  const { rows } = await database.query<{ id: string; attempts: number }>(
    `SELECT id::text, attempts FROM uploads
     WHERE commit_requested_at IS NOT NULL AND status IN ('IN_PROGRESS', 'COMMIT_IN_PROGRESS')
       AND updated_at < $1::timestamptz
     ORDER BY updated_at`,
    [updatedBefore.toISOString()],
  );
  return rows.map((row) => ({ id: row.id, attempts: Number(row.attempts) }));
}
