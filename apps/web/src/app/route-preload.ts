import { Children, isValidElement } from 'react';
import type { ReactNode } from 'react';
import { matchRoutes } from 'react-router';
import { appRoutes } from './routes';

/** Starts loading the chunk of every lazy screen in an element (a route's element, or a fragment of them). */
function preloadScreens(node: ReactNode): void {
  if (!isValidElement(node)) {
    return;
  }
  const { preload } = node.type as { preload?: () => Promise<unknown> };
  if (typeof preload === 'function') {
    // Best effort: a failed chunk fails again, visibly, when the screen renders.
    preload().catch(() => undefined);
  }
  Children.forEach((node.props as { children?: ReactNode }).children, preloadScreens);
}

/**
 * Fetches the screens of the route at `pathname` while the app still loads /config.json and the session.
 * Otherwise a signed-in page's chunk is requested only once the signed-in shell's chunk has arrived and
 * rendered (the page is lazy inside the lazy shell), one chunk download after another: on the Insights
 * dashboard that chain was the largest share of the time to its first table page (issue #21).
 */
export function preloadRouteScreens(pathname: string): void {
  for (const match of matchRoutes(appRoutes, pathname) ?? []) {
    preloadScreens(match.route.element);
  }
  // The signed-in shell frames the page (root-layout.tsx): fetched now, not once the session has been checked.
  // A guest's page (the secure project view) has no shell.
  if (!pathname.startsWith('/secure-project-view/')) {
    import('./signed-in-shell').catch(() => undefined);
  }
}
