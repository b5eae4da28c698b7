import { generateProject, readEsx, writeEsx } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { addProjectUser } from '../../test/factories';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

const SPEC_PO_TYPES = [
  'ACCESS_POINT_MEASUREMENT',
  'ACCESS_POINT',
  'AREA',
  'BUILDING',
  'FLOOR_PLAN',
  'MEASURED_RADIO',
  'PROJECT_CONFIGURATION',
  'SCAN_DEVICE_INFORMATION',
  'SURVEY',
  'WIFI_ADAPTER_INFORMATION',
  'SIMULATED_RADIO',
  'TAG_KEY',
];

describe('project routes', () => {
  let s: Setup;
  let projectId: string;
  let bytes: Uint8Array;
  let reader: TestSession;
  let admin: TestSession;
  let outsider: TestSession;
  let bystander: TestSession;
  let bystanderEmail: string;

  const get = (session: TestSession | null, url: string) =>
    s.t.app.inject({ method: 'GET', url, headers: session === null ? {} : authHeaders(session) });

  beforeAll(async () => {
    s = await createUploadsTestApp();
    bytes = writeEsx(
      generateProject({
        floors: 2,
        aps: 6,
        surveys: 2,
        scansPerSurvey: 800,
        maxImagePixels: 500,
        seed: 7,
        kind: 'hybrid',
      }),
    );
    const answer = await waitForFinalStatus(s.t, s.session, await uploadBytes(s.t, s.session, bytes));
    projectId = answer.projectId ?? '';
    const readerAccount = await s.signInNew();
    reader = readerAccount.session;
    await addProjectUser(s.t, projectId, readerAccount.account.email.toUpperCase(), 'READ_USER');
    admin = (await s.signInNew({ orgAdmin: true })).session;
    const bystanderUser = await s.signInNew();
    bystander = bystanderUser.session;
    bystanderEmail = bystanderUser.account.email;
    outsider = (await s.signInNew({ orgId: await createTestOrg(s.t), orgAdmin: true })).session;
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('answers every spec poType as its collection, in file order, floor plans with rowId', async () => {
    const query = SPEC_PO_TYPES.map((type) => `poTypes=${type}`).join('&');
    const response = await get(s.session, `/projectapi/v1/projects/${projectId}/batch?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const batch = response.json<Record<string, unknown>>();
    expect(Object.keys(batch).sort()).toEqual([
      'accessPointMeasurements',
      'accessPoints',
      'areas',
      'buildings',
      'floorPlans',
      'measuredRadios',
      'projectConfiguration',
      'scanDeviceInformations',
      'simulatedRadios',
      'surveys',
      'tagKeys',
      'wifiAdapterInformations',
    ]);
    const project = readEsx(bytes);
    for (const [collection, value] of Object.entries(batch)) {
      if (collection === 'projectConfiguration') {
        expect(value).toEqual(project.collections.get('projectConfiguration')?.[0] ?? null);
        continue;
      }
      const expected = project.collections.get(collection) ?? [];
      expect(
        (value as { id?: unknown }[]).map((entity) => entity.id),
        collection,
      ).toEqual(expected.map((entity) => entity.id));
    }
    // Surveys this size keep their bodies in the blob store; the batch answers them whole all the same.
    const blobbed = await s.t.database.query<{ collection: string }>(
      'SELECT DISTINCT collection FROM project_documents WHERE project_id = $1 AND body_blob_key IS NOT NULL',
      [projectId],
    );

    expect(blobbed.rows).toEqual([{ collection: 'surveys' }]);
    expect(batch.surveys).toEqual(project.collections.get('surveys'));
    const floors = batch.floorPlans as { id: string; rowId: number; width: number; imageId: string }[];
    const rows = await s.t.database.query<{ id: string; row_id: string | number }>(
      'SELECT id, row_id FROM floor_plans WHERE project_id = $1',
      [projectId],
    );
    expect(floors.map((floor) => [floor.id, floor.rowId]).sort()).toEqual(
      rows.rows.map((row) => [row.id, Number(row.row_id)]).sort(),
    );
    expect(floors[0]?.width).toBe(project.floorPlans[0]?.width);
  });

  it('accepts comma-separated poTypes and refuses unknown or missing ones with 400', async () => {
    const both = await get(
      s.session,
      `/projectapi/v1/projects/${projectId}/batch?poTypes=WALL_SEGMENT,REQUIREMENT`,
    );
    expect(Object.keys(both.json<object>()).sort()).toEqual(['requirements', 'wallSegments']);
    const unknown = await get(
      s.session,
      `/projectapi/v1/projects/${projectId}/batch?poTypes=ACCESS_POINT&poTypes=SPACESHIP`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('poTypes: unknown type SPACESHIP');
    expect((await get(s.session, `/projectapi/v1/projects/${projectId}/batch`)).statusCode).toBe(400);
  });

  it('lets listed users (any e-mail case) and org admins read, and answers 404 to everyone else', async () => {
    const url = `/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN`;
    expect((await get(reader, url)).statusCode).toBe(200);
    expect((await get(admin, url)).statusCode).toBe(200);
    expect((await get(bystander, url)).statusCode).toBe(404);
    expect((await get(outsider, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(401);
    expect(
      (
        await get(
          s.session,
          '/projectapi/v1/projects/00000000-0000-4000-8000-000000000000/batch?poTypes=FLOOR_PLAN',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(s.session, '/projectapi/v1/projects/not-a-uuid/batch?poTypes=FLOOR_PLAN')).statusCode,
    ).toBe(404);
  });

  it('serves an image through a short-lived signed URL with its sniffed content type', async () => {
    const project = readEsx(bytes);
    const image = project.images[0];
    const answer = await get(
      s.session,
      `/projectapi/v1/projects/${projectId}/imageFiles/${image?.id ?? ''}?redirect=0`,
    );
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json<{ url: string }>();
    expect(url).toMatch(
      new RegExp(
        `^/projectapi/v1/projects/${projectId}/imageFiles/${image?.id ?? ''}/content\\?expires=\\d+&signature=`,
      ),
    );
    const served = await s.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(served.rawPayload)).toEqual(image?.bytes);
    const redirect = await get(
      s.session,
      `/projectapi/v1/projects/${projectId}/imageFiles/${image?.id ?? ''}`,
    );
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(/\/content\?expires=/);
    const forged = await s.t.app.inject({
      method: 'GET',
      url: url.replace(/signature=[^&]+/, 'signature=AAAA'),
    });
    expect(forged.statusCode).toBe(404);
    expect(
      (await get(bystander, `/projectapi/v1/projects/${projectId}/imageFiles/${image?.id ?? ''}?redirect=0`))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(s.session, `/projectapi/v1/projects/${projectId}/imageFiles/nope?redirect=0`)).statusCode,
    ).toBe(404);
  });

  it('renders a PNG thumbnail no larger than 400×300', async () => {
    const response = await get(s.session, `/projectapi/v1/projects/${projectId}/thumbnail.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width <= 400 && height <= 300 && (width === 400 || height === 300)).toBe(true);
    expect((await get(bystander, `/projectapi/v1/projects/${projectId}/thumbnail.png`)).statusCode).toBe(404);
  });

  it('downloads the project as an .esx that reads back to the same collections and members', async () => {
    const response = await get(s.session, `/esxfileapi/v1/projects/${projectId}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    const back = readEsx(new Uint8Array(response.rawPayload));
    const original = readEsx(bytes);
    expect([...back.collections.keys()].sort()).toEqual([...original.collections.keys()].sort());
    for (const [collection, entities] of original.collections) {
      expect(back.collections.get(collection), collection).toEqual(entities);
    }
    expect([...back.binaries.keys()].sort()).toEqual([...original.binaries.keys()].sort());
    expect((await get(bystander, `/esxfileapi/v1/projects/${projectId}/download`)).statusCode).toBe(404);
  });

  it('renames for write roles only', async () => {
    const patch = (session: TestSession, name: string) =>
      s.t.app.inject({
        method: 'PATCH',
        url: `/projectapi/v1/projects/${projectId}`,
        headers: authHeaders(session),
        payload: { name },
      });
    expect((await patch(reader, 'Nope')).statusCode).toBe(403);
    expect((await patch(bystander, 'Nope')).statusCode).toBe(404);
    expect((await patch(s.session, '   ')).statusCode).toBe(400);
    // An org admin who is not listed manages every project of the organisation (manage area rename).
    const byAdmin = await patch(admin, 'Renamed by the admin');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toEqual({ id: projectId, name: 'Renamed by the admin' });
    const renamed = await patch(s.session, '  Main office  ');
    expect(renamed.json()).toEqual({ id: projectId, name: 'Main office' });
    const { rows } = await s.t.database.query<{ name: string }>('SELECT name FROM projects WHERE id = $1', [
      projectId,
    ]);
    expect(rows[0]?.name).toBe('Main office');
  });

  it('deletes for the owner or an org admin: DELETE_REQUESTED at once, then rows and blobs gone', async () => {
    const other = await waitForFinalStatus(
      s.t,
      s.session,
      await uploadBytes(
        s.t,
        s.session,
        writeEsx(
          generateProject({
            floors: 1,
            aps: 3,
            surveys: 1,
            scansPerSurvey: 20,
            maxImagePixels: 300,
            seed: 99,
          }),
        ),
      ),
    );
    const victim = other.projectId ?? '';
    const del = (session: TestSession) =>
      s.t.app.inject({
        method: 'DELETE',
        url: `/projectapi/v1/projects/${victim}`,
        headers: authHeaders(session),
      });
    await addProjectUser(s.t, victim, bystanderEmail, 'WRITE_USER');
    expect((await del(bystander)).statusCode).toBe(403);
    expect((await del(outsider)).statusCode).toBe(404);
    expect((await del(admin)).statusCode).toBe(202);
    // DELETE_REQUESTED (or already gone): no batch either way.
    expect(
      (await get(s.session, `/projectapi/v1/projects/${victim}/batch?poTypes=FLOOR_PLAN`)).statusCode,
    ).toBe(404);
    await expect
      .poll(
        async () => (await s.t.database.query('SELECT 1 FROM projects WHERE id = $1', [victim])).rows.length,
        { timeout: 10_000 },
      )
      .toBe(0);
    const leftovers = await s.t.database.query<{ n: string | number }>(
      `SELECT (SELECT count(*) FROM project_documents WHERE project_id = $1) + (SELECT count(*) FROM floor_plans WHERE project_id = $1) AS n`,
      [victim],
    );
    expect(Number(leftovers.rows[0]?.n)).toBe(0);
    expect(await s.t.blobs.exists(`projects/${victim}`)).toBe(false);
  });
});

describe('project routes with the design-project flag off', () => {
  it("answers 400 'This is design project.' for a simulated project", async () => {
    const s = await createUploadsTestApp({
      env: { FEATURE_DESIGN_PROJECT: 'false', FEATURE_PROJECT_RENAME: 'false' },
    });
    try {
      const answer = await waitForFinalStatus(
        s.t,
        s.session,
        await uploadBytes(
          s.t,
          s.session,
          writeEsx(generateProject({ floors: 1, aps: 3, seed: 3, kind: 'simulated', maxImagePixels: 300 })),
        ),
      );
      const response = await s.t.app.inject({
        method: 'GET',
        url: `/projectapi/v1/projects/${answer.projectId ?? ''}/batch?poTypes=FLOOR_PLAN`,
        headers: authHeaders(s.session),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This is design project.' });
      const rename = await s.t.app.inject({
        method: 'PATCH',
        url: `/projectapi/v1/projects/${answer.projectId ?? ''}`,
        headers: authHeaders(s.session),
        payload: { name: 'x' },
      });
      expect(rename.statusCode).toBe(404);
    } finally {
      await s.t.close();
    }
  });
});
