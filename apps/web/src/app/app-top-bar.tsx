import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import { isAccessRestricted } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../features/auth/api/logout';

export interface AppTopBarProps {
  user: ClientUser;
}

/** The signed-in app bar: product name linking home, and the user menu (name, Manage, Sign out). */
export function AppTopBar({ user }: AppTopBarProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const manageTarget = isAccessRestricted(user, new Date()) ? '/home/manage' : '/manage';

  async function handleSignOut() {
    setAnchor(null);
    try {
      await logout();
    } finally {
      queryClient.clear();
      await navigate('/login', { replace: true });
    }
  }

  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ flexGrow: 1, fontWeight: 700, color: 'primary.main', textDecoration: 'none' }}
        >
          Airlens
        </Typography>
        <Button
          color="inherit"
          startIcon={<AccountCircle />}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor !== null ? 'user-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {user.name || user.email}
        </Button>
        <Menu id="user-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          <MenuItem disabled divider={false}>
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          </MenuItem>
          <Divider />
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(manageTarget);
            }}
          >
            <ListItemIcon>
              <Settings fontSize="small" />
            </ListItemIcon>
            Manage
          </MenuItem>
          <MenuItem onClick={() => void handleSignOut()}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Sign out
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
