import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { oauthEndpoints } from '@airlens/contract';
import type { ConnectedApp } from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { ConnectedAppsPanel } from './connected-apps-panel';

const WAIT = { timeout: 5_000 };

const CLI: ConnectedApp = {
  clientId: 'airlens-cli',
  clientName: 'Airlens CLI',
  scopes: ['projects:read'],
  approvedAt: '2026-11-26T10:00:00.000Z',
};

describe('ConnectedAppsPanel', () => {
  it('lists approved clients and revokes one', async () => {
    let apps: ConnectedApp[] = [CLI];
    fakeApi.on(oauthEndpoints.listConnectedApps, () => apps);
    fakeApi.on(oauthEndpoints.revokeConnectedApp, () => {
      apps = [];
      return reply(204);
    });
    renderWithProviders(<ConnectedAppsPanel userId="user-1" />);
    const list = await screen.findByRole('list', { name: 'Connected apps' }, WAIT);
    expect(list.textContent).toContain('Airlens CLI');
    expect(list.textContent).toContain('projects:read');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Airlens CLI' }));
    expect(
      await screen.findByText('No applications are connected to your account.', undefined, WAIT),
    ).toBeTruthy();
    const deleteCall = fakeApi.requests.find((request) => request.method === 'DELETE');
    expect(deleteCall && `${deleteCall.path}?${deleteCall.params.toString()}`).toContain(
      '/userapi/v1/users/user-1/connected-apps?clientId=airlens-cli',
    );
  });

  it('says when nothing is connected', async () => {
    fakeApi.on(oauthEndpoints.listConnectedApps, []);
    renderWithProviders(<ConnectedAppsPanel userId="user-1" />);
    expect(
      await screen.findByText('No applications are connected to your account.', undefined, WAIT),
    ).toBeTruthy();
  });
});
