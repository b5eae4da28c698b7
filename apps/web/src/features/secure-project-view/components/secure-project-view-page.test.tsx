import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { useApiScope } from '@/components/api-scope';
import { clearSession, getSessionUser, setSessionUser } from '@/lib/session';
import { renderRoutes } from '@/test/render';
import { fakeUser } from '@/test/users';
import { SecureProjectViewPage } from './secure-project-view-page';

const WAIT = { timeout: 5_000 };
const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  // A 202 carries JSON `null`, as the server sends it.
  return new Response(JSON.stringify(body), { status });
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function ScopeProbe({ projectId, floor }: { projectId: string; floor: number | null }) {
  const scope = useApiScope();
  return (
    <p>{`project ${projectId} floor ${String(floor)} scope ${scope.name} read-only ${String(scope.isReadOnly)}`}</p>
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    if (url === '/shareapi/secureProjectView/key-1/otp') {
      return Promise.resolve(json(202, null));
    }
    if (url === '/shareapi/secureProjectView/key-1/session') {
      const { otp } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { otp: string };
      return Promise.resolve(
        otp === '123456'
          ? json(200, {
              userId: 'g1',
              email: 'guest@client-site.example',
              role: 'GUEST',
              projectId: 'p-9',
              csrfToken: 't',
            })
          : json(403, { message: 'Invalid or expired code' }),
      );
    }
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
});

afterEach(() => {
  act(() => clearSession());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('SecureProjectViewPage', { timeout: 20_000 }, () => {
  it('requests a code, checks its format, and shows the project read-only after a valid code', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/secure-project-view/:keyId',
          element: (
            <SecureProjectViewPage
              renderProject={(projectId, floor) => <ScopeProbe projectId={projectId} floor={floor} />}
            />
          ),
        },
      ],
      '/secure-project-view/key-1?floor=3',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure project view' }, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(
      await screen.findByText(
        'If this invitation is valid, a code is on its way to the invited e-mail address.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'One-time code' });
    await user.click(field);
    await user.paste('12ab');
    await user.click(screen.getByRole('button', { name: 'View project' }));
    expect(screen.getByText('The one-time code has 6 digits')).toBeTruthy();
    await user.clear(field);
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'View project' }));
    expect(await screen.findByText('Invalid or expired code', {}, WAIT)).toBeTruthy();
    await user.clear(field);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'View project' }));
    expect(
      await screen.findByText('project p-9 floor 3 scope guest:key-1 read-only true', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('Read-only guest access for guest@client-site.example')).toBeTruthy();
    const sessionCall = fetchMock.mock.calls.find(([input]) => urlOf(input).endsWith('/session'));
    expect(new Headers(sessionCall?.[1]?.headers).has('csrfToken')).toBe(false);
  });

  it('keeps the guest session for reloads: key, project and token stored, the GUEST becomes the session user', async () => {
    const user = userEvent.setup();
    const whoAmI = {
      ...fakeUser({
        userId: 'g1',
        email: 'guest@client-site.example',
        role: 'GUEST',
        eulaVersionConsent: null,
        licenseKey: null,
        licenseType: null,
      }),
      orgId: null,
      subscriptionExpirationDate: undefined,
    };
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      urlOf(input) === '/userapi/v1/users/who-am-i'
        ? Promise.resolve(json(200, whoAmI))
        : (answer?.(input, init) ?? Promise.resolve(json(404, {}))),
    );
    renderPage('/secure-project-view/key-1');
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }, WAIT));
    await user.click(await screen.findByRole('textbox', { name: 'One-time code' }, WAIT));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'View project' }));
    expect(
      await screen.findByText('project p-9 floor null scope guest:key-1 read-only true', {}, WAIT),
    ).toBeTruthy();
    await vi.waitFor(() => expect(getSessionUser()?.role).toBe('GUEST'));
    expect(window.localStorage.getItem('secureProjectViewKey')).toBe('key-1');
    expect(window.localStorage.getItem('secureProjectViewProjectId')).toBe('p-9');
    expect(window.localStorage.getItem('csrfToken')).toBe('t');
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).not.toContain(
      '/userapi/v1/users/g1/licenseStatus',
    );
  });

  it('shows the project at once to a guest who reloads with the session kept, without asking for a code', async () => {
    window.localStorage.setItem('secureProjectViewKey', 'key-1');
    window.localStorage.setItem('secureProjectViewProjectId', 'p-9');
    setSessionUser(fakeUser({ userId: 'g1', email: 'guest@client-site.example', role: 'GUEST' }));
    renderPage('/secure-project-view/key-1?floor=2');
    expect(
      await screen.findByText('project p-9 floor 2 scope guest:key-1 read-only true', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('Read-only guest access for guest@client-site.example')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a code for another invitation than the one the guest session was kept for', async () => {
    window.localStorage.setItem('secureProjectViewKey', 'key-2');
    window.localStorage.setItem('secureProjectViewProjectId', 'p-2');
    setSessionUser(fakeUser({ userId: 'g1', email: 'guest@client-site.example', role: 'GUEST' }));
    renderPage('/secure-project-view/key-1');
    expect(await screen.findByRole('button', { name: 'Send me a code' }, WAIT)).toBeTruthy();
    expect(screen.queryByText(/^project /)).toBeNull();
  });
});

function renderPage(entry: string) {
  return renderRoutes(
    [
      {
        path: '/secure-project-view/:keyId',
        element: (
          <SecureProjectViewPage
            renderProject={(projectId, floor) => <ScopeProbe projectId={projectId} floor={floor} />}
          />
        ),
      },
    ],
    entry,
  );
}
