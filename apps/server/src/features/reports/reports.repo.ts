import type { ReportFormat, ReportLanguage, ReportStatus } from '@airlens/domain';
import type { Database } from '../../db/database';
import type { ResolvedReportRequest } from './report-request';

/** A report job as stored. */
export interface ReportRecord {
  id: string;
  projectId: string;
  requestedBy: string;
  request: ResolvedReportRequest;
  format: ReportFormat;
  language: ReportLanguage;
  status: ReportStatus;
  progress: number;
  step: string;
  error: string | null;
  fileKey: string | null;
  fileName: string | null;
  createdAt: Date;
}

interface ReportRow {
  id: string;
  project_id: string;
  requested_by: string;
  request: ResolvedReportRequest | string;
  format: ReportFormat;
  language: ReportLanguage;
  status: ReportStatus;
  progress: number;
  step: string;
  error: string | null;
  file_key: string | null;
  file_name: string | null;
  created_at: Date | string;
}

const SELECT = `SELECT id::text AS id, project_id::text AS project_id, requested_by::text AS requested_by, request,
  format, language, status, progress, step, error, file_key, file_name, created_at FROM reports`;

function recordOf(row: ReportRow): ReportRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    requestedBy: row.requested_by,
    request:
      typeof row.request === 'string' ? (JSON.parse(row.request) as ResolvedReportRequest) : row.request,
    format: row.format,
    language: row.language,
    status: row.status,
    progress: Number(row.progress),
    step: row.step,
    error: row.error,
    fileKey: row.file_key,
    fileName: row.file_name,
    createdAt: new Date(row.created_at),
  };
}

export async function insertReport(
  database: Database,
  report: { id: string; projectId: string; requestedBy: string; request: ResolvedReportRequest; now: Date },
): Promise<void> {
  await database.query(
    `INSERT INTO reports (id, project_id, requested_by, request, format, language, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
    [
      report.id,
      report.projectId,
      report.requestedBy,
      JSON.stringify(report.request),
      report.request.format,
      report.request.language,
      report.now,
    ],
  );
}

export async function findReport(database: Database, reportId: string): Promise<ReportRecord | null> {
  const { rows } = await database.query<ReportRow>(`${SELECT} WHERE id = $1`, [reportId]);
  const row = rows[0];
  return row === undefined ? null : recordOf(row);
}

/** A project's reports, newest first. */
export async function listReports(database: Database, projectId: string): Promise<ReportRecord[]> {
  const { rows } = await database.query<ReportRow>(
    `${SELECT} WHERE project_id = $1 ORDER BY created_at DESC, id`,
    [projectId],
  );
  return rows.map(recordOf);
}

/** Takes a queued (or interrupted) job: RUNNING at its first step; null when it was cancelled or deleted. */
export async function claimReport(database: Database, reportId: string): Promise<ReportRecord | null> {
  const { rows } = await database.query<ReportRow>(
    `UPDATE reports SET status = 'RUNNING', progress = 1, step = 'data', error = NULL
      WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')
      RETURNING id::text AS id, project_id::text AS project_id, requested_by::text AS requested_by, request,
        format, language, status, progress, step, error, file_key, file_name, created_at`,
    [reportId],
  );
  const row = rows[0];
  return row === undefined ? null : recordOf(row);
}

/** Records progress of a running job; false when it is no longer running (cancelled or deleted). */
export async function updateProgress(
  database: Database,
  reportId: string,
  step: string,
  progress: number,
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE reports SET step = $2, progress = GREATEST(progress, $3) WHERE id = $1 AND status = 'RUNNING' RETURNING id`,
    [reportId, step, progress],
  );
  return rows.length > 0;
}

/** Marks a running job DONE with its file; false when it was cancelled or deleted meanwhile. */
export async function completeReport(
  database: Database,
  reportId: string,
  file: { key: string; name: string; sizeBytes: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE reports SET status = 'DONE', progress = 100, step = 'done', file_key = $2, file_name = $3, file_size = $4,
       finished_at = $5, expires_at = $6
     WHERE id = $1 AND status = 'RUNNING' RETURNING id`,
    [reportId, file.key, file.name, file.sizeBytes, file.now, file.expiresAt],
  );
  return rows.length > 0;
}

/** Marks a queued or running job FAILED with a reason a person can read. */
export async function failReport(
  database: Database,
  reportId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await database.query(
    `UPDATE reports SET status = 'FAILED', step = 'failed', error = $2, finished_at = $3
      WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')`,
    [reportId, reason, now],
  );
}

/** Cancels a queued or running job; true when it was one. */
export async function cancelReport(database: Database, reportId: string, now: Date): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE reports SET status = 'CANCELLED', step = 'cancelled', finished_at = $2
      WHERE id = $1 AND status IN ('QUEUED', 'RUNNING') RETURNING id`,
    [reportId, now],
  );
  return rows.length > 0;
}

export async function deleteReportRow(database: Database, reportId: string): Promise<void> {
  await database.query('DELETE FROM reports WHERE id = $1', [reportId]);
}

/** Jobs a crash may have left unfinished, for re-queueing at start. */
export async function listUnfinishedReports(database: Database): Promise<string[]> {
  const { rows } = await database.query<{ id: string }>(
    `SELECT id::text AS id FROM reports WHERE status IN ('QUEUED', 'RUNNING') ORDER BY created_at`,
  );
  return rows.map((row) => row.id);
}

/** Removes reports whose files are past their retention, answering their file keys for deletion. */
export async function deleteExpiredReports(database: Database, now: Date): Promise<string[]> {
  const { rows } = await database.query<{ file_key: string | null }>(
    `DELETE FROM reports WHERE expires_at IS NOT NULL AND expires_at <= $1 RETURNING file_key`,
    [now],
  );
  return rows.flatMap((row) => (row.file_key === null ? [] : [row.file_key]));
}
