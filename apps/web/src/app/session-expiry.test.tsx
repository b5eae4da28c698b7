import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { resolveNavigation } from '@airlens/domain';
import { createQueryClient } from '../lib/query-client';
import { clearSession, getSessionUser, setSessionUser, useSessionUser } from '../lib/session';
import { fakeUser } from '../test/users';
import { createUnauthorizedHandler } from './session-expiry';

/** The route guard as RootLayout applies it (the real layout also loads the shell, which is not the point). */
function GuardedLayout() {
  const { pathname, search } = useLocation();
  const user = useSessionUser();
  const result = resolveNavigation({ pathname, search, user, now: new Date() });
  if (result.kind === 'redirect') {
    return <Navigate key={`${pathname}${search}`} to={result.to} replace />;
  }
  return <Outlet />;
}

function openAt(entry: string) {
  const router = createMemoryRouter(
    [
      {
        element: <GuardedLayout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/login', element: <h1>Sign in</h1> },
          { path: '/insights', element: <h1>Insights</h1> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  act(() => clearSession());
});

describe('the global 401 (spec §8)', () => {
  it('clears the session and lands on root, which is sign-in without a redirect back', async () => {
    setSessionUser(fakeUser());
    const queryClient = createQueryClient();
    queryClient.setQueryData(['projects'], ['cached']);
    const router = openAt('/insights');
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeTruthy();

    const handleUnauthorized = createUnauthorizedHandler(router, queryClient);
    act(() => {
      handleUnauthorized();
      handleUnauthorized();
    });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getSessionUser()).toBeNull();
    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
  });
});
