import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { EULA_VERSION, LOGIN_PATH, pageTitleFor, resolveNavigation, ROOT_PATH } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { SomethingWentWrong } from './something-went-wrong';
import { removeProjectTablePreview } from '../features/insights/components/project-table-preview';
import { DASHBOARD_PATH } from '../features/insights/inlined-first-page';
import { PageLoader } from '../components/page-loader';
import { useConfig } from '../lib/config';
import { forgetSessionEnd, getSecureProjectViewKey, hasSessionEnded, useSessionUser } from '../lib/session';

// The app shell (app bar, navigation, menus, icons) is only for signed-in pages, so the sign-in page does not
// download it.
const SignedInShell = lazy(async () => ({ default: (await import('./signed-in-shell')).SignedInShell }));
// Signed-in only as well: the What's new dialog and the server notifications poller.
const WhatsNewHost = lazy(async () => ({
  default: (await import('../features/whats-new/components/whats-new-host')).WhatsNewHost,
}));
const ServerNotificationsPoller = lazy(async () => ({
  default: (await import('../features/notifications/components/server-notifications-poller'))
    .ServerNotificationsPoller,
}));
// Follows the reports started in this tab, so "Report ready" shows wherever the user went meanwhile.
const ReportReadyNotifier = lazy(async () => ({
  default: (await import('../features/reports/components/report-ready-notifier')).ReportReadyNotifier,
}));

/** Paths that show the signed-in app bar (the authentication and consent screens have their own card). */
function hasTopBar(pathname: string): boolean {
  return !['/eula-consent', '/login', '/register', '/forgot-password', '/password', '/otp-login'].includes(
    pathname,
  );
}

/** Where a guest session belongs: the secure project view of its stored key. */
function guestHomeOf(user: ClientUser | null): string | null {
  if (user === null || user.role !== 'GUEST') {
    return null;
  }
  const keyId = getSecureProjectViewKey();
  return keyId === null || keyId === '' ? null : `/secure-project-view/${encodeURIComponent(keyId)}`;
}

/**
 * What's new opens for a signed-in account holder only once they have consented to the EULA (the consent
 * screen comes first), never for a guest.
 */
function canShowWhatsNew(user: ClientUser, pathname: string): boolean {
  return user.role !== 'GUEST' && user.eulaVersionConsent === EULA_VERSION && pathname !== '/eula-consent';
}

interface ExternalRedirectProps {
  to: string;
}

/** Leaves the app (the optimizer route). */
function ExternalRedirect({ to }: ExternalRedirectProps) {
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return <PageLoader />;
}

export interface RootLayoutProps {
  notFound: ReactNode;
}

/**
 * The layout of every route: applies the guard of `@airlens/domain` (login gate, EULA, access redirects,
 * route rules), sets the page title, scrolls to the top after each navigation, and frames signed-in pages.
 */
export function RootLayout({ notFound }: RootLayoutProps) {
  const { pathname, search } = useLocation();
  const user = useSessionUser();
  const config = useConfig();
  const result = resolveNavigation({
    pathname,
    search,
    user,
    now: new Date(),
    optimizerUrl: config.optimizerUrl ?? undefined,
    guestHome: guestHomeOf(user),
  });

  useEffect(() => {
    document.title = pageTitleFor(pathname);
  }, [pathname]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useLayoutEffect(() => {
    // The page load's preview of the dashboard's first page is the dashboard's to replace; any other outcome
    // (a redirect, another page, an error) replaces it here.
    if (pathname !== DASHBOARD_PATH || result.kind !== 'allow') {
      removeProjectTablePreview();
    }
  }, [pathname, result.kind]);

  useEffect(() => {
    if (pathname === LOGIN_PATH) {
      forgetSessionEnd();
    }
  }, [pathname]);

  if (result.kind === 'redirect') {
    // A session that ended under the user (a 401) goes to root, not back to this page after signing in.
    const to =
      user === null && hasSessionEnded() && result.to.startsWith(`${LOGIN_PATH}?`) ? ROOT_PATH : result.to;
    // Keyed by location: a <Navigate> that stays mounted across two quick navigations (the guard's redirect,
    // then the login screen's own navigate) would not fire again and leave a blank page.
    return <Navigate key={`${pathname}${search}`} to={to} replace />;
  }
  let content: ReactNode;
  if (result.kind === 'external') {
    content = <ExternalRedirect to={result.to} />;
  } else if (result.kind === 'not-found') {
    content = notFound;
  } else if (result.kind === 'error') {
    content = <SomethingWentWrong message={result.message} />;
  } else {
    content = <Outlet />;
  }
  const page = <Suspense fallback={<PageLoader />}>{content}</Suspense>;
  const hasShell = user !== null && user.role !== 'GUEST' && hasTopBar(pathname);
  return (
    <>
      {user !== null && (
        <Suspense fallback={null}>
          {canShowWhatsNew(user, pathname) && <WhatsNewHost key={user.userId} />}
          <ServerNotificationsPoller />
          <ReportReadyNotifier />
        </Suspense>
      )}
      {hasShell ? (
        <Suspense fallback={<PageLoader />}>
          <SignedInShell user={user}>{page}</SignedInShell>
        </Suspense>
      ) : (
        <Box id="main-content">{page}</Box>
      )}
    </>
  );
}
