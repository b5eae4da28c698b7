import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE_NOTES_VERSION, resolveNavigation } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { contract, usersEndpoints } from '@airlens/contract';
import { clearSession, setSessionUser } from '../lib/session';
import { fakeApi, reply } from '../test/fake-api';
import { renderRoutes, testConfig } from '../test/render';
import { fakeUser } from '../test/users';
import { ProjectKeyed } from './project-keyed';
import { appRoutes } from './routes';

const WAREHOUSE_42 = {
  id: '42',
  rowId: 42,
  name: 'Warehouse 42',
  country: null,
  city: null,
  geolocation: null,
  projectType: 'MEASURED',
  status: 'COMPLETED',
  lastSurveyDate: null,
  projectVersion: 1,
  frequencyBand: 'FIVE',
  rssi: null,
  rssi2: null,
  snr: null,
  channelInterference: null,
  networkHealth: null,
  average: null,
  issues: 0,
} as const;

/**
 * The Insights dashboard and the project screens are large lazy chunks (tables, filters, the map, the heatmap
 * layer). Their first import and render on a loaded 2-core machine takes longer than Testing Library's 1 s
 * default, so these tests import them up front and wait longer for their headings; what they assert is unchanged.
 */
const HEAVY_SCREEN_WAIT = { timeout: 8_000 };
const HEAVY_SCREEN_TEST_MS = 20_000;

beforeAll(async () => {
  await Promise.all([
    import('../features/insights/components/insights-page'),
    import('./project-screens'),
    import('./app-top-bar'),
  ]);
}, 60_000);

beforeEach(() => {
  // These tests are about routing; the What's new dialog (its own tests) would cover the page as a modal.
  window.localStorage.setItem('whatsNewMenuSeen', RELEASE_NOTES_VERSION);
  // The screens behind these routes load their own data, which these tests are not about: the server fails
  // those calls (each screen shows its error state), except the project the dashboard names and the licence
  // status My page shows.
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(503, { message: 'Not part of the routing tests' }),
  );
  fakeApi.on(contract.insights.getProjectInsights, (request) =>
    request.pathParams.id === '42' ? WAREHOUSE_42 : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(usersEndpoints.getLicenceStatus, {
    licenseStatus: 'ACTIVE',
    subscriptionExpirationDate: null,
    product: 'Connect',
  });
});

afterEach(() => {
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function openAs(user: ClientUser | null, entry: string) {
  if (user !== null) {
    setSessionUser(user);
  }
  return renderRoutes(appRoutes, entry, {
    config: testConfig({ optimizerUrl: 'https://optimizer.example' }),
  });
}

function landing(router: ReturnType<typeof openAs>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** The location the domain guard sends `entry` to for `user` (following redirects until it settles). */
function expectedLanding(user: ClientUser | null, entry: string): string {
  let current = entry;
  for (let hop = 0; hop < 5; hop += 1) {
    const url = new URL(current, 'https://app.invalid');
    const result = resolveNavigation({ pathname: url.pathname, search: url.search, user, now: new Date() });
    if (result.kind !== 'redirect') {
      return current;
    }
    current = result.to;
  }
  throw new Error('redirect loop');
}

describe('guarded routes', () => {
  const cases: { name: string; user: ClientUser | null; entry: string; landsOn: string; heading: string }[] =
    [
      {
        name: 'root without a user goes to login',
        user: null,
        entry: '/',
        landsOn: '/login',
        heading: 'Sign in',
      },
      {
        name: 'insights without a user goes to login with a redirect back',
        user: null,
        entry: '/insights',
        landsOn: '/login?redirect=%2Finsights',
        heading: 'Sign in',
      },
      {
        name: 'a user without EULA v4 consent goes to eula-consent',
        user: fakeUser({ eulaVersionConsent: 'v3' }),
        entry: '/insights',
        landsOn: '/eula-consent',
        heading: 'End-user licence agreement',
      },
      {
        name: 'a signed-in user opening a no-login page goes to root',
        user: fakeUser(),
        entry: '/register',
        landsOn: '/',
        heading: 'Welcome to Airlens',
      },
      {
        name: 'root with an expired licence goes to my page',
        user: fakeUser({ licenseExpired: true }),
        entry: '/',
        landsOn: '/home/manage/my-page',
        heading: 'My page',
      },
      {
        name: 'insights without insights access goes to root',
        user: fakeUser({ insightsAccessAllowed: false }),
        entry: '/insights',
        landsOn: '/',
        heading: 'Welcome to Airlens',
      },
      {
        name: 'a UUID project id gets the insights check',
        user: fakeUser({ licenseSuspended: true }),
        entry: '/projects/3f2b8c1e-9a4d-4c6b-8f1e-2d3c4b5a6978',
        landsOn: '/home/manage/my-page',
        heading: 'My page',
      },
      {
        name: 'a numeric project id opens the dashboard',
        user: fakeUser(),
        entry: '/projects/42',
        landsOn: '/projects/42',
        heading: 'Warehouse 42',
      },
      {
        name: 'non-admins opening manage projects land on manage home',
        user: fakeUser(),
        entry: '/manage/projects',
        landsOn: '/manage/manage-home',
        heading: 'My page',
      },
      {
        name: 'non-admins opening manage licences land on manage home',
        user: fakeUser(),
        entry: '/manage/licenses',
        landsOn: '/manage/manage-home',
        heading: 'My page',
      },
      {
        name: 'admins open manage licences',
        user: fakeUser({ orgAdmin: true }),
        entry: '/manage/licenses',
        landsOn: '/manage/licenses',
        heading: 'Licenses',
      },
      {
        name: 'manage redirects to manage home',
        user: fakeUser(),
        entry: '/manage',
        landsOn: '/manage/manage-home',
        heading: 'My page',
      },
      {
        name: 'home-manage redirects to my page',
        user: fakeUser(),
        entry: '/home/manage',
        landsOn: '/home/manage/my-page',
        heading: 'My page',
      },
      {
        name: 'an unknown path gets the from query and the not-found page',
        user: null,
        entry: '/nowhere',
        landsOn: '/nowhere?from=%2Fnowhere',
        heading: 'Page not found',
      },
      {
        name: 'the password route without its query goes to root',
        user: null,
        entry: '/password?userId=u1',
        landsOn: '/login',
        heading: 'Sign in',
      },
      {
        name: 'the password route with userId and access_token opens',
        user: null,
        entry: '/password?userId=u1&access_token=t1',
        landsOn: '/password?userId=u1&access_token=t1',
        heading: 'Set a new password',
      },
      {
        name: 'the forgot-password state of the auth screen',
        user: null,
        entry: '/forgot-password',
        landsOn: '/forgot-password',
        heading: 'Reset your password',
      },
      {
        name: 'the register state of the auth screen',
        user: null,
        entry: '/register',
        landsOn: '/register',
        heading: 'Create an account',
      },
    ];

  it.each(cases)(
    '$name',
    async ({ user, entry, landsOn, heading }) => {
      const { router } = openAs(user, entry);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, HEAVY_SCREEN_WAIT)).toBeTruthy();
      expect(landing(router)).toBe(landsOn);
      expect(landing(router)).toBe(expectedLanding(user, entry));
    },
    HEAVY_SCREEN_TEST_MS,
  );

  it('shows not-found for organisation settings without enterprise-plus, and the page with it', async () => {
    const admin = fakeUser({ orgAdmin: true });
    const first = openAs(admin, '/manage/organization-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(landing(first.router)).toBe('/manage/organization-settings');
    first.unmount();

    openAs(fakeUser({ orgAdmin: true, enterprisePlusAccess: true }), '/manage/organization-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization settings' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(fakeApi.requests.map((request) => request.path)).toContain('/userapi/v1/org-preferences'),
    );
  });

  it("raises 'Invalid floor plan row id provided' for a non-numeric floor plan row id", async () => {
    openAs(fakeUser(), '/projects/42/first-floor');
    expect(await screen.findByText('Invalid floor plan row id provided')).toBeTruthy();
    // The error page stands in for the whole shell: it offers the way back itself.
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('leaves for the external optimizer with optimizer access', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    openAs(fakeUser(), '/projects/42/optimizer');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://optimizer.example/projects/42'));
  });

  it(
    'sets the page title by the spec rule and scrolls to the top after each navigation',
    async () => {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const { router } = openAs(fakeUser({ orgAdmin: true }), '/manage/licenses');
      await screen.findByRole('heading', { level: 1, name: 'Licenses' });
      expect(document.title).toBe('Airlens Cloud');
      const callsBefore = scrollTo.mock.calls.length;
      await act(async () => {
        await router.navigate('/insights');
      });
      await screen.findByRole('heading', { level: 1, name: 'Insights' }, HEAVY_SCREEN_WAIT);
      expect(document.title).toBe('Airlens Insights');
      expect(scrollTo.mock.calls.length).toBeGreaterThan(callsBefore);
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
      scrollTo.mockRestore();
    },
    HEAVY_SCREEN_TEST_MS,
  );

  it(
    'shows the app bar with the user menu on signed-in pages',
    async () => {
      const user = userEvent.setup();
      openAs(fakeUser(), '/insights');
      await screen.findByRole('heading', { level: 1, name: 'Insights' }, HEAVY_SCREEN_WAIT);
      await user.click(await screen.findByRole('button', { name: 'Ana Surveyor' }));
      expect(screen.getByRole('menuitem', { name: 'Manage' })).toBeTruthy();
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    },
    HEAVY_SCREEN_TEST_MS,
  );
});

describe('EULA consent', () => {
  it('lets a user who does not accept sign out instead of holding them on the consent screen', async () => {
    const user = userEvent.setup();
    fakeApi.on(contract.auth.logout, reply(204));
    const { router } = openAs(fakeUser({ eulaVersionConsent: 'v3' }), '/insights');
    await user.click(await screen.findByRole('button', { name: 'Decline and sign out' }));
    await vi.waitFor(() => expect(landing(router)).toBe('/login'));
    expect(fakeApi.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'DELETE /authapi/v1/authentications',
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

describe('ProjectKeyed', () => {
  it('re-renders the project screen from scratch when projectId changes', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/projects/:projectId', element: <ProjectKeyed render={() => <Counter />} /> }],
      '/projects/1',
    );
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
    await act(async () => {
      await router.navigate('/projects/1?tab=kpi');
    });
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
    await act(async () => {
      await router.navigate('/projects/2');
    });
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });
});
