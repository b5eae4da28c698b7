import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('platform routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and migrations are applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves every feature flag of spec §1, all on by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      featureFlags: Record<string, boolean>;
      errorReporting: Record<string, unknown>;
    }>();
    expect(Object.keys(body.featureFlags).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    expect(Object.values(body.featureFlags).every((value) => value)).toBe(true);
    expect(body.errorReporting).toEqual({
      dsn: null,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0.5,
    });
  });

  it('publishes an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/config.json']),
    );
  });

  it('answers an unknown API path with the contract error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/xyzapi/v1/things' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Route GET /xyzapi/v1/things not found' });
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses bodies over the limit with 413 and the error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/eventapi/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(t.config.bodyLimitBytes + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/too large/i);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/eventapi/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('feature flags from the environment', () => {
  it('switches a flag off by its FEATURE_ variable', async () => {
    const t = await createTestApp({ env: { FEATURE_SIX_GHZ: 'false', FEATURE_DESIGN_PROJECT: 'off' } });
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/config.json' })).json<{
        featureFlags: Record<string, boolean>;
      }>();
      expect(body.featureFlags.sixGhz).toBe(false);
      expect(body.featureFlags.designProject).toBe(false);
      expect(body.featureFlags.notification).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('single-page app serving', () => {
  let t: TestApp;

  beforeAll(async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const webDist = await mkdtemp(join(tmpdir(), 'airlens-web-'));
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><title>Airlens</title><div id="root"></div>',
    );
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the app on a reload of a deep link', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/projects/abc/12' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset and an unknown API path with JSON 404s, never the app', async () => {
    for (const url of ['/assets/missing.js', '/xyzapi/v1/x', '/insightapi/v1/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
