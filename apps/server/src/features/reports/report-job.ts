import { REPORT_RETENTION_DAYS } from '@airlens/domain';
import {
  buildReportDocument,
  createTranslator,
  streamPdf,
  writeDocx,
  writePdf,
  type PdfOptions,
  type ReportData,
  type ReportDocument,
} from '@airlens/report';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { notifyUser } from '../notifications/notifications.service';
import { getLoadableProject } from '../projects/projects.service';
import { gatherReportData } from './report-data';
import { prepareLogo } from './report-images';
import { loadRequester } from './report-requester';
import type { ResolvedReportRequest } from './report-request';
import { WordTemplateGone, writeWordTemplateReport } from './report-word-template';
import {
  claimReport,
  completeReport,
  deleteExpiredReports,
  failReport,
  updateProgress,
} from './reports.repo';

/** What running a report job needs. */
export interface ReportJobDeps {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  now: () => Date;
}

/** The job was cancelled (or its report deleted) while it ran: stop, write nothing. */
class ReportCancelled extends Error {
  constructor() {
    super('report cancelled');
    this.name = 'ReportCancelled';
  }
}

export const PROJECT_GONE = 'The project is no longer available.';
const REQUESTER_GONE = 'The account that asked for this report no longer exists.';
const GENERATION_FAILED = 'The report could not be generated.';
const WORD_TEMPLATE_GONE = 'The Word template of this report is no longer available.';

/** The blob key of a report's file: under the project, so deleting the project deletes it too. */
export function reportFileKey(projectId: string, reportId: string, format: 'pdf' | 'docx'): string {
  return `projects/${projectId}/reports/${reportId}.${format}`;
}

/** The download name: the project's name (characters no file system takes replaced), the word report, the day. */
function fileNameOf(projectName: string, request: ResolvedReportRequest, now: Date): string {
  const safe =
    [...projectName]
      .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .slice(0, 120)
      .trim() || 'project';
  const suffix = createTranslator(request.language)('report.fileSuffix');
  return `${safe} ${suffix} ${now.toISOString().slice(0, 10)}.${request.format}`;
}

/** A report's file is refused past this size (a report of hundreds of floors stays far below it). */
const MAX_REPORT_BYTES = 2 * 1024 * 1024 * 1024;

/** The document model of the report from the gathered data and the template's layout. */
async function reportDocument(data: ReportData, request: ResolvedReportRequest): Promise<ReportDocument> {
  return buildReportDocument(data, {
    sections: request.sections,
    language: request.language,
    pageSize: request.options.pageSize,
    units: request.options.units,
    branding: {
      title: request.options.branding.title,
      customer: request.options.branding.customer,
      author: request.options.branding.author,
      logo: await prepareLogo(request.options.branding.logoPngBase64),
      primaryColor: request.options.branding.primaryColor,
      accentColor: request.options.branding.accentColor,
    },
  });
}

/** Writes the report's bytes in its format from the gathered data and the template's layout. */
export async function writeReport(
  data: ReportData,
  request: ResolvedReportRequest,
  pdfOptions: PdfOptions = {},
): Promise<Uint8Array> {
  const document = await reportDocument(data, request);
  return request.format === 'pdf' ? writePdf(document, pdfOptions) : writeDocx(document);
}

/**
 * Writes the report into the blob store under `key`; answers its size. A PDF is streamed there as it is laid
 * out, so the whole file is never held; the Word writer makes its file whole, then it is stored.
 */
async function storeReport(
  blobs: BlobStore,
  key: string,
  data: ReportData,
  request: ResolvedReportRequest,
): Promise<number> {
  const document = await reportDocument(data, request);
  if (request.format === 'pdf') {
    return (await blobs.putStream(key, await streamPdf(document), MAX_REPORT_BYTES)).sizeBytes;
  }
  const bytes = await writeDocx(document);
  await blobs.put(key, bytes);
  return bytes.byteLength;
}

/**
 * Runs one report job to its end: DONE with a file kept 30 days, FAILED with a readable reason (the project
 * was deleted meanwhile, the requester lost access), or nothing at all when it was cancelled — a cancelled
 * job leaves no file. Safe to run again after a crash: it starts over and overwrites its own file.
 */
export async function runReportJob(deps: ReportJobDeps, reportId: string): Promise<void> {
  const report = await claimReport(deps.database, reportId);
  if (report === null) {
    return;
  }
  const progress = async (step: string, value: number) => {
    if (!(await updateProgress(deps.database, reportId, step, value))) {
      throw new ReportCancelled();
    }
  };
  let fileKey: string | null = null;
  try {
    const user = await loadRequester(deps.database, report.requestedBy, deps.now());
    if (user === null) {
      await failReport(deps.database, reportId, REQUESTER_GONE, deps.now());
      return;
    }
    const project = await getLoadableProject(deps, user, report.projectId);
    const key = reportFileKey(report.projectId, reportId, report.request.format);
    let sizeBytes: number;
    if (report.request.wordTemplate === true) {
      const bytes = await writeWordTemplateReport(deps, user, project, report.request, progress, deps.now());
      fileKey = key;
      await deps.blobs.put(key, bytes);
      sizeBytes = bytes.byteLength;
    } else {
      const data = await gatherReportData(deps, user, project, report.request, progress, deps.now());
      // From here on a file may exist: whatever stops the job below deletes it.
      fileKey = key;
      sizeBytes = await storeReport(deps.blobs, key, data, report.request);
    }
    // Cancelled, or the project deleted, while the report was written: then it keeps no file.
    await progress('saving', 95);
    await getLoadableProject(deps, user, report.projectId);
    const now = deps.now();
    const fileName = fileNameOf(project.name, report.request, now);
    const isDone = await completeReport(deps.database, reportId, {
      key,
      name: fileName,
      sizeBytes,
      now,
      expiresAt: new Date(now.getTime() + REPORT_RETENTION_DAYS * 86_400_000),
    });
    if (!isDone) {
      throw new ReportCancelled();
    }
    fileKey = null;
    await notifyUser(
      deps,
      { userId: user.userId },
      {
        // The web app's own "Report ready" toast uses the report id too, so the inbox does not repeat it.
        id: reportId,
        level: 'success',
        title: 'Report ready',
        description: `${fileName} is ready to download from the reports of ${project.name}.`,
      },
    );
  } catch (error) {
    if (fileKey !== null) {
      await deps.blobs.delete(fileKey).catch((cleanup: unknown) => {
        deps.logger.error({ err: cleanup, reportId }, 'report file clean-up failed');
      });
    }
    if (error instanceof ReportCancelled) {
      deps.logger.info({ reportId }, 'report cancelled');
      return;
    }
    const isGone = error instanceof AppError && (error.statusCode === 404 || error.statusCode === 403);
    const isTemplateGone = error instanceof WordTemplateGone;
    if (!isGone && !isTemplateGone) {
      deps.logger.error({ err: error, reportId }, 'report failed');
    }
    const reason = isGone ? PROJECT_GONE : isTemplateGone ? WORD_TEMPLATE_GONE : GENERATION_FAILED;
    await failReport(deps.database, reportId, reason, deps.now());
  }
}

/** Deletes reports past their 30 days with their files; answers how many files went. */
export async function sweepExpiredReports(deps: ReportJobDeps): Promise<number> {
  const keys = await deleteExpiredReports(deps.database, deps.now());
  for (const key of keys) {
    await deps.blobs.delete(key);
  }
  return keys.length;
}
