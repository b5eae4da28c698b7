import { FLOOR_NOT_SCALED_MESSAGE } from '@airlens/domain';
import { generateProject, readEsx, writeEsx } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../auth/test-accounts';
import {
  createUploadsTestApp,
  uploadBytes,
  waitForFinalStatus,
  type StatusAnswer,
} from './uploads.test-helpers';

type Setup = Awaited<ReturnType<typeof createUploadsTestApp>>;
type Entity = Record<string, unknown>;

/** An Ekahau Pro 10.2 project as real ones come: schema 1.3.0, its first floor plan never scaled. */
const bytes = writeEsx(
  generateProject({
    floors: 2,
    aps: 6,
    surveys: 4,
    scansPerSurvey: 60,
    maxImagePixels: 400,
    seed: 21,
    kind: 'hybrid',
    schema: '1.3.0',
    unscaledFloors: [0],
  }),
);
const source = readEsx(bytes);
const [unscaledFloor, scaledFloor] = source.floorPlans;

describe('an Ekahau Pro 10.2 project with an unscaled floor plan', () => {
  let s: Setup;
  let answer: StatusAnswer;
  let projectId: string;

  const get = (url: string) => s.t.app.inject({ method: 'GET', url, headers: authHeaders(s.session) });
  const heatmap = (floorId: string) =>
    s.t.app.inject({
      method: 'POST',
      url: `/heatmapapi/v1/projects/${projectId}/floor-plans/${floorId}/heatmap`,
      headers: authHeaders(s.session),
      payload: { type: 'primary-coverage', radioBand: 'any' },
    });

  beforeAll(async () => {
    s = await createUploadsTestApp({ env: { HEATMAP_WORKERS: '0' } });
    answer = await waitForFinalStatus(s.t, s.session, await uploadBytes(s.t, s.session, bytes));
    projectId = answer.projectId ?? '';
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('is a fixture of that shape', () => {
    expect(source.meta.schemaVersion).toBe('1.3.0');
    expect(unscaledFloor?.metersPerUnit).toBeUndefined();
    expect(scaledFloor?.metersPerUnit).toBeGreaterThan(0);
    expect(source.surveys.some((survey) => survey.floorPlanId === unscaledFloor?.id)).toBe(true);
  });

  it('imports it: COMMITTED, nothing rolled back', () => {
    expect(answer).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
    expect(answer.projectId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists the floor as not scaled (metersPerUnit null) beside the scaled one', async () => {
    const response = await get(`/insightapi/v1/projects/${projectId}/floorPlans`);
    expect(response.statusCode).toBe(200);
    const floors = response.json<{ id: string; metersPerUnit: number | null; imageId: string | null }[]>();
    expect(floors.map((floor) => [floor.id, floor.metersPerUnit])).toEqual([
      [unscaledFloor?.id, null],
      [scaledFloor?.id, scaledFloor?.metersPerUnit],
    ]);
    expect(floors[0]?.imageId).toBe(unscaledFloor?.imageId);
  });

  it('keeps the plan image and the access points placed on the unscaled floor', async () => {
    const image = await get(
      `/projectapi/v1/projects/${projectId}/imageFiles/${unscaledFloor?.imageId ?? ''}?redirect=0`,
    );
    expect(image.statusCode).toBe(200);
    const batch = (await get(`/projectapi/v1/projects/${projectId}/batch?poTypes=ACCESS_POINT`)).json<{
      accessPoints: { id: string; location: { floorPlanId: string } | null }[];
    }>();
    const placed = source.accessPoints.filter((ap) => ap.location?.floorPlanId === unscaledFloor?.id);
    expect(placed.length).toBeGreaterThan(0);
    expect(
      batch.accessPoints
        .filter((ap) => ap.location?.floorPlanId === unscaledFloor?.id)
        .map((ap) => ap.id)
        .sort(),
    ).toEqual(placed.map((ap) => ap.id).sort());
    const { rows } = await s.t.database.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM access_points WHERE project_id = $1 AND floor_plan_id = $2',
      [projectId, unscaledFloor?.id],
    );
    expect(Number(rows[0]?.n)).toBe(placed.length);
  });

  it('answers every spec §3 batch field of entities the file lacks them on (null or derived)', async () => {
    const response = await get(
      `/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN,ACCESS_POINT,MEASURED_RADIO,ACCESS_POINT_MEASUREMENT`,
    );
    expect(response.statusCode).toBe(200);
    const batch = response.json<Record<string, Entity[]>>();
    // The file has no hidden, bitmapImageId, overridingChannel, nor a scale on the first floor.
    expect(source.collections.get('accessPoints')?.some((ap) => 'hidden' in ap)).toBe(false);
    const [unscaled, scaled] = batch.floorPlans ?? [];
    expect(typeof unscaled?.rowId).toBe('number');
    expect(unscaled).toMatchObject({
      id: unscaledFloor?.id,
      width: unscaledFloor?.width,
      height: unscaledFloor?.height,
      imageId: unscaledFloor?.imageId,
      bitmapImageId: null,
      metersPerUnit: null,
    });
    expect(scaled).toMatchObject({ bitmapImageId: null, metersPerUnit: scaledFloor?.metersPerUnit });
    for (const ap of batch.accessPoints ?? []) {
      expect(ap.hidden).toBe(false);
      expect(typeof ap.mine).toBe('boolean');
      expect('location' in ap && typeof ap.location === 'object').toBe(true);
    }
    expect(batch.measuredRadios?.length).toBeGreaterThan(0);
    for (const radio of batch.measuredRadios ?? []) {
      expect(typeof radio.accessPointId).toBe('string');
      expect(Array.isArray(radio.accessPointMeasurementIds)).toBe(true);
      expect(radio.overridingChannel).toBeNull();
    }
    expect(batch.accessPointMeasurements?.length).toBeGreaterThan(0);
    for (const measurement of batch.accessPointMeasurements ?? []) {
      expect(typeof measurement.ssid).toBe('string');
      const channel = measurement.channel;
      expect(Array.isArray(channel) && channel.length > 0 && channel.every(Number.isInteger)).toBe(true);
      expect(Array.isArray(measurement.technologies)).toBe(true);
    }
  });

  it('answers the heatmap of the unscaled floor 409 with the reason; the scaled floor draws', async () => {
    const refused = await heatmap(unscaledFloor?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: FLOOR_NOT_SCALED_MESSAGE });
    const inspect = await get(
      `/heatmapapi/v1/projects/${projectId}/floor-plans/${unscaledFloor?.id ?? ''}/inspect?x=10&y=10`,
    );
    expect(inspect.statusCode).toBe(409);
    expect((await heatmap(scaledFloor?.id ?? '')).statusCode).toBe(200);
    expect((await heatmap('no-such-floor')).statusCode).toBe(404);
  });

  it('lists the surveys of the unscaled floor with an unknown distance, not 0 m', async () => {
    const response = await get(`/insightapi/v1/surveyEvents?projectId=${projectId}&size=50`);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ content: { floorPlanId: string; distanceMeters: number | null }[] }>()
      .content;
    const onUnscaled = rows.filter((row) => row.floorPlanId === unscaledFloor?.id);
    const onScaled = rows.filter((row) => row.floorPlanId === scaledFloor?.id);
    expect(onUnscaled.length + onScaled.length).toBe(source.surveys.length);
    expect(onUnscaled.length).toBeGreaterThan(0);
    expect(onUnscaled.map((row) => row.distanceMeters)).toEqual(onUnscaled.map(() => null));
    for (const row of onScaled) {
      expect(row.distanceMeters).toBeGreaterThan(0);
    }
  });

  it('computes no KPIs for the unscaled floor and says why; the scaled floor has them', async () => {
    const rows = (await get(`/insightapi/v1/projects/${projectId}/floorPlanKpis`)).json<
      { floorPlanId: string; kpis: { rssi: { value: number | null } | null } }[]
    >();
    const unscaled = rows.find((row) => row.floorPlanId === unscaledFloor?.id);
    const scaled = rows.find((row) => row.floorPlanId === scaledFloor?.id);
    expect(unscaled?.kpis.rssi?.value ?? null).toBeNull();
    expect(typeof scaled?.kpis.rssi?.value).toBe('number');
    for (const path of ['areaKpis', 'kpis']) {
      const response = await get(
        `/insightapi/v1/projects/${projectId}/floorPlans/${unscaledFloor?.id ?? ''}/${path}`,
      );
      expect(response.statusCode, path).toBe(409);
      expect(response.json(), path).toEqual({ message: FLOOR_NOT_SCALED_MESSAGE });
      const ok = await get(
        `/insightapi/v1/projects/${projectId}/floorPlans/${scaledFloor?.id ?? ''}/${path}`,
      );
      expect(ok.statusCode, path).toBe(200);
    }
  });
});
