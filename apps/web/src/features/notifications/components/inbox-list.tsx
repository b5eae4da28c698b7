import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import { formatRelativeTime } from '@airlens/domain';
import type { ServerNotification } from '../api/server-notifications';

export interface InboxListProps {
  notifications: readonly ServerNotification[];
  emptyText: string;
  onMarkRead: (id: string) => void;
}

const LEVEL_COLOURS = {
  info: 'info.main',
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
} as const;

/** The unread server notifications, newest first, each with its age and a button that marks it read. */
export function InboxList({ notifications, emptyText, onMarkRead }: InboxListProps) {
  const [now] = useState(() => new Date());
  if (notifications.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <List aria-label="Unread notifications" sx={{ maxHeight: 420, overflowY: 'auto', py: 0 }}>
      {notifications.map((notification) => (
        <ListItem
          key={notification.id}
          divider
          alignItems="flex-start"
          secondaryAction={
            <Tooltip title="Mark as read">
              <IconButton
                edge="end"
                size="small"
                aria-label={`Mark "${notification.title}" as read`}
                onClick={() => onMarkRead(notification.id)}
              >
                <DoneIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          }
        >
          <Box
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: LEVEL_COLOURS[notification.level],
              mt: 1,
              mr: 1.5,
              flexShrink: 0,
            }}
          />
          <Box sx={{ minWidth: 0, pr: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {notification.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {notification.description}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatRelativeTime(notification.createdAt, now)}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
