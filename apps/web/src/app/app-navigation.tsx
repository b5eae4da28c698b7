import { Fragment, useId } from 'react';
import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { isEntryCurrent } from './navigation-entries';
import type { NavigationEntry } from './navigation-entries';

const ICONS: Record<string, ReactElement> = {
  home: <HomeOutlined />,
  insights: <InsightsOutlined />,
  projects: <ListAltOutlined />,
  upload: <CloudUploadOutlined />,
};

/** A keyboard focus ring that is plain to see on the light navigation panel. */
const FOCUS_RING = {
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-3px',
    bgcolor: 'action.hover',
  },
} as const;

export interface AppNavigationProps {
  entries: readonly NavigationEntry[];
  /** Called after a link is followed (the small-screen drawer closes). */
  onNavigate?: () => void;
}

interface EntryLinkProps {
  entry: NavigationEntry;
  isNested: boolean;
  onNavigate?: () => void;
}

function EntryLink({ entry, isNested, onNavigate }: EntryLinkProps) {
  const { pathname, search } = useLocation();
  const isCurrent = isEntryCurrent(entry, pathname, search);
  const icon = ICONS[entry.id];
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={entry.to}
        selected={isCurrent}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: isNested ? 3 : 2, borderRadius: 1, mx: 1, ...FOCUS_RING }}
      >
        {icon !== undefined && <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>}
        <ListItemText primary={entry.label} />
      </ListItemButton>
    </li>
  );
}

function EntryGroup({ entry, onNavigate }: { entry: NavigationEntry; onNavigate?: () => void }) {
  const headingId = useId();
  return (
    <li>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', px: 3, pt: 1.5, fontWeight: 600, lineHeight: '28px' }}
      >
        {entry.label}
      </Typography>
      <List component="ul" dense disablePadding aria-labelledby={headingId}>
        {(entry.children ?? []).map((child) => (
          <EntryLink key={child.id} entry={child} isNested onNavigate={onNavigate} />
        ))}
      </List>
    </li>
  );
}

/**
 * The links of the app's navigation (put inside a `navigation` landmark): every entry a real link, the
 * current page marked with aria-current, groups (Manage) as a heading over their links.
 */
export function AppNavigation({ entries, onNavigate }: AppNavigationProps) {
  return (
    <List component="ul" sx={{ py: 1 }}>
      {entries.map((entry) => (
        <Fragment key={entry.id}>
          {entry.children === undefined ? (
            <EntryLink entry={entry} isNested={false} onNavigate={onNavigate} />
          ) : (
            <EntryGroup entry={entry} onNavigate={onNavigate} />
          )}
        </Fragment>
      ))}
    </List>
  );
}
