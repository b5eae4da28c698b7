import { useEffect, useRef } from 'react';
import { useConfig } from '@/lib/config';
import { notify } from '@/lib/notifications';
import { useSessionUser } from '@/lib/session';
import { useDismissServerNotification, useServerNotifications } from '../api/server-notifications';

/** Text of the button that marks a server notification read. */
export const MARK_READ_TEXT = 'Mark as read';

/**
 * Polls the signed-in user's server notifications (upload finished, project shared with you) about every 30 s
 * while the notification flag is on, and shows each new one in the notification host; its button marks it read.
 */
export function ServerNotificationsPoller() {
  const { featureFlags } = useConfig();
  const user = useSessionUser();
  const isEnabled = featureFlags.notification && user !== null && user.role !== 'GUEST';
  const notifications = useServerNotifications(isEnabled);
  const dismiss = useDismissServerNotification();
  const shown = useRef(new Set<string>());
  const { mutate } = dismiss;

  useEffect(() => {
    for (const notification of notifications.data ?? []) {
      if (shown.current.has(notification.id)) {
        continue;
      }
      shown.current.add(notification.id);
      notify({
        id: `server-${notification.id}`,
        level: notification.level,
        title: notification.title,
        description: notification.description,
        confirmText: MARK_READ_TEXT,
        onHide: () => mutate(notification.id),
      });
    }
  }, [notifications.data, mutate]);

  return null;
}
