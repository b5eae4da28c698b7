import { gunzipSync } from 'node:zlib';
import { generateProject } from '@airlens/esx';
import {
  computeHeatmap,
  decodeBins,
  HeatmapCache,
  toHeatmapResponseBody,
  type FloorSurvey,
  type HeatmapRequest,
  type HeatmapResponseBody,
} from '@airlens/heatmap';
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
import { seedHeatmapProject, type SeededProject } from './heatmaps.test-helpers';

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
let owner: TestSession;
let orgAdmin: TestSession;
let colleague: TestSession;
let outsiderAdmin: TestSession;
let measured: SeededProject;
let design: SeededProject;
let deleting: SeededProject;
const reference = new HeatmapCache();

function url(project: SeededProject, floorId = project.floorId, query = ''): string {
  return `/heatmapapi/v1/projects/${project.projectId}/floor-plans/${floorId}/heatmap${query}`;
}

function post(
  session: TestSession | null,
  target: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: target,
    headers: { ...(session === null ? {} : authHeaders(session)), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** What the engine answers for the same floor and request: the route must send exactly this. */
function expected(floor: FloorSurvey, request: HeatmapRequest): Body {
  const { source: _source, ...body } = toHeatmapResponseBody(
    computeHeatmap(floor, request, reference, { maxCells: t.config.heatmapMaxCells }),
  );
  return JSON.parse(JSON.stringify(body)) as Body;
}

function binsOf(body: Body): Uint8Array {
  return decodeBins(body);
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, HEATMAP_WORKERS: '0' } });
  const orgId = await createTestOrg(t);
  const otherOrgId = await createTestOrg(t);
  const ownerAccount = await createTestAccount(t, { orgId, email: 'owner@example.com' });
  const adminAccount = await createTestAccount(t, { orgId, orgAdmin: true });
  const colleagueAccount = await createTestAccount(t, { orgId });
  const outsiderAccount = await createTestAccount(t, { orgId: otherOrgId, orgAdmin: true });
  owner = await signIn(t.app, ownerAccount);
  orgAdmin = await signIn(t.app, adminAccount);
  colleague = await signIn(t.app, colleagueAccount);
  outsiderAdmin = await signIn(t.app, outsiderAccount);
  // Roles are matched by e-mail without regard to case (spec §6).
  const users = [{ email: 'Owner@Example.COM', role: 'OWNER' }];
  measured = await seedHeatmapProject(t, {
    orgId,
    users,
    project: generateProject({
      kind: 'measured',
      floors: 1,
      aps: 6,
      surveys: 2,
      scansPerSurvey: 150,
      seed: 7,
    }),
  });
  design = await seedHeatmapProject(t, {
    orgId,
    users,
    projectType: 'SIMULATED',
    project: generateProject({ kind: 'simulated', floors: 1, aps: 6, seed: 8 }),
  });
  deleting = await seedHeatmapProject(t, {
    orgId,
    users,
    status: 'DELETE_REQUESTED',
    project: generateProject({
      kind: 'measured',
      floors: 1,
      aps: 3,
      surveys: 1,
      scansPerSurvey: 60,
      seed: 9,
    }),
  });
});

afterAll(async () => {
  await t.close();
});

describe('POST /heatmapapi/v1/projects/{id}/floor-plans/{floorId}/heatmap', () => {
  it('answers the engine result in the contract shape, with ETag and source', async () => {
    const response = await post(owner, url(measured), { type: 'primary-coverage' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<Body>();
    expect(Object.keys(body).sort()).toEqual([
      'areas',
      'binType',
      'bins',
      'contours',
      'grid',
      'legend',
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
    expect(response.headers['cache-control']).toBe('private, no-cache');
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

  it('checks the project version when one is given', async () => {
    expect(
      (await post(owner, url(measured, measured.floorId, '?version=1'), { type: 'snr' })).statusCode,
    ).toBe(200);
    const stale = await post(owner, url(measured, measured.floorId, '?version=2'), { type: 'snr' });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: 'Object Not Found Matching Id' });
  });

  it('lets an organisation admin without a role see the project', async () => {
    expect((await post(orgAdmin, url(measured), { type: 'snr' })).statusCode).toBe(200);
  });

  it('answers 404 to a user of the organisation without a role and to another organisation, even its admin', async () => {
    for (const session of [colleague, outsiderAdmin]) {
      const response = await post(session, url(measured), { type: 'snr' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Object Not Found Matching Id' });
    }
  });

  it('answers 404 for an unknown project or floor', async () => {
    const unknownProject = { ...measured, projectId: '00000000-0000-4000-8000-000000000000' };
    expect((await post(owner, url(unknownProject), { type: 'snr' })).statusCode).toBe(404);
    expect((await post(owner, url(measured, 'no-such-floor'), { type: 'snr' })).statusCode).toBe(404);
    expect((await post(owner, url(measured, design.floorId), { type: 'snr' })).statusCode).toBe(404);
  });

  it('refuses a project whose deletion was requested (404, as if it were gone)', async () => {
    for (const session of [owner, orgAdmin]) {
      const response = await post(session, url(deleting), { type: 'primary-coverage' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Object Not Found Matching Id' });
    }
  });

  it('rejects an invalid body with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'type'],
      [{ type: 'coverage' }, 'type'],
      [{ type: 'snr', radioBand: '7' }, 'radioBand'],
      [{ type: 'snr', accuracy: 'ultra' }, 'accuracy'],
      [{ type: 'snr', mode: 'raw' }, 'mode'],
      [{ type: 'snr', signalPrediction: 'all-floors' }, 'signalPrediction'],
      [{ type: 'snr', onlyMyAps: 'yes' }, 'onlyMyAps'],
      [{ type: 'snr', radioIds: 'abc' }, 'radioIds'],
      [{ type: 'snr', 'radio-band': '5' }, 'radio-band'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(owner, url(measured), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(payload)).toContain(field);
    }
    expect(
      (await post(owner, url(measured).replace(measured.projectId, 'not-a-uuid'), { type: 'snr' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(owner, url(measured, measured.floorId, '?version=zero'), { type: 'snr' })).statusCode,
    ).toBe(400);
  });

  it('needs a session and the CSRF token', async () => {
    expect((await post(null, url(measured), { type: 'snr' })).statusCode).toBe(401);
    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: url(measured),
      headers: authHeaders(owner, false),
      payload: { type: 'snr' },
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('documents the route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, { post?: unknown }>;
    }>();
    expect(document.paths['/heatmapapi/v1/projects/{id}/floor-plans/{floorId}/heatmap']?.post).toBeDefined();
  });
});
