import { RSSI_EXPORT_COLUMNS } from '@airlens/contract';
import { bandOfFrequency, channelOfFrequency, generateProject, type EsxProject } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestOrg, type TestSession } from '../auth/test-accounts';
import {
  createUploadsTestApp,
  smallEsx,
  uploadBytes,
  waitForFinalStatus,
} from '../uploads/uploads.test-helpers';
import { getAs, guestOf, importProject, parseCsv } from './exports.test-helpers';

const NOT_FOUND = { message: 'Object Not Found Matching Id' };

let t: TestApp;
let owner: TestSession;
let colleague: TestSession;
let outsider: TestSession;
let project: EsxProject;
let projectId: string;

const rssiUrl = (id: string, query = '') => `/projectapi/v1/projects/${id}/rssi-export?format=csv${query}`;

/** Every reading of the generated project, as the file holds it, with the facts a row is made of. */
function readingsOf(source: EsxProject) {
  const readings: { surveyId: string; floorPlanId: string; band: string | undefined }[] = [];
  for (const survey of source.surveys) {
    for (const track of survey.tracks) {
      const scans = track.scans;
      for (let r = 0; r < (scans?.readingCount ?? 0); r++) {
        readings.push({
          surveyId: survey.id,
          floorPlanId: survey.floorPlanId,
          band: bandOfFrequency(scans?.readingFrequencyMhz[r] ?? 0),
        });
      }
    }
  }
  return readings;
}

async function exportRows(session: TestSession, query = ''): Promise<string[][]> {
  const response = await getAs(t, session, rssiUrl(projectId, query));
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(response.body);
  expect(header).toEqual([...RSSI_EXPORT_COLUMNS]);
  return rows;
}

beforeAll(async () => {
  const world = await createUploadsTestApp();
  t = world.t;
  owner = world.session;
  colleague = (await world.signInNew()).session;
  outsider = (await world.signInNew({ orgId: await createTestOrg(t) })).session;
  // Two floors, the second never scaled: its rows keep the measurements without positions in metres.
  project = generateProject({
    kind: 'measured',
    floors: 2,
    aps: 6,
    surveys: 4,
    scansPerSurvey: 40,
    maxImagePixels: 400,
    seed: 9,
    unscaledFloors: [1],
  });
  projectId = await importProject(t, owner, project);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('RSSI export', () => {
  it('streams one row per measurement of the project with the contract columns', async () => {
    const response = await getAs(t, owner, rssiUrl(projectId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+ RSSI\.csv"/);
    const [header, ...rows] = parseCsv(response.body);
    expect(response.body.startsWith(`${RSSI_EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(header).toEqual([...RSSI_EXPORT_COLUMNS]);
    const readings = readingsOf(project);
    expect(readings.length).toBeGreaterThan(100);
    expect(rows).toHaveLength(readings.length);
    expect(rows.every((row) => row.length === RSSI_EXPORT_COLUMNS.length)).toBe(true);
    // Per survey, as many rows as the survey's tracks hold readings.
    const perSurvey = (ids: string[]) =>
      Object.fromEntries([...new Set(ids)].map((id) => [id, ids.filter((other) => other === id).length]));
    expect(perSurvey(rows.map((row) => row[0] ?? ''))).toEqual(
      perSurvey(readings.map((reading) => reading.surveyId)),
    );
  });

  it('writes the first measurement of the first survey exactly', async () => {
    const [first] = await exportRows(owner);
    const survey = project.surveys[0];
    const track = survey?.tracks[0];
    const scans = track?.scans;
    const floor = project.floorPlans.find((plan) => plan.id === survey?.floorPlanId);
    const measurement = project.measurements.find(
      (m) => m.id === track?.measurementIds[scans?.readingMeasurementIndex[0] ?? 0],
    );
    const frequency = scans?.readingFrequencyMhz[0] ?? 0;
    const metersPerUnit = floor?.metersPerUnit ?? Number.NaN;
    expect(first).toEqual([
      survey?.id,
      new Date((survey?.startTimeMs ?? 0) + (scans?.readingTimeMs[0] ?? 0)).toISOString(),
      floor?.name,
      ((track?.scanX[0] ?? Number.NaN) * metersPerUnit).toFixed(2),
      ((track?.scanY[0] ?? Number.NaN) * metersPerUnit).toFixed(2),
      project.accessPoints.find((ap) => ap.id === measurement?.accessPointId)?.name ?? '',
      measurement?.bssid,
      measurement?.ssid,
      String(channelOfFrequency(frequency)),
      bandOfFrequency(frequency),
      String(scans?.readingRssiDbm[0]),
    ]);
  });

  it('leaves xMeters and yMeters empty on a floor without a scale and fills them on a scaled one', async () => {
    const rows = await exportRows(owner);
    const [scaled, unscaled] = project.floorPlans;
    expect(scaled?.metersPerUnit).toBeGreaterThan(0);
    expect(unscaled?.metersPerUnit).toBeUndefined();
    const onUnscaled = rows.filter((row) => row[2] === unscaled?.name);
    const onScaled = rows.filter((row) => row[2] === scaled?.name);
    expect(onUnscaled.length).toBeGreaterThan(0);
    expect(onUnscaled.every((row) => row[3] === '' && row[4] === '')).toBe(true);
    expect(onScaled.filter((row) => row[3] !== '').length).toBeGreaterThan(0);
    expect(onScaled.every((row) => row[3] === '' || Number.isFinite(Number(row[3])))).toBe(true);
  });

  it('filters by floor, by band, and by both', async () => {
    const readings = readingsOf(project);
    const [, second] = project.floorPlans;
    const floorId = second?.id ?? '';
    const onFloor = await exportRows(owner, `&floorPlanId=${floorId}`);
    expect(onFloor).toHaveLength(readings.filter((reading) => reading.floorPlanId === floorId).length);
    expect(onFloor.every((row) => row[2] === second?.name)).toBe(true);

    const fiveGhz = await exportRows(owner, '&frequencyBand=FIVE');
    expect(fiveGhz).toHaveLength(readings.filter((reading) => reading.band === 'FIVE').length);
    expect(fiveGhz.length).toBeGreaterThan(0);
    expect(fiveGhz.every((row) => row[9] === 'FIVE')).toBe(true);

    const both = await exportRows(owner, `&floorPlanId=${floorId}&frequencyBand=TWO`);
    expect(both).toHaveLength(
      readings.filter((reading) => reading.floorPlanId === floorId && reading.band === 'TWO').length,
    );
    expect(both.every((row) => row[2] === second?.name && row[9] === 'TWO')).toBe(true);
  });

  it('answers 404 for a floor the project does not have and 400 for an unknown band or format', async () => {
    const unknownFloor = await getAs(t, owner, rssiUrl(projectId, '&floorPlanId=no-such-floor'));
    expect(unknownFloor.statusCode).toBe(404);
    expect(unknownFloor.json()).toEqual(NOT_FOUND);
    const band = await getAs(t, owner, rssiUrl(projectId, '&frequencyBand=SEVEN'));
    expect(band.statusCode).toBe(400);
    expect(band.body).toContain('frequencyBand');
    const format = await getAs(t, owner, `/projectapi/v1/projects/${projectId}/rssi-export?format=xlsx`);
    expect(format.statusCode).toBe(400);
    expect(format.body).toContain('format');
  });
});

describe('RSSI export access', () => {
  it('answers 404 to a member without a role and to another organisation, 401 without a session', async () => {
    for (const session of [colleague, outsider]) {
      const response = await getAs(t, session, rssiUrl(projectId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await getAs(t, null, rssiUrl(projectId))).statusCode).toBe(401);
  });

  it('is for members only: a guest of the project is refused while its bill of materials is not', async () => {
    const guest = await guestOf(t, owner, projectId, 'rssi-guest@example.net');
    expect((await getAs(t, guest, `/projectapi/v1/projects/${projectId}/bom?format=json`)).statusCode).toBe(
      200,
    );
    const response = await getAs(t, guest, rssiUrl(projectId));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(RSSI_EXPORT_COLUMNS.join(','));
  });
});

describe('RSSI export with the rssiExport flag off', () => {
  it('answers 404 to the owner of the project, whose bill of materials still answers', async () => {
    const off = await createUploadsTestApp({ env: { FEATURE_RSSI_EXPORT: 'false' } });
    try {
      const status = await waitForFinalStatus(
        off.t,
        off.session,
        await uploadBytes(off.t, off.session, smallEsx()),
      );
      const id = status.projectId ?? '';
      expect((await getAs(off.t, off.session, `/projectapi/v1/projects/${id}/bom`)).statusCode).toBe(200);
      const response = await getAs(off.t, off.session, rssiUrl(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    } finally {
      await off.t.close();
    }
  }, 120_000);
});
