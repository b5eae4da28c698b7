import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsEndpoints } from '@airlens/contract';
import { clearNotifications } from '@/lib/notifications';
import { clearSession, setSessionUser } from '@/lib/session';
import { fakeApi, reply } from '@/test/fake-api';
import { renderWithProviders, testConfig } from '@/test/render';
import { fakeUser } from '@/test/users';
import { NotificationInbox } from './notification-inbox';
import { ServerNotificationsPoller } from './server-notifications-poller';

const WAIT = { timeout: 5_000 };
const WELCOME = '0b8f7c3a-1d2e-4f50-8a9b-7c6d5e4f3a21';
const UPLOAD = '5c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
let pending: {
  id: string;
  level: 'success' | 'info' | 'warning' | 'error';
  title: string;
  description: string;
  createdAt: string;
}[];

function deletes(): string[] {
  return fakeApi.requests.filter((request) => request.method === 'DELETE').map((request) => request.path);
}

beforeEach(() => {
  pending = [
    {
      id: UPLOAD,
      level: 'success',
      title: 'Upload finished',
      description: 'Warehouse.esx is ready to view.',
      createdAt: new Date().toISOString(),
    },
    {
      id: WELCOME,
      level: 'info',
      title: 'Welcome to Airlens',
      description: 'Your organisation has 13 sites.',
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    },
  ];
  setSessionUser(fakeUser());
  fakeApi.on(notificationsEndpoints.listNotifications, () => pending);
  fakeApi.on(notificationsEndpoints.dismissAllNotifications, () => {
    pending = [];
    return reply(204);
  });
  fakeApi.on(notificationsEndpoints.dismissNotification, ({ pathParams }) => {
    pending = pending.filter((notification) => notification.id !== pathParams['id']);
    return reply(204);
  });
});

afterEach(() => {
  act(() => {
    clearNotifications();
    clearSession();
  });
});

function renderInbox(notification = true) {
  const base = testConfig();
  return renderWithProviders(
    <>
      <NotificationInbox />
      <ServerNotificationsPoller />
    </>,
    { config: testConfig({ featureFlags: { ...base.featureFlags, notification } }) },
  );
}

describe('NotificationInbox', { timeout: 20_000 }, () => {
  it('shows the unread count on the bell and lists the server notifications, newest first, with their age', async () => {
    const user = userEvent.setup();
    renderInbox();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, WAIT);
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, WAIT);
    const items = within(within(panel).getByRole('list', { name: 'Unread notifications' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Upload finishedWarehouse.esx is ready to view.just now',
      'Welcome to AirlensYour organisation has 13 sites.3 hours ago',
    ]);
  });

  it('marks one notification read: the server is told, the count drops and its toast leaves', async () => {
    const user = userEvent.setup();
    renderInbox();
    const region = await screen.findByRole('region', { name: 'Notifications' }, WAIT);
    expect(within(region).getByText('Welcome to Airlens')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Mark "Welcome to Airlens" as read' }));
    expect(deletes()).toEqual([`/notifyapi/v1/notification/${WELCOME}`]);
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, WAIT)).toBeTruthy();
    expect(within(region).queryByText('Welcome to Airlens')).toBeNull();
    expect(within(region).getByText('Upload finished')).toBeTruthy();
  });

  it('marks all read with one call and then says nothing is unread', async () => {
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(deletes()).toEqual(['/notifyapi/v1/notification']);
    expect(await screen.findByText('You are all caught up: no unread notifications.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Notifications', hidden: true })).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' }, WAIT)).toBeTruthy();
  });

  it('keeps a toast that timed out unread in the inbox', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderInbox();
      const region = await screen.findByRole('region', { name: 'Notifications' }, WAIT);
      expect(within(region).getByText('Upload finished')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(8_000);
      });
      expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
      expect(deletes()).toEqual([]);
      expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no bell while the notification flag is off', async () => {
    renderInbox(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(fakeApi.requests).toHaveLength(0);
  });
});
