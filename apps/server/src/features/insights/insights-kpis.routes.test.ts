import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestSession,
} from '../auth/test-accounts';
import { FIXTURE } from './insights-fixture';
import { insertFixtureInsights, insertTestProject } from './test-support.repo';

let t: TestApp;
let admin: TestSession;
let member: TestSession;
let outsider: TestSession;
let otherOrgAdmin: TestSession;
let projectId: string;
let skippedId: string;

function kpis(
  rssi: number | null,
  rssi2: number | null,
  snr: number | null,
  cci: number | null,
  health: number | null,
  average: number | null,
  issues: number,
) {
  return {
    rssi: { value: rssi },
    secondaryRssi: { value: rssi2 },
    snr: { value: snr },
    channelInterference: { value: cci },
    networkHealth: { value: health },
    average: { value: average },
    issues,
  };
}

async function get(session: TestSession | null, url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: session === null ? {} : authHeaders(session, false),
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_TEST_ENV });
  const orgId = await createTestOrg(t);
  const otherOrgId = await createTestOrg(t);
  const adminAccount = await createTestAccount(t, { orgId, orgAdmin: true });
  const memberAccount = await createTestAccount(t, { orgId, email: 'member@example.com' });
  const outsiderAccount = await createTestAccount(t, { orgId });
  const otherAccount = await createTestAccount(t, { orgId: otherOrgId, orgAdmin: true });
  projectId = await insertTestProject(t.database, {
    orgId,
    name: 'Fixture HQ',
    users: [{ username: 'MEMBER@example.com', role: 'READ_USER' }],
  });
  skippedId = await insertTestProject(t.database, {
    orgId,
    name: 'Skipped',
    status: 'SKIP_COMPUTATION',
    users: [{ username: 'member@example.com', role: 'OWNER' }],
  });
  await insertFixtureInsights(t.database, projectId, orgId);
  admin = await signIn(t.app, adminAccount);
  member = await signIn(t.app, memberAccount);
  outsider = await signIn(t.app, outsiderAccount);
  otherOrgAdmin = await signIn(t.app, otherAccount);
});

afterAll(async () => {
  await t.close();
});

describe('GET /insightapi/v1/projects/{id}', () => {
  it('answers the project with KPI scores on the default band (FIVE) over every day', async () => {
    const { status, body } = await get(member, `/insightapi/v1/projects/${projectId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: projectId,
      name: 'Fixture HQ',
      status: 'COMPLETED',
      frequencyBand: 'FIVE',
      rssi: 80,
      rssi2: 60,
      snr: 80,
      channelInterference: 80,
      networkHealth: 60,
      average: 72,
      issues: 5,
      tags: ['Flagship', 'HQ', 'Retail'],
      projectUsers: [{ username: 'MEMBER@example.com', role: 'READ_USER' }],
    });
  });

  it('selects surveys by their UTC start day', async () => {
    expect(
      (await get(member, `/insightapi/v1/projects/${projectId}?startDate=2025-03-03&endDate=2025-03-03`))
        .body,
    ).toMatchObject({
      rssi: 75,
      rssi2: 50,
      snr: 75,
      channelInterference: 75,
      networkHealth: 50,
      average: 65,
    });
    // Survey 2 started 2025-03-04T23:30Z: it belongs to the 4th whatever the local time zone.
    expect(
      (await get(member, `/insightapi/v1/projects/${projectId}?startDate=2025-03-04`)).body,
    ).toMatchObject({ rssi: 100, networkHealth: 100, average: 100, issues: 0 });
    expect(
      (await get(member, `/insightapi/v1/projects/${projectId}?startDate=2025-04-01`)).body,
    ).toMatchObject({ rssi: null, average: null, issues: 0 });
  });

  it('answers every band', async () => {
    expect((await get(member, `/insightapi/v1/projects/${projectId}?frequencyBand=TWO`)).body).toMatchObject({
      rssi: 40,
      rssi2: 20,
      snr: 40,
      channelInterference: 40,
      networkHealth: 20,
      average: 32,
    });
    expect((await get(member, `/insightapi/v1/projects/${projectId}?frequencyBand=SIX`)).body).toMatchObject({
      rssi: null,
      rssi2: null,
      networkHealth: null,
      average: null,
      issues: 0,
    });
  });

  it('rejects a bad band or date naming the field', async () => {
    const band = await get(member, `/insightapi/v1/projects/${projectId}?frequencyBand=FOUR`);
    expect(band.status).toBe(400);
    expect(JSON.stringify(band.body)).toContain('frequencyBand');
    const date = await get(member, `/insightapi/v1/projects/${projectId}?startDate=2025-02-30`);
    expect(date.status).toBe(400);
    expect(JSON.stringify(date.body)).toContain('startDate');
  });

  it('answers 404 to users without a role, other organisations and SKIP_COMPUTATION; 401 when signed out', async () => {
    expect((await get(outsider, `/insightapi/v1/projects/${projectId}`)).status).toBe(404);
    expect((await get(otherOrgAdmin, `/insightapi/v1/projects/${projectId}`)).status).toBe(404);
    expect((await get(member, `/insightapi/v1/projects/${skippedId}`)).status).toBe(404);
    expect((await get(admin, `/insightapi/v1/projects/${projectId}`)).status).toBe(200);
    expect((await get(null, `/insightapi/v1/projects/${projectId}`)).status).toBe(401);
  });
});

describe('floor and area KPIs', () => {
  it('lists every floor, null where nothing was surveyed', async () => {
    const { status, body } = await get(member, `/insightapi/v1/projects/${projectId}/floorPlanKpis`);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        floorPlanId: FIXTURE.floor1,
        floorPlanRowId: expect.any(Number) as number,
        floorPlanName: 'Ground',
        kpis: kpis(80, 60, 80, 80, 60, 72, 5),
      },
      {
        floorPlanId: FIXTURE.floor2,
        floorPlanRowId: expect.any(Number) as number,
        floorPlanName: 'Roof',
        kpis: kpis(null, null, null, null, null, null, 0),
      },
    ]);
  });

  it('searches floors by name, trimmed and case-insensitive', async () => {
    const { body } = await get(member, `/insightapi/v1/projects/${projectId}/floorPlanKpis?query=%20rOO%20`);
    expect(body).toEqual([expect.objectContaining({ floorPlanName: 'Roof' })]);
  });

  it('lists the areas of a floor, each judged by its own requirement', async () => {
    const { status, body } = await get(
      member,
      `/insightapi/v1/projects/${projectId}/floorPlans/${FIXTURE.floor1}/areaKpis`,
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        areaId: FIXTURE.areaB,
        areaRowId: expect.any(Number) as number,
        areaName: 'Open office',
        kpis: kpis(100, 66.7, 100, 100, 66.7, 86.7, 2),
      },
      {
        areaId: FIXTURE.areaA,
        areaRowId: expect.any(Number) as number,
        areaName: 'Voice zone',
        kpis: kpis(50, 50, 50, 100, 50, 60, 4),
      },
    ]);
    const dated = await get(
      member,
      `/insightapi/v1/projects/${projectId}/floorPlans/${FIXTURE.floor1}/areaKpis?endDate=2025-03-03&query=open`,
    );
    expect(dated.body).toEqual([
      expect.objectContaining({ areaName: 'Open office', kpis: kpis(100, 50, 100, 100, 50, 80, 2) }),
    ]);
  });

  it('gives the floor panels: the whole floor, then each area', async () => {
    const { body } = await get(
      member,
      `/insightapi/v1/projects/${projectId}/floorPlans/${FIXTURE.floor1}/kpis?frequencyBand=TWO`,
    );
    expect(body).toEqual([
      { areaId: null, areaRowId: null, areaName: 'Ground', kpis: kpis(40, 20, 40, 40, 20, 32, 5) },
      expect.objectContaining({ areaName: 'Open office' }),
      expect.objectContaining({ areaName: 'Voice zone', kpis: kpis(50, 50, 50, 50, 50, 50, 5) }),
    ]);
  });

  it('answers 404 for a floor of another project', async () => {
    expect((await get(member, `/insightapi/v1/projects/${projectId}/floorPlans/nope/areaKpis`)).status).toBe(
      404,
    );
    expect(
      (await get(outsider, `/insightapi/v1/projects/${projectId}/floorPlans/${FIXTURE.floor1}/kpis`)).status,
    ).toBe(404);
  });
});

describe('project panels and daily health', () => {
  it('gives one project panel', async () => {
    const { body } = await get(member, `/insightapi/v1/projects/${projectId}/kpis?frequencyBand=FIVE`);
    expect(body).toEqual([
      {
        projectId,
        projectRowId: expect.any(Number) as number,
        projectName: 'Fixture HQ',
        kpis: kpis(80, 60, 80, 80, 60, 72, 5),
      },
    ]);
  });

  it('gives network health per survey day', async () => {
    expect((await get(member, `/insightapi/v1/projects/${projectId}/dailyKpis/networkHealth`)).body).toEqual([
      { date: '2025-03-03', value: 50 },
      { date: '2025-03-04', value: 100 },
    ]);
    expect(
      (await get(member, `/insightapi/v1/projects/${projectId}/dailyKpis/networkHealth?frequencyBand=TWO`))
        .body,
    ).toEqual([
      { date: '2025-03-03', value: 25 },
      { date: '2025-03-05', value: 0 },
    ]);
    expect(
      (await get(member, `/insightapi/v1/projects/${projectId}/dailyKpis/networkHealth?endDate=2025-03-03`))
        .body,
    ).toEqual([{ date: '2025-03-03', value: 50 }]);
    expect((await get(outsider, `/insightapi/v1/projects/${projectId}/dailyKpis/networkHealth`)).status).toBe(
      404,
    );
  });
});
