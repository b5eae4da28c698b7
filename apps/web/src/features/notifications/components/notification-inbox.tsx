import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useConfig } from '@/lib/config';
import { withdrawNotification } from '@/lib/notifications';
import { useSessionUser } from '@/lib/session';
import { useDismissAllServerNotifications } from '../api/dismiss-all-notifications';
import { useDismissServerNotification, useServerNotifications } from '../api/server-notifications';
import { InboxList } from './inbox-list';
import { NOTIFICATIONS_QUERY_PREFIX, serverToastId } from './server-notification-ids';

/** Text of the inbox button that marks every notification read. */
export const MARK_ALL_READ_TEXT = 'Mark all read';
/** What the inbox says when nothing is unread. */
export const INBOX_EMPTY_TEXT = 'You are all caught up: no unread notifications.';

/** The accessible name of the bell: it says how many notifications are unread. */
export function inboxButtonLabel(unread: number): string {
  if (unread === 0) {
    return 'Notifications, none unread';
  }
  return `Notifications, ${unread} unread`;
}

/**
 * The app bar's inbox: a bell with the number of unread server notifications that opens their list, where
 * each can be marked read, or all at once. It reads the same polled list as the notification toasts.
 */
export function NotificationInbox() {
  const { featureFlags } = useConfig();
  const user = useSessionUser();
  const isEnabled = featureFlags.notification && user !== null && user.role !== 'GUEST';
  const notifications = useServerNotifications(isEnabled);
  const dismissOne = useDismissServerNotification();
  const dismissAll = useDismissAllServerNotifications();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();

  if (!isEnabled) {
    return null;
  }
  const unread = notifications.data ?? [];
  const isOpen = anchor !== null;

  function refresh(): void {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_PREFIX });
  }

  // Each button goes away (or is disabled) under the keyboard user's focus: the focus moves to the panel heading.
  function handleMarkRead(id: string): void {
    withdrawNotification(serverToastId(id));
    dismissOne.mutate(id, { onSettled: refresh });
    headingRef.current?.focus();
  }

  function handleMarkAllRead(): void {
    for (const notification of unread) {
      withdrawNotification(serverToastId(notification.id));
    }
    dismissAll.mutate(undefined, { onSettled: refresh });
    headingRef.current?.focus();
  }

  const failure = dismissOne.isError || dismissAll.isError;
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={inboxButtonLabel(unread.length)}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread.length} color="error" max={99}>
            {unread.length > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={isOpen}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
          <Typography
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="subtitle1"
            sx={{ flexGrow: 1, fontWeight: 600, outline: 'none' }}
          >
            Notifications
          </Typography>
          <Button
            size="small"
            disabled={unread.length === 0 || dismissAll.isPending}
            onClick={handleMarkAllRead}
          >
            {MARK_ALL_READ_TEXT}
          </Button>
        </Box>
        <Divider />
        {failure && (
          <Alert severity="error" sx={{ m: 1 }}>
            Could not mark the notification read. Try again.
          </Alert>
        )}
        {notifications.isError && unread.length === 0 ? (
          <Alert severity="error" sx={{ m: 1 }}>
            Could not load notifications
          </Alert>
        ) : (
          <InboxList
            notifications={unread}
            emptyText={notifications.isPending ? 'Loading…' : INBOX_EMPTY_TEXT}
            onMarkRead={handleMarkRead}
          />
        )}
      </Popover>
    </>
  );
}
