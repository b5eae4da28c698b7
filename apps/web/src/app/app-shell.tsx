import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ClientUser } from '@airlens/domain';
import { AppNavigation } from './app-navigation';
import { AppTopBar } from './app-top-bar';
import { ManageTabs } from './manage-tabs';
import { navigationEntriesFor } from './navigation-entries';
import { NavigationRail } from './navigation-rail';

/** Width of the navigation rail beside the page (from 960 px). */
const RAIL_WIDTH_PX = 88;
/** Width of the navigation drawer on smaller screens. */
const DRAWER_WIDTH_PX = 264;
/** The app bar's height from 600 px up (the navigation sits beside the page only from 960 px). */
const APP_BAR_HEIGHT_PX = 64;

function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8, outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      Skip to main content
    </Box>
  );
}

export interface AppShellProps {
  user: ClientUser;
  /** The global project search in the app bar. */
  search?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: the app bar, the persistent navigation (a rail beside the page from 960 px, with the
 * manage pages as tabs in the manage area; below 960 px a drawer with every page, opened by the app bar's menu
 * button), a skip link, and the page as the `main` landmark.
 */
export function AppShell({ user, search, children }: AppShellProps) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const drawerId = useId();
  const entries = navigationEntriesFor(user, new Date());
  const manageGroup = entries.find((entry) => entry.children !== undefined);

  return (
    <>
      <SkipLink />
      <AppTopBar
        user={user}
        search={search}
        onOpenNavigation={() => setIsDrawerOpen(true)}
        isNavigationOpen={isDrawerOpen}
        navigationId={drawerId}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <Box
          component="nav"
          aria-label="Main"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: RAIL_WIDTH_PX,
            flexShrink: 0,
            position: 'sticky',
            top: APP_BAR_HEIGHT_PX,
            maxHeight: `calc(100vh - ${APP_BAR_HEIGHT_PX}px)`,
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
            minHeight: `calc(100vh - ${APP_BAR_HEIGHT_PX}px)`,
          }}
        >
          <NavigationRail entries={entries} />
        </Box>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          // overflow-x: clip keeps anything wider than a phone (a table's sort icon in Chromium) from scrolling the
          // whole page sideways; tables scroll inside themselves, and clip (unlike hidden) keeps sticky headers.
          sx={{ flexGrow: 1, minWidth: 0, outline: 'none', overflowX: 'clip' }}
        >
          <ManageTabs group={manageGroup} />
          {children}
        </Box>
      </Box>
      <Drawer
        open={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{
          paper: {
            id: drawerId,
            role: 'dialog',
            'aria-label': 'Navigation',
            sx: { width: DRAWER_WIDTH_PX },
          },
        }}
      >
        <Box component="nav" aria-label="Main">
          <AppNavigation entries={entries} onNavigate={() => setIsDrawerOpen(false)} />
        </Box>
      </Drawer>
    </>
  );
}
