import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CreateReportBody, ReportStatusAnswer, ReportSummary } from '@airlens/contract';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { conflict, forbidden, invalidInput, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { isGuestCaller } from '../access';
import { listProjectFloorPlans } from '../insights/insights-inventory.service';
import { getLoadableProject, getReadableProject, type ReadableProject } from '../projects/projects.service';
import { resolveReportRequest, type ResolvedReportRequest } from './report-request';
import { findUsableTemplate } from './report-templates.service';
import {
  cancelReport,
  deleteReportRow,
  findReport,
  insertReport,
  listReports,
  type ReportRecord,
} from './reports.repo';

/** What the reports feature needs. */
export interface ReportsContext {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  now: () => Date;
  /** Queues the generation of a report (a pg-boss job, or a background task without a queue). */
  enqueueReport: (reportId: string) => Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A report request checked against what the caller may do: a project it may read, a template it may use (the
 * built-in default without one) with the request's overrides; guests of the secure view may download reports,
 * not make them.
 */
export async function resolveProjectReport(
  context: ReportsContext,
  user: AuthenticatedUser,
  projectId: string,
  body: CreateReportBody,
): Promise<{ project: ReadableProject; request: ResolvedReportRequest }> {
  const project = await getLoadableProject(context, user, projectId);
  if (isGuestCaller(user)) {
    throw forbidden('Reports are made by members of the organisation.');
  }
  const template = await findUsableTemplate(context, user, body.templateId);
  if (template === null) {
    throw invalidInput('templateId', 'names no template you can use');
  }
  if (template.format === 'docx-template' && body.format === 'pdf') {
    throw invalidInput('format', 'a Word template makes Word documents (docx)');
  }
  if (body.deviceProfileId !== undefined) {
    throw invalidInput('deviceProfileId', 'names no device profile of this project');
  }
  if (body.startDate !== undefined && body.endDate !== undefined && body.startDate > body.endDate) {
    throw invalidInput('endDate', 'must not be before startDate');
  }
  const request = resolveReportRequest(template, body);
  if (request.floorPlanIds !== null && body.floorPlanIds !== undefined) {
    const known = new Set((await listProjectFloorPlans(context, user, project.id)).map((floor) => floor.id));
    const unknown = request.floorPlanIds.find((id) => !known.has(id));
    if (unknown !== undefined) {
      throw invalidInput('floorPlanIds', `names no floor plan of this project: ${unknown.slice(0, 60)}`);
    }
  }
  return { project, request };
}

/** Queues a report (resolveProjectReport's rules); the job writes it in the background. */
export async function requestReport(
  context: ReportsContext,
  user: AuthenticatedUser,
  projectId: string,
  body: CreateReportBody,
): Promise<{ reportId: string }> {
  const { project, request } = await resolveProjectReport(context, user, projectId, body);
  const reportId = randomUUID();
  await insertReport(context.database, {
    id: reportId,
    projectId: project.id,
    requestedBy: user.userId,
    request,
    now: context.now(),
  });
  await context.enqueueReport(reportId);
  return { reportId };
}

function summaryOf(record: ReportRecord): ReportSummary {
  return {
    reportId: record.id,
    status: record.status,
    progress: record.progress,
    format: record.format,
    language: record.language,
    createdAt: record.createdAt.toISOString(),
    fileName: record.status === 'DONE' ? record.fileName : null,
  };
}

/** A project's reports, newest first, for anyone who may read the project (guests too). */
export async function listProjectReports(
  context: ReportsContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<ReportSummary[]> {
  const project = await getLoadableProject(context, user, projectId);
  return (await listReports(context.database, project.id)).map(summaryOf);
}

/** A report whose project the caller may read; 404 otherwise (as if it were not there). */
async function visibleReport(
  context: ReportsContext,
  user: AuthenticatedUser,
  reportId: string,
): Promise<ReportRecord> {
  const record = UUID.test(reportId) ? await findReport(context.database, reportId.toLowerCase()) : null;
  if (record === null) {
    throw notFound();
  }
  await getLoadableProject(context, user, record.projectId);
  return record;
}

/** A report job's status, progress and step. */
export async function getReportStatus(
  context: ReportsContext,
  user: AuthenticatedUser,
  reportId: string,
): Promise<ReportStatusAnswer> {
  const record = await visibleReport(context, user, reportId);
  return {
    reportId: record.id,
    status: record.status,
    progress: record.progress,
    step: record.step,
    ...(record.error === null ? {} : { error: record.error }),
  };
}

/** The finished file of a report, streamed; 409 while it is not done. */
export async function openReportFile(
  context: ReportsContext,
  user: AuthenticatedUser,
  reportId: string,
): Promise<{ fileName: string; contentType: string; body: Readable }> {
  const record = await visibleReport(context, user, reportId);
  if (record.status !== 'DONE' || record.fileKey === null) {
    throw conflict('The report is not ready.');
  }
  const body = await context.blobs.getStream(record.fileKey);
  if (body === null) {
    throw notFound();
  }
  return {
    fileName: record.fileName ?? `report.${record.format}`,
    contentType:
      record.format === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    body,
  };
}

/**
 * Deletes a report (the member who asked for it, or an owner of the project): a queued or running job is
 * cancelled and leaves no file; a finished one is removed with its file.
 */
export async function deleteReport(
  context: ReportsContext,
  user: AuthenticatedUser,
  reportId: string,
): Promise<void> {
  const record = await visibleReport(context, user, reportId);
  if (isGuestCaller(user)) {
    throw forbidden();
  }
  const project = await getReadableProject(context, user, record.projectId);
  if (record.requestedBy !== user.userId && project.role !== 'OWNER') {
    throw forbidden('Only the member who made the report or an owner of the project can delete it.');
  }
  if (await cancelReport(context.database, record.id, context.now())) {
    return;
  }
  await deleteReportRow(context.database, record.id);
  if (record.fileKey !== null) {
    await context.blobs.delete(record.fileKey);
  }
}
