import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSessionUser } from '@/lib/session';
import { renderRoutes } from '@/test/render';
import { fakeUser } from '@/test/users';
import { ShareProjectButton } from './share-project-button';

const PROJECT = '3f2b8c1e-9a4d-4c6b-8f1e-2d3c4b5a6978';
const BASE = `/shareapi/v1/projects/${PROJECT}`;
const WAIT = { timeout: 5_000 };
const fetchMock = vi.fn<typeof fetch>();
let users: { username: string; role: string }[];
let links: { keyId: string; email: string; url: string; createdAt: string; lastUsedAt: string | null }[];
let canShare: boolean;
let isOwner: boolean | undefined;

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status });
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown;
}

function calls(method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => urlOf(input).split('?')[0] === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => bodyOf(init));
}

beforeEach(() => {
  canShare = true;
  isOwner = undefined;
  users = [
    { username: 'zed@demo.example', role: 'READ_USER' },
    { username: 'owner@demo.example', role: 'OWNER' },
    { username: 'ana@demo.example', role: 'WRITE_USER' },
    { username: 'ZED@demo.example', role: 'WRITE_USER' },
  ];
  links = [];
  setSessionUser(fakeUser({ email: 'owner@demo.example' }));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const path = urlOf(input).split('?')[0];
    const method = init?.method ?? 'GET';
    if (path === `${BASE}/access`) {
      return Promise.resolve(
        json(200, {
          projectId: PROJECT,
          role: isOwner === false ? 'WRITE_SHARE_USER' : 'OWNER',
          isGuest: false,
          canWrite: true,
          canShare,
          isOwner: isOwner ?? canShare,
        }),
      );
    }
    if (path === `${BASE}/users` && method === 'GET') {
      return Promise.resolve(json(200, users));
    }
    if (path === `${BASE}/users` && method === 'PUT') {
      users = bodyOf(init) as typeof users;
      return Promise.resolve(json(200, users));
    }
    if (path === '/userapi/v1/userGroups') {
      return Promise.resolve(json(200, []));
    }
    if (path === `${BASE}/secure-links` && method === 'GET') {
      return Promise.resolve(json(200, links));
    }
    if (path === `${BASE}/secure-links` && method === 'POST') {
      const { email } = bodyOf(init) as { email: string };
      const link = {
        keyId: 'key-1',
        email,
        url: '/secure-project-view/key-1',
        createdAt: '2025-09-04T10:00:00.000Z',
        lastUsedAt: null,
      };
      links = [link];
      return Promise.resolve(json(201, link));
    }
    if (path === `${BASE}/secure-links/key-1` && method === 'DELETE') {
      links = [];
      return Promise.resolve(json(204, null));
    }
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
});

afterEach(() => {
  act(() => clearSession());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderButton() {
  return renderRoutes(
    [{ path: '/', element: <ShareProjectButton projectId={PROJECT} projectName="Warehouse" /> }],
    '/',
  );
}

describe('ShareProjectButton', { timeout: 20_000 }, () => {
  it('lists users de-duplicated, owners first then alphabetical, and shares by e-mail', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Share' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Share Warehouse' });
    const list = await within(dialog).findByRole('list', { name: 'Project users' }, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual(['owner@demo.example', 'ana@demo.example', 'ZED@demo.example']);
    const form = within(dialog).getByRole('form', { name: 'Share with a user' });
    await user.click(within(form).getByRole('textbox', { name: 'E-mail' }));
    await user.paste('planner@demo.example');
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Sharing has been updated', {}, WAIT)).toBeTruthy();
    expect(calls('PUT', `${BASE}/users`)).toEqual([
      [
        { username: 'owner@demo.example', role: 'OWNER' },
        { username: 'ana@demo.example', role: 'WRITE_USER' },
        { username: 'planner@demo.example', role: 'READ_USER' },
        { username: 'ZED@demo.example', role: 'WRITE_USER' },
      ],
    ]);
  });

  it('invites an external guest by e-mail and revokes the invitation', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Share' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Share Warehouse' });
    const form = within(dialog).getByRole('form', { name: 'Invite an external guest' });
    await user.click(within(form).getByRole('textbox', { name: 'Guest e-mail' }));
    await user.paste('guest@client-site.example');
    await user.click(within(form).getByRole('button', { name: 'Invite guest' }));
    expect(
      await within(dialog).findByText('Invitation sent to guest@client-site.example', {}, WAIT),
    ).toBeTruthy();
    expect(calls('POST', `${BASE}/secure-links`)).toEqual([{ email: 'guest@client-site.example' }]);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Revoke guest@client-site.example' }, WAIT),
    );
    // Revoking ends the guest's access at once: it is confirmed first (issue #15).
    const confirm = screen.getByRole('dialog', { name: 'Revoke invitation' });
    expect(
      within(confirm).getByText(
        'guest@client-site.example loses access to this project at once. You can invite them again later.',
      ),
    ).toBeTruthy();
    expect(calls('DELETE', `${BASE}/secure-links/key-1`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(calls('DELETE', `${BASE}/secure-links/key-1`)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Revoke guest@client-site.example' })).toBeNull(),
    );
  });

  it('removes a user after confirmation and offers to undo it', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Share' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Share Warehouse' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove ana@demo.example' }, WAIT));
    const confirm = screen.getByRole('dialog', { name: 'Remove user' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls('PUT', `${BASE}/users`)).toHaveLength(0);

    await user.click(await within(dialog).findByRole('button', { name: 'Remove ana@demo.example' }, WAIT));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove user' })).getByRole('button', { name: 'Remove' }),
    );
    expect(
      await within(dialog).findByText('ana@demo.example was removed from this project.', {}, WAIT),
    ).toBeTruthy();
    expect(calls('PUT', `${BASE}/users`)[0]).not.toContainEqual({
      username: 'ana@demo.example',
      role: 'WRITE_USER',
    });

    await user.click(await within(dialog).findByRole('button', { name: 'Undo' }, WAIT));
    await vi.waitFor(() => expect(calls('PUT', `${BASE}/users`)).toHaveLength(2));
    expect(calls('PUT', `${BASE}/users`)[1]).toContainEqual({
      username: 'ana@demo.example',
      role: 'WRITE_USER',
    });
    expect(await within(dialog).findByRole('button', { name: 'Remove ana@demo.example' }, WAIT)).toBeTruthy();
  });

  it('offers external guest invitations to a WRITE_SHARE_USER, who has full access (spec §6)', async () => {
    isOwner = false;
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Share' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Share Warehouse' });
    expect(await within(dialog).findByRole('form', { name: 'Invite an external guest' }, WAIT)).toBeTruthy();
  });

  it('shows nothing to users who may not share', async () => {
    canShare = false;
    renderButton();
    await vi.waitFor(() => expect(calls('GET', `${BASE}/access`)).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
