import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oauthEndpoints } from '@airlens/contract';
import type { ConsentRequest } from '@airlens/contract';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { fakeUser } from '@/test/users';
import { OAuth2ConsentPage } from './oauth2-consent-page';

const WAIT = { timeout: 5_000 };

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function callsOf(): Call[] {
  return fakeApi.requests.map((request) => ({
    method: request.method,
    url: request.params.size > 0 ? `${request.path}?${request.params}` : request.path,
    body: request.body,
  }));
}

/** Every consent call answers `status` with `body`. */
function answerAll(status: number, body: unknown): void {
  fakeApi.onAny((request) => (request.endpoint === undefined ? undefined : reply(status, body)));
}

/** The authorization code request answers CLI_REQUEST and its decision `redirectTo`. */
function answerCodeRequest(redirectTo: string): void {
  fakeApi.on(oauthEndpoints.getAuthorizationConsent, CLI_REQUEST);
  fakeApi.on(oauthEndpoints.decideAuthorizationConsent, { redirectTo });
}

/** The device request answers CLI_REQUEST with its code and takes the decision. */
function answerDeviceRequest(): void {
  fakeApi.on(oauthEndpoints.getDeviceConsent, { ...CLI_REQUEST, userCode: 'WDJB-MJHT' });
  fakeApi.on(oauthEndpoints.decideDeviceConsent, reply(204));
}

const CLI_REQUEST: ConsentRequest = {
  clientId: 'airlens-cli',
  clientName: 'Airlens CLI',
  scopes: ['projects:read', 'reports'],
  accountEmail: 'ana@example.com',
};

beforeEach(() => {
  act(() => setSessionUser(fakeUser()));
});

afterEach(() => {
  act(() => clearSession());
});

function renderPage(entry: string, signOut = vi.fn(() => Promise.resolve())) {
  const continueTo = vi.fn();
  const view = renderRoutes(
    [
      { path: '/oauth2-consent', element: <OAuth2ConsentPage signOut={signOut} continueTo={continueTo} /> },
      { path: '/device-auth-successful', element: <p>device page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    entry,
  );
  return { ...view, continueTo, signOut };
}

describe('OAuth2ConsentPage, authorization code request', () => {
  it('shows the client, the scopes in plain words and the account, and continues after Approve', async () => {
    answerCodeRequest('http://localhost/oauth2/authorize/abc');
    const { continueTo } = renderPage('/oauth2-consent?interaction=abc');
    expect(
      await screen.findByRole('heading', { name: 'Airlens CLI wants to access your Airlens account' }, WAIT),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Requested access' });
    expect(list.textContent).toContain('See your projects, floor plans and survey data');
    expect(list.textContent).toContain('Create reports, bills of materials and exports');
    expect(list.textContent).not.toContain('See network insights');
    expect(screen.getByText('ana@example.com')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await vi.waitFor(
      () => expect(continueTo).toHaveBeenCalledWith('http://localhost/oauth2/authorize/abc'),
      WAIT,
    );
    expect(callsOf().at(-1)).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/oauth2api/v1/consent/abc') as string,
      body: { approve: true },
    });
  });

  it('sends approve: false on Deny', async () => {
    answerCodeRequest('http://localhost/back');
    const { continueTo } = renderPage('/oauth2-consent?interaction=abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }, WAIT));
    await vi.waitFor(() => expect(continueTo).toHaveBeenCalledWith('http://localhost/back'), WAIT);
    expect(callsOf().at(-1)?.body).toEqual({ approve: false });
  });

  it('says when the request is gone', async () => {
    answerAll(404, { message: 'Object Not Found Matching Id' });
    renderPage('/oauth2-consent?interaction=gone');
    expect(
      await screen.findByText(
        /This authorization request has expired or was already answered/,
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
  });

  it('signs out and goes to the sign-in page with the way back on "Not you? Switch account"', async () => {
    fakeApi.on(oauthEndpoints.getAuthorizationConsent, CLI_REQUEST);
    const { signOut, router } = renderPage('/oauth2-consent?interaction=abc');
    await userEvent.click(await screen.findByRole('button', { name: 'Not you? Switch account' }, WAIT));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), WAIT);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/oauth2-consent?interaction=abc',
    );
  });
});

describe('OAuth2ConsentPage, device', () => {
  it('asks for the code pre-filled from the link, then approves and shows the success page', async () => {
    answerDeviceRequest();
    const { router } = renderPage('/oauth2-consent?user_code=WDJB-MJHT');
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Code' }, WAIT)).value).toBe(
      'WDJB-MJHT',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('WDJB-MJHT', undefined, WAIT)).toBeTruthy();
    expect(callsOf()[0]?.url).toContain('/oauth2api/v1/device?userCode=WDJB-MJHT');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/device-auth-successful'), WAIT);
    expect(callsOf().at(-1)).toMatchObject({
      method: 'POST',
      body: { userCode: 'WDJB-MJHT', approve: true },
    });
  });

  it('shows the server message for an expired code', async () => {
    answerAll(409, { message: 'This code has expired. Start the sign-in on your device again.' });
    renderPage('/oauth2-consent');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }, WAIT), 'bcdf-ghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'This code has expired. Start the sign-in on your device again.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
  });

  it('says the device was not signed in after Deny', async () => {
    answerDeviceRequest();
    renderPage('/oauth2-consent?user_code=WDJB-MJHT');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }, WAIT));
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }, WAIT));
    expect(
      await screen.findByText(/Access denied. The device was not signed in/, undefined, WAIT),
    ).toBeTruthy();
    expect(callsOf().at(-1)?.body).toEqual({ userCode: 'WDJB-MJHT', approve: false });
  });
});

describe('OAuth2ConsentPage signed out', () => {
  it('offers to sign in and come back', async () => {
    act(() => clearSession());
    renderPage('/oauth2-consent?user_code=WDJB-MJHT');
    const link = await screen.findByRole('link', { name: 'Sign in' }, WAIT);
    expect(link.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/oauth2-consent?user_code=WDJB-MJHT')}`,
    );
  });
});
