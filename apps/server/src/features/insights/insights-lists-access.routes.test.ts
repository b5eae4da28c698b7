import { describe, expect, it } from 'vitest';
import { createTestAccount, type TestSession } from '../auth/test-accounts';
import { FIXTURE } from './insights-fixture';
import { type Page, type SurveyRow, useListsFixture } from './insights-lists-fixtures';
import { createSecureLink } from '../../test/factories';

const fx = useListsFixture();
const { get, names } = fx;

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
    for (const url of projectRoutes(fx.ids.fixture)) {
      expect([url, (await get(fx.member, url)).status]).toEqual([url, 200]);
      expect([url, (await get(fx.admin, url)).status]).toEqual([url, 200]);
      expect([url, (await get(fx.outsider, url)).status]).toEqual([url, 404]);
      expect([url, (await get(fx.otherOrgAdmin, url)).status]).toEqual([url, 404]);
      expect([url, (await get(null, url)).status]).toEqual([url, 401]);
    }
  });

  it('never shows another organisation’s project, even to a user listed on it', async () => {
    for (const url of projectRoutes(fx.ids.otherOrg)) {
      expect([url, (await get(fx.member, url)).status]).toEqual([url, 404]);
    }
    for (const url of ['/insightapi/v1/surveyEvents?size=100', '/insightapi/v1/deviceCounts?size=100']) {
      const { body } = await get<Page<{ projectName: string }>>(fx.member, url);
      expect(body.content.some((row) => row.projectName === 'Other Org')).toBe(false);
    }
    expect((await get(fx.member, `/insightapi/v1/projects/${fx.ids.skipped}/floorPlans`)).status).toBe(404);
    expect((await get(fx.member, `/insightapi/v1/projects/${fx.ids.adminOnly}`)).status).toBe(404);
  });
});

describe('floor plans', () => {
  it('lists the floor plans in file order with their row ids', async () => {
    const { body } = await get<{ id: string; rowId: number; name: string }[]>(
      fx.member,
      `/insightapi/v1/projects/${fx.ids.fixture}/floorPlans`,
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
      (await get(fx.member, `/insightapi/v1/projects/${fx.ids.fixture}/floorPlans/${rowId}/kpis`)).status,
    ).toBe(200);
  });
});

describe('a guest of the secure project view', () => {
  it('reads its one project and nothing else, while its secure link exists', async () => {
    const account = await createTestAccount(fx.t, { role: 'GUEST', product: null });
    await createSecureLink(fx.t, { projectId: fx.ids.fixture, guest: account, keyId: 'guest-key' });
    const issued = await fx.t.app.sessions.startSession({
      userId: account.userId,
      kind: 'GUEST',
      guestProjectId: fx.ids.fixture,
    });
    const guest: TestSession = {
      cookie: `airlens_session=${issued.sessionId}`,
      csrfToken: issued.csrfToken,
      userId: account.userId,
    };
    expect((await get(guest, `/insightapi/v1/projects/${fx.ids.fixture}/kpis`)).status).toBe(200);
    expect((await get(guest, `/insightapi/v1/projects/${fx.ids.zeta}/kpis`)).status).toBe(404);
    expect(await names(guest, '/insightapi/v1/projects')).toEqual(['Fixture HQ']);
    const surveys = await get<Page<SurveyRow>>(guest, '/insightapi/v1/surveyEvents?size=50');
    expect(surveys.body.content.map((row) => row.projectName)).toEqual([
      'Fixture HQ',
      'Fixture HQ',
      'Fixture HQ',
    ]);
    expect((await get(guest, `/insightapi/v1/deviceCounts?projectId=${fx.ids.zeta}`)).status).toBe(404);
    await fx.t.database.query('DELETE FROM secure_links WHERE key_id = $1', ['guest-key']);
    expect((await get(guest, `/insightapi/v1/projects/${fx.ids.fixture}/kpis`)).status).toBe(404);
    expect(await names(guest, '/insightapi/v1/projects')).toEqual([]);
  });
});
