import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { isEntryCurrent } from './navigation-entries';
import type { NavigationEntry } from './navigation-entries';

const ICONS: Record<string, ReactElement> = {
  home: <HomeOutlined />,
  insights: <InsightsOutlined />,
  projects: <ListAltOutlined />,
  upload: <CloudUploadOutlined />,
  manage: <SettingsOutlined />,
};

export interface NavigationRailProps {
  entries: readonly NavigationEntry[];
}

/**
 * The navigation beside the page on wide screens: one link per area, an icon over its name, so the page keeps
 * its width (the Insights map needs it). A group (Manage) is one link to its first page; its pages are tabs
 * on every page of the area.
 */
export function NavigationRail({ entries }: NavigationRailProps) {
  const { pathname, search } = useLocation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 0.5, py: 1, display: 'grid', gap: 0.5 }}>
      {entries.map((entry) => {
        const isCurrent = isEntryCurrent(entry, pathname, search);
        return (
          <Box component="li" key={entry.id}>
            <Box
              component={RouterLink}
              to={entry.to}
              aria-current={isCurrent ? 'page' : undefined}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.25,
                py: 1,
                borderRadius: 2,
                textDecoration: 'none',
                fontSize: 12,
                fontWeight: 600,
                color: isCurrent ? 'primary.main' : 'text.secondary',
                bgcolor: isCurrent ? 'action.selected' : 'transparent',
                '&:hover': { bgcolor: 'action.hover', color: 'primary.main' },
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: '-3px',
                },
              }}
            >
              <Box component="span" aria-hidden sx={{ display: 'flex' }}>
                {ICONS[entry.id]}
              </Box>
              {entry.label}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
