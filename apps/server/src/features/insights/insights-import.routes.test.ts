import { writeEsx } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { buildKpiFixtureProject, FIXTURE } from './insights-fixture';

let t: TestApp;
let session: TestSession;

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(session, false) });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json<T>();
}

async function importFixture(): Promise<string> {
  const fileUploadId = await uploadBytes(t, session, writeEsx(buildKpiFixtureProject()));
  const answer = await waitForFinalStatus(t, session, fileUploadId);
  expect(answer).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
  return answer.projectId ?? '';
}

beforeAll(async () => {
  ({ t, session } = await createUploadsTestApp());
});

afterAll(async () => {
  await t.close();
});

describe('insights written by a real import', () => {
  it('answers the hand-computed KPIs of an uploaded project, and the same after uploading it again', async () => {
    const projectId = await importFixture();
    const expected = {
      rssi: 80,
      rssi2: 60,
      snr: 80,
      channelInterference: 80,
      networkHealth: 60,
      average: 72,
      issues: 5,
    };
    expect(await get(`/insightapi/v1/projects/${projectId}`)).toMatchObject({
      ...expected,
      projectVersion: 1,
    });
    const areas = await get<{ areaName: string }[]>(
      `/insightapi/v1/projects/${projectId}/floorPlans/${FIXTURE.floor1}/areaKpis`,
    );
    expect(areas.map((area) => area.areaName)).toEqual(['Open office', 'Voice zone']);

    // The same .esx again is a new version of the same project: the old rows are replaced, not added to.
    expect(await importFixture()).toBe(projectId);
    expect(await get(`/insightapi/v1/projects/${projectId}`)).toMatchObject({
      ...expected,
      projectVersion: 2,
    });
    expect(await get(`/insightapi/v1/projects/${projectId}/dailyKpis/networkHealth`)).toEqual([
      { date: '2025-03-03', value: 50 },
      { date: '2025-03-04', value: 100 },
    ]);
    expect(await get(`/insightapi/v1/deviceCounts/totals?projectId=${projectId}`)).toEqual({
      totalDeviceCount: 4,
    });
    expect(await get(`/insightapi/v1/surveyEvents/totals?projectId=${projectId}`)).toEqual({
      durationSeconds: 21,
      distanceMeters: 60,
      discoveredAps: 7,
    });
  });
});
