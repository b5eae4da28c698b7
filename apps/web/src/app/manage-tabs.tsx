import { useLocation } from 'react-router';
import Container from '@mui/material/Container';
import { LinkTabs } from '../components/link-tabs';
import { isEntryCurrent, isManageArea } from './navigation-entries';
import type { NavigationEntry } from './navigation-entries';

export interface ManageTabsProps {
  /** The Manage group of the navigation (its pages for this user's role). */
  group: NavigationEntry | undefined;
}

/** The manage area's pages as tabs over each of them: My page, Security preferences, and the admin pages. */
export function ManageTabs({ group }: ManageTabsProps) {
  const { pathname, search } = useLocation();
  const pages = group?.children ?? [];
  if (!isManageArea(pathname) || pages.length < 2) {
    return null;
  }
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <LinkTabs
        label="Manage"
        tabs={pages.map((page) => ({
          id: page.id,
          label: page.label,
          to: page.to,
          isCurrent: isEntryCurrent(page, pathname, search),
        }))}
      />
    </Container>
  );
}
