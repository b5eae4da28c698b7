import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConfig } from '@/lib/config';
import { notify, wasNotificationShown, withdrawNotification } from '@/lib/notifications';
import { useSessionUser } from '@/lib/session';
import { useDismissServerNotification, useServerNotifications } from '../api/server-notifications';
import { claimToast } from '../api/toasted-notifications';
import { NOTIFICATIONS_QUERY_PREFIX, serverToastId } from './server-notification-ids';

/** Text of the button that marks a server notification read. */
export const MARK_READ_TEXT = 'Mark as read';

/**
 * Polls the signed-in user's server notifications (upload finished, project shared with you) about every 30 s
 * while the notification flag is on, and shows each new one in the notification host once per browser: info and
 * success ones go by themselves and stay unread in the inbox (a page load does not show them again); 'Mark as
 * read' marks one read. One read elsewhere (the inbox, another tab) leaves the host too.
 */
export function ServerNotificationsPoller() {
  const { featureFlags } = useConfig();
  const user = useSessionUser();
  const isEnabled = featureFlags.notification && user !== null && user.role !== 'GUEST';
  const userId = user?.userId ?? null;
  const notifications = useServerNotifications(isEnabled);
  const dismiss = useDismissServerNotification();
  const queryClient = useQueryClient();
  const shown = useRef(new Set<string>());
  const { mutate } = dismiss;

  useEffect(() => {
    const data = notifications.data;
    if (data === undefined || userId === null) {
      return;
    }
    const unread = new Set(data.map((notification) => notification.id));
    for (const id of shown.current) {
      if (!unread.has(id)) {
        withdrawNotification(serverToastId(id));
      }
    }
    for (const notification of data) {
      if (shown.current.has(notification.id)) {
        continue;
      }
      shown.current.add(notification.id);
      // This tab already told it (a report watched here to its end): once is enough; the inbox keeps it.
      if (wasNotificationShown(serverToastId(notification.id))) {
        continue;
      }
      // Shown on an earlier page load (or in another tab): it waits in the inbox now.
      if (!claimToast(userId, notification.id)) {
        continue;
      }
      notify({
        id: serverToastId(notification.id),
        level: notification.level,
        title: notification.title,
        description: notification.description,
        confirmText: MARK_READ_TEXT,
        onConfirm: () =>
          mutate(notification.id, {
            onSettled: () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_PREFIX }),
          }),
      });
    }
  }, [notifications.data, userId, mutate, queryClient]);

  return null;
}
