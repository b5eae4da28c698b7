import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import type { ClientUser } from '@airlens/domain';
import { NotificationInbox } from '../features/notifications/components/notification-inbox';
import { UserMenu } from './user-menu';

export interface AppTopBarProps {
  user: ClientUser;
  /** Opens the navigation drawer (small screens, where the navigation is not beside the page). */
  onOpenNavigation?: () => void;
  isNavigationOpen?: boolean;
  /** The id of the drawer the menu button opens. */
  navigationId?: string;
  /** The global project search. */
  search?: ReactNode;
}

/**
 * The signed-in app bar: the navigation button on small screens, the product name linking home, the project
 * search, the notification inbox and the user menu.
 */
export function AppTopBar({
  user,
  onOpenNavigation,
  isNavigationOpen = false,
  navigationId,
  search,
}: AppTopBarProps) {
  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        {onOpenNavigation !== undefined && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-haspopup="dialog"
            aria-expanded={isNavigationOpen}
            aria-controls={isNavigationOpen ? navigationId : undefined}
            onClick={onOpenNavigation}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{
            fontWeight: 700,
            color: 'primary.main',
            textDecoration: 'none',
            borderRadius: 1,
            px: 0.5,
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          Airlens
        </Typography>
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>{search}</Box>
        <NotificationInbox />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
