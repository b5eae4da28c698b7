import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConnectedAppsPanel } from './connected-apps-panel';

const fetchMock = vi.fn<typeof fetch>();
const WAIT = { timeout: 5_000 };

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const CLI = {
  clientId: 'airlens-cli',
  clientName: 'Airlens CLI',
  scopes: ['projects:read'],
  approvedAt: '2026-11-26T10:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ConnectedAppsPanel', () => {
  it('lists approved clients and revokes one', async () => {
    let apps = [CLI];
    fetchMock.mockImplementation((_input, init) => {
      if (init?.method === 'DELETE') {
        apps = [];
        return Promise.resolve(json(204, null));
      }
      return Promise.resolve(json(200, apps));
    });
    renderWithProviders(<ConnectedAppsPanel userId="user-1" />);
    const list = await screen.findByRole('list', { name: 'Connected apps' }, WAIT);
    expect(list.textContent).toContain('Airlens CLI');
    expect(list.textContent).toContain('projects:read');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Airlens CLI' }));
    expect(
      await screen.findByText('No applications are connected to your account.', undefined, WAIT),
    ).toBeTruthy();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall?.[0]).toContain('/userapi/v1/users/user-1/connected-apps?clientId=airlens-cli');
  });

  it('says when nothing is connected', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    renderWithProviders(<ConnectedAppsPanel userId="user-1" />);
    expect(
      await screen.findByText('No applications are connected to your account.', undefined, WAIT),
    ).toBeTruthy();
  });
});
