import { FLOOR_NOT_SCALED_MESSAGE, type ProjectRole } from '@airlens/domain';
import { generateProject, readEsx, writeEsx } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { createProjectMember } from '../../test/factories';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;

/** A survey project as Ekahau Pro 10.2 saved it, its first floor never scaled. */
const bytes = writeEsx(
  generateProject({
    floors: 2,
    aps: 6,
    surveys: 4,
    scansPerSurvey: 60,
    maxImagePixels: 400,
    seed: 23,
    kind: 'measured',
    schema: '1.3.0',
    unscaledFloors: [0],
  }),
);
const source = readEsx(bytes);
const floorId = source.floorPlans[0]?.id ?? '';
/** The scale the generator drew the plan at: a user measuring a known distance would find it. */
const metersPerUnit = readEsx(
  writeEsx(
    generateProject({
      floors: 2,
      aps: 6,
      surveys: 4,
      scansPerSurvey: 60,
      maxImagePixels: 400,
      seed: 23,
      kind: 'measured',
      schema: '1.3.0',
    }),
  ),
).floorPlans[0]?.metersPerUnit;

describe('PUT /projectapi/v1/projects/{id}/floorPlans/{floorId}/scale', () => {
  let s: Setup;
  let projectId: string;
  let reader: TestSession;
  let writer: TestSession;
  let outsider: TestSession;

  const put = (session: TestSession | null, body: unknown, floor = floorId, project = projectId) =>
    s.t.app.inject({
      method: 'PUT',
      url: `/projectapi/v1/projects/${project}/floorPlans/${encodeURIComponent(floor)}/scale`,
      headers: session === null ? {} : authHeaders(session),
      payload: body as Record<string, unknown>,
    });
  const get = (url: string) => s.t.app.inject({ method: 'GET', url, headers: authHeaders(s.session) });
  const heatmapStatus = async () =>
    (
      await s.t.app.inject({
        method: 'POST',
        url: `/heatmapapi/v1/projects/${projectId}/floor-plans/${floorId}/heatmap`,
        headers: authHeaders(s.session),
        payload: { type: 'primary-coverage', radioBand: 'any' },
      })
    ).statusCode;

  beforeAll(async () => {
    s = await createUploadsTestApp({ env: { HEATMAP_WORKERS: '0' } });
    const answer = await waitForFinalStatus(s.t, s.session, await uploadBytes(s.t, s.session, bytes));
    projectId = answer.projectId ?? '';
    const add = async (role: ProjectRole) =>
      (await createProjectMember(s.t, projectId, role, { orgId: s.orgId })).session;
    reader = await add('READ_USER');
    writer = await add('WRITE_USER');
    outsider = (await s.signInNew({ orgId: await createTestOrg(s.t), orgAdmin: true })).session;
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('starts from a floor without a scale: no heatmap, no KPIs', async () => {
    expect(metersPerUnit).toBeGreaterThan(0);
    expect(await heatmapStatus()).toBe(409);
    const kpis = await get(`/insightapi/v1/projects/${projectId}/floorPlans/${floorId}/kpis`);
    expect(kpis.json()).toEqual({ message: FLOOR_NOT_SCALED_MESSAGE });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await put(null, { metersPerUnit: 0.05 })).statusCode).toBe(401);
  });

  it.each([
    ['zero', { metersPerUnit: 0 }],
    ['a negative scale', { metersPerUnit: -0.05 }],
    ['text', { metersPerUnit: '0.05' }],
    ['an absurd scale', { metersPerUnit: 5000 }],
    ['no scale', {}],
    ['an unknown field', { metersPerUnit: 0.05, scale: 1 }],
  ])('answers 400 naming the field for %s', async (_label, body) => {
    const response = await put(s.session, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/metersPerUnit|scale/);
  });

  it('answers 403 to a read-only member and 404 to another organisation or what does not exist', async () => {
    const uploads = async () =>
      (await s.t.database.query('SELECT id FROM uploads WHERE target_project_id = $1', [projectId])).rows;
    const before = await uploads();
    const readOnly = await put(reader, { metersPerUnit: 0.05 });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json<{ message: string }>().message).toMatch(/write access/);
    expect((await put(outsider, { metersPerUnit: 0.05 })).statusCode).toBe(404);
    expect((await put(s.session, { metersPerUnit: 0.05 }, 'no-such-floor')).statusCode).toBe(404);
    expect((await put(s.session, { metersPerUnit: 0.05 }, floorId, 'not-a-uuid')).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(s.session, { metersPerUnit: 0.05 }, floorId, unknown)).statusCode).toBe(404);
    // Nothing was staged by a refused call.
    expect(await uploads()).toEqual(before);
  });

  it('sets the scale as a new version: the floor is scaled, its heatmap and KPIs appear, a rename stays', async () => {
    const rename = await s.t.app.inject({
      method: 'PATCH',
      url: `/projectapi/v1/projects/${projectId}`,
      headers: authHeaders(s.session),
      payload: { name: 'Renamed here' },
    });
    expect(rename.statusCode).toBe(200);
    const { rows: floors } = await s.t.database.query<{ row_id: string | number }>(
      'SELECT row_id FROM floor_plans WHERE project_id = $1 AND id = $2',
      [projectId, floorId],
    );
    // A write member, naming the floor by its row id as the web app's URLs do.
    const response = await put(writer, { metersPerUnit }, String(floors[0]?.row_id));
    expect(response.statusCode).toBe(202);
    const answer = response.json<{ fileUploadId: string }>();
    expect(answer).toEqual({
      projectId,
      floorPlanId: floorId,
      metersPerUnit,
      fileUploadId: answer.fileUploadId,
    });
    // A second change while the first is being imported would start from the same version: refused.
    const meanwhile = await put(s.session, { metersPerUnit: 0.1 });
    expect(meanwhile.statusCode).toBe(409);

    const status = await waitForFinalStatus(s.t, writer, answer.fileUploadId);
    expect(status).toEqual({
      status: 'COMMITTED',
      projectId,
      rollbackReason: null,
      projectName: 'Renamed here',
    });
    const plans = (await get(`/insightapi/v1/projects/${projectId}/floorPlans`)).json<
      { id: string; metersPerUnit: number | null }[]
    >();
    expect(plans.find((plan) => plan.id === floorId)?.metersPerUnit).toBe(metersPerUnit);
    const { rows } = await s.t.database.query<{ version: number; name: string }>(
      'SELECT version, name FROM projects WHERE id = $1',
      [projectId],
    );
    expect(rows[0]).toEqual({ version: 2, name: 'Renamed here' });

    expect(await heatmapStatus()).toBe(200);
    const panels = await get(`/insightapi/v1/projects/${projectId}/floorPlans/${floorId}/kpis`);
    expect(panels.statusCode).toBe(200);
    const [whole] = panels.json<{ kpis: { rssi: { value: number | null } | null } }[]>();
    expect(typeof whole?.kpis.rssi?.value).toBe('number');
    const floorRows = (await get(`/insightapi/v1/projects/${projectId}/floorPlanKpis`)).json<
      { floorPlanId: string; kpis: { rssi: { value: number | null } | null } }[]
    >();
    const row = floorRows.find((candidate) => candidate.floorPlanId === floorId);
    expect(typeof row?.kpis.rssi?.value).toBe('number');
    const surveys = (await get(`/insightapi/v1/surveyEvents?projectId=${projectId}&size=50`)).json<{
      content: { floorPlanId: string; distanceMeters: number | null }[];
    }>().content;
    const onFloor = surveys.filter((survey) => survey.floorPlanId === floorId);
    expect(onFloor.length).toBeGreaterThan(0);
    for (const survey of onFloor) {
      expect(survey.distanceMeters).toBeGreaterThan(0);
    }
    const batch = (await get(`/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN`)).json<{
      floorPlans: { id: string; metersPerUnit: number | null }[];
    }>();
    expect(batch.floorPlans.find((plan) => plan.id === floorId)?.metersPerUnit).toBe(metersPerUnit);
  });
});
