import { randomUUID } from 'node:crypto';
import type { HeatmapAnswer } from '@airlens/contract';
import { writeEsx, type EsxProject } from '@airlens/esx';
import { decodeBins, NO_DATA_BIN } from '@airlens/heatmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestOrg, type TestSession } from '../auth/test-accounts';
import { createUploadsTestApp, uploadBytes, waitForFinalStatus } from '../uploads/uploads.test-helpers';
import { postHeatmap } from './heatmaps.test-helpers';
import { planningSample, SMARTPHONE } from './planning.test-helpers';

// The heatmap endpoint's planning bodies (issue #18) on projects imported through the real upload pipeline:
// a generated two-floor design (planned APs only) and the same building surveyed (hybrid).
let t: TestApp;
let session: TestSession;
let outsider: TestSession;
let design: { id: string; floors: string[] };
let surveyed: { id: string; floors: string[] };

async function importSample(sample: EsxProject): Promise<{ id: string; floors: string[] }> {
  const answer = await waitForFinalStatus(t, session, await uploadBytes(t, session, writeEsx(sample)));
  expect(answer.status, answer.rollbackReason ?? '').toBe('COMMITTED');
  return { id: answer.projectId ?? '', floors: sample.floorPlans.map((plan) => plan.id) };
}

function url(project: { id: string; floors: string[] }, floor = 0): string {
  return `/heatmapapi/v1/projects/${project.id}/floor-plans/${project.floors[floor] ?? ''}/heatmap`;
}

async function heatmap(target: string, body: Record<string, unknown>, as: TestSession = session) {
  const response = await postHeatmap(t, as, target, body);
  return { response, body: response.statusCode === 200 ? response.json<HeatmapAnswer>() : null };
}

function binsOf(answer: HeatmapAnswer | null): Uint8Array {
  return answer === null ? new Uint8Array() : decodeBins(answer);
}

beforeAll(async () => {
  const app = await createUploadsTestApp({ env: { HEATMAP_WORKERS: '0' } });
  ({ t, session } = app);
  outsider = (await app.signInNew({ orgId: await createTestOrg(t) })).session;
  design = await importSample(planningSample('simulated'));
  surveyed = await importSample(planningSample('hybrid', 19));
  expect(surveyed.id).not.toBe(design.id);
});

afterAll(async () => {
  await t.close();
});

describe('signalPrediction multi-floor', () => {
  it('draws a different upper floor than one-floor: the ground floor APs shine through the slab', async () => {
    const base = { type: 'primary-coverage', mode: 'detailed' };
    const one = await heatmap(url(design, 1), { ...base, signalPrediction: 'one-floor' });
    const multi = await heatmap(url(design, 1), { ...base, signalPrediction: 'multi-floor' });
    expect(one.response.statusCode).toBe(200);
    expect(multi.response.statusCode).toBe(200);
    expect(multi.response.headers['x-heatmap-source']).toBe('predicted');
    expect(multi.body?.legend?.type).toBe('primary-coverage');
    const a = binsOf(one.body);
    const b = binsOf(multi.body);
    expect(b.filter((bin) => bin !== NO_DATA_BIN).length).toBeGreaterThan(0);
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(false);
    expect(multi.response.headers.etag).not.toBe(one.response.headers.etag);
  });

  it('draws the signal engine types too: throughput through its metric pass, with its legend', async () => {
    const answer = await heatmap(url(design, 1), { type: 'throughput', signalPrediction: 'multi-floor' });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.response.headers['x-heatmap-source']).toBe('predicted');
    expect(answer.body?.legend?.type).toBe('throughput');
    expect(answer.body?.legend?.unit).toBe('Mbps');
    expect(binsOf(answer.body).some((bin) => bin !== NO_DATA_BIN)).toBe(true);
  });
});

describe('deviceProfileId', () => {
  it('lowers every predicted value by the profile offset: −10 dB moves each cell two 5 dB bins down', async () => {
    const base = { type: 'primary-coverage', mode: 'detailed', signalPrediction: 'one-floor' };
    const plain = binsOf((await heatmap(url(design), base)).body);
    const phone = await heatmap(url(design), { ...base, deviceProfileId: SMARTPHONE });
    expect(phone.response.statusCode).toBe(200);
    const seen = binsOf(phone.body);
    expect(seen.length).toBe(plain.length);
    let compared = 0;
    plain.forEach((bin, c) => {
      // Bin k ≥ 3 holds [−95 + 5k, −90 + 5k): 10 dB lower is exactly bin k − 2.
      if (bin !== NO_DATA_BIN && bin >= 3) {
        expect(seen[c]).toBe(bin - 2);
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(0);
  });

  it('shifts measured values too, and names the field when the profile is unknown', async () => {
    const base = { type: 'primary-coverage', mode: 'detailed' };
    const plain = await heatmap(url(surveyed), base);
    const phone = await heatmap(url(surveyed), { ...base, deviceProfileId: 'builtin-smartphone' });
    expect(phone.response.headers['x-heatmap-source']).toBe('measured');
    expect(phone.response.headers.etag).not.toBe(plain.response.headers.etag);
    const a = binsOf(plain.body);
    const b = binsOf(phone.body);
    expect(b.some((bin, c) => bin !== a[c])).toBe(true);
    const unknown = await heatmap(url(surveyed), { ...base, deviceProfileId: 'no-such-profile' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.body).toContain('deviceProfileId');
  });
});

describe('planning types', () => {
  it('requirement: passing cells in the pass colour, failing ones by their first failing criterion', async () => {
    const answer = await heatmap(url(design), { type: 'requirement', mode: 'detailed' });
    expect(answer.response.statusCode).toBe(200);
    const legend = answer.body?.legend;
    expect(legend?.unit).toBe('criterion');
    expect(legend?.entries[0]?.label).toBe('Passes the requirement');
    const failing = legend?.entries.slice(1) ?? [];
    expect(failing.length).toBeGreaterThan(0);
    expect(
      failing.every((entry) => typeof entry.criterion === 'string' && entry.label.includes(entry.criterion)),
    ).toBe(true);
    const bins = binsOf(answer.body);
    expect(bins.every((bin) => bin === NO_DATA_BIN || bin <= failing.length)).toBe(true);
    const passing = bins.filter((bin) => bin === 0).length;
    const phone = binsOf(
      (await heatmap(url(design), { type: 'requirement', mode: 'detailed', deviceProfileId: SMARTPHONE }))
        .body,
    );
    expect(phone.filter((bin) => bin === 0).length).toBeLessThan(passing);
  });

  it('capacity: every covered cell painted with its serving radio airtime, 0 % included', async () => {
    const answer = await heatmap(url(design), { type: 'capacity', mode: 'detailed' });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.body?.legend?.unit).toBe('%');
    const bins = binsOf(answer.body);
    const painted = bins.filter((bin) => bin !== NO_DATA_BIN);
    expect(painted.length).toBeGreaterThan(0);
    // The 150 laptops load some radios past the lowest bin; radios nobody uses still paint their cells.
    expect(painted.some((bin) => bin > 0)).toBe(true);
    expect(painted.some((bin) => bin === 0)).toBe(true);
  });

  it('ap-count: APs heard above the threshold, more with a multi-floor prediction', async () => {
    const one = await heatmap(url(design, 1), {
      type: 'ap-count',
      mode: 'detailed',
      signalPrediction: 'one-floor',
    });
    const multi = await heatmap(url(design, 1), { type: 'ap-count', mode: 'detailed' });
    expect(multi.body?.legend?.unit).toBe('count');
    const a = binsOf(one.body);
    const b = binsOf(multi.body);
    let more = 0;
    a.forEach((bin, c) => {
      if (bin !== NO_DATA_BIN) {
        expect(b[c]).toBeGreaterThanOrEqual(bin);
        more += (b[c] ?? 0) > bin ? 1 : 0;
      }
    });
    expect(more).toBeGreaterThan(0);
  });

  it('smooth mode answers fills for the planning types', async () => {
    const answer = await heatmap(url(design), { type: 'requirement' });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.body?.areas.length).toBeGreaterThan(0);
    expect(answer.body?.vertices.length).toBeGreaterThan(0);
  });
});

describe('difference', () => {
  it('compares the survey with the prediction: signed dB change and the KPI delta', async () => {
    const answer = await heatmap(url(surveyed), {
      type: 'difference',
      compareTo: 'prediction',
      mode: 'detailed',
    });
    expect(answer.response.statusCode).toBe(200);
    expect(answer.body?.legend?.unit).toBe('dB');
    const difference = answer.body?.difference;
    expect(difference?.meanDeltaDb).toEqual(expect.any(Number));
    const kpi = difference?.kpi;
    expect(kpi?.beforePercent).toEqual(expect.any(Number));
    expect(kpi?.deltaPercent).toBeCloseTo((kpi?.afterPercent ?? 0) - (kpi?.beforePercent ?? 0), 9);
    expect(binsOf(answer.body).some((bin) => bin !== NO_DATA_BIN)).toBe(true);
  });

  it('needs compareTo, only for difference, and a survey to compare', async () => {
    for (const body of [
      { type: 'difference' },
      { type: 'primary-coverage', compareTo: 'prediction' },
      { type: 'difference', compareTo: { startDate: '2024-01-01', endDate: '2024-02-31' } },
    ]) {
      const answer = await heatmap(url(surveyed), body);
      expect(answer.response.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.response.body).toContain('compareTo');
    }
    const design400 = await heatmap(url(design), { type: 'difference', compareTo: 'prediction' });
    expect(design400.response.statusCode).toBe(400);
  });
});

describe('ETag and access', () => {
  it('answers 304 for the same body and a new ETag when a planning field changes', async () => {
    const body = { type: 'requirement', mode: 'detailed', deviceProfileId: SMARTPHONE };
    const first = await heatmap(url(design), body);
    const etag = String(first.response.headers.etag);
    const again = await postHeatmap(t, session, url(design), body, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    for (const changed of [
      { ...body, deviceProfileId: 'builtin-iot' },
      { ...body, signalPrediction: 'one-floor' },
      { ...body, type: 'ap-count' },
    ]) {
      const other = await postHeatmap(t, session, url(design), changed, { 'if-none-match': etag });
      expect(other.statusCode, JSON.stringify(changed)).toBe(200);
    }
  });

  it('answers 404 to a caller who cannot see the project, and for an unknown project', async () => {
    for (const body of [
      { type: 'requirement' },
      { type: 'primary-coverage', signalPrediction: 'multi-floor' },
      { type: 'primary-coverage', deviceProfileId: SMARTPHONE },
    ]) {
      expect((await heatmap(url(design), body, outsider)).response.statusCode).toBe(404);
      const unknown = `/heatmapapi/v1/projects/${randomUUID()}/floor-plans/${design.floors[0] ?? ''}/heatmap`;
      expect((await heatmap(unknown, body)).response.statusCode).toBe(404);
    }
  });
});
