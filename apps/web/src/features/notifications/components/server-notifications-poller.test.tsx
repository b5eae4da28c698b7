import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotifications, hideNotification, notify, serverNotificationToastId } from '@/lib/notifications';
import { clearSession, setSessionUser } from '@/lib/session';
import { renderWithProviders, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { ServerNotificationsPoller } from './server-notifications-poller';

const WAIT = { timeout: 5_000 };
const ID = '0b8f7c3a-1d2e-4f50-8a9b-7c6d5e4f3a21';
const fetchMock = vi.fn<typeof fetch>();
let pending: { id: string; level: string; title: string; description: string; createdAt: string }[];

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status });
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

beforeEach(() => {
  pending = [
    {
      id: ID,
      level: 'success',
      title: 'Upload finished',
      description: 'Warehouse.esx is ready to view.',
      createdAt: '2025-09-04T10:00:00.000Z',
    },
  ];
  setSessionUser(fakeUser());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    if (url === '/notifyapi/v1/notification' && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(json(200, pending));
    }
    if (url === `/notifyapi/v1/notification/${ID}` && init?.method === 'DELETE') {
      pending = [];
      return Promise.resolve(json(204, null));
    }
    return Promise.resolve(json(404, { message: 'Not found' }));
  });
});

afterEach(() => {
  act(() => {
    clearNotifications();
    clearSession();
  });
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderPoller(notification: boolean) {
  const base = testConfig();
  return renderWithProviders(<ServerNotificationsPoller />, {
    config: testConfig({ featureFlags: { ...base.featureFlags, notification } }),
  });
}

describe('ServerNotificationsPoller', { timeout: 20_000 }, () => {
  it('shows a server notification and marks it read with its button', async () => {
    const user = userEvent.setup();
    renderPoller(true);
    const region = await screen.findByRole('region', { name: 'Notifications' }, WAIT);
    expect(within(region).getByText('Upload finished')).toBeTruthy();
    expect(within(region).getByText('Warehouse.esx is ready to view.')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Mark as read' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([input, init]) => urlOf(input) === `/notifyapi/v1/notification/${ID}` && init?.method === 'DELETE',
        ),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('does not repeat news this tab already told under the same id, even after it was closed', async () => {
    // The report notifier tells "Report ready" under the report id, which the server's notification also has.
    act(() => {
      notify({ id: serverNotificationToastId(ID), level: 'success', title: 'Told here', description: '' });
      hideNotification(serverNotificationToastId(ID));
    });
    renderPoller(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), WAIT);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText('Upload finished')).toBeNull();
  });

  it('does not poll when the notification flag is off', async () => {
    renderPoller(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
