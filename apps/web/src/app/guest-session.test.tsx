import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { usersEndpoints } from '@airlens/contract';
import { clearSession } from '../lib/session';
import { fakeApi, reply } from '../test/fake-api';
import { renderRoutes, testConfig } from '../test/render';
import { fakeUser } from '../test/users';
import { bootstrapSession } from './bootstrap-session';
import { appRoutes } from './routes';

const WAIT = { timeout: 8_000 };
/** Who-am-i of a guest session as the server presents it: a GUEST without licence flags. */
const GUEST_WHO_AM_I = {
  ...fakeUser({
    userId: 'g1',
    email: 'guest@client-site.example',
    name: '',
    role: 'GUEST',
    eulaVersionConsent: null,
    insightsAccessAllowed: false,
    cloudPlannerAccessAllowed: false,
    optimizerAccess: false,
    aiProCloudPlannerAccess: false,
    licenseKey: null,
    licenseType: null,
  }),
  orgId: null,
  subscriptionExpirationDate: undefined,
};

function calledPaths(): string[] {
  return fakeApi.requests.map((request) => request.path);
}

beforeAll(async () => {
  await import('./secure-project-view-screen');
}, 60_000);

beforeEach(() => {
  // A guest who signed in with a mailed code, then reloads: the cookies and the kept key are still there.
  document.cookie = 'airlens_csrf=guest-token; path=/';
  window.localStorage.setItem('secureProjectViewKey', 'key-1');
  window.localStorage.setItem('secureProjectViewProjectId', 'p-9');
  // Who-am-i knows the guest; every other call is refused.
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(403, { message: 'Forbidden' }),
  );
  fakeApi.on(usersEndpoints.getCurrentUser, GUEST_WHO_AM_I);
});

afterEach(() => {
  act(() => clearSession());
});

describe('a guest reloading the secure project view (spec §4)', () => {
  it('stays signed in without a licence check and sees the shared project again', async () => {
    const user = await bootstrapSession();
    expect(user).toMatchObject({ role: 'GUEST', email: 'guest@client-site.example' });
    expect(calledPaths()).toEqual(['/userapi/v1/users/who-am-i']);

    const { router } = renderRoutes(appRoutes, '/secure-project-view/key-1', { config: testConfig() });
    expect(
      await screen.findByText('Read-only guest access for guest@client-site.example', {}, WAIT),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secure-project-view/key-1');
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
    // A guest gets no app shell: no navigation, no user menu, no What's new.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: "What's new on Airlens" })).toBeNull();
    expect(calledPaths()).not.toContain('/userapi/v1/users/g1/licenseStatus');
    expect(window.localStorage.getItem('secureProjectViewKey')).toBe('key-1');
  });

  it('leads a guest who opens another page of the app back to the shared project', async () => {
    await bootstrapSession();
    const { router } = renderRoutes(appRoutes, '/insights', { config: testConfig() });
    expect(
      await screen.findByText('Read-only guest access for guest@client-site.example', {}, WAIT),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secure-project-view/key-1');
  });
});
