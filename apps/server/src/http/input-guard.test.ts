import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestOrg,
  loginRequest,
  signIn,
  type TestSession,
} from '../features/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/test-app';

const PROJECT = '00000000-0000-4000-8000-0000000000c1';

// Every route the outside test found answering 500 to a NUL byte, and more of each kind (query, path,
// JSON body, form body, unauthenticated entry points): each must answer 400 naming the field.
function cases(session: TestSession): { name: string; field: string; request: InjectOptions }[] {
  const signedIn = authHeaders(session);
  return [
    {
      name: 'search query',
      field: 'query',
      request: { method: 'GET', url: '/insightapi/v1/search?query=%00', headers: signedIn },
    },
    {
      name: 'repeated tag',
      field: 'tag[1]',
      request: { method: 'GET', url: '/insightapi/v1/search?tag=a&tag=b%00', headers: signedIn },
    },
    {
      name: 'insights list query',
      field: 'query',
      request: { method: 'GET', url: '/insightapi/v1/projects?query=a%1Bb', headers: signedIn },
    },
    {
      name: 'survey events query',
      field: 'query',
      request: { method: 'GET', url: '/insightapi/v1/surveyEvents?query=%00', headers: signedIn },
    },
    {
      name: 'project rename',
      field: 'name',
      request: {
        method: 'PATCH',
        url: `/projectapi/v1/projects/${PROJECT}`,
        headers: signedIn,
        payload: { name: 'a\u0000b' },
      },
    },
    {
      name: 'user name',
      field: 'name',
      request: {
        method: 'PUT',
        url: `/userapi/v1/users/${session.userId}`,
        headers: signedIn,
        payload: { name: 'x\u0000' },
      },
    },
    {
      name: 'licence key',
      field: 'licenseKey',
      request: {
        method: 'PUT',
        url: `/userapi/v1/users/${session.userId}/license`,
        headers: signedIn,
        payload: { licenseKey: 'DEMO\u0000' },
      },
    },
    {
      name: 'share list',
      field: '[0].username',
      request: {
        method: 'PUT',
        url: `/shareapi/v1/projects/${PROJECT}/users`,
        headers: signedIn,
        payload: [{ username: 'a\u0000@x.example', role: 'READ_USER' }],
      },
    },
    {
      name: 'upload file name',
      field: 'fileName',
      request: {
        method: 'POST',
        url: '/esxfileapi/v1/projects/upload/initiate',
        headers: signedIn,
        payload: { fileName: 'site\u0000.esx', fileExtension: 'esx' },
      },
    },
    {
      name: 'lone surrogate in a JSON body',
      field: 'name',
      request: {
        method: 'PUT',
        url: `/userapi/v1/users/${session.userId}`,
        headers: { ...signedIn, 'content-type': 'application/json' },
        payload: '{"name":"\\ud800"}',
      },
    },
    {
      name: 'registration',
      field: 'email',
      request: {
        method: 'POST',
        url: '/userapi/v1/users',
        payload: { email: 'new\u0000@x.example', name: 'New', password: 'a-long-passphrase-9' },
      },
    },
    {
      name: 'password reset request',
      field: 'email',
      request: {
        method: 'POST',
        url: '/userapi/v1/users/password-reset',
        payload: { email: 'a\u0000@x.example' },
      },
    },
    {
      name: 'one-time code request',
      field: 'email',
      request: {
        method: 'POST',
        url: '/authapi/v1/authentications/otp',
        payload: { email: 'a\u0000@x.example' },
      },
    },
    {
      name: 'check SSO',
      field: 'email',
      request: { method: 'GET', url: '/authapi/v1/check-sso?email=a%00%40x.example' },
    },
  ];
}

describe('control characters at the edge', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV } });
    const account = await createTestAccount(t, { orgId: await createTestOrg(t) });
    session = await signIn(t.app, account);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 400 naming the field on every kind of input, and keeps serving', async () => {
    for (const { name, field, request } of cases(session)) {
      const response = await t.app.inject(request);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json<{ message: string }>().message).toBe(
        `${field}: must not contain control characters or unpaired surrogates`,
      );
    }
    const whoAmI = await t.app.inject({
      method: 'GET',
      url: '/userapi/v1/users/who-am-i',
      headers: authHeaders(session),
    });
    expect(whoAmI.statusCode).toBe(200);
  });

  it('refuses a NUL in the unauthenticated form login as 400, not 500', async () => {
    const response = await loginRequest(t.app, 'a\u0000b@x.example', 'whatever-password');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('username:');
  });

  it('still accepts tabs and line breaks where text may span lines', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/userapi/v1/users/${session.userId}`,
      headers: authHeaders(session),
      payload: { name: 'Ada\tLovelace' },
    });
    expect(response.statusCode).toBe(200);
  });
});
