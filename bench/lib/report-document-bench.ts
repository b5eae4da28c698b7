/**
 * The report part of `npm run bench -- report`: a generated 5-floor survey project imported through the real
 * upload and import path into a throwaway app (PGlite, file blobs), then one PDF and one DOCX report with
 * every section and 3 visualisations × 2 bands per floor generated through the API (the job runs in this
 * process, as with ROLE=all). Figures: pdfMs and docxMs (request to DONE), pages (of the PDF), heatmapImages
 * (heatmap images in the PDF), peakRssMb (this process's peak RSS, import included: an upper bound).
 */
import { execFileSync } from 'node:child_process';
import { generateProject, writeEsx } from '@airlens/esx';
import { createTestApp } from '../../apps/server/src/test/test-app';
import { authHeaders } from '../../apps/server/src/features/auth/test-accounts';
import {
  ACCOUNTS_TEST_ENV,
  createTestAccount,
  createTestOrg,
  signIn,
} from '../../apps/server/src/features/auth/test-accounts';
import { uploadBytes, waitForFinalStatus } from '../../apps/server/src/features/uploads/uploads.test-helpers';
import { waitForReport } from '../../apps/server/src/features/reports/reports.test-helpers';

/** The report figures of report.json. */
export interface ReportFigures {
  pdfMs: number;
  docxMs: number;
  pages: number;
  heatmapImages: number;
  peakRssMb: number;
  reportProject: {
    floors: number;
    aps: number;
    surveys: number;
    scansPerSurvey: number;
    visualizations: number;
    bands: number;
  };
}

const VISUALIZATIONS = ['primary-coverage', 'snr', 'channel-interference'];
const BANDS = ['TWO', 'FIVE'];

/** Generates and measures the PDF and DOCX reports of a 5-floor project; best of `runs` for the times. */
export async function measureReports(runs: number): Promise<ReportFigures> {
  const shape = { floors: 5, aps: 30, surveys: 10, scansPerSurvey: 300 };
  const t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, HEATMAP_WORKERS: '0' } });
  try {
    const orgId = await createTestOrg(t);
    const account = await createTestAccount(t, { orgId });
    const session = await signIn(t.app, account);
    const esx = writeEsx(
      generateProject({ ...shape, seed: 16, maxImagePixels: 2400, name: 'Report bench project' }),
    );
    const upload = await waitForFinalStatus(t, session, await uploadBytes(t, session, esx));
    const projectId = upload.projectId ?? '';
    const body = { frequencyBands: BANDS };
    // The template decides the visualisations: save one with three, used by both formats.
    const template = await t.app.inject({
      method: 'POST',
      url: '/reportapi/v1/templates',
      headers: authHeaders(session),
      payload: {
        name: 'Bench',
        visibility: 'PRIVATE',
        format: 'pdf',
        language: 'en',
        sections: [
          'cover',
          'contents',
          'summary',
          'floors',
          'accessPoints',
          'surveyEvents',
          'dailyHealth',
          'method',
        ].map((type) => ({ type })),
        options: { visualizations: VISUALIZATIONS, frequencyBands: BANDS },
      },
    });
    const templateId = template.json<{ id: string }>().id;
    const timeOne = async (format: 'pdf' | 'docx'): Promise<{ ms: number; bytes: Buffer }> => {
      const started = performance.now();
      const answer = await t.app.inject({
        method: 'POST',
        url: `/reportapi/v1/projects/${projectId}/reports`,
        headers: authHeaders(session),
        payload: { ...body, templateId, format },
      });
      const { reportId } = answer.json<{ reportId: string }>();
      const status = await waitForReport(t, session, reportId);
      const ms = performance.now() - started;
      if (status.status !== 'DONE') {
        throw new Error(`the ${format} report ended ${status.status}: ${status.error ?? ''}`);
      }
      const file = await t.app.inject({
        method: 'GET',
        url: `/reportapi/v1/reports/${reportId}/file`,
        headers: authHeaders(session, false),
      });
      return { ms, bytes: file.rawPayload };
    };
    const pdfRuns = [];
    const docxRuns = [];
    for (let run = 0; run < runs; run++) {
      pdfRuns.push(await timeOne('pdf'));
      docxRuns.push(await timeOne('docx'));
      process.stdout.write(
        `report run ${run + 1}: pdf ${pdfRuns[run]?.ms.toFixed(0)} ms, docx ${docxRuns[run]?.ms.toFixed(0)} ms\n`,
      );
    }
    const pdf = pdfRuns[0]?.bytes ?? Buffer.alloc(0);
    const info = execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
    const images = execFileSync('pdfimages', ['-list', '-'], { input: pdf, encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => /\simage\s/.test(line)).length;
    // Every floor's plan is one image and each band with survey days one chart; the rest are heatmaps.
    const charts = BANDS.length;
    return {
      pdfMs: Math.round(Math.min(...pdfRuns.map((run) => run.ms))),
      docxMs: Math.round(Math.min(...docxRuns.map((run) => run.ms))),
      pages,
      heatmapImages: images - shape.floors - charts,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      reportProject: { ...shape, visualizations: VISUALIZATIONS.length, bands: BANDS.length },
    };
  } finally {
    await t.close();
  }
}
