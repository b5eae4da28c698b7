// F1 of reference/security-checks.md (ASVS 14.3.2) over the whole router: every answer a signed-in caller gets
// carries `Cache-Control: no-store`, whatever the route set; static files of the web app stay cacheable.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, loginRequest } from '../features/auth/test-accounts';
import {
  createHeatmapWorld,
  heatmapUrl,
  type HeatmapWorld,
} from '../features/heatmaps/heatmaps.test-helpers';
import { ACCOUNTS_TEST_ENV, createTestAccount } from '../features/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { registeredRoutesOf } from './route-registry';

let t: TestApp;
let w: HeatmapWorld;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'airlens-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Airlens</title>');
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, HEATMAP_WORKERS: '0', WEB_DIST_DIR: webDist } });
  w = await createHeatmapWorld(t);
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A route pattern with its parameters filled from the world: the admin's organisation, project and floor. */
function fill(path: string): string {
  const orgIdFor = path.startsWith('/userapi/v1/organizations/sso/') ? w.orgId : w.measured.projectId;
  return path
    .replace(':orgId', w.orgId)
    .replace(':id', orgIdFor)
    .replace(':floorId', w.measured.floorId)
    .replace(':userId', w.orgAdmin.userId)
    .replace(/:[A-Za-z]+/g, randomUUID());
}

describe('Cache-Control on signed-in answers', () => {
  it('is no-store on every route a signed-in caller gets an answer the anonymous caller does not', async () => {
    const reads: { method: 'GET' | 'POST'; url: string }[] = registeredRoutesOf(t.app)
      .filter((route) => route.method === 'GET')
      .map((route) => ({ method: 'GET', url: fill(route.url) }));
    // The heatmap query is a read with a body.
    reads.push({ method: 'POST', url: heatmapUrl(w.measured) });
    const checked: string[] = [];
    const missing: string[] = [];
    for (const read of reads) {
      const payload = read.method === 'POST' ? { type: 'primary-coverage' } : undefined;
      const request = { method: read.method, url: read.url, ...(payload === undefined ? {} : { payload }) };
      const anonymous = await t.app.inject(request);
      const signedIn = await t.app.inject({ ...request, headers: authHeaders(w.orgAdmin) });
      if (signedIn.statusCode >= 400 || anonymous.statusCode < 400) {
        continue;
      }
      checked.push(`${read.method} ${read.url}`);
      if (signedIn.headers['cache-control'] !== 'no-store') {
        missing.push(`${read.method} ${read.url}: ${String(signedIn.headers['cache-control'])}`);
      }
    }
    expect(missing).toEqual([]);
    // The sweep must really have reached the signed-in routes (insights, projects, heatmaps, users, sharing…).
    expect(checked.length).toBeGreaterThanOrEqual(25);
    expect(checked).toContain(`POST ${heatmapUrl(w.measured)}`);
    expect(checked).toContain(`GET /insightapi/v1/projects/${w.measured.projectId}`);
  });

  it('is no-store on a 304 revalidation and on the sign-in answer', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/insightapi/v1/projects?size=10',
      headers: authHeaders(w.orgAdmin),
    });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/insightapi/v1/projects?size=10',
      headers: { ...authHeaders(w.orgAdmin), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-store');
    const account = await createTestAccount(t, { orgId: w.orgId });
    const login = await loginRequest(t.app, account.email, account.password);
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers and the web app’s assets cacheable, also for a signed-in browser', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: authHeaders(w.orgAdmin),
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await t.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: authHeaders(w.orgAdmin),
    });
    expect(config.headers['cache-control']).toBe('no-cache');
  });
});
