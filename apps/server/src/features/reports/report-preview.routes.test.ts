import { execFileSync } from 'node:child_process';
import type { ReportTemplate } from '@airlens/contract';
import { buildDocxFixture } from '@airlens/report/docx-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportTemplate } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { guestOf, importProject } from '../exports/exports.test-helpers';
import { createUploadsTestApp } from '../uploads/uploads.test-helpers';
import {
  buildReportProject,
  LONG_FLOOR_NAME,
  pdfImages,
  pdfLines,
  PROJECT_NAME,
  SECOND_FLOOR_NAME,
} from './reports.test-helpers';

let t: TestApp;
let owner: TestSession;
let outsider: TestSession;
let projectId: string;

const previewUrl = (id: string) => `/reportapi/v1/projects/${id}/reports/preview`;

function preview(session: TestSession | null, id: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: previewUrl(id),
    headers: session === null ? {} : authHeaders(session),
    payload: body as Record<string, unknown>,
  });
}

/** The page count poppler's pdfinfo reads. */
function pageCount(bytes: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: bytes, encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Saves a template of the owner with these sections. */
function saveTemplate(name: string, sections: string[]): Promise<ReportTemplate> {
  return createReportTemplate(t, owner, { name, sections: sections.map((type) => ({ type })) });
}

beforeAll(async () => {
  const world = await createUploadsTestApp();
  t = world.t;
  owner = world.session;
  outsider = (await world.signInNew({ orgId: await createTestOrg(t) })).session;
  projectId = await importProject(t, owner, buildReportProject());
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe('the preview of a report’s first page', () => {
  it('is a one-page PDF of the cover with the project name and the language’s title', async () => {
    const response = await preview(owner, projectId, { language: 'de', format: 'pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(bytes)).toBe(1);
    const lines = pdfLines(bytes);
    expect(lines).toContain('WLAN-Messbericht');
    expect(lines).toContain(PROJECT_NAME);
    // The cover only: no heading of a later section, no heatmap.
    expect(lines).not.toContain('Zusammenfassung');
    expect(pdfImages(bytes)).toHaveLength(0);
  });

  it('follows the language: English and Finnish titles', async () => {
    const english = pdfLines((await preview(owner, projectId, { language: 'en' })).rawPayload);
    expect(english).toContain('Wi-Fi survey report');
    const finnish = pdfLines((await preview(owner, projectId, { language: 'fi' })).rawPayload);
    expect(finnish).toContain('Wi-Fi-mittausraportti');
    expect(finnish).not.toContain('Wi-Fi survey report');
  });

  it('previews a Word report as its PDF rendering', async () => {
    const response = await preview(owner, projectId, { format: 'docx', language: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(pageCount(response.rawPayload)).toBe(1);
    expect(pdfLines(response.rawPayload)).toContain('Informe de medición wifi');
  });

  it('without a cover, shows the first section: the first chosen floor with at most one heatmap', async () => {
    const template = await saveTemplate('Floors first', ['floors', 'summary']);
    const response = await preview(owner, projectId, { templateId: template.id });
    expect(response.statusCode).toBe(200);
    const bytes = response.rawPayload;
    expect(pageCount(bytes)).toBe(1);
    const lines = pdfLines(bytes);
    expect(lines).toContain(LONG_FLOOR_NAME);
    expect(lines).not.toContain(SECOND_FLOOR_NAME);
    // The running header names the project (a page that is not a cover).
    expect(lines.some((line) => line.includes(PROJECT_NAME))).toBe(true);
    // The floor plan, and no more than the one heatmap that can share its page.
    const images = pdfImages(bytes);
    expect(images.length).toBeGreaterThanOrEqual(1);
    expect(images.length).toBeLessThanOrEqual(2);
  });

  it('shows the first chosen floor when floors are chosen', async () => {
    const template = await saveTemplate('Floors only', ['floors']);
    const floors = await t.app.inject({
      method: 'GET',
      url: `/insightapi/v1/projects/${projectId}/floorPlans`,
      headers: authHeaders(owner, false),
    });
    const second = floors
      .json<{ id: string; name: string }[]>()
      .find((floor) => floor.name === SECOND_FLOOR_NAME);
    expect(second).toBeDefined();
    const response = await preview(owner, projectId, {
      templateId: template.id,
      floorPlanIds: [second?.id ?? ''],
    });
    expect(response.statusCode).toBe(200);
    const lines = pdfLines(response.rawPayload);
    expect(lines).toContain(SECOND_FLOOR_NAME);
    expect(lines).not.toContain(LONG_FLOOR_NAME);
  });

  it('answers 409 for an uploaded Word template (its pages are the Word file’s)', async () => {
    const boundary = '----airlens-preview';
    const file = await buildDocxFixture({ body: ['Project: <#${project-name}#>'] });
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nWord\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="visibility"\r\n\r\nPRIVATE\r\n`,
    ];
    const body = Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.docx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/reportapi/v1/templates/docx',
      headers: { ...authHeaders(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(uploaded.statusCode).toBe(201);
    const response = await preview(owner, projectId, { templateId: uploaded.json<ReportTemplate>().id });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/Word template/);
  });
});

describe('who may preview', () => {
  it('answers 404 for a project the caller cannot see, and for a malformed or unknown id', async () => {
    expect((await preview(outsider, projectId, {})).statusCode).toBe(404);
    expect((await preview(owner, 'not-a-project', {})).statusCode).toBe(404);
    expect((await preview(owner, '00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 for a guest of the secure view', async () => {
    expect((await preview(null, projectId, {})).statusCode).toBe(401);
    const guest = await guestOf(t, owner, projectId, 'preview-guest@example.com');
    expect((await preview(guest, projectId, {})).statusCode).toBe(403);
  });

  it('answers 400 for a bad body, naming the field', async () => {
    const language = await preview(owner, projectId, { language: 'xx' });
    expect(language.statusCode).toBe(400);
    expect(language.body).toMatch(/language/);
    const template = await preview(owner, projectId, { templateId: 'no-such-template' });
    expect(template.statusCode).toBe(400);
    expect(template.body).toMatch(/templateId/);
    const floors = await preview(owner, projectId, { floorPlanIds: ['no-such-floor'] });
    expect(floors.statusCode).toBe(400);
    expect(floors.body).toMatch(/floorPlanIds/);
  });
});
