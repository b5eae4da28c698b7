// Test helpers of the reports feature (imported by *.test.ts files only).
import { execFileSync } from 'node:child_process';
import type { ReportStatusAnswer } from '@airlens/contract';
import { buildProject, generateProject, type EsxProject } from '@airlens/esx';
import mammoth from 'mammoth';
import { drainJobs } from '../../jobs/job-drain';
import type { TestApp } from '../../test/test-app';
import { authHeaders, type TestSession } from '../auth/test-accounts';

/** A project name and a floor name of exactly 50 characters, with spaces a careless writer would break at. */
export const PROJECT_NAME = 'Harbourside Conference Centre, East Wing, Levels 1';
export const LONG_FLOOR_NAME = 'Level 1 Exhibition Hall and Registration Foyer (E)';
export const SECOND_FLOOR_NAME = 'Level 2 Meeting Rooms';
export const UNSCALED_FLOOR_NAME = 'Car park (no scale)';

/**
 * A small generated survey project with three floors — a 50-character name, a second floor, and a floor
 * without a scale — under a 50-character project name.
 */
export function buildReportProject(): EsxProject {
  const project = generateProject({
    floors: 3,
    aps: 6,
    surveys: 3,
    scansPerSurvey: 40,
    maxImagePixels: 400,
    seed: 16,
    name: PROJECT_NAME,
    unscaledFloors: [2],
  });
  const floors = project.collections.get('floorPlans') ?? [];
  const names = [LONG_FLOOR_NAME, SECOND_FLOOR_NAME, UNSCALED_FLOOR_NAME];
  floors.forEach((floor, index) => {
    const name = names[index];
    if (name !== undefined) {
      floor.name = name;
    }
  });
  return buildProject(project.archiveVersion, project.collections, project.binaries);
}

/** Runs the app's queue-less jobs to completion (drainJobs), then answers the report's final status. */
export async function waitForReport(
  t: TestApp,
  session: TestSession,
  reportId: string,
): Promise<ReportStatusAnswer> {
  await drainJobs(t.app);
  const response = await t.app.inject({
    method: 'GET',
    url: `/reportapi/v1/reports/${reportId}`,
    headers: authHeaders(session, false),
  });
  const answer = response.json<ReportStatusAnswer>();
  if (answer.status === 'DONE' || answer.status === 'FAILED' || answer.status === 'CANCELLED') {
    return answer;
  }
  throw new Error(`report ${reportId} is ${answer.status} after every job ran`);
}

/** Asks for a report and waits for it; answers the file's bytes and its response headers. */
export async function generateReport(
  t: TestApp,
  session: TestSession,
  projectId: string,
  body: Record<string, unknown>,
): Promise<{ bytes: Buffer; contentDisposition: string; contentType: string }> {
  const started = await t.app.inject({
    method: 'POST',
    url: `/reportapi/v1/projects/${projectId}/reports`,
    headers: authHeaders(session),
    payload: body,
  });
  if (started.statusCode !== 202) {
    throw new Error(`report request failed: ${started.statusCode} ${started.body}`);
  }
  const { reportId } = started.json<{ reportId: string }>();
  const status = await waitForReport(t, session, reportId);
  if (status.status !== 'DONE') {
    throw new Error(`report ${reportId} ended ${status.status}: ${status.error ?? ''}`);
  }
  const file = await t.app.inject({
    method: 'GET',
    url: `/reportapi/v1/reports/${reportId}/file`,
    headers: authHeaders(session, false),
  });
  return {
    bytes: file.rawPayload,
    contentDisposition: String(file.headers['content-disposition']),
    contentType: String(file.headers['content-type']),
  };
}

/** The PDF's text lines as poppler's pdftotext reads them (no-break spaces as spaces, trimmed). */
export function pdfLines(bytes: Uint8Array): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' })
    .split('\n')
    .map((line) => normalizeSpaces(line).trim());
}

/** The images of a PDF as pdfimages lists them: width and height of each (soft masks left out). */
export function pdfImages(bytes: Uint8Array): { width: number; height: number }[] {
  return execFileSync('pdfimages', ['-list', '-'], { input: bytes, encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image')
    .map((columns) => ({ width: Number(columns[3]), height: Number(columns[4]) }));
}

/** The DOCX's paragraphs as mammoth reads them (one line each, trimmed, empty ones dropped). */
export async function docxLines(bytes: Buffer): Promise<string[]> {
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value
    .split('\n')
    .map((line) => normalizeSpaces(line).trim())
    .filter((line) => line !== '');
}

/** No-break and narrow spaces (Intl puts them in numbers) as plain spaces. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ');
}
