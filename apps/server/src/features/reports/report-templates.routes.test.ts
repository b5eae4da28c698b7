import type { ReportTemplate } from '@airlens/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProjectUser, createReportTemplate } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { getAs, guestOf } from '../exports/exports.test-helpers';
import {
  createUploadsTestApp,
  smallEsx,
  uploadBytes,
  waitForFinalStatus,
} from '../uploads/uploads.test-helpers';

let t: TestApp;
let owner: TestSession;
let colleague: TestSession;
let colleagueEmail: string;
let orgAdmin: TestSession;
let outsider: TestSession;
let outsiderAdmin: TestSession;
let guest: TestSession;
let projectId: string;

const TEMPLATES = '/reportapi/v1/templates';

function body(name: string, visibility: 'PRIVATE' | 'ORGANIZATION') {
  return {
    name,
    visibility,
    format: 'docx',
    language: 'de',
    sections: [{ type: 'cover' }, { type: 'summary' }, { type: 'method' }],
    options: {
      visualizations: ['snr'],
      frequencyBands: ['FIVE'],
      pageSize: 'Letter',
      units: 'imperial',
      branding: { customer: 'Contoso', primaryColor: '#112233' },
    },
  };
}

function create(session: TestSession, name: string, visibility: 'PRIVATE' | 'ORGANIZATION') {
  return createReportTemplate(t, session, body(name, visibility));
}

async function names(session: TestSession): Promise<string[]> {
  const response = await getAs(t, session, TEMPLATES);
  expect(response.statusCode).toBe(200);
  return response.json<ReportTemplate[]>().map((template) => template.name);
}

function put(session: TestSession, id: string, name: string) {
  return t.app.inject({
    method: 'PUT',
    url: `${TEMPLATES}/${id}`,
    headers: authHeaders(session),
    payload: body(name, 'ORGANIZATION'),
  });
}

beforeAll(async () => {
  const world = await createUploadsTestApp();
  t = world.t;
  owner = world.session;
  const colleagueUser = await world.signInNew();
  colleague = colleagueUser.session;
  colleagueEmail = colleagueUser.account.email;
  orgAdmin = (await world.signInNew({ orgAdmin: true })).session;
  const otherOrg = await createTestOrg(t);
  outsider = (await world.signInNew({ orgId: otherOrg })).session;
  outsiderAdmin = (await world.signInNew({ orgId: otherOrg, orgAdmin: true })).session;
  projectId = (await waitForFinalStatus(t, owner, await uploadBytes(t, owner, smallEsx()))).projectId ?? '';
  guest = await guestOf(t, owner, projectId, 'guest-templates@example.com');
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('report templates', () => {
  it('lists the built-in default first, with every section, read-only', async () => {
    const response = await getAs(t, owner, TEMPLATES);
    const [first] = response.json<ReportTemplate[]>();
    expect(first).toMatchObject({
      id: 'default',
      builtIn: true,
      canEdit: false,
      ownerEmail: null,
      sections: [
        { type: 'cover' },
        { type: 'contents' },
        { type: 'summary' },
        { type: 'floors' },
        { type: 'accessPoints' },
        { type: 'surveyEvents' },
        { type: 'dailyHealth' },
        { type: 'method' },
      ],
    });
    expect((await put(owner, 'default', 'Mine')).statusCode).toBe(403);
  });

  it('saves sections and options exactly as GET answers them', async () => {
    const saved = await create(owner, 'Exact', 'PRIVATE');
    expect(saved).toMatchObject({ ...body('Exact', 'PRIVATE'), builtIn: false, canEdit: true });
    expect(saved.options).toEqual({
      visualizations: ['snr'],
      frequencyBands: ['FIVE'],
      floorPlanIds: null,
      pageSize: 'Letter',
      units: 'imperial',
      branding: {
        title: null,
        customer: 'Contoso',
        author: null,
        logoPngBase64: null,
        primaryColor: '#112233',
        accentColor: '#ff8f00',
      },
    });
    const listed = (await getAs(t, owner, TEMPLATES))
      .json<ReportTemplate[]>()
      .find((item) => item.id === saved.id);
    expect(listed).toEqual(saved);
  });

  it('keeps a PRIVATE template to its owner: 404 for everyone else, even an org admin', async () => {
    const template = await create(owner, 'Owner only', 'PRIVATE');
    expect(await names(owner)).toContain('Owner only');
    for (const session of [colleague, orgAdmin, outsider, outsiderAdmin]) {
      expect(await names(session)).not.toContain('Owner only');
      expect((await put(session, template.id, 'Taken')).statusCode).toBe(404);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `${TEMPLATES}/${template.id}`,
        headers: authHeaders(session),
      });
      expect(deleted.statusCode).toBe(404);
    }
  });

  it('shares an ORGANIZATION template with members to use, while only its owner and org admins change it', async () => {
    const template = await create(owner, 'Shared', 'ORGANIZATION');
    const seen = (await getAs(t, colleague, TEMPLATES))
      .json<ReportTemplate[]>()
      .find((item) => item.id === template.id);
    expect(seen).toMatchObject({ name: 'Shared', canEdit: false, ownerEmail: expect.any(String) as string });
    expect((await put(colleague, template.id, 'Colleague edit')).statusCode).toBe(403);
    expect(await names(outsider)).not.toContain('Shared');
    expect((await put(outsiderAdmin, template.id, 'Outsider edit')).statusCode).toBe(404);
    const byAdmin = await put(orgAdmin, template.id, 'Renamed by admin');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<ReportTemplate>()).toMatchObject({ name: 'Renamed by admin', canEdit: true });
    expect(await names(colleague)).toContain('Renamed by admin');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${TEMPLATES}/${template.id}`,
      headers: authHeaders(owner),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await names(colleague)).not.toContain('Renamed by admin');
  });

  it('lets a member use a shared template but not a private one of someone else', async () => {
    const shared = await create(owner, 'Usable', 'ORGANIZATION');
    const hidden = await create(owner, 'Not usable', 'PRIVATE');
    await addProjectUser(t, projectId, colleagueEmail, 'READ_USER');
    const used = await t.app.inject({
      method: 'POST',
      url: `/reportapi/v1/projects/${projectId}/reports`,
      headers: authHeaders(colleague),
      payload: { templateId: shared.id },
    });
    expect(used.statusCode).toBe(202);
    const hiddenUse = await t.app.inject({
      method: 'POST',
      url: `/reportapi/v1/projects/${projectId}/reports`,
      headers: authHeaders(colleague),
      payload: { templateId: hidden.id },
    });
    expect(hiddenUse.statusCode).toBe(400);
    expect(hiddenUse.json<{ message: string }>().message).toContain('templateId');
  });

  it('refuses guests (403), callers without a session (401) and invalid templates (400)', async () => {
    expect((await getAs(t, guest, TEMPLATES)).statusCode).toBe(403);
    expect((await getAs(t, null, TEMPLATES)).statusCode).toBe(401);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: TEMPLATES,
      headers: authHeaders(owner),
      payload: { ...body('Twice', 'PRIVATE'), sections: [{ type: 'summary' }, { type: 'summary' }] },
    });
    expect(duplicate.statusCode).toBe(400);
    const badColour = await t.app.inject({
      method: 'POST',
      url: TEMPLATES,
      headers: authHeaders(owner),
      payload: { ...body('Colour', 'PRIVATE'), options: { branding: { primaryColor: 'red' } } },
    });
    expect(badColour.statusCode).toBe(400);
    const badLogo = await t.app.inject({
      method: 'POST',
      url: TEMPLATES,
      headers: authHeaders(owner),
      payload: { ...body('Logo', 'PRIVATE'), options: { branding: { logoPngBase64: 'bm90IGFuIGltYWdl' } } },
    });
    expect(badLogo.statusCode).toBe(400);
    expect(badLogo.json<{ message: string }>().message).toContain('logoPngBase64');
  });
});
