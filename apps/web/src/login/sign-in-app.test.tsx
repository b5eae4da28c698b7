import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, platformEndpoints, ssoEndpoints, usersEndpoints } from '@airlens/contract';
import { pageTitleFor } from '@airlens/domain';
import { getSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { fakeWhoAmI } from '@/test/users';
import { loadSignInConfig } from './sign-in-config';
import type { SignInConfig } from './sign-in-config';
import { SignInApp } from './sign-in-app';
import { LIGHT_SIGN_IN_PATHS, opensLightSignIn } from './sign-in-paths';

const CONFIG: SignInConfig = { productOrigins: [], productDomains: [], raw: {} };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The page's location with its navigation methods watched (happy-dom would otherwise load the target). */
function watchLocation(path: string) {
  window.history.replaceState(null, '', path);
  const { href, origin, protocol, host, hostname, port, pathname, search, hash } = window.location;
  const location = { href, origin, protocol, host, hostname, port, pathname, search, hash };
  const replace = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('location', { ...location, replace, assign });
  return { replace, assign };
}

describe('the light sign-in page', () => {
  it('opens for a signed-out visit of its paths only, and carries the app’s page title', () => {
    expect(opensLightSignIn('/login')).toBe(true);
    expect(opensLightSignIn('/forgot-password')).toBe(true);
    expect(opensLightSignIn('/register')).toBe(false);
    expect(opensLightSignIn('/insights')).toBe(false);
    document.cookie = 'airlens_csrf=token-1; path=/';
    expect(opensLightSignIn('/login')).toBe(false);

    window.history.replaceState(null, '', '/login');
    render(<SignInApp config={CONFIG} />);
    for (const path of LIGHT_SIGN_IN_PATHS) {
      expect(document.title).toBe(pageTitleFor(path));
    }
  });

  it('moves between sign-in and password reset in the history, without loading another page', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/forgot-password?redirect=%2Finsights');
    render(<SignInApp config={CONFIG} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    // As the app's router: 'Back to sign in' keeps the query, so the redirect after signing in survives.
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Finsights');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(window.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('form', { name: 'Reset password' })).toBeTruthy();
    act(() => window.history.back());
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('signs in, stores the session, then loads the redirect target as a new page (the app)', async () => {
    fakeApi.on(
      authEndpoints.login,
      reply(200, { userId: 'user-1', csrfToken: 'tok-1' }, { headers: { csrfToken: 'tok-1' } }),
    );
    fakeApi.on(usersEndpoints.getCurrentUser, fakeWhoAmI({ userId: 'user-1' }));
    fakeApi.on(
      usersEndpoints.getLicenceStatus,
      reply(200, { licenseStatus: 'ACTIVE', subscriptionExpirationDate: null, product: 'Connect' }),
    );
    // Leaving the e-mail field asks whether the address signs in through SSO.
    fakeApi.on(ssoEndpoints.checkSso, reply(200, { ssoEnabled: false }));
    const { replace, assign } = watchLocation('/login?redirect=%2Fmanage%2Fmanage-home');
    const user = userEvent.setup();
    render(<SignInApp config={CONFIG} />);
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() =>
      expect(replace).toHaveBeenCalledWith(`${window.location.origin}/manage/manage-home`),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('csrfToken')).toBe('tok-1');
    expect(getSessionUser()).toMatchObject({ userId: 'user-1', licenseType: 'Connect' });
  });

  it('leads to the app’s other screens with a full page load', async () => {
    const { assign } = watchLocation('/login');
    const user = userEvent.setup();
    render(<SignInApp config={CONFIG} />);
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/register`);
    await user.click(screen.getByRole('link', { name: 'Sign in with a one-time code' }));
    expect(assign).toHaveBeenLastCalledWith(`${window.location.origin}/otp-login`);
  });

  it('reads the product origins and domains from /config.json, ignoring broken fields', async () => {
    // A raw text answer: the fake API would refuse this broken config as the contract does.
    const body = { productOrigins: ['https://airlens.example'], productDomains: 'airlens.example' };
    fakeApi.on(platformEndpoints.getPageConfig, () => new Response(JSON.stringify(body)));
    const config = await loadSignInConfig();
    expect(config.productOrigins).toEqual(['https://airlens.example']);
    expect(config.productDomains).toEqual([]);
  });
});
