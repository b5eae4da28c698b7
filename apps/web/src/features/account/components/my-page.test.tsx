import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oauthEndpoints, tokensEndpoints, usersEndpoints } from '@airlens/contract';
import { formatDate } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { fakeUser } from '@/test/users';
import { MyPage, NO_LICENCE_TEXT } from './my-page';

const WAIT = { timeout: 5_000 };

function licenceCalls(): string[] {
  return fakeApi.requestsTo(usersEndpoints.getLicenceStatus).map((request) => request.path);
}

function answerLicence(status: number, body: unknown): void {
  fakeApi.on(usersEndpoints.getLicenceStatus, reply(status, body));
}

beforeEach(() => {
  // The page's token and connected-app panels, which these tests are not about, list nothing.
  fakeApi.on(tokensEndpoints.listPersonalAccessTokens, []);
  fakeApi.on(oauthEndpoints.listConnectedApps, []);
  answerLicence(200, { licenseStatus: 'ACTIVE', subscriptionExpirationDate: null, product: 'Connect' });
});

afterEach(() => {
  act(() => clearSession());
});

/** Renders My page with the app's own data cache (its retries included). */
function renderMyPage(user: ClientUser) {
  setSessionUser(user);
  return renderWithProviders(<MyPage />, { queryClient: createQueryClient() });
}

const NO_LICENCE: Partial<ClientUser> = {
  licenseKey: null,
  licenseType: null,
  insightsAccessAllowed: false,
  cloudPlannerAccessAllowed: false,
  optimizerAccess: false,
  aiProCloudPlannerAccess: false,
};

describe('My page says why the user is here and what to do', () => {
  it('tells a user without a licence at once, without asking for a licence status', async () => {
    renderMyPage(fakeUser(NO_LICENCE));
    expect(await screen.findByText('You have no licence yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Activate the licence key you received below, or ask your organisation administrator to assign you one.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(NO_LICENCE_TEXT)).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('form', { name: 'Activate a licence key' })).toBeTruthy();
    expect(licenceCalls()).toEqual([]);
  });

  it('takes a 404 licence status as no licence instead of retrying for seconds and failing', async () => {
    answerLicence(404, { message: 'Not found' });
    renderMyPage(fakeUser({ licenseKey: 'KEY-GONE' }));
    expect(await screen.findByText(NO_LICENCE_TEXT, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('Failed to fetch license status')).toBeNull();
    // The cache's retries (1 s, 2 s, 4 s) would have asked four times before saying anything.
    expect(licenceCalls()).toHaveLength(1);
  });

  it.each([
    [
      'an expired licence',
      { licenseExpired: true },
      'Your licence has expired',
      'Activate a new licence key below, or ask your organisation administrator to renew it.',
    ],
    [
      'a suspended licence',
      { licenseSuspended: true },
      'Your licence is suspended',
      'Insights, uploads and sharing are unavailable until it is reactivated: ask your organisation administrator to reactivate it, or activate another licence key below.',
    ],
    [
      'an invalid licence',
      { licenseInvalid: true },
      'Your licence is not valid',
      'Activate a valid licence key below, or ask your organisation administrator for one.',
    ],
    [
      'an ended subscription',
      { subscriptionExpired: true, subscriptionExpirationDate: '2025-06-30' },
      'Your subscription ended on Jun 30, 2025',
      'Renew the subscription, activate another licence key below, or ask your organisation administrator.',
    ],
    [
      'a licence without Insights',
      { insightsAccessAllowed: false, licenseType: 'Private 5G' as const },
      'Your Private 5G licence does not include Insights',
      "To see your sites' network health, activate a licence key that includes Insights below, or ask your organisation administrator.",
    ],
  ])('names %s and the way out', async (_name, overrides, title, action) => {
    renderMyPage(fakeUser(overrides));
    const notice = await screen.findByRole('status', {}, WAIT);
    expect(notice.textContent).toBe(`${title}${action}`);
  });

  it('writes the subscription end as the app writes every date, not as the API sends it', async () => {
    answerLicence(200, {
      licenseStatus: 'ACTIVE',
      subscriptionExpirationDate: '2027-11-27',
      product: 'Connect',
    });
    renderMyPage(fakeUser());
    expect(await screen.findByText(formatDate('2027-11-27'), {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('2027-11-27')).toBeNull();
  });

  it('shows no notice to a user with full access', async () => {
    renderMyPage(fakeUser());
    expect(await screen.findByText('ACTIVE', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
