import { afterEach, describe, expect, it } from 'vitest';
import { usersEndpoints } from '@airlens/contract';
import { isAccessRestricted, resolveNavigation } from '@airlens/domain';
import { clearSession, getSessionUser, storeSecureProjectViewKey } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import type { Reply } from '@/test/fake-api';
import { fakeWhoAmI } from '@/test/users';
import { bootstrapSession } from './bootstrap-session';

const WHO_AM_I = fakeWhoAmI({ orgAdmin: true });
const json = reply;

function calledUrls(): unknown[] {
  return fakeApi.requests.map((request) => request.path);
}

/** Who-am-i answers `whoAmI`; the licence status, when given, `licence`. */
function answer(whoAmI: Reply, licence?: Reply): void {
  fakeApi.on(usersEndpoints.getCurrentUser, whoAmI);
  if (licence !== undefined) {
    fakeApi.on(usersEndpoints.getLicenceStatus, licence);
  }
}

afterEach(() => {
  clearSession();
});

describe('bootstrapSession (spec §4 Start-up)', () => {
  it('mounts signed out without calling the server when there is no CSRF cookie', async () => {
    window.localStorage.setItem('csrfToken', 'stale');
    expect(await bootstrapSession()).toBeNull();
    expect(fakeApi.requests).toHaveLength(0);
    expect(window.localStorage.getItem('csrfToken')).toBeNull();
  });

  it('stores the user with licence-derived fields after who-am-i and the licence check', async () => {
    document.cookie = 'airlens_csrf=tok-9; path=/';
    answer(
      json(200, WHO_AM_I),
      json(200, {
        licenseStatus: 'EXPIRED',
        subscriptionExpirationDate: '2020-01-01',
        product: 'Plan',
      }),
    );
    const user = await bootstrapSession();
    expect(calledUrls()).toEqual(['/userapi/v1/users/who-am-i', '/userapi/v1/users/user-1/licenseStatus']);
    expect(user).toMatchObject({
      userId: 'user-1',
      licenseExpired: true,
      subscriptionExpired: true,
      licenseType: 'Plan',
    });
    expect(getSessionUser()).toEqual(user);
    expect(window.localStorage.getItem('csrfToken')).toBe('tok-9');
  });

  it('clears the session when the identity check fails', async () => {
    document.cookie = 'airlens_csrf=tok-9; path=/';
    answer(json(401, { message: 'Unauthorized' }));
    expect(await bootstrapSession()).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(document.cookie).not.toContain('airlens_csrf');
  });

  it('clears the session when the licence check fails', async () => {
    document.cookie = 'airlens_csrf=tok-9; path=/';
    answer(json(200, WHO_AM_I), json(500, { message: 'down' }));
    expect(await bootstrapSession()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });

  it('treats a 404 licence status as no licence: the user is stored access-restricted and goes to my page', async () => {
    document.cookie = 'airlens_csrf=tok-9; path=/';
    answer(
      json(200, { ...WHO_AM_I, licenseKey: null }),
      json(404, { message: 'Object Not Found Matching Id' }),
    );
    const user = await bootstrapSession();
    expect(calledUrls()).toEqual(['/userapi/v1/users/who-am-i', '/userapi/v1/users/user-1/licenseStatus']);
    expect(user).toMatchObject({ userId: 'user-1', insightsAccessAllowed: false, licenseType: null });
    expect(getSessionUser()).toEqual(user);
    expect(document.cookie).toContain('airlens_csrf=tok-9');
    expect(user === null ? null : isAccessRestricted(user, new Date())).toBe(true);
    expect(resolveNavigation({ pathname: '/', search: '', user, now: new Date() })).toEqual({
      kind: 'redirect',
      to: '/home/manage/my-page',
    });
  });

  it('lets a GUEST with a stored secure project view key skip the licence check, without licence flags', async () => {
    document.cookie = 'airlens_csrf=tok-9; path=/';
    storeSecureProjectViewKey('key-1');
    answer(json(200, { ...WHO_AM_I, role: 'GUEST', insightsAccessAllowed: true }));
    const user = await bootstrapSession();
    expect(calledUrls()).toEqual(['/userapi/v1/users/who-am-i']);
    expect(user).toMatchObject({
      role: 'GUEST',
      insightsAccessAllowed: false,
      orgAdmin: true,
      licenseType: null,
    });
  });

  it('makes a GUEST without a stored key pass the licence lookup', async () => {
    document.cookie = 'airlens_csrf=tok-9; path=/';
    answer(json(200, { ...WHO_AM_I, role: 'GUEST' }), json(404, { message: 'Object Not Found Matching Id' }));
    expect(await bootstrapSession()).toBeNull();
    expect(calledUrls()).toHaveLength(2);
  });
});
