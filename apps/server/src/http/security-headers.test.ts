// Production-only hardening of the answers: HSTS for a year with subdomains, and no source maps published.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let webDist: string;
let production: TestApp;
let development: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'airlens-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Airlens</title>');
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(webDist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  production = await createTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: webDist } });
  development = await createTestApp({ env: { NODE_ENV: 'development', WEB_DIST_DIR: webDist } });
});

afterAll(async () => {
  await production.close();
  await development.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('in production', () => {
  it('asks browsers for https for a year, subdomains included', async () => {
    for (const url of ['/healthz', '/config.json', '/assets/app-abc123.js', '/']) {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('does not serve the web app’s source maps, but serves the bundle', async () => {
    const map = await production.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect(map.headers['content-type']).toContain('application/json');
    const bundle = await production.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('outside production', () => {
  it('sends no HSTS (plain http on localhost) and serves source maps for debugging', async () => {
    const health = await development.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['strict-transport-security']).toBeUndefined();
    const map = await development.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
  });
});
