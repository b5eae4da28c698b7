import { listEndpoints } from '@airlens/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_TEST_ENV } from '../features/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { OAUTH_PROTOCOL_ROUTES } from '../features/oauth/oauth.routes';
import { isApiDocsRoute } from './api-docs';
import { registeredRoutesOf } from './route-registry';

// Routes that serve files, not API answers: the built web app and its assets.
const NOT_API = new Set(['GET *', 'GET /assets/*', 'GET /']);
// The OAuth 2 protocol endpoints: the library answers them as the RFCs say, so they have no zod contract entry
// (features/oauth/oauth.routes.ts lists them; /openapi.json still describes each).
const PROTOCOL_ROUTES = new Set(OAUTH_PROTOCOL_ROUTES.map((route) => `${route.method} ${route.url}`));

function key(method: string, url: string): string {
  return `${method} ${url}`;
}

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('the HTTP contract covers every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    // BENCH_BASELINE registers the benchmark-only route too, so its (hidden) contract entry is checked.
    t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, BENCH_BASELINE: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('every registered route has a contract entry', () => {
    const declared = new Set(listEndpoints().map((endpoint) => key(endpoint.method, endpoint.path)));
    const missing = registeredRoutesOf(t.app)
      .map((route) => key(route.method, route.url))
      .filter((route) => !declared.has(route) && !NOT_API.has(route) && !PROTOCOL_ROUTES.has(route))
      // Swagger UI's page and assets (http/api-docs.ts).
      .filter((route) => !isApiDocsRoute(route.split(' ')[1] ?? ''));
    expect(registeredRoutesOf(t.app).length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('every contract entry is a registered route', () => {
    const missing = listEndpoints()
      .filter((endpoint) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map((endpoint) => key(endpoint.method, endpoint.path));
    expect(missing).toEqual([]);
  });

  it('the OpenAPI document lists every OAuth 2 protocol endpoint', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const missing = OAUTH_PROTOCOL_ROUTES.filter(
      (route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined,
    ).map((route) => key(route.method, route.url));
    expect(missing).toEqual([]);
  });

  it('the OpenAPI document lists every published contract entry', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const missing = listEndpoints()
      .filter((endpoint) => endpoint.hidden !== true)
      .filter(
        (endpoint) =>
          document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()] === undefined,
      )
      .map((endpoint) => key(endpoint.method, endpoint.path));
    expect(missing).toEqual([]);
  });
});
