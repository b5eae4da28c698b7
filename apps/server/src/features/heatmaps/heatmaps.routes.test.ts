import { gunzipSync } from 'node:zlib';
import {
  computeHeatmap,
  decodeBins,
  HeatmapCache,
  toHeatmapResponseBody,
  type FloorSurvey,
  type HeatmapRequest,
  type HeatmapResponseBody,
} from '@airlens/heatmap';
import type { HeatmapAnswer } from '@airlens/contract';
import { leaveOneOutConfidence } from '@airlens/heatmap/planning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, type TestSession } from '../auth/test-accounts';
import {
  createHeatmapWorld,
  heatmapUrl,
  postHeatmap,
  type HeatmapWorld,
  type SeededProject,
} from './heatmaps.test-helpers';

type Body = Omit<HeatmapResponseBody, 'source'>;

const TYPES = [
  'primary-coverage',
  'secondary-coverage',
  'snr',
  'channel-interference',
  'network-health',
  'data-rate',
  'throughput',
] as const;
const BANDS = ['2.4', '5', '6', 'any'] as const;
const BAND_NAMES = { '2.4': 'TWO', '5': 'FIVE', '6': 'SIX' } as const;

let t: TestApp;
let w: HeatmapWorld;
let owner: TestSession;
let measured: SeededProject;
let design: SeededProject;
const reference = new HeatmapCache();

function url(project: SeededProject): string {
  return heatmapUrl(project);
}

function post(session: TestSession, target: string, payload: unknown, headers: Record<string, string> = {}) {
  return postHeatmap(t, session, target, payload, headers);
}

/**
 * What the engine answers for the same floor and request: the route must send exactly this, plus the
 * survey's confidence when the values are measured (null otherwise; its figures are checked on their own).
 */
function expected(floor: FloorSurvey, request: HeatmapRequest): Body {
  const { source, ...body } = toHeatmapResponseBody(
    computeHeatmap(floor, request, reference, { maxCells: t.config.heatmapMaxCells }),
  );
  const gapRadius: unknown = expect.any(Number);
  const confidence: unknown =
    source === 'measured' ? expect.objectContaining({ gapRadiusMeters: gapRadius }) : null;
  return { ...(JSON.parse(JSON.stringify(body)) as Body), confidence } as Body;
}

function binsOf(body: Body): Uint8Array {
  return decodeBins(body);
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, HEATMAP_WORKERS: '0' } });
  w = await createHeatmapWorld(t);
  ({ owner, measured, design } = w);
});

afterAll(async () => {
  await t.close();
});

describe('POST /heatmapapi/v1/projects/{id}/floor-plans/{floorId}/heatmap parameters', () => {
  it('answers the engine result in the contract shape, with ETag and source', async () => {
    const response = await post(owner, url(measured), { type: 'primary-coverage' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<Body>();
    expect(Object.keys(body).sort()).toEqual([
      'areas',
      'binType',
      'bins',
      // Leave-one-out error and survey gaps of measured heatmaps (issue #18).
      'confidence',
      'contours',
      'grid',
      'legend',
      // The active requirement's thresholds, which the floor view's grey-out names (issue #15).
      'requirements',
      'vertices',
    ]);
    expect(body).toEqual(expected(measured.floor, { type: 'primary-coverage' }));
    expect(body.binType).toBe('square');
    expect(body.grid.cellMeters).toBe(0.5);
    expect(body.grid.unitsPerCell).toBeCloseTo(0.5 / measured.floor.metersPerPixel, 9);
    expect(binsOf(body).length).toBe(body.grid.cols * body.grid.rows);
    expect(body.areas.length).toBeGreaterThan(0);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(response.headers['x-heatmap-source']).toBe('measured');
    // A signed-in answer: never kept by a browser cache (http/no-store.ts); the ETag still answers 304.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('adds the leave-one-out confidence and survey gaps to measured heatmaps only (issue #18)', async () => {
    const body = (
      await post(owner, url(measured), { type: 'primary-coverage', radioBand: '2.4' })
    ).json<HeatmapAnswer>();
    const areas = measured.floor.areas ?? [];
    const figures = leaveOneOutConfidence(measured.floor, 'TWO', areas, 7.5);
    expect(figures.floor.samples).toBeGreaterThan(2);
    expect(body.confidence).toMatchObject({ samples: figures.floor.samples, gapRadiusMeters: 7.5 });
    expect(body.confidence?.meanAbsErrorDb).toBeCloseTo(figures.floor.meanAbsErrorDb ?? NaN, 9);
    expect(body.confidence?.confidencePercent).toBeCloseTo(
      Math.max(0, 100 - 10 * (figures.floor.meanAbsErrorDb ?? NaN)),
      9,
    );
    expect(body.confidence?.areas.map((area) => area.areaId)).toEqual(areas.map((area) => area.id));
    const gaps = body.confidence?.gaps;
    expect(gaps?.rings.every(([first, count]) => 2 * (first + count) <= (gaps.vertices.length ?? 0))).toBe(
      true,
    );
    const predicted = await post(owner, url(design), {
      type: 'primary-coverage',
      signalPrediction: 'one-floor',
    });
    expect(predicted.json<HeatmapAnswer>().confidence).toBeNull();
  });

  it('computes every type for every band in both modes', async () => {
    const radioBands = new Set(measured.floor.radios.map((radio) => radio.band));
    for (const type of TYPES) {
      for (const radioBand of BANDS) {
        for (const mode of ['smooth', 'detailed'] as const) {
          const request = { type, radioBand, mode };
          const response = await post(owner, url(measured), request);
          expect(response.statusCode, JSON.stringify(request)).toBe(200);
          const body = response.json<Body>();
          expect(body, JSON.stringify(request)).toEqual(expected(measured.floor, request));
          expect(body.legend?.type).toBe(type);
          const hasRadios = radioBand === 'any' || radioBands.has(BAND_NAMES[radioBand]);
          expect(response.headers['x-heatmap-source']).toBe(hasRadios ? 'measured' : 'none');
          expect(
            binsOf(body).some((bin) => bin !== 255),
            JSON.stringify(request),
          ).toBe(hasRadios);
          if (mode === 'detailed') {
            expect(body.vertices).toEqual([]);
            expect(body.areas).toEqual([]);
          }
        }
      }
    }
  });

  it('limits the radios to my APs', async () => {
    const all = (
      await post(owner, url(measured), { type: 'primary-coverage', radioBand: 'any', mode: 'detailed' })
    ).json<Body>();
    const mine = (
      await post(owner, url(measured), {
        type: 'primary-coverage',
        radioBand: 'any',
        mode: 'detailed',
        onlyMyAps: true,
      })
    ).json<Body>();
    const mineIds = measured.floor.radios.filter((radio) => radio.isMine).map((radio) => radio.id);
    expect(mineIds.length).toBeLessThan(measured.floor.radios.length);
    const byIds = (
      await post(owner, url(measured), {
        type: 'primary-coverage',
        radioBand: 'any',
        mode: 'detailed',
        radioIds: mineIds,
      })
    ).json<Body>();
    expect(mine.bins).toEqual(byIds.bins);
    expect(binsOf(all).some((bin) => bin !== 255)).toBe(true);
    // The neighbours' radios are heard, but with only-my-APs they paint nothing.
    const theirIds = measured.floor.radios.filter((radio) => !radio.isMine).map((radio) => radio.id);
    const theirs = {
      type: 'primary-coverage',
      radioBand: 'any',
      mode: 'detailed',
      radioIds: theirIds,
    } as const;
    const heard = (await post(owner, url(measured), theirs)).json<Body>();
    expect(binsOf(heard).some((bin) => bin !== 255)).toBe(true);
    const hidden = await post(owner, url(measured), { ...theirs, onlyMyAps: true });
    expect(hidden.headers['x-heatmap-source']).toBe('none');
    expect(binsOf(hidden.json<Body>()).every((bin) => bin === 255)).toBe(true);
    expect(mine).toEqual(
      expected(measured.floor, {
        type: 'primary-coverage',
        radioBand: 'any',
        mode: 'detailed',
        onlyMyAps: true,
      }),
    );
  });

  it('filters to the given radio ids: one radio is never stronger than all of them', async () => {
    const radio = measured.floor.radios.find((candidate) => candidate.band === 'FIVE');
    const base = { type: 'primary-coverage', mode: 'detailed' } as const;
    const all = binsOf((await post(owner, url(measured), base)).json<Body>());
    const one = binsOf(
      (await post(owner, url(measured), { ...base, radioIds: [radio?.id ?? ''] })).json<Body>(),
    );
    let weaker = 0;
    one.forEach((bin, cell) => {
      if (bin !== 255) {
        expect(bin).toBeLessThanOrEqual(all[cell] ?? 255);
        weaker += bin < (all[cell] ?? 255) ? 1 : 0;
      }
    });
    expect(weaker).toBeGreaterThan(0);
    const unknown = await post(owner, url(measured), { ...base, radioIds: ['no-such-radio'] });
    expect(binsOf(unknown.json<Body>()).every((bin) => bin === 255)).toBe(true);
    expect(unknown.headers['x-heatmap-source']).toBe('none');
  });

  it('passes only-measured to the engine (every surveyed radio is measured, so nothing is dropped)', async () => {
    const base = { type: 'snr', radioBand: 'any', mode: 'detailed' } as const;
    const plain = await post(owner, url(measured), base);
    const onlyMeasured = await post(owner, url(measured), { ...base, onlyMeasured: true });
    expect(onlyMeasured.json<Body>()).toEqual(expected(measured.floor, { ...base, onlyMeasured: true }));
    expect(onlyMeasured.json<Body>().bins).toBe(plain.json<Body>().bins);
    expect(onlyMeasured.headers.etag).not.toBe(plain.headers.etag);
  });

  it('maps accuracy to the cell size, aliases included', async () => {
    const sizes = { rough: 2, low: 2, normal: 1, medium: 1, accurate: 0.5, high: 0.5, very: 0.25 } as const;
    for (const [accuracy, cellMeters] of Object.entries(sizes)) {
      const body = (
        await post(owner, url(measured), { type: 'primary-coverage', mode: 'detailed', accuracy })
      ).json<Body>();
      expect(body.grid.cellMeters, accuracy).toBe(cellMeters);
      expect(body.grid.cols).toBe(Math.ceil(measured.floor.widthMeters / cellMeters));
      expect(binsOf(body).length).toBe(body.grid.cols * body.grid.rows);
    }
  });

  it('greys out cells that fail the requirement only when asked', async () => {
    const base = { type: 'primary-coverage', mode: 'detailed' } as const;
    const plain = binsOf((await post(owner, url(measured), base)).json<Body>());
    const greyed = (await post(owner, url(measured), { ...base, requirementGreyOut: true })).json<Body>();
    expect(greyed).toEqual(expected(measured.floor, { ...base, requirementGreyOut: true }));
    const greyBins = binsOf(greyed);
    expect(plain.includes(254)).toBe(false);
    expect(greyBins.includes(254)).toBe(true);
    // Grey-out only repaints failing cells: no-data cells stay no-data.
    greyBins.forEach((bin, cell) => {
      expect(bin === 255).toBe(plain[cell] === 255);
    });
  });

  it('leaves the legend out when legend is false', async () => {
    const body = (await post(owner, url(measured), { type: 'snr', legend: false })).json<Body>();
    expect(body.legend).toBeNull();
  });

  it('predicts a design-only project with one-floor prediction and stays empty without it', async () => {
    const predicted = await post(owner, url(design), {
      type: 'primary-coverage',
      signalPrediction: 'one-floor',
      mode: 'detailed',
    });
    expect(predicted.statusCode).toBe(200);
    expect(predicted.headers['x-heatmap-source']).toBe('predicted');
    const bins = binsOf(predicted.json<Body>());
    expect(bins.filter((bin) => bin !== 255).length).toBeGreaterThan(bins.length / 2);
    expect(predicted.json<Body>()).toEqual(
      expected(design.floor, { type: 'primary-coverage', signalPrediction: 'one-floor', mode: 'detailed' }),
    );
    const off = await post(owner, url(design), { type: 'primary-coverage', signalPrediction: 'off' });
    expect(off.headers['x-heatmap-source']).toBe('none');
    expect(binsOf(off.json<Body>()).every((bin) => bin === 255)).toBe(true);
  });

  it('predicts for the visualization height, which is part of the ETag, and refuses an impossible one', async () => {
    const request = { type: 'primary-coverage', signalPrediction: 'one-floor', mode: 'detailed' } as const;
    const low = await post(owner, url(design), { ...request, visualizationHeightMeters: 0.5 });
    const high = await post(owner, url(design), { ...request, visualizationHeightMeters: 2.5 });
    expect(low.statusCode).toBe(200);
    expect(high.statusCode).toBe(200);
    expect(high.headers.etag).not.toBe(low.headers.etag);
    expect(high.json<Body>()).toEqual(expected(design.floor, { ...request, visualizationHeightMeters: 2.5 }));
    expect(binsOf(high.json<Body>())).not.toEqual(binsOf(low.json<Body>()));
    // 1 m is the default: the same heatmap, so the ETag of one answers 304 for the other.
    const byDefault = await post(owner, url(design), request);
    const explicit = await post(
      owner,
      url(design),
      { ...request, visualizationHeightMeters: 1 },
      { 'if-none-match': String(byDefault.headers.etag) },
    );
    expect(explicit.statusCode).toBe(304);
    for (const visualizationHeightMeters of [-1, 21, '1.5']) {
      const refused = await post(owner, url(design), { ...request, visualizationHeightMeters });
      expect(refused.statusCode, String(visualizationHeightMeters)).toBe(400);
    }
  });

  it('answers 304 to a matching If-None-Match and 200 otherwise', async () => {
    const request = { type: 'data-rate', radioBand: '5' };
    const first = await post(owner, url(measured), request);
    const etag = String(first.headers.etag);
    const again = await post(owner, url(measured), request, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await post(owner, url(measured), request, { 'if-none-match': `W/${etag}` })).statusCode).toBe(
      304,
    );
    expect(
      (await post(owner, url(measured), request, { 'if-none-match': '"0000000000000000"' })).statusCode,
    ).toBe(200);
    const other = await post(
      owner,
      url(measured),
      { ...request, radioBand: '2.4' },
      { 'if-none-match': etag },
    );
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    // The same parameters spelled with their defaults are the same heatmap.
    expect(
      (
        await post(
          owner,
          url(measured),
          { ...request, mode: 'smooth', legend: true, accuracy: 'accurate' },
          { 'if-none-match': etag },
        )
      ).statusCode,
    ).toBe(304);
  });

  it('sends gzip when the client accepts it', async () => {
    const plain = await post(owner, url(measured), { type: 'throughput' });
    const zipped = await post(
      owner,
      url(measured),
      { type: 'throughput' },
      { 'accept-encoding': 'gzip, deflate' },
    );
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
