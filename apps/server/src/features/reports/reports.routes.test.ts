import type { ProjectKpiPanel, ReportSummary } from '@airlens/contract';
import { createFormat } from '@airlens/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { getAs, guestOf, importProject } from '../exports/exports.test-helpers';
import { createUploadsTestApp } from '../uploads/uploads.test-helpers';
import {
  buildReportProject,
  docxLines,
  generateReport,
  LONG_FLOOR_NAME,
  normalizeSpaces,
  pdfImages,
  pdfLines,
  PROJECT_NAME,
  SECOND_FLOOR_NAME,
  UNSCALED_FLOOR_NAME,
  waitForReport,
} from './reports.test-helpers';

let t: TestApp;
let owner: TestSession;
let colleague: TestSession;
let outsider: TestSession;
let projectId: string;
let pdf: Buffer;
let pdfDisposition: string;

const BANDS = ['TWO', 'FIVE'] as const;
const english = createFormat('en', 'metric');
const reportsUrl = (id: string) => `/reportapi/v1/projects/${id}/reports`;

beforeAll(async () => {
  const world = await createUploadsTestApp();
  t = world.t;
  owner = world.session;
  colleague = (await world.signInNew()).session;
  outsider = (await world.signInNew({ orgId: await createTestOrg(t) })).session;
  projectId = await importProject(t, owner, buildReportProject());
  ({ bytes: pdf, contentDisposition: pdfDisposition } = await generateReport(t, owner, projectId, {}));
}, 180_000);

afterAll(async () => {
  await t.close();
});

/** The project KPIs the insights API answers on a band. */
async function projectKpis(band: string): Promise<ProjectKpiPanel['kpis']> {
  const response = await getAs(t, owner, `/insightapi/v1/projects/${projectId}/kpis?frequencyBand=${band}`);
  expect(response.statusCode).toBe(200);
  const [panel] = response.json<ProjectKpiPanel[]>();
  if (panel === undefined) {
    throw new Error('no KPI panel');
  }
  return panel.kpis;
}

/** The floor KPI rows the insights API answers on a band. */
async function floorKpis(band: string) {
  const response = await getAs(
    t,
    owner,
    `/insightapi/v1/projects/${projectId}/floorPlanKpis?frequencyBand=${band}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ floorPlanId: string; floorPlanName: string; kpis: ProjectKpiPanel['kpis'] }[]>();
}

/** Every score of a KPI object, formatted as the report writes it in English. */
function scoresOf(kpis: ProjectKpiPanel['kpis']): string[] {
  return [kpis.rssi, kpis.secondaryRssi, kpis.snr, kpis.channelInterference, kpis.networkHealth, kpis.average]
    .map((entry) => entry.value)
    .filter((value): value is number => value !== null)
    .map((value) => normalizeSpaces(english.score(value)));
}

describe('the default PDF report', () => {
  it('is an attachment named after the project', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfDisposition).toMatch(
      /^attachment; filename="Harbourside Conference Centre, East Wing, Levels 1 report \d{4}-\d{2}-\d{2}\.pdf"/,
    );
  });

  it('holds the project name and every floor name unbroken on one line, 50-character names included', () => {
    const lines = pdfLines(pdf);
    expect(PROJECT_NAME).toHaveLength(50);
    expect(LONG_FLOOR_NAME).toHaveLength(50);
    expect(lines).toContain(PROJECT_NAME);
    expect(lines).toContain(`${PROJECT_NAME} · Wi-Fi survey report`);
    for (const name of [LONG_FLOOR_NAME, SECOND_FLOOR_NAME, UNSCALED_FLOOR_NAME]) {
      expect(lines).toContain(name);
    }
  });

  it("states the project's and each floor's KPI values exactly as the insights API answers them", async () => {
    const text = pdfLines(pdf);
    let checked = 0;
    for (const band of BANDS) {
      for (const score of scoresOf(await projectKpis(band))) {
        expect(text).toContain(score);
        checked += 1;
      }
      for (const row of await floorKpis(band)) {
        for (const score of scoresOf(row.kpis)) {
          expect(text).toContain(score);
          checked += 1;
        }
      }
    }
    // The generated project was surveyed on both bands: there are values to compare.
    expect(checked).toBeGreaterThan(10);
  });

  it('holds one image per requested heatmap, besides one plan per floor and one chart per band with survey days', async () => {
    const images = pdfImages(pdf);
    const floors = await getAs(t, owner, `/insightapi/v1/projects/${projectId}/floorPlans`);
    const scaled = floors
      .json<{ metersPerUnit: number | null }[]>()
      .filter((floor) => floor.metersPerUnit !== null);
    let charts = 0;
    for (const band of BANDS) {
      const days = await getAs(
        t,
        owner,
        `/insightapi/v1/projects/${projectId}/dailyKpis/networkHealth?frequencyBand=${band}`,
      );
      charts += days.json<unknown[]>().length > 0 ? 1 : 0;
    }
    const heatmaps = scaled.length * 3 * BANDS.length;
    expect(scaled).toHaveLength(2);
    expect(images).toHaveLength(3 + heatmaps + charts);
    for (const image of images) {
      expect(image.width).toBeLessThanOrEqual(1600);
    }
    expect(pdfLines(pdf).join(' ')).toContain('This floor plan has no scale');
  });
});

describe('report formats and languages', () => {
  it('writes the same names and values in a Word file', async () => {
    const { bytes, contentType } = await generateReport(t, owner, projectId, { format: 'docx' });
    expect(contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const lines = await docxLines(bytes);
    expect(lines).toContain(PROJECT_NAME);
    for (const name of [LONG_FLOOR_NAME, SECOND_FLOOR_NAME, UNSCALED_FLOOR_NAME]) {
      expect(lines).toContain(name);
    }
    for (const score of scoresOf(await projectKpis('TWO'))) {
      expect(lines).toContain(score);
    }
  });

  it.each([
    ['de', 'Zusammenfassung', 'Access-Point-Inventar'],
    ['fr', 'Synthèse', "Inventaire des points d'accès"],
    ['es', 'Resumen', 'Inventario de puntos de acceso'],
    ['fi', 'Yhteenveto', 'Tukiasemaluettelo'],
  ])('writes %s headings instead of the English ones', async (language, summary, inventory) => {
    const { bytes } = await generateReport(t, owner, projectId, {
      language,
      floorPlanIds: [(await floorIds())[1]],
      frequencyBands: ['FIVE'],
    });
    const lines = pdfLines(bytes);
    expect(lines).toContain(summary);
    expect(lines).toContain(inventory);
    expect(lines).not.toContain('Summary');
    expect(lines).not.toContain('Access point inventory');
    const health = (await projectKpis('FIVE')).networkHealth.value;
    if (health !== null) {
      expect(lines).toContain(normalizeSpaces(createFormat(language as 'de', 'metric').score(health)));
    }
  });
});

async function floorIds(): Promise<string[]> {
  const floors = await getAs(t, owner, `/insightapi/v1/projects/${projectId}/floorPlans`);
  return floors.json<{ id: string }[]>().map((floor) => floor.id);
}

describe('report access', () => {
  it('answers 401 without a session and 404 for a project the caller cannot see', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: reportsUrl(projectId), payload: {} });
    expect(anonymous.statusCode).toBe(401);
    for (const session of [outsider, colleague]) {
      const post = await t.app.inject({
        method: 'POST',
        url: reportsUrl(projectId),
        headers: authHeaders(session),
        payload: {},
      });
      expect(post.statusCode).toBe(404);
      expect((await getAs(t, session, reportsUrl(projectId))).statusCode).toBe(404);
    }
  });

  it('refuses invalid input naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: reportsUrl(projectId),
      headers: authHeaders(owner),
      payload: { language: 'xx' },
    });
    expect(response.statusCode).toBe(400);
    const unknownFloor = await t.app.inject({
      method: 'POST',
      url: reportsUrl(projectId),
      headers: authHeaders(owner),
      payload: { floorPlanIds: ['no-such-floor'] },
    });
    expect(unknownFloor.statusCode).toBe(400);
    expect(unknownFloor.json<{ message: string }>().message).toContain('floorPlanIds');
  });

  it("lists the project's reports and keeps other callers' status and files hidden", async () => {
    const list = await getAs(t, owner, reportsUrl(projectId));
    expect(list.statusCode).toBe(200);
    const reports = list.json<ReportSummary[]>();
    expect(reports.length).toBeGreaterThanOrEqual(2);
    const done = reports.find((report) => report.status === 'DONE' && report.format === 'pdf');
    expect(done).toMatchObject({ progress: 100, language: expect.any(String) as string });
    expect(done?.fileName).toMatch(/\.pdf$/);
    const reportId = done?.reportId ?? '';
    expect((await getAs(t, outsider, `/reportapi/v1/reports/${reportId}`)).statusCode).toBe(404);
    expect((await getAs(t, outsider, `/reportapi/v1/reports/${reportId}/file`)).statusCode).toBe(404);
    expect((await getAs(t, null, `/reportapi/v1/reports/${reportId}/file`)).statusCode).toBe(401);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/reportapi/v1/reports/${reportId}`,
      headers: authHeaders(outsider),
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('lets a guest of the secure view download reports but not make or delete them', async () => {
    const guest = await guestOf(t, owner, projectId, 'guest-reports@example.com');
    const list = await getAs(t, guest, reportsUrl(projectId));
    expect(list.statusCode).toBe(200);
    const done = list.json<ReportSummary[]>().find((report) => report.status === 'DONE');
    const file = await getAs(t, guest, `/reportapi/v1/reports/${done?.reportId ?? ''}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    const post = await t.app.inject({
      method: 'POST',
      url: reportsUrl(projectId),
      headers: authHeaders(guest),
      payload: {},
    });
    expect(post.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/reportapi/v1/reports/${done?.reportId ?? ''}`,
      headers: authHeaders(guest),
    });
    expect(deleted.statusCode).toBe(403);
    // When the organisation stops sharing with guests, the guest no longer sees the reports.
    await t.database.query(`UPDATE organizations SET sharing_restriction = 'ORGANIZATION_ONLY'`);
    try {
      expect((await getAs(t, guest, reportsUrl(projectId))).statusCode).toBe(404);
      expect((await getAs(t, guest, `/reportapi/v1/reports/${done?.reportId ?? ''}/file`)).statusCode).toBe(
        404,
      );
    } finally {
      await t.database.query(`UPDATE organizations SET sharing_restriction = 'NO_RESTRICTION'`);
    }
  });

  it('deletes a finished report with its file, for the member who made it', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: reportsUrl(projectId),
      headers: authHeaders(owner),
      payload: { floorPlanIds: [(await floorIds())[2]], frequencyBands: ['TWO'] },
    });
    const { reportId } = started.json<{ reportId: string }>();
    expect((await waitForReport(t, owner, reportId)).status).toBe('DONE');
    // The inbox files the news under the report's id, the id the web app's own toast uses (no second toast).
    const inbox = (await getAs(t, owner, '/notifyapi/v1/notification')).json<
      { id: string; title: string }[]
    >();
    expect(inbox.filter((item) => item.id === reportId).map((item) => item.title)).toEqual(['Report ready']);
    const before = await t.blobs.exists(`projects/${projectId}/reports/${reportId}.pdf`);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/reportapi/v1/reports/${reportId}`,
      headers: authHeaders(owner),
    });
    expect(deleted.statusCode).toBe(204);
    expect(before).toBe(true);
    expect(await t.blobs.exists(`projects/${projectId}/reports/${reportId}.pdf`)).toBe(false);
    expect((await getAs(t, owner, `/reportapi/v1/reports/${reportId}`)).statusCode).toBe(404);
  });
});
