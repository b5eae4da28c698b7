import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, authHeaders, cookiesOf, type TestSession } from '../auth/test-accounts';
import { latestCodeFor } from '../sharing/sharing-fixtures';
import { createHeatmapWorld, heatmapUrl, postHeatmap, type HeatmapWorld } from './heatmaps.test-helpers';

const NOT_FOUND = { message: 'Object Not Found Matching Id' };

let t: TestApp;
let w: HeatmapWorld;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, HEATMAP_WORKERS: '0' } });
  w = await createHeatmapWorld(t);
});

afterAll(async () => {
  await t.close();
});

/** A secure-project-view guest of a project, signed in through the sharing feature's one-time code. */
async function guestOf(projectId: string, email: string): Promise<TestSession> {
  const link = await t.app.inject({
    method: 'POST',
    url: `/shareapi/v1/projects/${projectId}/secure-links`,
    headers: authHeaders(w.owner),
    payload: { email },
  });
  expect(link.statusCode).toBeLessThan(300);
  const { keyId } = link.json<{ keyId: string }>();
  expect(
    (await t.app.inject({ method: 'POST', url: `/shareapi/secureProjectView/${keyId}/otp` })).statusCode,
  ).toBe(202);
  const otp = await latestCodeFor(t, email);
  const session = await t.app.inject({
    method: 'POST',
    url: `/shareapi/secureProjectView/${keyId}/session`,
    payload: { otp },
  });
  expect(session.statusCode).toBe(200);
  const cookies = cookiesOf(session);
  return {
    cookie: `airlens_session=${cookies.airlens_session ?? ''}; airlens_csrf=${cookies.airlens_csrf ?? ''}`,
    csrfToken: String(session.headers.csrftoken),
    userId: session.json<{ userId: string }>().userId,
  };
}

describe('heatmap access', () => {
  it('lets the owner (role matched without case) and an organisation admin without a role see the heatmap', async () => {
    for (const session of [w.owner, w.orgAdmin]) {
      const response = await postHeatmap(t, session, heatmapUrl(w.measured), { type: 'snr' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-heatmap-source']).toBe('measured');
    }
  });

  it('answers 404 to a user of the organisation without a role and to another organisation, even its admin', async () => {
    for (const session of [w.colleague, w.outsiderAdmin]) {
      const response = await postHeatmap(t, session, heatmapUrl(w.measured), { type: 'snr' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('answers 404 for an unknown project or floor, and for a floor of another project', async () => {
    const unknownProject = { ...w.measured, projectId: '00000000-0000-4000-8000-000000000000' };
    expect((await postHeatmap(t, w.owner, heatmapUrl(unknownProject), { type: 'snr' })).statusCode).toBe(404);
    expect(
      (await postHeatmap(t, w.owner, heatmapUrl(w.measured, 'no-such-floor'), { type: 'snr' })).statusCode,
    ).toBe(404);
    expect(
      (await postHeatmap(t, w.owner, heatmapUrl(w.measured, w.design.floorId), { type: 'snr' })).statusCode,
    ).toBe(404);
  });

  it('refuses a project whose deletion was requested (404, as if it were gone), even to its owner and admins', async () => {
    for (const session of [w.owner, w.orgAdmin]) {
      const response = await postHeatmap(t, session, heatmapUrl(w.deleting), { type: 'primary-coverage' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('checks the project version when one is given', async () => {
    expect(
      (
        await postHeatmap(t, w.owner, heatmapUrl(w.measured, w.measured.floorId, '?version=1'), {
          type: 'snr',
        })
      ).statusCode,
    ).toBe(200);
    const stale = await postHeatmap(t, w.owner, heatmapUrl(w.measured, w.measured.floorId, '?version=2'), {
      type: 'snr',
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual(NOT_FOUND);
  });

  it('lets a secure-view guest see its one shared project only', async () => {
    const guest = await guestOf(w.measured.projectId, 'guest-heatmap@example.net');
    const own = await postHeatmap(t, guest, heatmapUrl(w.measured), { type: 'primary-coverage' });
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-heatmap-source']).toBe('measured');
    expect((await postHeatmap(t, guest, heatmapUrl(w.design), { type: 'primary-coverage' })).statusCode).toBe(
      404,
    );
  });

  it('rejects an invalid body or path with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'type'],
      [{ type: 'coverage' }, 'type'],
      [{ type: 'snr', radioBand: '7' }, 'radioBand'],
      [{ type: 'snr', accuracy: 'ultra' }, 'accuracy'],
      [{ type: 'snr', mode: 'raw' }, 'mode'],
      [{ type: 'snr', signalPrediction: 'all-floors' }, 'signalPrediction'],
      [{ type: 'snr', onlyMyAps: 'yes' }, 'onlyMyAps'],
      [{ type: 'snr', requirementGreyOut: 1 }, 'requirementGreyOut'],
      [{ type: 'snr', legend: 'no' }, 'legend'],
      [{ type: 'snr', onlyMeasured: null }, 'onlyMeasured'],
      [{ type: 'snr', radioIds: 'abc' }, 'radioIds'],
      [{ type: 'snr', radioIds: [''] }, 'radioIds'],
      [{ type: 'snr', 'radio-band': '5' }, 'radio-band'],
    ];
    for (const [payload, field] of cases) {
      const response = await postHeatmap(t, w.owner, heatmapUrl(w.measured), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(payload)).toContain(field);
    }
    const badProject = heatmapUrl(w.measured).replace(w.measured.projectId, 'not-a-uuid');
    expect((await postHeatmap(t, w.owner, badProject, { type: 'snr' })).statusCode).toBe(400);
    const badVersion = await postHeatmap(
      t,
      w.owner,
      heatmapUrl(w.measured, w.measured.floorId, '?version=zero'),
      { type: 'snr' },
    );
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json<{ message: string }>().message).toContain('version');
  });

  it('needs a session and the CSRF token', async () => {
    expect((await postHeatmap(t, null, heatmapUrl(w.measured), { type: 'snr' })).statusCode).toBe(401);
    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: heatmapUrl(w.measured),
      headers: authHeaders(w.owner, false),
      payload: { type: 'snr' },
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  // 409 since issue #13 §3: a floor without a scale has no metres to draw a heatmap in.
  it('documents the route in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, { post?: { responses?: Record<string, unknown> } }>;
    }>();
    const operation = document.paths['/heatmapapi/v1/projects/{id}/floor-plans/{floorId}/heatmap']?.post;
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([
      '200',
      '304',
      '400',
      '401',
      '403',
      '404',
      '409',
    ]);
  });
});
