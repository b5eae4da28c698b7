import { describe, expect, it } from 'vitest';
import { type Page, type SurveyRow, useListsFixture } from './insights-lists-fixtures';

const fx = useListsFixture();
const { get } = fx;

describe('survey events', () => {
  it('lists surveys newest first with route duration, distance in metres and discovered APs', async () => {
    const { status, body } = await get<Page<SurveyRow>>(
      fx.member,
      `/insightapi/v1/surveyEvents?projectId=${fx.ids.fixture}`,
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
        projectId: fx.ids.fixture,
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
    const bob = await get<Page<SurveyRow>>(fx.member, '/insightapi/v1/surveyEvents?query=%20BOB%20');
    expect(bob.body.content.map((row) => row.projectName).sort()).toEqual(['Fixture HQ', 'Zeta Lab']);
    const day = await get<Page<SurveyRow>>(
      fx.member,
      `/insightapi/v1/surveyEvents?projectId=${fx.ids.fixture}&startDate=2025-03-04&endDate=2025-03-04`,
    );
    expect(day.body.content.map((row) => row.surveyName)).toEqual(['Stop 1']);
    const rowId = (
      await get<Page<SurveyRow>>(fx.member, `/insightapi/v1/surveyEvents?projectId=${fx.ids.fixture}`)
    ).body.content[0]?.floorPlanRowId;
    const floor = await get<Page<SurveyRow>>(
      fx.member,
      `/insightapi/v1/surveyEvents?floorPlanRowId=${rowId}`,
    );
    expect(floor.body.totalElements).toBe(3);
    const sorted = await get<Page<SurveyRow>>(
      fx.member,
      `/insightapi/v1/surveyEvents?projectId=${fx.ids.fixture}&sort=distanceMeters,asc`,
    );
    expect(sorted.body.content.map((row) => row.distanceMeters)).toEqual([0, 15, 45]);
    const byFloorName = await get<Page<SurveyRow>>(
      fx.member,
      '/insightapi/v1/surveyEvents?query=ground&size=50',
    );
    // Both fixture projects walked "Ground"; the generated one walked "Ground Floor" twice.
    expect(byFloorName.body.totalElements).toBe(8);
    expect((await get(fx.member, '/insightapi/v1/surveyEvents?floorPlanRowId=abc')).status).toBe(400);
  });

  it('totals the matching surveys', async () => {
    expect(
      (await get(fx.member, `/insightapi/v1/surveyEvents/totals?projectId=${fx.ids.fixture}`)).body,
    ).toEqual({
      durationSeconds: 21,
      distanceMeters: 60,
      discoveredAps: 7,
    });
    expect(
      (
        await get(
          fx.member,
          `/insightapi/v1/surveyEvents/totals?projectId=${fx.ids.fixture}&endDate=2025-03-03`,
        )
      ).body,
    ).toEqual({ durationSeconds: 10, distanceMeters: 45, discoveredAps: 3 });
    expect((await get(fx.outsider, '/insightapi/v1/surveyEvents/totals')).body).toEqual({
      durationSeconds: 0,
      distanceMeters: 0,
      discoveredAps: 0,
    });
  });

  it('answers the survey date range of the caller’s projects or one project', async () => {
    expect((await get(fx.member, `/insightapi/v1/surveyDateRange?projectId=${fx.ids.fixture}`)).body).toEqual(
      {
        startDate: '2025-03-03',
        endDate: '2025-03-05',
      },
    );
    expect((await get(fx.outsider, '/insightapi/v1/surveyDateRange')).body).toEqual({
      startDate: null,
      endDate: null,
    });
    expect((await get(fx.otherOrgAdmin, '/insightapi/v1/surveyDateRange')).body).toEqual({
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
      fx.member,
      `/insightapi/v1/deviceCounts?projectId=${fx.ids.fixture}`,
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
        projectId: fx.ids.fixture,
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
    expect(
      (await get(fx.member, `/insightapi/v1/deviceCounts/totals?projectId=${fx.ids.fixture}`)).body,
    ).toEqual({
      totalDeviceCount: 4,
    });
  });

  it('searches project name, vendor, generation, or an exact device count for digits', async () => {
    const two = await get<Page<DeviceRow>>(
      fx.member,
      `/insightapi/v1/deviceCounts?projectId=${fx.ids.fixture}&query=2`,
    );
    expect(two.body.content.map((row) => row.apName)).toEqual(['AP-01']);
    const seven = await get<Page<DeviceRow>>(
      fx.member,
      `/insightapi/v1/deviceCounts?projectId=${fx.ids.fixture}&query=7`,
    );
    expect(seven.body.content.map((row) => row.apName)).toEqual(['AP-02']);
    expect(
      (await get(fx.member, `/insightapi/v1/deviceCounts/totals?projectId=${fx.ids.fixture}&query=wi-fi%206`))
        .body,
    ).toEqual({ totalDeviceCount: 3 });
    const cisco = await get<Page<DeviceRow>>(
      fx.member,
      '/insightapi/v1/deviceCounts?query=CISCO&sort=projectName,desc',
    );
    expect(cisco.body.content.map((row) => row.projectName)).toEqual(['Zeta Lab', 'Fixture HQ']);
    const zeta = await get<Page<DeviceRow>>(fx.member, '/insightapi/v1/deviceCounts?query=zeta');
    expect(zeta.body.totalElements).toBe(3);
  });
});
