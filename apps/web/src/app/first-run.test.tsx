import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSessionUser } from '../lib/session';
import { renderRoutes, testConfig } from '../test/render';
import { fakeUser } from '../test/users';
import { appRoutes } from './routes';

const USER_ID = '6f1c2d3e-4b5a-4c6d-9e8f-0a1b2c3d4e5f';
const fetchMock = vi.fn<typeof fetch>();
const WAIT = { timeout: 8_000 };

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

beforeAll(async () => {
  await Promise.all([
    import('../features/eula/components/eula-consent-screen'),
    import('../features/whats-new/components/whats-new-host'),
    import('./signed-in-shell'),
  ]);
}, 60_000);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    if (urlOf(input) === `/userapi/v1/users/${USER_ID}` && init?.method === 'PUT') {
      const { licenseExpired, subscriptionExpired, licenseType, ...user } = fakeUser({ userId: USER_ID });
      const data = { ...user, orgId: null, licenseExpired, subscriptionExpired, licenseType };
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, message: 'User updated successfully', data }), {
          status: 200,
        }),
      );
    }
    return Promise.resolve(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
  });
});

afterEach(() => {
  act(() => clearSession());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a first sign-in', () => {
  it("asks for the EULA consent first and opens What's new only after it", async () => {
    const user = userEvent.setup();
    setSessionUser(fakeUser({ userId: USER_ID, eulaVersionConsent: null }));
    const { router } = renderRoutes(appRoutes, '/', { config: testConfig() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'End-user licence agreement' }, WAIT),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/eula-consent');
    // Give a What's new dialog every chance to open over the consent screen (it opens on mount when it does).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(screen.queryByRole('dialog', { name: "What's new on Airlens", hidden: true })).toBeNull();

    await user.click(screen.getByLabelText('I accept the end-user licence agreement (v4)'));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('dialog', { name: "What's new on Airlens" }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
