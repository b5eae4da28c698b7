import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { clearSession, getSessionUser } from '@/lib/session';
import { readStored, STORAGE_KEYS } from '@/lib/storage';
import { renderRoutes } from '@/test/render';
import { fakeWhoAmI } from '@/test/users';
import { NO_SSO_SESSION } from '../api/finish-sso-sign-in';
import { SamlConsumePage } from './saml-consume-page';

const fetchMock = vi.fn<typeof fetch>();
const WHO_AM_I = fakeWhoAmI({ email: 'sso.user@acme.example' });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') {
    return input;
  }
  return input instanceof URL ? input.href : input.url;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const url = urlOf(input);
    if (url === '/userapi/v1/users/who-am-i') {
      return Promise.resolve(json(200, WHO_AM_I));
    }
    if (url === '/userapi/v1/users/user-1/licenseStatus') {
      return Promise.resolve(
        json(200, { licenseStatus: 'ACTIVE', subscriptionExpirationDate: null, product: 'Connect' }),
      );
    }
    return Promise.resolve(json(404, { message: `unexpected ${url}` }));
  });
});

afterEach(() => {
  act(() => clearSession());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
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
    const whoAmICall = fetchMock.mock.calls.find(([input]) => urlOf(input) === '/userapi/v1/users/who-am-i');
    expect(new Headers(whoAmICall?.[1]?.headers).get('csrfToken')).toBe('token-from-cookie');
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
    expect(fetchMock).not.toHaveBeenCalled();
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
