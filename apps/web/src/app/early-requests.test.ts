import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { insightsEndpoints, platformEndpoints, usersEndpoints } from '@airlens/contract';
import { clearSession } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { testConfig, testQueryClient } from '@/test/render';
import { fakeUser, fakeWhoAmI } from '@/test/users';
import { discardDashboardFirstPage } from '../features/insights/dashboard-first-page';
import { adoptEarlyRequests, startEarlyRequests, startSessionRequests } from './early-requests';

const PLAIN_DASHBOARD = { pathname: '/insights', search: '' };

function calledPaths(): string[] {
  return fakeApi.requests.map((request) => request.path);
}

beforeEach(() => {
  document.cookie = 'airlens_csrf=tok-9; path=/';
  // A raw answer: the app reads /config.json tolerantly, an empty one gives the defaults.
  fakeApi.on(platformEndpoints.getPageConfig, () => new Response('{}'));
  fakeApi.on(usersEndpoints.getCurrentUser, reply(200, fakeWhoAmI()));
  fakeApi.on(
    usersEndpoints.getLicenceStatus,
    reply(200, { licenseStatus: 'ACTIVE', subscriptionExpirationDate: '2099-01-01', product: 'Connect' }),
  );
  fakeApi.on(
    insightsEndpoints.listProjects,
    reply(200, { content: [], totalElements: 0, totalPages: 0, page: 0, size: 5 }),
  );
});

afterEach(() => {
  discardDashboardFirstPage();
  clearSession();
});

describe('start-up requests (issue #21)', () => {
  it('starts /config.json, the session and the dashboard first page at once', async () => {
    const requests = startEarlyRequests(PLAIN_DASHBOARD);
    // Config, who-am-i and the first page are on their way together (the licence follows who-am-i).
    await waitFor(() =>
      expect(calledPaths()).toEqual(
        expect.arrayContaining(['/config.json', '/insightapi/v1/projects', '/userapi/v1/users/who-am-i']),
      ),
    );
    const [config, user] = await Promise.all([requests.config, requests.user]);
    expect(user?.userId).toBe('user-1');
    expect(config.featureFlags).toBeDefined();
  });

  it('starts no first page away from the dashboard, nor does the app’s own start-up', async () => {
    const early = startEarlyRequests({ pathname: '/manage/projects', search: '' });
    await Promise.all([early.config, early.user]);
    const own = startSessionRequests();
    await Promise.all([own.config, own.user]);
    expect(calledPaths().filter((path) => path === '/config.json')).toHaveLength(2);
    expect(calledPaths()).not.toContain('/insightapi/v1/projects');
  });

  it('hands the first page to the data cache for a user the dashboard is for', async () => {
    startEarlyRequests(PLAIN_DASHBOARD);
    const queryClient = testQueryClient();
    adoptEarlyRequests(queryClient, fakeUser(), testConfig(), PLAIN_DASHBOARD);
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['insights', 'session', 'projects'] }),
    ).toHaveLength(1);
  });

  it.each([
    ['no session', null],
    ['a user without Insights access', fakeUser({ insightsAccessAllowed: false })],
    ['a user who has not consented to the EULA', fakeUser({ eulaVersionConsent: 'v1' })],
    ['a guest', fakeUser({ role: 'GUEST' })],
  ])('drops the first page for %s: nothing of it reaches the data cache', async (_case, user) => {
    startEarlyRequests(PLAIN_DASHBOARD);
    const queryClient = testQueryClient();
    adoptEarlyRequests(queryClient, user, testConfig(), PLAIN_DASHBOARD);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('starts the app signed out without a session cookie: clearing the session does not cost it /config.json', async () => {
    document.cookie = 'airlens_csrf=; path=/; max-age=0';
    const requests = startSessionRequests();
    expect(await requests.user).toBeNull();
    expect((await requests.config).featureFlags).toBeDefined();
  });

  it('asks for /config.json again when a stale session, clearing itself, aborted it', async () => {
    fakeApi.on(usersEndpoints.getCurrentUser, reply(401, { message: 'Unauthorized' }));
    fakeApi.on(platformEndpoints.getPageConfig, async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return new Response('{}');
    });
    const requests = startSessionRequests();
    expect(await requests.user).toBeNull();
    expect((await requests.config).featureFlags).toBeDefined();
  });
});
