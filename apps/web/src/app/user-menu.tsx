import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import { HOME_MANAGE_PATH, OVERLAY_Z_INDEX, isAccessRestricted } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { useSignOut } from './use-sign-out';

export interface UserMenuProps {
  user: ClientUser;
}

/**
 * The app bar's user menu: a button named after the user (only the icon shows on phones, the name stays its
 * accessible name) opening the e-mail address, Manage and Sign out.
 */
export function UserMenu({ user }: UserMenuProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const displayName = user.name || user.email;
  const manageTarget = isAccessRestricted(user, new Date()) ? HOME_MANAGE_PATH : '/manage';

  async function handleSignOut() {
    setAnchor(null);
    await signOut();
  }

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircle />}
        aria-label={displayName}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor !== null ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {displayName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // The menu is named after the button that opens it (the user's name).
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        // An overlay of the app bar, not a list opened from a dialog: the spec's overlay default (docs/product-spec.md §9: 2000).
        sx={{ zIndex: OVERLAY_Z_INDEX }}
      >
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
    </>
  );
}
