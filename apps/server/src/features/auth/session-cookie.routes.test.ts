import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, cookiesOf, createTestAccount, loginRequest } from './test-accounts';

const WHO_AM_I = '/userapi/v1/users/who-am-i';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, PUBLIC_URL: 'https://airlens.example.com' } });
});
afterAll(async () => {
  await t.close();
});

describe('the session cookie over https', () => {
  it('carries the __Host- prefix: Secure, HttpOnly, path / and no Domain', async () => {
    const account = await createTestAccount(t);
    const response = await loginRequest(t.app, account.email, account.password);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(cookiesOf(response)).sort()).toEqual(['__Host-airlens_session', 'airlens_csrf']);
    const session = response.cookies.find((cookie) => cookie.name === '__Host-airlens_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session?.domain).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is the only name read: the unprefixed one (which any origin could plant) is ignored', async () => {
    const account = await createTestAccount(t);
    const sessionId = cookiesOf(await loginRequest(t.app, account.email, account.password))[
      '__Host-airlens_session'
    ];
    const prefixed = await t.app.inject({
      method: 'GET',
      url: WHO_AM_I,
      headers: { cookie: `__Host-airlens_session=${String(sessionId)}` },
    });
    expect(prefixed.statusCode).toBe(200);
    const plain = await t.app.inject({
      method: 'GET',
      url: WHO_AM_I,
      headers: { cookie: `airlens_session=${String(sessionId)}` },
    });
    expect(plain.statusCode).toBe(401);
  });

  it('is cleared by its own name on sign-out', async () => {
    const account = await createTestAccount(t);
    const login = await loginRequest(t.app, account.email, account.password);
    const cookies = cookiesOf(login);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/authapi/v1/authentications',
      headers: {
        cookie: `__Host-airlens_session=${String(cookies['__Host-airlens_session'])}`,
        csrftoken: String(login.headers.csrftoken),
      },
    });
    expect(response.statusCode).toBe(204);
    expect(cookiesOf(response)).toEqual({ '__Host-airlens_session': '', airlens_csrf: '' });
    const cleared = response.cookies.find((cookie) => cookie.name === '__Host-airlens_session');
    expect(cleared).toMatchObject({ secure: true, path: '/' });
  });
});
