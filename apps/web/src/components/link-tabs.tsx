import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';

/** One tab: a link to a page, marked when it is the page shown. */
export interface LinkTab {
  id: string;
  label: string;
  to: string;
  isCurrent: boolean;
  /** Shown after the label (e.g. an icon for a page that leaves the app). */
  adornment?: ReactNode;
}

export interface LinkTabsProps {
  /** The name of the navigation landmark. */
  label: string;
  tabs: readonly LinkTab[];
}

/**
 * Tabs that are real links (`<a href>`) in a navigation landmark, the current one marked with aria-current;
 * the row scrolls sideways inside itself on narrow screens instead of widening the page.
 */
export function LinkTabs({ label, tabs }: LinkTabsProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const currentId = tabs.find((tab) => tab.isCurrent)?.id;
  // A row wider than the screen opens scrolled to the current tab, so a phone shows which page this is (only the
  // row scrolls: scrollIntoView would move the page too).
  useEffect(() => {
    const row = rowRef.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row === null || current === null || current === undefined) {
      return;
    }
    const rowBox = row.getBoundingClientRect();
    const tabBox = current.getBoundingClientRect();
    if (tabBox.left < rowBox.left || tabBox.right > rowBox.right) {
      row.scrollLeft += tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
    }
  }, [currentId]);
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Box
        component="ul"
        ref={rowRef}
        sx={{
          display: 'flex',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {tabs.map((tab) => (
          <Box component="li" key={tab.id} sx={{ flexShrink: 0 }}>
            <Box
              component={RouterLink}
              to={tab.to}
              aria-current={tab.isCurrent ? 'page' : undefined}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                px: 2,
                py: 1.25,
                fontWeight: 600,
                fontSize: 14,
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                color: tab.isCurrent ? 'primary.main' : 'text.secondary',
                borderBottom: 3,
                borderColor: tab.isCurrent ? 'primary.main' : 'transparent',
                '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: '-3px',
                },
              }}
            >
              {tab.label}
              {tab.adornment}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
