import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { NOTIFICATION_WIDTH, NOTIFICATION_WRAP_CONFIRM_LENGTH } from '@airlens/domain';
import { hideNotification, useNotifications } from '../lib/notifications';
import type { AppNotification } from '../lib/notifications';

interface NotificationItemProps {
  notification: AppNotification;
}

/**
 * The app bar is 56 px high below the small breakpoint and 64 px from it up; the notifications start just
 * under it, so they never cover the app bar's buttons (the user menu, the inbox).
 */
const TOP_BELOW_APP_BAR_PX = { xs: 56 + 8, sm: 64 + 8 } as const;

function NotificationItem({ notification }: NotificationItemProps) {
  const { id, level, title, description, confirmText, timeout, onConfirm } = notification;
  const titleId = useId();
  // A notification being read (pointer over it, or keyboard focus in it) does not go away under the reader.
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPaused = isHovered || hasFocus;

  useEffect(() => {
    if (timeout === undefined || timeout <= 0 || isPaused) {
      return undefined;
    }
    const timer = setTimeout(() => hideNotification(id), timeout);
    return () => clearTimeout(timer);
  }, [id, timeout, isPaused]);

  const isWrapped = confirmText !== undefined && confirmText.length > NOTIFICATION_WRAP_CONFIRM_LENGTH;
  const needsDismiss = confirmText === undefined;

  return (
    <Alert
      severity={level}
      variant="filled"
      role={level === 'error' || level === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setHasFocus(false);
        }
      }}
      sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}
      action={
        needsDismiss ? (
          <IconButton
            aria-label="Dismiss notification"
            color="inherit"
            size="small"
            onClick={() => hideNotification(id)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
    >
      <AlertTitle id={titleId}>{title}</AlertTitle>
      {description}
      {confirmText !== undefined && (
        <Box
          data-wrapped={isWrapped ? 'true' : 'false'}
          sx={{
            display: 'flex',
            flexWrap: isWrapped ? 'wrap' : 'nowrap',
            justifyContent: 'flex-end',
            gap: 1,
            mt: 1,
            '& > button': { flexBasis: isWrapped ? '100%' : 'auto' },
          }}
        >
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            // Several notices may each show 'Mark as read': the title says which one this button is about.
            aria-describedby={titleId}
            onClick={() => {
              onConfirm?.();
              hideNotification(id);
            }}
          >
            {confirmText}
          </Button>
        </Box>
      )}
    </Alert>
  );
}

/**
 * Shows the notification list (docs/product-spec.md §2 "Notifications"): 512 px wide (100 % on small screens) under the app
 * bar, each removed after its timeout (paused while pointed at or focused) or by its confirm button; the
 * container is removed when the list is empty.
 */
export function NotificationHost() {
  const notifications = useNotifications();
  if (notifications.length === 0) {
    return null;
  }
  return (
    <Box
      role="region"
      aria-label="Notifications"
      sx={(theme) => ({
        position: 'fixed',
        top: TOP_BELOW_APP_BAR_PX.xs,
        [theme.breakpoints.up('sm')]: { top: TOP_BELOW_APP_BAR_PX.sm },
        right: 0,
        width: '100%',
        px: 2,
        zIndex: theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        [theme.breakpoints.up('md')]: { width: NOTIFICATION_WIDTH },
      })}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </Box>
  );
}
