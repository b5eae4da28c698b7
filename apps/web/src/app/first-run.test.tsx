import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersEndpoints } from '@airlens/contract';
import { clearSession, setSessionUser } from '../lib/session';
import { fakeApi, reply } from '../test/fake-api';
import { renderRoutes, testConfig } from '../test/render';
import { fakeUser } from '../test/users';
import { appRoutes } from './routes';

const USER_ID = '6f1c2d3e-4b5a-4c6d-9e8f-0a1b2c3d4e5f';
const WAIT = { timeout: 8_000 };

beforeAll(async () => {
  await Promise.all([
    import('../features/eula/components/eula-consent-screen'),
    import('../features/whats-new/components/whats-new-host'),
    import('./signed-in-shell'),
  ]);
}, 60_000);

beforeEach(() => {
  // The consent is saved on the user; every other call finds nothing.
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(usersEndpoints.updateUser, (request) => {
    if (request.pathParams.userId !== USER_ID) {
      return reply(404, { message: 'Not found' });
    }
    const { licenseExpired, subscriptionExpired, licenseType, ...user } = fakeUser({ userId: USER_ID });
    const data = { ...user, orgId: null, licenseExpired, subscriptionExpired, licenseType };
    return { success: true, message: 'User updated successfully', data };
  });
});

afterEach(() => {
  act(() => clearSession());
  vi.useRealTimers();
});

describe('a first sign-in', () => {
  it("asks for the EULA consent first and opens What's new only after it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setSessionUser(fakeUser({ userId: USER_ID, eulaVersionConsent: null }));
    const { router } = renderRoutes(appRoutes, '/', { config: testConfig() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'End-user licence agreement' }, WAIT),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/eula-consent');
    // Give a What's new dialog every chance to open over the consent screen (it opens on mount when it does).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.queryByRole('dialog', { name: "What's new on Airlens", hidden: true })).toBeNull();

    await user.click(screen.getByLabelText('I accept the end-user licence agreement (v4)'));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('dialog', { name: "What's new on Airlens" }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
