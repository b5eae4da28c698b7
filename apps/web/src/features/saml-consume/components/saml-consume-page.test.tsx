import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { usersEndpoints } from '@airlens/contract';
import { clearSession, getSessionUser } from '@/lib/session';
import { readStored, STORAGE_KEYS } from '@/lib/storage';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { fakeWhoAmI } from '@/test/users';
import { NO_SSO_SESSION } from '../api/finish-sso-sign-in';
import { SamlConsumePage } from './saml-consume-page';

const WHO_AM_I = fakeWhoAmI({ email: 'sso.user@acme.example' });

beforeEach(() => {
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: `unexpected ${request.path}` }),
  );
  fakeApi.on(usersEndpoints.getCurrentUser, WHO_AM_I);
  fakeApi.on(usersEndpoints.getLicenceStatus, (request) =>
    request.pathParams.userId === 'user-1'
      ? ({ licenseStatus: 'ACTIVE', subscriptionExpirationDate: null, product: 'Connect' } as const)
      : reply(404, { message: `unexpected ${request.path}` }),
  );
});

afterEach(() => {
  act(() => clearSession());
});

function renderLanding(entry: string) {
  return renderRoutes(
    [
      { path: '/saml-consume', element: <SamlConsumePage /> },
      { path: '/', element: <h1>Root page</h1> },
      { path: '/insights', element: <h1>Insights page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    entry,
  );
}

describe('SamlConsumePage', () => {
  it('takes over the session the server set and continues to the redirect target', async () => {
    document.cookie = 'airlens_csrf=token-from-cookie; path=/';
    renderLanding('/saml-consume?redirect=%2Finsights');
    expect(await screen.findByRole('heading', { name: 'Insights page' })).toBeTruthy();
    expect(readStored(STORAGE_KEYS.csrfToken)).toBe('token-from-cookie');
    expect(getSessionUser()?.email).toBe('sso.user@acme.example');
    const whoAmICall = fakeApi.requestsTo(usersEndpoints.getCurrentUser)[0];
    expect(whoAmICall?.headers.get('csrfToken')).toBe('token-from-cookie');
  });

  it('goes to the root instead of an unsafe redirect target', async () => {
    document.cookie = 'airlens_csrf=token; path=/';
    renderLanding('/saml-consume?redirect=%2F%2Fevil.example');
    expect(await screen.findByRole('heading', { name: 'Root page' })).toBeTruthy();
  });

  it('shows why the identity provider sign-in was refused, with a way back to sign-in', async () => {
    renderLanding('/saml-consume?error=domain_not_allowed');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your e-mail domain is not set up for single sign-on with this organisation.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/login');
    expect(fakeApi.requests).toHaveLength(0);
  });

  it('shows a generic text for an unknown code and an error when no session arrived', async () => {
    const first = renderLanding('/saml-consume?error=%3Cscript%3E');
    expect(screen.getByRole('alert').textContent).toBe('Single sign-on failed. Please try again.');
    first.unmount();
    renderLanding('/saml-consume');
    expect((await screen.findByRole('alert')).textContent).toBe(NO_SSO_SESSION);
    expect(getSessionUser()).toBeNull();
  });
});
