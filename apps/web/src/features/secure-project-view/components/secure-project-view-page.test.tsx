import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { secureViewEndpoints, usersEndpoints } from '@airlens/contract';
import { useApiScope } from '@/components/api-scope';
import { clearSession, getSessionUser, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { fakeUser } from '@/test/users';
import { SecureProjectViewPage } from './secure-project-view-page';

const WAIT = { timeout: 5_000 };

function ScopeProbe({ projectId, floor }: { projectId: string; floor: number | null }) {
  const scope = useApiScope();
  return (
    <p>{`project ${projectId} floor ${String(floor)} scope ${scope.name} read-only ${String(scope.isReadOnly)}`}</p>
  );
}

beforeEach(() => {
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: 'Not found' }),
  );
  // A 202 carries JSON `null`, as the server sends it.
  fakeApi.on(secureViewEndpoints.requestGuestOtp, (request) =>
    request.pathParams.keyId === 'key-1' ? reply(202, null) : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(secureViewEndpoints.startGuestSession, (request) => {
    if (request.pathParams.keyId !== 'key-1') {
      return reply(404, { message: 'Not found' });
    }
    const { otp } = request.body as { otp: string };
    return otp === '123456'
      ? {
          userId: 'g1',
          email: 'guest@client-site.example',
          role: 'GUEST' as const,
          projectId: 'p-9',
          csrfToken: 't',
        }
      : reply(403, { message: 'Invalid or expired code' });
  });
});

afterEach(() => {
  act(() => clearSession());
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
    const sessionCall = fakeApi.requests.find((request) => request.path.endsWith('/session'));
    expect(sessionCall?.headers.has('csrfToken')).toBe(false);
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
    fakeApi.on(usersEndpoints.getCurrentUser, whoAmI);
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
    expect(fakeApi.requests.map((request) => request.path)).not.toContain(
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
    expect(fakeApi.requests).toHaveLength(0);
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
