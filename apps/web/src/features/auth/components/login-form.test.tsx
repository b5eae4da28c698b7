import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints, ssoEndpoints, usersEndpoints } from '@airlens/contract';
import { LOCKOUT_MESSAGE } from '@airlens/domain';
import { clearSession, getSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import type { RecordedRequest } from '@/test/fake-api';
import { renderRoutes, testConfig } from '@/test/render';
import { fakeWhoAmI } from '@/test/users';
import { AuthScreen } from './auth-screen';
import { SSO_NEEDS_EMAIL_TEXT, SSO_NOT_SET_UP_TEXT } from './login-form';

type Responder = (request: RecordedRequest) => unknown;

let respond: Responder;

const WHO_AM_I = fakeWhoAmI();
const LICENCE = { licenseStatus: 'ACTIVE', subscriptionExpirationDate: null, product: 'Connect' };
/** The sign-in answer's body; the app keeps the token from the `csrfToken` header. */
const SIGNED_IN = { userId: 'user-1', csrfToken: 'tok-1' };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  reply(status, body, { headers });

function signInAnswers(
  loginAnswer: () => unknown,
  whoAmI: () => unknown = () => json(200, WHO_AM_I),
): Responder {
  return (request) => {
    if (request.endpoint === authEndpoints.login) {
      return loginAnswer();
    }
    if (request.endpoint === usersEndpoints.getCurrentUser) {
      return whoAmI();
    }
    if (request.endpoint === usersEndpoints.getLicenceStatus && request.pathParams.userId === 'user-1') {
      return json(200, LICENCE);
    }
    if (request.endpoint === ssoEndpoints.checkSso) {
      return json(200, { ssoEnabled: false });
    }
    return json(404, { message: `unexpected ${request.path}` });
  };
}

function loginRequests(): RecordedRequest[] {
  return fakeApi.requestsTo(authEndpoints.login);
}

beforeEach(() => {
  fakeApi.onAny((request) => respond(request));
});

afterEach(() => {
  act(() => clearSession());
  vi.unstubAllGlobals();
});

function renderLogin(entry = '/login', config = testConfig()) {
  return renderRoutes(
    [
      { path: '/login', element: <AuthScreen /> },
      { path: '/forgot-password', element: <AuthScreen /> },
      { path: '/', element: <h1>Root page</h1> },
      { path: '/insights', element: <h1>Insights page</h1> },
    ],
    entry,
    { config },
  );
}

async function signIn(email = 'ana@example.com', password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginForm', () => {
  it('posts the form-encoded password grant and shows "Login failed" on 401', async () => {
    respond = signInAnswers(() => json(401, { message: 'Login failed' }));
    renderLogin();
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    const loginCall = loginRequests()[0];
    expect(loginCall?.method).toBe('POST');
    expect(loginCall?.body).toBe(
      'username=ana%40example.com&password=secret-pass&grant_type=password&client_id=airlens-web&client_secret=',
    );
    expect(getSessionUser()).toBeNull();
  });

  it('says which address to use instead of "Invalid origin" when opened at another host', async () => {
    respond = signInAnswers(() => json(403, { message: 'Invalid origin' }));
    renderLogin('/login', testConfig({ productOrigins: ['https://airlens.example'] }));
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      `Sign-in works at airlens.example, not at ${window.location.host}. Open Airlens there and sign in again.`,
    );
    expect(screen.getByRole('link', { name: 'Open at airlens.example' }).getAttribute('href')).toBe(
      `https://airlens.example${window.location.pathname}`,
    );
    expect(screen.queryByText('Invalid origin')).toBeNull();
    expect(getSessionUser()).toBeNull();
  });

  it("asks for the administrator's address when no other one is configured", async () => {
    respond = signInAnswers(() => json(403, { message: 'Invalid origin' }));
    renderLogin('/login', testConfig({ productOrigins: [window.location.origin] }));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Sign-in does not work at ${window.location.host}. Open Airlens at the address your administrator gave you.`,
    );
  });

  it('shows the lockout text on 423', async () => {
    respond = signInAnswers(() => json(423, { message: 'Locked' }));
    renderLogin();
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(LOCKOUT_MESSAGE);
    expect(LOCKOUT_MESSAGE).toBe('Invalid login attempt exceeded, please wait for 30 minutes and try again.');
  });

  it("raises 'no CSRF token in response' when the answer has no csrfToken header", async () => {
    respond = signInAnswers(() => json(200, SIGNED_IN));
    renderLogin();
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('no CSRF token in response');
  });

  it('clears the session when the user fetch after login fails', async () => {
    respond = signInAnswers(
      () => json(200, SIGNED_IN, { csrfToken: 'tok-1' }),
      () => json(500, { message: 'boom' }),
    );
    renderLogin();
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to retrieve current user.');
    expect(window.localStorage.getItem('csrfToken')).toBeNull();
    expect(getSessionUser()).toBeNull();
  });

  it('stores token and user, then follows a same-app redirect', async () => {
    respond = signInAnswers(() => json(200, SIGNED_IN, { csrfToken: 'tok-1' }));
    const { router } = renderLogin('/login?redirect=%2Finsights');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Insights page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/insights');
    expect(window.localStorage.getItem('csrfToken')).toBe('tok-1');
    expect(getSessionUser()).toMatchObject({
      userId: 'user-1',
      licenseType: 'Connect',
      licenseExpired: false,
    });
  });

  it('follows an https redirect to an allowed product domain and ignores others', async () => {
    respond = signInAnswers(() => json(200, SIGNED_IN, { csrfToken: 'tok-1' }));
    const assign = vi.fn();
    // A copy of the location whose assign is watched; the fetches still resolve against its href.
    const { href, origin, protocol, host, hostname, port, pathname, search, hash } = window.location;
    vi.stubGlobal('location', {
      href,
      origin,
      protocol,
      host,
      hostname,
      port,
      pathname,
      search,
      hash,
      assign,
    });
    const config = testConfig({
      productOrigins: ['https://planner.airlens.example'],
      productDomains: ['airlens.example'],
    });

    const first = renderLogin(
      `/login?redirect=${encodeURIComponent('https://docs.airlens.example/start')}`,
      config,
    );
    await signIn();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://docs.airlens.example/start'));
    first.unmount();
    act(() => clearSession());

    const second = renderLogin(
      `/login?redirect=${encodeURIComponent('http://docs.airlens.example/start')}`,
      config,
    );
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Root page' })).toBeTruthy();
    expect(second.router.state.location.pathname).toBe('/');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('validates the fields before calling the server', async () => {
    respond = signInAnswers(() => json(401, { message: 'Login failed' }));
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(loginRequests()).toHaveLength(0);
  });

  it("offers 'Continue with SSO' once the typed e-mail belongs to an SSO organisation", async () => {
    respond = (request) =>
      request.endpoint === ssoEndpoints.checkSso && request.params.get('email') === 'ana@corp.example'
        ? json(200, { ssoEnabled: true, loginUrl: '/authapi/v1/sso-configuration/org-1/login' })
        : json(404, { message: 'Not found' });
    const user = userEvent.setup();
    renderLogin();
    expect(screen.queryByRole('link', { name: 'Continue with SSO' })).toBeNull();
    await user.type(screen.getByLabelText(/E-mail/), 'ana@corp.example');
    await user.tab();
    const sso = await screen.findByRole('link', { name: 'Continue with SSO' });
    expect(sso.getAttribute('href')).toBe('/authapi/v1/sso-configuration/org-1/login');
    const signInButton = screen.getByRole('button', { name: 'Sign in' });
    expect(signInButton.compareDocumentPosition(sso) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("offers 'Sign in with SSO' after the main button: it checks the typed e-mail and says why not", async () => {
    respond = signInAnswers(() => json(401, { message: 'Login failed' }));
    const user = userEvent.setup();
    renderLogin();
    const ssoButton = screen.getByRole('button', { name: 'Sign in with SSO' });
    const signInButton = screen.getByRole('button', { name: 'Sign in' });
    expect(signInButton.compareDocumentPosition(ssoButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(ssoButton);
    expect(await screen.findByText(SSO_NEEDS_EMAIL_TEXT)).toBeTruthy();

    await user.type(screen.getByLabelText(/E-mail/), 'bo@plain.example');
    await user.click(ssoButton);
    expect(await screen.findByText(SSO_NOT_SET_UP_TEXT)).toBeTruthy();
    expect(
      fakeApi.requestsTo(ssoEndpoints.checkSso).map((request) => `${request.path}?${request.params}`),
    ).toContain('/authapi/v1/check-sso?email=bo%40plain.example');
  });

  it('shows the password on request with a switch right after the password field', async () => {
    respond = signInAnswers(() => json(401, { message: 'Login failed' }));
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText(/Password/);
    await user.type(password, 'secret-pass');
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('checkbox', { name: 'Show password' });
    expect(password.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });
});
