import type { HeatmapAnswer, RequirementPassRatesAnswer } from '@airlens/contract';
import { writeEsx } from '@airlens/esx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { authHeaders, createTestOrg, type TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { postHeatmap } from './heatmaps.test-helpers';
import { datedPlanningSample, LAPTOP, SMARTPHONE } from './planning.test-helpers';

// Measured pass rates and survey-range differences on a hybrid two-floor project imported through the real upload pipeline, whose every scan
// hears one 5 GHz BSS at a level fixed by the survey's day (planning.test-helpers.ts datedPlanningSample): the
// ground floor was surveyed on 3 March 2025 at −60 dBm and on 6 March at −75 dBm, the upper floor on 4 March at
// −60 and on 8 March at −75, and every requirement is one criterion, 5 GHz signal ≥ −67 dBm. An interpolation of
// one day's points is that day's level exactly, so each measured rate is 100 % or 0 % by hand.
let t: TestApp;
let session: TestSession;
let outsider: TestSession;
let projectId: string;
let groundId: string;
let upperId: string;

function rates(query: string, as: TestSession = session) {
  return t.app.inject({
    method: 'GET',
    url: `/insightapi/v1/projects/${projectId}/requirementPassRates?frequencyBand=FIVE&${query}`,
    headers: authHeaders(as),
  });
}

async function ratesOf(query: string): Promise<RequirementPassRatesAnswer> {
  const response = await rates(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RequirementPassRatesAnswer>();
}

function floorOf(body: RequirementPassRatesAnswer, floorPlanId: string) {
  const floor = body.floors.find((candidate) => candidate.floorPlanId === floorPlanId);
  if (floor === undefined) {
    throw new Error(`floor ${floorPlanId} missing`);
  }
  return floor;
}

beforeAll(async () => {
  const app = await createUploadsTestApp({ env: { HEATMAP_WORKERS: '0' } });
  ({ t, session } = app);
  outsider = (await app.signInNew({ orgId: await createTestOrg(t) })).session;
  const sample = datedPlanningSample();
  groundId = sample.floorPlans[0]?.id ?? '';
  upperId = sample.floorPlans[1]?.id ?? '';
  const answer = await waitForFinalStatus(t, session, await uploadBytes(t, session, writeEsx(sample)));
  expect(answer.status, answer.rollbackReason ?? '').toBe('COMMITTED');
  projectId = answer.projectId ?? '';
});

afterAll(async () => {
  await t.close();
});

describe('requirement pass rates from surveys of a date range', () => {
  it('answers 100 % measured on the days every scan heard −60 dBm', async () => {
    const body = await ratesOf('startDate=2025-03-03&endDate=2025-03-04');
    expect(body.project).toEqual({
      passRatePercent: 100,
      source: 'measured',
      criteria: [{ type: 'SIGNAL_STRENGTH', threshold: -67, passRatePercent: 100 }],
    });
    for (const floor of body.floors) {
      expect(floor).toMatchObject({ source: 'measured', passRatePercent: 100 });
    }
    const measuredAreas = body.areas.filter((area) => area.source === 'measured');
    expect(measuredAreas.length).toBeGreaterThan(0);
    expect(measuredAreas.every((area) => area.passRatePercent === 100)).toBe(true);
  });

  it('answers 0 % measured on the days every scan heard −75 dBm', async () => {
    const body = await ratesOf('startDate=2025-03-05&endDate=2025-03-08');
    expect(body.project).toMatchObject({ passRatePercent: 0, source: 'measured' });
    expect(body.project.criteria).toEqual([{ type: 'SIGNAL_STRENGTH', threshold: -67, passRatePercent: 0 }]);
    for (const floor of body.floors) {
      expect(floor).toMatchObject({ source: 'measured', passRatePercent: 0 });
    }
  });

  it("applies the device's offset to the measured levels", async () => {
    // −60 dBm seen by a −10 dB smartphone is −70 (fails ≥ −67); by a −3 dB laptop −63 (passes).
    const phone = await ratesOf(`startDate=2025-03-03&endDate=2025-03-04&deviceProfileId=${SMARTPHONE}`);
    expect(phone.project).toMatchObject({ passRatePercent: 0, source: 'measured' });
    const laptop = await ratesOf(`startDate=2025-03-03&endDate=2025-03-04&deviceProfileId=${LAPTOP}`);
    expect(laptop.project).toMatchObject({ passRatePercent: 100, source: 'measured' });
  });

  it('is measured where the range has surveys and predicted where it has none', async () => {
    const body = await ratesOf('startDate=2025-03-03&endDate=2025-03-03');
    expect(floorOf(body, groundId)).toMatchObject({ source: 'measured', passRatePercent: 100 });
    const upper = floorOf(body, upperId);
    expect(upper.source).toBe('predicted');
    expect(
      body.areas.filter((area) => area.floorPlanId === upperId).map((area) => area.source),
    ).not.toContain('measured');
    // The project answers from its measured parts: the ground floor's surveyed cells.
    expect(body.project).toMatchObject({ passRatePercent: 100, source: 'measured' });
    const later = await ratesOf('startDate=2025-03-07');
    expect(floorOf(later, groundId).source).toBe('predicted');
    expect(floorOf(later, upperId)).toMatchObject({ source: 'measured', passRatePercent: 0 });
  });

  it('is predicted everywhere for a range without surveys, like the prediction itself', async () => {
    const body = await ratesOf('startDate=2025-04-01&endDate=2025-04-30');
    for (const rate of [body.project, ...body.floors, ...body.areas]) {
      expect(rate.source).toBe('predicted');
    }
    const before = await ratesOf('endDate=2025-03-02');
    expect(before).toEqual(body);
  });

  it('reads every survey without a range: cells near the strong days pass, near the weak ones fail', async () => {
    const body = await ratesOf('');
    expect(body.project.source).toBe('measured');
    expect(body.project.passRatePercent).toBeGreaterThan(0);
    expect(body.project.passRatePercent).toBeLessThan(100);
    for (const floor of body.floors) {
      expect(floor.source).toBe('measured');
    }
  });

  it('refuses an end date before the start date, and hides the project from outsiders', async () => {
    const backwards = await rates('startDate=2025-03-08&endDate=2025-03-03');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('endDate');
    expect((await rates('startDate=2025-03-03', outsider)).statusCode).toBe(404);
  });
});

function difference(body: Record<string, unknown>, floorPlanId = groundId) {
  return postHeatmap(t, session, `/heatmapapi/v1/projects/${projectId}/floor-plans/${floorPlanId}/heatmap`, {
    type: 'difference',
    mode: 'detailed',
    ...body,
  });
}

describe('difference heatmap between two survey date ranges', () => {
  it('answers the signed change from the baseline range to the surveys after it, with the KPI delta', async () => {
    // Ground floor: −60 dBm surveyed on 3 March (the baseline), −75 dBm on 6 March (after it).
    const response = await difference({ compareTo: { startDate: '2025-03-03', endDate: '2025-03-03' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-heatmap-source']).toBe('measured');
    const body = response.json<HeatmapAnswer>();
    expect(body.legend?.unit).toBe('dB');
    expect(body.difference?.meanDeltaDb).toBeCloseTo(-15, 4);
    expect(body.difference?.kpi).toEqual({
      thresholdDbm: -67,
      beforePercent: 100,
      afterPercent: 0,
      deltaPercent: -100,
    });
  });

  it('compares the range the body names, and sees both sides through the device profile', async () => {
    const reversed = await difference({
      compareTo: { startDate: '2025-03-05', endDate: '2025-03-06' },
      startDate: '2025-03-01',
      endDate: '2025-03-03',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const body = reversed.json<HeatmapAnswer>();
    expect(body.difference?.meanDeltaDb).toBeCloseTo(15, 4);
    expect(body.difference?.kpi).toMatchObject({ beforePercent: 0, afterPercent: 100, deltaPercent: 100 });
    // A −10 dB smartphone: −70 and −85, the change unchanged, both sides failing ≥ −67.
    const phone = await difference({
      compareTo: { startDate: '2025-03-01', endDate: '2025-03-04' },
      deviceProfileId: SMARTPHONE,
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const seen = phone.json<HeatmapAnswer>();
    expect(seen.difference?.meanDeltaDb).toBeCloseTo(-15, 4);
    expect(seen.difference?.kpi).toMatchObject({ beforePercent: 0, afterPercent: 0, deltaPercent: 0 });
    // The upper floor: −60 on 4 March, −75 on 8 March.
    const upper = await difference(
      { compareTo: { startDate: '2025-03-04', endDate: '2025-03-04' } },
      upperId,
    );
    expect(upper.json<HeatmapAnswer>().difference?.meanDeltaDb).toBeCloseTo(-15, 4);
  });

  it('answers 400 naming the side without surveys, a backwards range or dates without a date baseline', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ compareTo: { startDate: '2025-02-01', endDate: '2025-02-28' } }, 'compareTo'],
      [{ compareTo: { startDate: '2025-03-06', endDate: '2025-03-31' } }, 'compareTo'],
      [
        { compareTo: { startDate: '2025-03-03', endDate: '2025-03-03' }, startDate: '2025-04-01' },
        'startDate',
      ],
      [{ compareTo: { startDate: '2025-03-06', endDate: '2025-03-03' } }, 'compareTo'],
      [{ compareTo: 'prediction', startDate: '2025-03-03' }, 'startDate'],
    ];
    for (const [body, field] of cases) {
      const response = await difference(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(field);
    }
  });
});
