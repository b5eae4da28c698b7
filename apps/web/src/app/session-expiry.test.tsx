import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createQueryClient } from '../lib/query-client';
import { clearSession, endSession, getSessionUser, setSessionUser } from '../lib/session';
import { fakeApi, reply } from '../test/fake-api';
import { renderRoutes } from '../test/render';
import { fakeUser } from '../test/users';
import { RootLayout } from './root-layout';
import { createUnauthorizedHandler } from './session-expiry';

/** The app's layout and guard over stand-in pages (the consent path shows no app shell). */
function openAt(entry: string) {
  return renderRoutes(
    [
      {
        element: <RootLayout notFound={<h1>Not found</h1>} />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/login', element: <h1>Sign in</h1> },
          { path: '/eula-consent', element: <h1>Consent</h1> },
          { path: '/insights', element: <h1>Insights</h1> },
        ],
      },
    ],
    entry,
  );
}

function landing(router: ReturnType<typeof openAt>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

beforeEach(() => {
  // The layout's own calls (notifications, what's new) find nothing; these tests are about the session.
  fakeApi.onAny(() => reply(404, { message: 'Not found' }));
});

afterEach(() => {
  act(() => clearSession());
});

describe('the global 401 (spec §8)', () => {
  it('ends the session, drops the cache and lands on root, which is sign-in without a way back', async () => {
    setSessionUser(fakeUser());
    const queryClient = createQueryClient();
    queryClient.setQueryData(['projects'], ['cached']);
    const { router } = openAt('/eula-consent');
    await screen.findByRole('heading', { name: 'Consent' });

    act(() => createUnauthorizedHandler(router, queryClient)());

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(landing(router)).toBe('/login');
    expect(getSessionUser()).toBeNull();
    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
  });

  it('lands on root even when the page renders without the user before any navigation', async () => {
    setSessionUser(fakeUser());
    const { router } = openAt('/eula-consent');
    await screen.findByRole('heading', { name: 'Consent' });
    act(() => endSession());
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(landing(router)).toBe('/login');
  });

  it('still brings a signed-out visitor back to the page they asked for after signing in', async () => {
    const { router } = openAt('/insights');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(landing(router)).toBe('/login?redirect=%2Finsights');
  });
});
