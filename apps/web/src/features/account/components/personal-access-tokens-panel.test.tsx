import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderRoutes, renderWithProviders, routeElement } from '@/test/render';
import { fakeUser } from '@/test/users';
import {
  NO_TOKENS_TEXT,
  PersonalAccessTokensPanel,
  TOKENS_FAILED_TEXT,
} from './personal-access-tokens-panel';

const USER_ID = '6f1d1c2e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const TOKEN_ID = '0b6f2b8e-3c1d-4e2a-9f00-1a2b3c4d5e6f';
const SECRET = `alp_${'s3cr3t'.repeat(7)}x`;

interface Row {
  id: string;
  name: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** A fake tokens API: the list, create (with the secret) and delete, with what each call sent. */
function fakeServer(initial: Row[], options: { failList?: boolean } = {}) {
  let rows = [...initial];
  const sent: { method: string; url: string; body: unknown }[] = [];
  fakeApi.onAny(({ method, path, params, body }) => {
    const query = params.toString();
    const url = query === '' ? path : `${path}?${query}`;
    sent.push({ method, url, body });
    const json = (status: number, value: unknown) => reply(status, value === null ? undefined : value);
    if (method === 'GET') {
      return options.failList === true ? json(503, { message: 'Down' }) : json(200, rows);
    }
    if (method === 'POST') {
      const input = body as { name: string; scopes: string[]; expiresInDays: number | null };
      const row: Row = {
        id: '9c1d1c2e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
        name: input.name,
        scopes: input.scopes,
        createdAt: new Date().toISOString(),
        expiresAt: input.expiresInDays === null ? null : new Date(Date.now() + 86_400_000).toISOString(),
        lastUsedAt: null,
      };
      rows = [row, ...rows];
      return json(201, { ...row, token: SECRET });
    }
    rows = rows.filter((row) => !url.endsWith(row.id));
    return json(204, null);
  });
  return sent;
}

beforeEach(() => {
  setSessionUser(fakeUser({ userId: USER_ID }));
});

afterEach(() => {
  act(() => clearSession());
});

describe('PersonalAccessTokensPanel', () => {
  it('says so when there are no tokens, and when they cannot be loaded', async () => {
    fakeServer([]);
    const { unmount } = renderWithProviders(<PersonalAccessTokensPanel userId={USER_ID} />);
    expect(await screen.findByText(NO_TOKENS_TEXT)).toBeTruthy();
    unmount();
    fakeServer([], { failList: true });
    renderWithProviders(<PersonalAccessTokensPanel userId={USER_ID} />);
    expect(await screen.findByText(TOKENS_FAILED_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('creates a token with the chosen scopes and expiry, and shows its secret once', async () => {
    const sent = fakeServer([]);
    const user = userEvent.setup();
    renderWithProviders(<PersonalAccessTokensPanel userId={USER_ID} />);
    await screen.findByText(NO_TOKENS_TEXT);

    // Submitting without a name says what is missing and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Give the token a name.')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Token name/ }), 'CI pipeline');
    await user.click(screen.getByRole('checkbox', { name: /projects:read/ }));
    await user.click(screen.getByRole('checkbox', { name: /\(reports\)/ }));
    await user.click(screen.getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByRole('textbox', { name: 'Token' });
    expect((secret as HTMLInputElement).value).toBe(SECRET);
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeTruthy();
    const post = sent.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/userapi/v1/users/${USER_ID}/tokens`);
    expect(post?.body).toEqual({ name: 'CI pipeline', scopes: ['reports'], expiresInDays: null });
    // The list shows the new token without its secret; Done hides the secret for good.
    const table = await screen.findByRole('table', { name: 'Personal access tokens' });
    expect(within(table).getByText('CI pipeline')).toBeTruthy();
    expect(table.textContent).not.toContain(SECRET);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Token' })).toBeNull();
  });

  it('revokes a token only after confirmation, from the keyboard', async () => {
    const sent = fakeServer([
      {
        id: TOKEN_ID,
        name: 'Laptop',
        scopes: ['projects:read'],
        createdAt: '2026-01-01T00:00:00.000Z',
        expiresAt: null,
        lastUsedAt: null,
      },
    ]);
    const user = userEvent.setup();
    renderRoutes([routeElement(<PersonalAccessTokensPanel userId={USER_ID} />)], '/');
    const revoke = await screen.findByRole('button', { name: 'Revoke Laptop' });
    expect(screen.getByText('Never used')).toBeTruthy();

    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Revoke Laptop' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke token?' });
    await user.click(within(again).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByText(NO_TOKENS_TEXT)).toBeTruthy());
    expect(sent.find((call) => call.method === 'DELETE')?.url).toBe(
      `/userapi/v1/users/${USER_ID}/tokens/${TOKEN_ID}`,
    );
  });
});
