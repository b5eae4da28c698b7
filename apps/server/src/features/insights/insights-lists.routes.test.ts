import { generateProject } from '@airlens/esx';
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
const ids = { fixture: '', zeta: '', design: '', beta: '', skipped: '', adminOnly: '', otherOrg: '' };

interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}
interface Entry {
  project: { id: string; name: string; rssi: number | null; tags?: string[] };
  projectUsers: { username: string; role: string }[];
}

async function get<T>(session: TestSession | null, url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: session === null ? {} : authHeaders(session, false),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

async function names(session: TestSession, url: string): Promise<string[]> {
  const { body } = await get<Page<Entry>>(session, url);
  return body.content.map((entry) => entry.project.name);
}

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_TEST_ENV });
  const orgId = await createTestOrg(t);
  const otherOrgId = await createTestOrg(t);
  const adminAccount = await createTestAccount(t, { orgId, orgAdmin: true });
  const memberAccount = await createTestAccount(t, { orgId, email: 'member@example.com' });
  const outsiderAccount = await createTestAccount(t, { orgId });
  const otherAccount = await createTestAccount(t, { orgId: otherOrgId, orgAdmin: true });
  const memberRole = (role: string) => [{ username: 'Member@Example.com', role }];
  ids.fixture = await insertTestProject(t.database, {
    orgId,
    name: 'Fixture HQ',
    country: 'Finland',
    city: 'Helsinki',
    latitude: 60.17,
    longitude: 24.94,
    users: [
      { username: 'member@example.com', role: 'READ_USER' },
      { username: 'zed@example.com', role: 'OWNER' },
      { username: 'amy@example.com', role: 'WRITE_USER' },
    ],
  });
  ids.zeta = await insertTestProject(t.database, {
    orgId,
    name: 'Zeta Lab',
    country: 'United Kingdom',
    city: 'London',
    latitude: 51.5,
    longitude: -0.12,
    status: 'IN_PROGRESS',
    users: memberRole('OWNER'),
  });
  ids.design = await insertTestProject(t.database, {
    orgId,
    name: 'Alpha Design',
    city: 'Tokyo',
    latitude: 35.68,
    longitude: 139.69,
    projectType: 'SIMULATED',
    users: memberRole('READ_USER'),
  });
  ids.beta = await insertTestProject(t.database, {
    orgId,
    name: 'Beta Site',
    users: memberRole('READ_USER'),
  });
  ids.skipped = await insertTestProject(t.database, {
    orgId,
    name: 'Skip Me',
    status: 'SKIP_COMPUTATION',
    users: memberRole('OWNER'),
  });
  ids.adminOnly = await insertTestProject(t.database, {
    orgId,
    name: 'Admin Only',
    city: 'Sydney',
    latitude: -33.87,
    longitude: 151.21,
  });
  ids.otherOrg = await insertTestProject(t.database, {
    orgId: otherOrgId,
    name: 'Other Org',
    users: memberRole('OWNER'),
  });
  await insertFixtureInsights(t.database, ids.fixture, orgId);
  await insertFixtureInsights(t.database, ids.zeta, orgId);
  await insertFixtureInsights(
    t.database,
    ids.beta,
    orgId,
    generateProject({ floors: 1, aps: 4, surveys: 2, days: 2, scansPerSurvey: 40, seed: 2 }),
  );
  await insertFixtureInsights(t.database, ids.otherOrg, otherOrgId);
  admin = await signIn(t.app, adminAccount);
  member = await signIn(t.app, memberAccount);
  outsider = await signIn(t.app, outsiderAccount);
  otherOrgAdmin = await signIn(t.app, otherAccount);
});

afterAll(async () => {
  await t.close();
});

describe('GET /insightapi/v1/projects', () => {
  it('lists the projects the caller holds a role on, COMPLETED first, then by name; never SKIP_COMPUTATION', async () => {
    expect(await names(member, '/insightapi/v1/projects?size=50')).toEqual([
      'Alpha Design',
      'Beta Site',
      'Fixture HQ',
      'Zeta Lab',
    ]);
    expect(await names(admin, '/insightapi/v1/projects?size=50')).toEqual([
      'Admin Only',
      'Alpha Design',
      'Beta Site',
      'Fixture HQ',
      'Zeta Lab',
    ]);
    expect(await names(outsider, '/insightapi/v1/projects')).toEqual([]);
    expect(await names(otherOrgAdmin, '/insightapi/v1/projects')).toEqual(['Other Org']);
    expect((await get(null, '/insightapi/v1/projects')).status).toBe(401);
  });

  it('pages with the default size of 5 and answers the paging fields', async () => {
    const first = await get<Page<Entry>>(member, '/insightapi/v1/projects');
    expect(first.body).toMatchObject({ totalElements: 4, totalPages: 1, page: 0, size: 5 });
    const second = await get<Page<Entry>>(member, '/insightapi/v1/projects?size=3&page=1');
    expect(second.body).toMatchObject({ totalElements: 4, totalPages: 2, page: 1, size: 3 });
    expect(second.body.content.map((entry) => entry.project.name)).toEqual(['Zeta Lab']);
    const past = await get<Page<Entry>>(member, '/insightapi/v1/projects?size=3&page=7');
    expect(past.body).toMatchObject({ content: [], totalElements: 4, totalPages: 2 });
  });

  it('sorts by a column or a KPI, COMPLETED always first and missing KPIs last', async () => {
    expect(await names(member, '/insightapi/v1/projects?sort=name,desc')).toEqual([
      'Fixture HQ',
      'Beta Site',
      'Alpha Design',
      'Zeta Lab',
    ]);
    const { body } = await get<Page<Entry>>(member, '/insightapi/v1/projects?sort=rssi,asc');
    expect(body.content.map((entry) => entry.project.name)).toEqual(
      ['Beta Site', 'Fixture HQ', 'Alpha Design', 'Zeta Lab'].sort((a, b) => order(body, a) - order(body, b)),
    );
    const completed = body.content.slice(0, 3).map((entry) => entry.project.rssi);
    expect(completed[2]).toBeNull();
    expect(completed[0]).not.toBeNull();
    expect(completed[0] ?? 0).toBeLessThanOrEqual(completed[1] ?? 0);
    const descending = await get<Page<Entry>>(member, '/insightapi/v1/projects?sort=rssi,desc');
    expect(descending.body.content.slice(0, 2).map((entry) => entry.project.name)).toEqual(
      body.content
        .slice(0, 2)
        .map((entry) => entry.project.name)
        .reverse(),
    );
    const bad = await get<{ message: string }>(member, '/insightapi/v1/projects?sort=password,asc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('sort');
  });

  it('answers KPI values for the band and dates', async () => {
    const { body } = await get<Page<Entry>>(
      member,
      '/insightapi/v1/projects?query=fixture&frequencyBand=TWO',
    );
    expect(body.content[0]?.project).toMatchObject({
      name: 'Fixture HQ',
      frequencyBand: 'TWO',
      rssi: 40,
      rssi2: 20,
      average: 32,
    });
    const dated = await get<Page<Entry>>(
      member,
      '/insightapi/v1/projects?query=fixture&startDate=2025-03-04&endDate=2025-03-04',
    );
    expect(dated.body.content[0]?.project).toMatchObject({ rssi: 100, networkHealth: 100, issues: 0 });
  });

  it('searches name, country and city, trimmed and case-insensitive', async () => {
    expect(await names(member, '/insightapi/v1/projects?query=%20%20FINland%20')).toEqual(['Fixture HQ']);
    expect(await names(member, '/insightapi/v1/projects?query=lond')).toEqual(['Zeta Lab']);
    expect(await names(member, '/insightapi/v1/projects?query=%25')).toEqual([]);
  });

  it('filters by a bounding box, across the antimeridian too', async () => {
    expect(
      await names(
        member,
        '/insightapi/v1/projects?minLatitude=55&maxLatitude=70&minLongitude=0&maxLongitude=40',
      ),
    ).toEqual(['Fixture HQ']);
    expect(
      await names(
        admin,
        '/insightapi/v1/projects?minLatitude=-60&maxLatitude=0&minLongitude=140&maxLongitude=-100',
      ),
    ).toEqual(['Admin Only']);
    expect((await get(member, '/insightapi/v1/projects?minLatitude=91')).status).toBe(400);
  });

  it('includes project users (owners first, then alphabetical) and tags on request', async () => {
    const { body } = await get<Page<Entry>>(member, '/insightapi/v1/projects?query=fixture&includeTag=true');
    expect(body.content[0]?.projectUsers).toEqual([
      { username: 'zed@example.com', role: 'OWNER' },
      { username: 'amy@example.com', role: 'WRITE_USER' },
      { username: 'member@example.com', role: 'READ_USER' },
    ]);
    expect(body.content[0]?.project.tags).toEqual(['Flagship', 'HQ', 'Retail']);
    const bare = await get<Page<Entry>>(
      member,
      '/insightapi/v1/projects?query=fixture&includeProjectUser=false',
    );
    expect(bare.body.content[0]?.projectUsers).toEqual([]);
    expect(bare.body.content[0]?.project.tags).toBeUndefined();
  });
});

function order(body: Page<Entry>, name: string): number {
  return body.content.findIndex((entry) => entry.project.name === name);
}

describe('GET /insightapi/v1/search', () => {
  it('finds the caller’s projects by text and by every given tag', async () => {
    const { body } = await get<{ projects: { name: string; tags: string[] }[] }>(
      member,
      '/insightapi/v1/search?query=FIX',
    );
    expect(body.projects).toEqual([
      expect.objectContaining({ id: ids.fixture, name: 'Fixture HQ', tags: ['Flagship', 'HQ', 'Retail'] }),
    ]);
    expect(
      (await get<{ projects: { name: string }[] }>(member, '/insightapi/v1/search?tag=hq')).body.projects.map(
        (p) => p.name,
      ),
    ).toEqual(['Fixture HQ', 'Zeta Lab']);
    expect(
      (await get<{ projects: unknown[] }>(member, '/insightapi/v1/search?tag=HQ&tag=Nope')).body.projects,
    ).toEqual([]);
    expect(
      (await get<{ projects: unknown[] }>(outsider, '/insightapi/v1/search?query=fix')).body.projects,
    ).toEqual([]);
    expect(
      (await get<{ projects: { name: string }[] }>(otherOrgAdmin, '/insightapi/v1/search?query=fix')).body
        .projects,
    ).toEqual([]);
  });
});

interface SurveyRow {
  surveyName: string;
  date: string;
  createdBy: string;
  durationSeconds: number;
  distanceMeters: number;
  projectName: string;
  floorPlanName: string;
  floorPlanRowId: number;
  discoveredAps: number;
}

describe('survey events', () => {
  it('lists surveys newest first with route duration, distance in metres and discovered APs', async () => {
    const { status, body } = await get<Page<SurveyRow>>(
      member,
      `/insightapi/v1/surveyEvents?projectId=${ids.fixture}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalElements: 3, size: 15 });
    expect(body.content).toEqual([
      expect.objectContaining({
        surveyName: 'Walk 2',
        date: '2025-03-05T08:00:00.000Z',
        createdBy: 'Alice Surveyor',
        durationSeconds: 6,
        distanceMeters: 15,
        projectName: 'Fixture HQ',
        projectId: ids.fixture,
        floorPlanName: 'Ground',
        discoveredAps: 1,
      }),
      expect.objectContaining({
        surveyName: 'Stop 1',
        date: '2025-03-04T23:30:00.000Z',
        durationSeconds: 5,
        distanceMeters: 0,
        discoveredAps: 3,
      }),
      expect.objectContaining({
        surveyName: 'Walk 1',
        date: '2025-03-03T10:00:00.000Z',
        durationSeconds: 10,
        distanceMeters: 45,
        discoveredAps: 3,
      }),
    ]);
  });

  it('filters by search text, UTC start day and floor plan row id, and sorts', async () => {
    const bob = await get<Page<SurveyRow>>(member, '/insightapi/v1/surveyEvents?query=%20BOB%20');
    expect(bob.body.content.map((row) => row.projectName).sort()).toEqual(['Fixture HQ', 'Zeta Lab']);
    const day = await get<Page<SurveyRow>>(
      member,
      `/insightapi/v1/surveyEvents?projectId=${ids.fixture}&startDate=2025-03-04&endDate=2025-03-04`,
    );
    expect(day.body.content.map((row) => row.surveyName)).toEqual(['Stop 1']);
    const rowId = (await get<Page<SurveyRow>>(member, `/insightapi/v1/surveyEvents?projectId=${ids.fixture}`))
      .body.content[0]?.floorPlanRowId;
    const floor = await get<Page<SurveyRow>>(member, `/insightapi/v1/surveyEvents?floorPlanRowId=${rowId}`);
    expect(floor.body.totalElements).toBe(3);
    const sorted = await get<Page<SurveyRow>>(
      member,
      `/insightapi/v1/surveyEvents?projectId=${ids.fixture}&sort=distanceMeters,asc`,
    );
    expect(sorted.body.content.map((row) => row.distanceMeters)).toEqual([0, 15, 45]);
    const byFloorName = await get<Page<SurveyRow>>(
      member,
      '/insightapi/v1/surveyEvents?query=ground&size=50',
    );
    // Both fixture projects walked "Ground"; the generated one walked "Ground Floor" twice.
    expect(byFloorName.body.totalElements).toBe(8);
    expect((await get(member, '/insightapi/v1/surveyEvents?floorPlanRowId=abc')).status).toBe(400);
  });

  it('totals the matching surveys', async () => {
    expect((await get(member, `/insightapi/v1/surveyEvents/totals?projectId=${ids.fixture}`)).body).toEqual({
      durationSeconds: 21,
      distanceMeters: 60,
      discoveredAps: 7,
    });
    expect(
      (await get(member, `/insightapi/v1/surveyEvents/totals?projectId=${ids.fixture}&endDate=2025-03-03`))
        .body,
    ).toEqual({ durationSeconds: 10, distanceMeters: 45, discoveredAps: 3 });
    expect((await get(outsider, '/insightapi/v1/surveyEvents/totals')).body).toEqual({
      durationSeconds: 0,
      distanceMeters: 0,
      discoveredAps: 0,
    });
  });

  it('answers the survey date range of the caller’s projects or one project', async () => {
    expect((await get(member, `/insightapi/v1/surveyDateRange?projectId=${ids.fixture}`)).body).toEqual({
      startDate: '2025-03-03',
      endDate: '2025-03-05',
    });
    expect((await get(outsider, '/insightapi/v1/surveyDateRange')).body).toEqual({
      startDate: null,
      endDate: null,
    });
    expect((await get(otherOrgAdmin, '/insightapi/v1/surveyDateRange')).body).toEqual({
      startDate: '2025-03-03',
      endDate: '2025-03-05',
    });
  });
});

interface DeviceRow {
  apName: string;
  vendor: string;
  wifiGeneration: string;
  deviceCount: number;
  projectName: string;
}

describe('device counts', () => {
  it('lists the grouped inventory of the caller’s projects', async () => {
    const { body } = await get<Page<DeviceRow>>(
      member,
      `/insightapi/v1/deviceCounts?projectId=${ids.fixture}`,
    );
    expect(body.content).toEqual([
      {
        apName: 'AP-01',
        vendor: 'Aruba',
        model: 'AP-515',
        wifiGeneration: 'Wi-Fi 6',
        technology: '802.11ax',
        radioCount: 2,
        channelAndPower: '2.4 GHz ch 1 (20 MHz), 5 GHz ch 36 (20 MHz)',
        height: null,
        installation: null,
        projectName: 'Fixture HQ',
        projectId: ids.fixture,
        deviceCount: 2,
      },
      expect.objectContaining({ apName: 'AP-02', wifiGeneration: 'Wi-Fi 7', deviceCount: 1 }),
      expect.objectContaining({
        apName: 'AP-05',
        vendor: 'Cisco',
        height: 3.2,
        installation: 'CEILING',
        deviceCount: 1,
      }),
    ]);
    expect((await get(member, `/insightapi/v1/deviceCounts/totals?projectId=${ids.fixture}`)).body).toEqual({
      totalDeviceCount: 4,
    });
  });

  it('searches project name, vendor, generation, or an exact device count for digits', async () => {
    const two = await get<Page<DeviceRow>>(
      member,
      `/insightapi/v1/deviceCounts?projectId=${ids.fixture}&query=2`,
    );
    expect(two.body.content.map((row) => row.apName)).toEqual(['AP-01']);
    const seven = await get<Page<DeviceRow>>(
      member,
      `/insightapi/v1/deviceCounts?projectId=${ids.fixture}&query=7`,
    );
    expect(seven.body.content.map((row) => row.apName)).toEqual(['AP-02']);
    expect(
      (await get(member, `/insightapi/v1/deviceCounts/totals?projectId=${ids.fixture}&query=wi-fi%206`)).body,
    ).toEqual({ totalDeviceCount: 3 });
    const cisco = await get<Page<DeviceRow>>(
      member,
      '/insightapi/v1/deviceCounts?query=CISCO&sort=projectName,desc',
    );
    expect(cisco.body.content.map((row) => row.projectName)).toEqual(['Zeta Lab', 'Fixture HQ']);
    const zeta = await get<Page<DeviceRow>>(member, '/insightapi/v1/deviceCounts?query=zeta');
    expect(zeta.body.totalElements).toBe(3);
  });
});

describe('role and organisation matrix', () => {
  const projectRoutes = (id: string) => [
    `/insightapi/v1/projects/${id}`,
    `/insightapi/v1/projects/${id}/floorPlans`,
    `/insightapi/v1/projects/${id}/floorPlanKpis`,
    `/insightapi/v1/projects/${id}/floorPlans/${FIXTURE.floor1}/areaKpis`,
    `/insightapi/v1/projects/${id}/floorPlans/${FIXTURE.floor1}/kpis`,
    `/insightapi/v1/projects/${id}/kpis`,
    `/insightapi/v1/projects/${id}/dailyKpis/networkHealth`,
    `/insightapi/v1/surveyDateRange?projectId=${id}`,
    `/insightapi/v1/surveyEvents?projectId=${id}`,
    `/insightapi/v1/surveyEvents/totals?projectId=${id}`,
    `/insightapi/v1/deviceCounts?projectId=${id}`,
    `/insightapi/v1/deviceCounts/totals?projectId=${id}`,
  ];

  it('answers members and org admins, 404 to users without a role and to other organisations, 401 signed out', async () => {
    for (const url of projectRoutes(ids.fixture)) {
      expect([url, (await get(member, url)).status]).toEqual([url, 200]);
      expect([url, (await get(admin, url)).status]).toEqual([url, 200]);
      expect([url, (await get(outsider, url)).status]).toEqual([url, 404]);
      expect([url, (await get(otherOrgAdmin, url)).status]).toEqual([url, 404]);
      expect([url, (await get(null, url)).status]).toEqual([url, 401]);
    }
  });

  it('never shows another organisation’s project, even to a user listed on it', async () => {
    for (const url of projectRoutes(ids.otherOrg)) {
      expect([url, (await get(member, url)).status]).toEqual([url, 404]);
    }
    for (const url of ['/insightapi/v1/surveyEvents?size=100', '/insightapi/v1/deviceCounts?size=100']) {
      const { body } = await get<Page<{ projectName: string }>>(member, url);
      expect(body.content.some((row) => row.projectName === 'Other Org')).toBe(false);
    }
    expect((await get(member, `/insightapi/v1/projects/${ids.skipped}/floorPlans`)).status).toBe(404);
    expect((await get(member, `/insightapi/v1/projects/${ids.adminOnly}`)).status).toBe(404);
  });
});

describe('floor plans', () => {
  it('lists the floor plans in file order with their row ids', async () => {
    const { body } = await get<{ id: string; rowId: number; name: string }[]>(
      member,
      `/insightapi/v1/projects/${ids.fixture}/floorPlans`,
    );
    expect(body).toEqual([
      {
        id: FIXTURE.floor1,
        rowId: expect.any(Number) as number,
        name: 'Ground',
        width: 1000,
        height: 500,
        metersPerUnit: 0.05,
        imageId: null,
        bitmapImageId: null,
      },
      {
        id: FIXTURE.floor2,
        rowId: expect.any(Number) as number,
        name: 'Roof',
        width: 1000,
        height: 500,
        metersPerUnit: 0.05,
        imageId: null,
        bitmapImageId: null,
      },
    ]);
    const rowId = body[0]?.rowId ?? 0;
    expect(
      (await get(member, `/insightapi/v1/projects/${ids.fixture}/floorPlans/${rowId}/kpis`)).status,
    ).toBe(200);
  });
});

describe('a guest of the secure project view', () => {
  it('reads its one project and nothing else, while its secure link exists', async () => {
    const account = await createTestAccount(t, { role: 'GUEST', product: null });
    await t.database.query(
      `INSERT INTO secure_links (key_id, project_id, email, guest_user_id, created_at) VALUES ($1, $2, $3, $4, now())`,
      ['guest-key', ids.fixture, account.email, account.userId],
    );
    const issued = await t.app.sessions.startSession({
      userId: account.userId,
      kind: 'GUEST',
      guestProjectId: ids.fixture,
    });
    const guest: TestSession = {
      cookie: `airlens_session=${issued.sessionId}`,
      csrfToken: issued.csrfToken,
      userId: account.userId,
    };
    expect((await get(guest, `/insightapi/v1/projects/${ids.fixture}/kpis`)).status).toBe(200);
    expect((await get(guest, `/insightapi/v1/projects/${ids.zeta}/kpis`)).status).toBe(404);
    expect(await names(guest, '/insightapi/v1/projects')).toEqual(['Fixture HQ']);
    const surveys = await get<Page<SurveyRow>>(guest, '/insightapi/v1/surveyEvents?size=50');
    expect(surveys.body.content.map((row) => row.projectName)).toEqual([
      'Fixture HQ',
      'Fixture HQ',
      'Fixture HQ',
    ]);
    expect((await get(guest, `/insightapi/v1/deviceCounts?projectId=${ids.zeta}`)).status).toBe(404);
    await t.database.query('DELETE FROM secure_links WHERE key_id = $1', ['guest-key']);
    expect((await get(guest, `/insightapi/v1/projects/${ids.fixture}/kpis`)).status).toBe(404);
    expect(await names(guest, '/insightapi/v1/projects')).toEqual([]);
  });
});
