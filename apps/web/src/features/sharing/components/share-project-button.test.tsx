import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationsEndpoints, sharingEndpoints } from '@airlens/contract';
import type { Endpoint, SecureLink } from '@airlens/contract';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { fakeUser } from '@/test/users';
import { ShareProjectButton } from './share-project-button';

type ProjectUser = { username: string; role: 'OWNER' | 'WRITE_SHARE_USER' | 'WRITE_USER' | 'READ_USER' };

const PROJECT = '3f2b8c1e-9a4d-4c6b-8f1e-2d3c4b5a6978';
const WAIT = { timeout: 5_000 };
let users: ProjectUser[];
let links: SecureLink[];
let canShare: boolean;
let isOwner: boolean | undefined;

/** The bodies sent to an endpoint for this project (and this guest key, when given), in order. */
function calls(endpoint: Endpoint, keyId?: string): unknown[] {
  return fakeApi
    .requestsTo(endpoint)
    .filter(
      (request) =>
        request.pathParams.id === PROJECT && (keyId === undefined || request.pathParams.keyId === keyId),
    )
    .map((request) => request.body ?? null);
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
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(sharingEndpoints.getProjectAccess, () => ({
    projectId: PROJECT,
    role: isOwner === false ? ('WRITE_SHARE_USER' as const) : ('OWNER' as const),
    isGuest: false,
    canWrite: true,
    canShare,
    isOwner: isOwner ?? canShare,
  }));
  fakeApi.on(sharingEndpoints.getProjectUsers, () => users);
  fakeApi.on(sharingEndpoints.putProjectUsers, (request) => {
    users = request.body as ProjectUser[];
    return users;
  });
  fakeApi.on(organizationsEndpoints.listUserGroups, []);
  fakeApi.on(sharingEndpoints.listSecureLinks, () => links);
  fakeApi.on(sharingEndpoints.createSecureLink, (request) => {
    const { email } = request.body as { email: string };
    const link = {
      keyId: 'key-1',
      email,
      url: '/secure-project-view/key-1',
      createdAt: '2025-09-04T10:00:00.000Z',
      lastUsedAt: null,
    };
    links = [link];
    return reply(201, link);
  });
  fakeApi.on(sharingEndpoints.revokeSecureLink, (request) => {
    if (request.pathParams.keyId !== 'key-1') {
      return reply(404, { message: 'Not found' });
    }
    links = [];
    return reply(204);
  });
});

afterEach(() => {
  act(() => clearSession());
  vi.useRealTimers();
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
    // Each row's role picker keeps its name for screen readers, but shows no floating label over the row above.
    const anaRole = within(list).getByRole('combobox', { name: 'Role of ana@demo.example' });
    expect(anaRole.textContent).toBe('Can edit');
    const anaLabel = document.getElementById(anaRole.getAttribute('aria-labelledby')?.split(' ')[0] ?? '');
    expect(anaLabel?.textContent).toBe('Role of ana@demo.example');
    expect(getComputedStyle(anaLabel as Element).position).toBe('absolute');
    expect(getComputedStyle(anaLabel as Element).width).toBe('1px');
    const form = within(dialog).getByRole('form', { name: 'Share with a user' });
    await user.click(within(form).getByRole('textbox', { name: 'E-mail' }));
    await user.paste('planner@demo.example');
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Sharing has been updated', {}, WAIT)).toBeTruthy();
    expect(calls(sharingEndpoints.putProjectUsers)).toEqual([
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
    expect(calls(sharingEndpoints.createSecureLink)).toEqual([{ email: 'guest@client-site.example' }]);
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
    expect(calls(sharingEndpoints.revokeSecureLink, 'key-1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(calls(sharingEndpoints.revokeSecureLink, 'key-1')).toHaveLength(1));
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
    expect(calls(sharingEndpoints.putProjectUsers)).toHaveLength(0);

    await user.click(await within(dialog).findByRole('button', { name: 'Remove ana@demo.example' }, WAIT));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove user' })).getByRole('button', { name: 'Remove' }),
    );
    expect(
      await within(dialog).findByText('ana@demo.example was removed from this project.', {}, WAIT),
    ).toBeTruthy();
    expect(calls(sharingEndpoints.putProjectUsers)[0]).not.toContainEqual({
      username: 'ana@demo.example',
      role: 'WRITE_USER',
    });

    await user.click(await within(dialog).findByRole('button', { name: 'Undo' }, WAIT));
    await vi.waitFor(() => expect(calls(sharingEndpoints.putProjectUsers)).toHaveLength(2));
    expect(calls(sharingEndpoints.putProjectUsers)[1]).toContainEqual({
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
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderButton();
    await vi.waitFor(() => expect(calls(sharingEndpoints.getProjectAccess)).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
