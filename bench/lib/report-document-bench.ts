/**
 * The report part of `npm run bench -- report`: a generated 5-floor survey project is imported into the bench
 * database (lib/bench-database.ts) and file blobs (the RSSI bench's prepare step, in a child process); then the
 * built server (apps/server/dist/main.js, as `npm start` runs it) on that data directory generates a PDF and a DOCX
 * report with every section and 3 visualisations × 2 bands per floor through the HTTP API (the job runs in the
 * server's process, as with ROLE=all).
 * Figures: pdfMs and docxMs (request to DONE, best of the runs), pages (of the PDF), heatmapImages (heatmap
 * images in the PDF), peakRssMb (the server process's peak RSS, read from /proc every 20 ms: the app and the reports,
 * plus the database when it is the embedded PGlite), reportRssGrowthMb (that peak above the RSS before the first request).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateProject, writeEsx } from '@airlens/esx';
import { benchDatabaseKind, dropBenchDatabase, type BenchDatabaseKind } from './bench-database';
import { stopServer } from '../insights/server';
import { rssOf, runChild, signInOverHttp, startPreparedServer } from './rssi-export-bench';

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

/**
 * Child: the server as users run it — the built bundle (apps/server/dist/main.js, what `npm start` runs, reports
 * made in its own process as with ROLE=all) on the prepared data — generates the reports over HTTP; its RSS is
 * sampled from /proc every 20 ms, so the figure is the server's, not this harness's (tsx, test helpers, downloads).
 */
export async function generateReports(dir: string, runs: number): Promise<ReportFigures> {
  const prepared = JSON.parse(readFileSync(join(dir, 'setup.json'), 'utf8')) as {
    projectId: string;
    email: string;
  };
  const { url, child } = await startPreparedServer(dir);
  const pid = child.pid ?? 0;
  try {
    const session = await signInOverHttp(url, prepared.email);
    const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          cookie: session.cookie,
          csrftoken: session.csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) {
        throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      }
      return response;
    };
    const template = await call('POST', '/reportapi/v1/templates', {
      name: 'Bench',
      visibility: 'PRIVATE',
      format: 'pdf',
      language: 'en',
      sections: SECTIONS.map((type) => ({ type })),
      options: { visualizations: VISUALIZATIONS, frequencyBands: BANDS },
    });
    const templateId = ((await template.json()) as { id: string }).id;
    // The server settles after the sign-in before its RSS is read.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssOf(pid);
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(pid));
    }, 20);
    let firstPdf: Buffer | null = null;
    const timeOne = async (format: 'pdf' | 'docx'): Promise<{ ms: number }> => {
      const started = performance.now();
      const answer = await call('POST', `/reportapi/v1/projects/${prepared.projectId}/reports`, {
        templateId,
        format,
        frequencyBands: BANDS,
      });
      const { reportId } = (await answer.json()) as { reportId: string };
      let status: { status: string; error?: string | null } = { status: 'QUEUED' };
      while (!['DONE', 'FAILED', 'CANCELLED'].includes(status.status)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await (await call('GET', `/reportapi/v1/reports/${reportId}`)).json()) as typeof status;
      }
      const ms = performance.now() - started;
      if (status.status !== 'DONE') {
        throw new Error(`the ${format} report ended ${status.status}: ${status.error ?? ''}`);
      }
      const file = Buffer.from(
        await (await call('GET', `/reportapi/v1/reports/${reportId}/file`)).arrayBuffer(),
      );
      if (format === 'pdf') {
        firstPdf ??= file;
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
    peakRss = Math.max(peakRss, rssOf(pid));
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
    await stopServer(child);
  }
}
