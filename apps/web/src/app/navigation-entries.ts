import {
  canUploadProjects,
  hasCloudAccess,
  hasInsightsAccess,
  HOME_MANAGE_MY_PAGE_PATH,
  isManageAdminAllowed,
  isOrgSettingsAllowed,
  MANAGE_HOME_PATH,
  ROOT_PATH,
} from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';

/** One link of the app's navigation. */
export interface NavigationEntry {
  id: string;
  label: string;
  /** In-app path with its query (for a group: where its name leads elsewhere, e.g. the user menu). */
  to: string;
  /** A group's links (the manage pages); the group itself is a heading, not a link. */
  children?: NavigationEntry[];
}

/** The list-only mode of the Insights dashboard: the project list. */
export const PROJECT_LIST_PATH = '/insights?view=list';
/** The Insights dashboard with the upload dialog open. */
export const UPLOAD_PATH = '/insights?upload=1';

/**
 * The persistent navigation of a signed-in user, only with pages their role may open (docs/product-spec.md §2 route table,
 * §6): Home with cloud access; Insights, Projects (the list) and Upload with insights access (Upload for the
 * landing page's licence types); Manage for everyone, with its sub-pages per role. A user whose licence blocks
 * Insights gets My page under home-manage, where the guard sends them anyway.
 */
export function navigationEntriesFor(user: ClientUser, now: Date): NavigationEntry[] {
  const entries: NavigationEntry[] = [];
  if (hasCloudAccess(user, now)) {
    entries.push({ id: 'home', label: 'Home', to: ROOT_PATH });
  }
  const canUseInsights = hasInsightsAccess(user, now);
  if (canUseInsights) {
    entries.push({ id: 'insights', label: 'Insights', to: '/insights' });
    entries.push({ id: 'projects', label: 'Projects', to: PROJECT_LIST_PATH });
  }
  if (canUploadProjects(user, now)) {
    entries.push({ id: 'upload', label: 'Upload', to: UPLOAD_PATH });
  }
  if (!canUseInsights) {
    entries.push({
      id: 'manage',
      label: 'Manage',
      to: HOME_MANAGE_MY_PAGE_PATH,
      children: [{ id: 'my-page', label: 'My page', to: HOME_MANAGE_MY_PAGE_PATH }],
    });
    return entries;
  }
  const manage: NavigationEntry[] = [
    { id: 'my-page', label: 'My page', to: MANAGE_HOME_PATH },
    { id: 'security-preference', label: 'Security preferences', to: '/security-preference' },
    { id: 'report-templates', label: 'Report templates', to: '/manage/report-templates' },
  ];
  if (isManageAdminAllowed(user)) {
    manage.push({ id: 'manage-projects', label: 'Organization projects', to: '/manage/projects' });
    manage.push({ id: 'manage-licenses', label: 'Licenses', to: '/manage/licenses' });
  }
  if (isOrgSettingsAllowed(user)) {
    manage.push({
      id: 'organization-settings',
      label: 'Organization settings',
      to: '/manage/organization-settings',
    });
  }
  entries.push({ id: 'manage', label: 'Manage', to: MANAGE_HOME_PATH, children: manage });
  return entries;
}

/** Whether a path is one of the manage area's pages (My page, security preferences, the admin pages). */
export function isManageArea(pathname: string): boolean {
  return (
    pathname.startsWith('/manage/') ||
    pathname.startsWith('/home/manage/') ||
    pathname === '/security-preference'
  );
}

/**
 * Whether an entry is the page being shown, for aria-current: the same path, and for entries with a query
 * the same query values (Projects is /insights in list mode; Insights is /insights otherwise). A project's
 * pages belong to Insights; every manage page belongs to the Manage group.
 */
export function isEntryCurrent(entry: NavigationEntry, pathname: string, search: string): boolean {
  const target = new URL(entry.to, 'https://app.invalid');
  const params = new URLSearchParams(search);
  if (entry.children !== undefined) {
    return isManageArea(pathname);
  }
  if (entry.id === 'insights') {
    if (pathname.startsWith('/projects/')) {
      return true;
    }
    return pathname === '/insights' && params.get('view') !== 'list' && params.get('upload') !== '1';
  }
  if (target.pathname !== pathname) {
    return false;
  }
  for (const [name, value] of target.searchParams) {
    if (params.get(name) !== value) {
      return false;
    }
  }
  return true;
}
