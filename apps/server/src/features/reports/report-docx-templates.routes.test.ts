import type { ProjectKpiPanel, ReportTemplate } from '@airlens/contract';
import { createFormat } from '@airlens/report';
import { buildDocxFixture, docxMediaFiles, docxPartText, rawParagraph } from '@airlens/report/docx-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProjectUser } from '../../test/factories';
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
  PROJECT_NAME,
  SECOND_FLOOR_NAME,
  UNSCALED_FLOOR_NAME,
  waitForReport,
} from './reports.test-helpers';

let t: TestApp;
let owner: TestSession;
let colleague: TestSession;
let colleagueEmail: string;
let outsider: TestSession;
let guest: TestSession;
let projectId: string;

const UPLOAD = '/reportapi/v1/templates/docx';
const BOUNDARY = '----airlens-word-template';

/** A multipart/form-data body with text fields and an optional `file`. */
function multipart(fields: Record<string, string>, file: Uint8Array | null): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file !== null) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="template.docx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n',
      ),
      Buffer.from(file),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function upload(session: TestSession | null, fields: Record<string, string>, file: Uint8Array | null) {
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: {
      ...(session === null ? {} : authHeaders(session)),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipart(fields, file),
  });
}

/** An Ekahau template as surveyors keep them: split runs, &lt;, curly quotes, unclosed loop. */
function ekahauTemplate(): Promise<Uint8Array> {
  return buildDocxFixture({
    header: [['Survey of <#${proj', 'ect-name}#>']],
    footer: [['<#${project-name}#', '> by <#${user-name}#>']],
    body: [
      ['Project: <', '#${project-name}#>'],
      rawParagraph('Customer: &amp;lt;#${project-customer}#&gt;'),
      'Project RSSI score: <#"kpi": {"name": "rssi", "band": "5"}#>',
      '<#"loop-start": {"type": "networks"}#>',
      'Network: <#${ssid}#>',
      '<#"loop-end": {"type": "networks"}#>',
      '<#\u201cloop-start\u201d: {\u201ctype\u201d: \u201cfloors\u201d}#>',
      // A tag closed by a bare # right before the next one (floor notes print nothing here).
      'Floor: <#${floor-name}#<#${floor-notes}#>',
      '<#"if": {"has-access-points": {}}#>',
      '<#"loop-start": {"type": "access-points"}#>AP: <#${ap-name}#> (<#${ap-model}#>)<#"loop-end": {"type": "access-points"}#>',
      '<#“else”: {}#>',
      'No access points on this floor',
      '<#"endif": {}#>',
      '<#\u201cvisualization\u201d: {\u201ctype\u201d: \u201csignal-strength\u201d, \u201cband\u201d: \u201c5\u201d}#>',
      '<#"visualization": {"type": "map"}#>',
      'End of floor',
    ],
  });
}

async function uploadTemplate(
  session: TestSession,
  name: string,
  visibility: string,
): Promise<ReportTemplate> {
  const response = await upload(session, { name, visibility }, await ekahauTemplate());
  expect(response.statusCode).toBe(201);
  return response.json<ReportTemplate>();
}

beforeAll(async () => {
  const world = await createUploadsTestApp();
  t = world.t;
  owner = world.session;
  const colleagueUser = await world.signInNew();
  colleague = colleagueUser.session;
  colleagueEmail = colleagueUser.account.email;
  outsider = (await world.signInNew({ orgId: await createTestOrg(t) })).session;
  projectId = await importProject(t, owner, buildReportProject());
  guest = await guestOf(t, owner, projectId, 'guest-word@example.com');
  await addProjectUser(t, projectId, colleagueEmail, 'READ_USER');
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe('POST /reportapi/v1/templates/docx', () => {
  it('saves an Ekahau Word template as a docx-template with the heatmaps its tags draw', async () => {
    const saved = await uploadTemplate(owner, 'Ekahau one-pager', 'PRIVATE');
    expect(saved).toMatchObject({
      name: 'Ekahau one-pager',
      visibility: 'PRIVATE',
      format: 'docx-template',
      builtIn: false,
      canEdit: true,
    });
    expect(saved.options.visualizations).toEqual(['primary-coverage']);
    expect(saved.options.frequencyBands).toEqual(['FIVE']);
    const listed = (await getAs(t, owner, '/reportapi/v1/templates')).json<ReportTemplate[]>();
    expect(listed.find((template) => template.id === saved.id)).toEqual(saved);
  });

  it('refuses a data tag Ekahau does not have, naming it, and accepts damaged known ones', async () => {
    const file = await buildDocxFixture({
      body: [['<#${floor-name#> <#${project-', 'name}#>'], 'Colour: <#${floor-colour}#> <#${ap-shoe-size}#>'],
    });
    const response = await upload(owner, { name: 'Unknown tag', visibility: 'PRIVATE' }, file);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      "file: unknown data tag ${floor-colour} (not in Ekahau's Data Tags list)",
    );
  });

  it('refuses a missing or unreadable file, missing fields, callers without a session and guests', async () => {
    const file = await ekahauTemplate();
    const missing = await upload(owner, { name: 'No file', visibility: 'PRIVATE' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('file');
    const notDocx = await upload(
      owner,
      { name: 'Text', visibility: 'PRIVATE' },
      new TextEncoder().encode('hi'),
    );
    expect(notDocx.statusCode).toBe(400);
    expect(notDocx.json<{ message: string }>().message).toBe('file: is not a Word document (.docx)');
    const noName = await upload(owner, { visibility: 'PRIVATE' }, file);
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ message: string }>().message).toContain('name');
    const badVisibility = await upload(owner, { name: 'x', visibility: 'PUBLIC' }, file);
    expect(badVisibility.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: authHeaders(owner),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    // Found by the fuzz suite: a body cut off inside its first part is the caller's fault, not a 500.
    const truncated = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { ...authHeaders(owner), 'content-type': 'multipart/form-data; boundary=----fuzz' },
      payload: 'X%5',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json<{ message: string }>().message).toContain('multipart/form-data');
    expect((await upload(null, { name: 'x', visibility: 'PRIVATE' }, file)).statusCode).toBe(401);
    expect((await upload(guest, { name: 'x', visibility: 'PRIVATE' }, file)).statusCode).toBe(403);
  });

  it('shares like other templates: PRIVATE stays with its owner, ORGANIZATION reaches members only', async () => {
    const hidden = await uploadTemplate(owner, 'Word private', 'PRIVATE');
    const shared = await uploadTemplate(owner, 'Word shared', 'ORGANIZATION');
    const names = async (session: TestSession) =>
      (await getAs(t, session, '/reportapi/v1/templates')).json<ReportTemplate[]>().map((item) => item.name);
    expect(await names(colleague)).toContain('Word shared');
    expect(await names(colleague)).not.toContain('Word private');
    expect(await names(outsider)).not.toContain('Word shared');
    const use = (session: TestSession, templateId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/reportapi/v1/projects/${projectId}/reports`,
        headers: authHeaders(session),
        payload: { templateId },
      });
    expect((await use(colleague, hidden.id)).statusCode).toBe(400);
    expect((await use(colleague, shared.id)).statusCode).toBe(202);
    const asPdf = await t.app.inject({
      method: 'POST',
      url: `/reportapi/v1/projects/${projectId}/reports`,
      headers: authHeaders(owner),
      payload: { templateId: shared.id, format: 'pdf' },
    });
    expect(asPdf.statusCode).toBe(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/reportapi/v1/templates/${hidden.id}`,
      headers: authHeaders(owner),
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.blobs.exists(`report-templates/${hidden.id}.docx`)).toBe(false);
    expect(await t.blobs.exists(`report-templates/${shared.id}.docx`)).toBe(true);
  });
});

describe('PUT of a Word template', () => {
  it('changes its name, sharing and options while it stays a docx-template with its file', async () => {
    const saved = await uploadTemplate(owner, 'Before rename', 'PRIVATE');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/reportapi/v1/templates/${saved.id}`,
      headers: authHeaders(owner),
      payload: {
        name: 'After rename',
        visibility: 'ORGANIZATION',
        format: 'docx',
        language: 'de',
        sections: saved.sections,
        options: { ...saved.options, branding: { ...saved.options.branding, customer: 'Contoso' } },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReportTemplate>()).toMatchObject({
      name: 'After rename',
      visibility: 'ORGANIZATION',
      format: 'docx-template',
      language: 'de',
    });
    expect(await t.blobs.exists(`report-templates/${saved.id}.docx`)).toBe(true);
  });
});

describe('a report from an Ekahau Word template', () => {
  it('is a Word document filled from the project: name, every floor, every placed AP, header and footer', async () => {
    const template = await uploadTemplate(owner, 'Ekahau report', 'PRIVATE');
    const report = await generateReport(t, owner, projectId, { templateId: template.id });
    expect(report.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(report.contentDisposition).toMatch(/\.docx"/);
    const lines = await docxLines(report.bytes);
    expect(lines.join('\n')).not.toContain('<#');
    expect(lines.join('\n')).not.toContain('#>');
    expect(lines).toContain(`Project: ${PROJECT_NAME}`);
    const kpis = await getAs(t, owner, `/insightapi/v1/projects/${projectId}/kpis?frequencyBand=FIVE`);
    const rssi = kpis.json<ProjectKpiPanel[]>()[0]?.kpis.rssi.value;
    expect(typeof rssi).toBe('number');
    expect(lines.map(normalizeSpaces)).toContain(
      `Project RSSI score: ${normalizeSpaces(createFormat('en', 'metric').score(rssi ?? -1))}`,
    );
    for (const floor of [LONG_FLOOR_NAME, SECOND_FLOOR_NAME, UNSCALED_FLOOR_NAME]) {
      expect(lines).toContain(`Floor: ${floor}`);
    }
    const { rows } = await t.database.query<{ name: string; floor_plan_id: string }>(
      `SELECT name, floor_plan_id FROM access_points
        WHERE project_id = $1 AND NOT hidden AND floor_plan_id IS NOT NULL AND x IS NOT NULL AND y IS NOT NULL`,
      [projectId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { name } of rows) {
      expect(lines.join('\n')).toContain(`AP: ${name} (`);
    }
    const floorsWithAps = new Set(rows.map((row) => row.floor_plan_id)).size;
    expect(lines.filter((line) => line === 'No access points on this floor')).toHaveLength(3 - floorsWithAps);
    const ssids = await t.database.query<{ ssid: string }>(
      `SELECT DISTINCT unnest(r.ssids) AS ssid FROM radios r
         JOIN access_points a ON a.project_id = r.project_id AND a.id = r.access_point_id
        WHERE r.project_id = $1 AND NOT a.hidden AND r.enabled AND a.floor_plan_id IS NOT NULL`,
      [projectId],
    );
    expect(ssids.rows.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.startsWith('Network: ')).sort()).toEqual(
      ssids.rows.map((row) => `Network: ${row.ssid}`).sort(),
    );
    // The floors loop was never closed: it is closed at the end, so each floor ends with its text.
    expect(lines.filter((line) => line === 'End of floor')).toHaveLength(3);
    const bytes = new Uint8Array(report.bytes);
    // Three floor plans, and the 5 GHz coverage heatmap of the two floors with a scale.
    expect(await docxMediaFiles(bytes)).toHaveLength(5);
    expect(await docxPartText(bytes, 'word/header1.xml')).toContain(`Survey of ${PROJECT_NAME}`);
    const footer = (await docxPartText(bytes, 'word/footer1.xml')).join('\n');
    expect(footer).toMatch(new RegExp(`^${PROJECT_NAME} by \\S+`));
    expect(footer).not.toContain('<#');
  }, 120_000);

  it('fails with a readable reason when the template file is gone by the time the job runs', async () => {
    const template = await uploadTemplate(owner, 'Gone soon', 'PRIVATE');
    await t.blobs.delete(`report-templates/${template.id}.docx`);
    const started = await t.app.inject({
      method: 'POST',
      url: `/reportapi/v1/projects/${projectId}/reports`,
      headers: authHeaders(owner),
      payload: { templateId: template.id },
    });
    expect(started.statusCode).toBe(202);
    const status = await waitForReport(t, owner, started.json<{ reportId: string }>().reportId);
    expect(status).toMatchObject({
      status: 'FAILED',
      error: 'The Word template of this report is no longer available.',
    });
  });
});
