// /api/docs (issue #20): Swagger UI from this server's own files, and an /openapi.json that covers every
// registered route and says how each operation is authorised (the bearer scheme and its scopes).
import { listEndpoints } from '@airlens/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_TEST_ENV } from '../features/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_DOCS_PREFIX, BEARER_SCHEME, isApiDocsRoute, SESSION_SCHEME } from './api-docs';
import { registeredRoutesOf } from './route-registry';

interface Operation {
  security?: Record<string, string[]>[];
  description?: string;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; scheme?: string; in?: string }> };
}

// The built web app's files, not API routes.
const NOT_API = new Set(['GET *', 'GET /assets/*', 'GET /']);

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
});

afterAll(async () => {
  await t.close();
});

describe('/api/docs', () => {
  it('answers the Swagger UI page, whose scripts and styles all come from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="swagger-ui">');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, `http://localhost${API_DOCS_PREFIX}/`).pathname;
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    // The document it loads is this server's, and no online validator is asked.
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
    // The app's CSP (scripts from 'self' only) still applies to the page.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('serves the same document as /openapi.json', async () => {
    const copy = (
      await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })
    ).json<OpenApiDocument>();
    expect(Object.keys(copy.paths).sort()).toEqual(Object.keys(document.paths).sort());
  });

  it('lists every registered route in /openapi.json', () => {
    const hidden = new Set(
      listEndpoints()
        .filter((endpoint) => endpoint.hidden === true)
        .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    );
    const missing = registeredRoutesOf(t.app)
      .map((route) => ({ ...route, key: `${route.method} ${route.url}` }))
      .filter((route) => !NOT_API.has(route.key) && !hidden.has(route.key) && !isApiDocsRoute(route.url))
      .filter((route) => {
        const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        return document.paths[path]?.[route.method.toLowerCase()] === undefined;
      })
      .map((route) => route.key);
    expect(registeredRoutesOf(t.app).length).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it('describes the bearer scheme and the scope each operation needs', () => {
    expect(document.components.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.components.securitySchemes?.[SESSION_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
    const rename = document.paths['/projectapi/v1/projects/{id}']?.patch;
    expect(rename?.security).toEqual([{ [BEARER_SCHEME]: ['projects:write'] }, { [SESSION_SCHEME]: [] }]);
    expect(rename?.description).toContain('`projects:write`');
    expect(document.paths['/insightapi/v1/projects']?.get?.security?.[0]).toEqual({
      [BEARER_SCHEME]: ['insights:read'],
    });
    expect(document.paths['/reportapi/v1/projects/{id}/reports']?.post?.security?.[0]).toEqual({
      [BEARER_SCHEME]: ['reports'],
    });
    expect(document.paths['/userapi/v1/users/{userId}/tokens']?.post?.security).toEqual([
      { [SESSION_SCHEME]: [] },
    ]);
    // Public endpoints need nothing.
    expect(document.paths['/config.json']?.get?.security).toBeUndefined();
  });
});
