import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestOrg } from '../auth/test-accounts';
import { ACCOUNTS_TEST_ENV, asHeaders, createActor, type Actor } from '../sharing/sharing-fixtures';
import { COURSES, startFeedServer, WEBINARS, type FeedServer } from './marketing-test-server';

let server: FeedServer;
let t: TestApp;
let unset: TestApp;
let user: Actor;
let unsetUser: Actor;

beforeAll(async () => {
  server = await startFeedServer();
  t = await createTestApp({
    env: { ...ACCOUNTS_TEST_ENV, MARKETING_BASE_URL: server.baseUrl },
    // A timeout far above a local answer even on a loaded 2-core machine, far below the slow mode's 10 s.
    deps: { marketingOptions: { cacheTtlMs: 0, timeoutMs: 2_500, maxBytes: 100_000 } },
  });
  user = await createActor(t, { email: 'reader-mk@a.example', orgId: await createTestOrg(t) });
  unset = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
  unsetUser = await createActor(unset, { email: 'reader-mk@a.example', orgId: await createTestOrg(unset) });
});

afterAll(async () => {
  await t.close();
  await unset.close();
  await server.close();
});

describe('GET /userapi/v1/marketing/webinars and /courses', () => {
  it('answers the feeds of marketingBaseUrl as is', async () => {
    server.mode = 'ok';
    const webinars = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/marketing/webinars',
      headers: asHeaders(user),
    });
    expect(webinars.statusCode).toBe(200);
    expect(webinars.json()).toEqual(WEBINARS);
    const courses = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/marketing/courses',
      headers: asHeaders(user),
    });
    expect(courses.statusCode).toBe(200);
    expect(courses.json()).toEqual(COURSES);
  });

  it('answers 200 with empty lists when the site fails or times out, never an error', async () => {
    for (const mode of ['error', 'slow', 'huge-chunked'] as const) {
      server.mode = mode;
      const webinars = await t.app.inject({
        method: 'GET',
        url: '/userapi/v1/marketing/webinars',
        headers: asHeaders(user),
      });
      expect([webinars.statusCode, webinars.json()]).toEqual([200, []]);
      const courses = await t.app.inject({
        method: 'GET',
        url: '/userapi/v1/marketing/courses',
        headers: asHeaders(user),
      });
      expect([courses.statusCode, courses.json()]).toEqual([200, { cards: [] }]);
    }
    server.mode = 'ok';
  });

  it('answers empty lists when marketingBaseUrl is unset', async () => {
    const webinars = await unset.app.inject({
      method: 'GET',
      url: '/userapi/v1/marketing/webinars',
      headers: asHeaders(unsetUser),
    });
    expect([webinars.statusCode, webinars.json()]).toEqual([200, []]);
    const courses = await unset.app.inject({
      method: 'GET',
      url: '/userapi/v1/marketing/courses',
      headers: asHeaders(unsetUser),
    });
    expect([courses.statusCode, courses.json()]).toEqual([200, { cards: [] }]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/userapi/v1/marketing/webinars' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/userapi/v1/marketing/courses' })).statusCode).toBe(
      401,
    );
  });
});
