import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsEndpoints } from '@airlens/contract';
import type { ServerNotification } from '@airlens/contract';
import { clearNotifications, hideNotification, notify, serverNotificationToastId } from '@/lib/notifications';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { ServerNotificationsPoller } from './server-notifications-poller';

const WAIT = { timeout: 5_000 };
const ID = '0b8f7c3a-1d2e-4f50-8a9b-7c6d5e4f3a21';
let pending: ServerNotification[];

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
  // The poller's waits run on fake timers that still follow the clock (user-event and findBy need it).
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fakeApi.onAny((request) =>
    request.endpoint === undefined ? undefined : reply(404, { message: 'Not found' }),
  );
  fakeApi.on(notificationsEndpoints.listNotifications, () => pending);
  fakeApi.on(notificationsEndpoints.dismissNotification, (request) => {
    if (request.pathParams.id !== ID) {
      return reply(404, { message: 'Not found' });
    }
    pending = [];
    return reply(204);
  });
});

afterEach(() => {
  act(() => {
    clearNotifications();
    clearSession();
  });
  vi.useRealTimers();
});

function renderPoller(notification: boolean) {
  const base = testConfig();
  return renderWithProviders(<ServerNotificationsPoller />, {
    config: testConfig({ featureFlags: { ...base.featureFlags, notification } }),
  });
}

describe('ServerNotificationsPoller', { timeout: 20_000 }, () => {
  it('shows a server notification and marks it read with its button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPoller(true);
    const region = await screen.findByRole('region', { name: 'Notifications' }, WAIT);
    expect(within(region).getByText('Upload finished')).toBeTruthy();
    expect(within(region).getByText('Warehouse.esx is ready to view.')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Mark as read' }));
    await vi.waitFor(() =>
      expect(
        fakeApi
          .requestsTo(notificationsEndpoints.dismissNotification)
          .filter((request) => request.pathParams.id === ID),
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
    await vi.waitFor(() => expect(fakeApi.requests.length).toBeGreaterThan(0), WAIT);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.queryByText('Upload finished')).toBeNull();
  });

  it('shows an unread notification once per browser: after a page load it waits in the inbox', async () => {
    const first = renderPoller(true);
    expect(await screen.findByText('Upload finished', {}, WAIT)).toBeTruthy();
    // A page load: the app starts again with nothing on screen, with this browser's storage as it was.
    first.unmount();
    act(() => clearNotifications());
    renderPoller(true);
    await vi.waitFor(
      () => expect(fakeApi.requestsTo(notificationsEndpoints.listNotifications).length).toBe(2),
      WAIT,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.queryByText('Upload finished')).toBeNull();
  });

  it('still shows the notification to another user signing in on the same browser', async () => {
    const first = renderPoller(true);
    expect(await screen.findByText('Upload finished', {}, WAIT)).toBeTruthy();
    first.unmount();
    act(() => {
      clearSession();
      setSessionUser(fakeUser({ userId: 'another-user', email: 'other@example.com' }));
    });
    renderPoller(true);
    expect(await screen.findByText('Upload finished', {}, WAIT)).toBeTruthy();
  });

  it('does not poll when the notification flag is off', async () => {
    renderPoller(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(fakeApi.requests).toHaveLength(0);
  });
});
