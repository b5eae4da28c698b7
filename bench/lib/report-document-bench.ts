/**
 * The report part of `npm run bench -- report`: a generated 5-floor survey project is imported into the bench
 * database (lib/bench-database.ts) and file blobs (the RSSI bench's prepare step, in a child process); then, in a fresh
 * process, the app on that data directory generates a PDF and a DOCX report with every section and
 * 3 visualisations × 2 bands per floor through the API (the job runs in that process, as with ROLE=all).
 * Figures: pdfMs and docxMs (request to DONE, best of the runs), pages (of the PDF), heatmapImages (heatmap
 * images in the PDF), peakRssMb (the generating process's peak RSS, sampled every 20 ms: the app and the reports,
 * plus the database when it is the embedded PGlite), reportRssGrowthMb (that peak above the RSS before the first request).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateProject, writeEsx } from '@airlens/esx';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { createLocalBlobStore } from '../../apps/server/src/blobs/local-blob-store';
import { authHeaders, signIn } from '../../apps/server/src/features/auth/test-accounts';
import type { TestApp } from '../../apps/server/src/test/test-app';
import { waitForReport } from '../../apps/server/src/features/reports/reports.test-helpers';
import {
  benchDatabaseKind,
  dropBenchDatabase,
  openBenchDatabase,
  type BenchDatabaseKind,
} from './bench-database';
import { configOf, PASSWORD, runChild } from './rssi-export-bench';

/** The report figures of report.json. */
export interface ReportFigures {
  pdfMs: number;
  docxMs: number;
  pages: number;
  heatmapImages: number;
  peakRssMb: number;
  reportRssGrowthMb: number;
  /** Where the data lived: with PGlite, peakRssMb includes the embedded database. */
  reportDatabase: BenchDatabaseKind;
  reportProject: {
    floors: number;
    aps: number;
    surveys: number;
    scansPerSurvey: number;
    visualizations: number;
    bands: number;
  };
}

const SHAPE = { floors: 5, aps: 30, surveys: 10, scansPerSurvey: 300 };
const VISUALIZATIONS = ['primary-coverage', 'snr', 'channel-interference'];
const BANDS = ['TWO', 'FIVE'];
const SECTIONS = [
  'cover',
  'contents',
  'summary',
  'floors',
  'accessPoints',
  'surveyEvents',
  'dailyHealth',
  'method',
];

/** Parent: prepares the data directory, then measures in a fresh process. */
export async function measureReports(runs: number, database: BenchDatabaseKind): Promise<ReportFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'airlens-report-bench-'));
  try {
    const input = join(dir, 'project.esx');
    writeFileSync(
      input,
      writeEsx(generateProject({ ...SHAPE, seed: 16, maxImagePixels: 2400, name: 'Report bench' })),
    );
    runChild<{ ok: boolean }>(['--rssi-prepare', dir, '--input', input, '--database', database]);
    return runChild<ReportFigures>(['--report-generate', dir, '--runs', String(runs)]);
  } finally {
    await dropBenchDatabase(dir);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Child: the app on the prepared directory generates the reports; answers the figures. */
export async function generateReports(dir: string, runs: number): Promise<ReportFigures> {
  const prepared = JSON.parse(readFileSync(join(dir, 'setup.json'), 'utf8')) as {
    projectId: string;
    email: string;
  };
  const database = await openBenchDatabase(dir);
  const app = await buildApp({
    config: configOf(dir),
    database,
    blobs: createLocalBlobStore(join(dir, 'blobs')),
    logger: pino({ level: 'silent' }),
  });
  try {
    const session = await signIn(app, { email: prepared.email, password: PASSWORD });
    const t = { app } as TestApp;
    const template = await app.inject({
      method: 'POST',
      url: '/reportapi/v1/templates',
      headers: authHeaders(session),
      payload: {
        name: 'Bench',
        visibility: 'PRIVATE',
        format: 'pdf',
        language: 'en',
        sections: SECTIONS.map((type) => ({ type })),
        options: { visualizations: VISUALIZATIONS, frequencyBands: BANDS },
      },
    });
    const templateId = template.json<{ id: string }>().id;
    (globalThis as { gc?: () => void }).gc?.();
    const rssBefore = process.memoryUsage.rss();
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 20);
    // Only the first PDF is kept (its pages and images are counted): the files of every run held by the harness
    // would count in the process's peak as if the app held them.
    let firstPdf: Buffer | null = null;
    const timeOne = async (format: 'pdf' | 'docx'): Promise<{ ms: number }> => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: `/reportapi/v1/projects/${prepared.projectId}/reports`,
        headers: authHeaders(session),
        payload: { templateId, format, frequencyBands: BANDS },
      });
      const { reportId } = answer.json<{ reportId: string }>();
      const status = await waitForReport(t, session, reportId);
      const ms = performance.now() - started;
      if (status.status !== 'DONE') {
        throw new Error(`the ${format} report ended ${status.status}: ${status.error ?? ''}`);
      }
      const file = await app.inject({
        method: 'GET',
        url: `/reportapi/v1/reports/${reportId}/file`,
        headers: authHeaders(session, false),
      });
      if (file.statusCode !== 200) {
        throw new Error(`the ${format} report's file answered ${file.statusCode}`);
      }
      if (format === 'pdf') {
        firstPdf ??= file.rawPayload;
      }
      return { ms };
    };
    const pdfRuns = [];
    const docxRuns = [];
    for (let run = 0; run < runs; run++) {
      pdfRuns.push(await timeOne('pdf'));
      docxRuns.push(await timeOne('docx'));
      process.stderr.write(
        `report run ${run + 1}: pdf ${pdfRuns[run]?.ms.toFixed(0)} ms, docx ${docxRuns[run]?.ms.toFixed(0)} ms\n`,
      );
    }
    clearInterval(sampler);
    const pdf = firstPdf ?? Buffer.alloc(0);
    const info = execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' });
    const images = execFileSync('pdfimages', ['-list', '-'], { input: pdf, encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => /\simage\s/.test(line)).length;
    return {
      pdfMs: Math.round(Math.min(...pdfRuns.map((run) => run.ms))),
      docxMs: Math.round(Math.min(...docxRuns.map((run) => run.ms))),
      pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN),
      // Every floor's plan is one image and each band with survey days one chart; the rest are heatmaps.
      heatmapImages: images - SHAPE.floors - BANDS.length,
      peakRssMb: Math.round(peakRss / 1024 / 1024),
      reportRssGrowthMb: Math.round((peakRss - rssBefore) / 1024 / 1024),
      reportDatabase: benchDatabaseKind(dir),
      reportProject: { ...SHAPE, visualizations: VISUALIZATIONS.length, bands: BANDS.length },
    };
  } finally {
    await app.close();
    await database.close();
  }
}
