import type { QueryClient } from '@tanstack/react-query';
import { resolveNavigation } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import {
  adoptDashboardFirstPage,
  discardDashboardFirstPage,
  startDashboardFirstPage,
} from '../features/insights/dashboard-first-page';
import { ApiError } from '../lib/api-client';
import { loadConfig } from '../lib/config';
import type { AppConfig } from '../lib/config';
import { bootstrapSession } from './bootstrap-session';

/** What the app waits for before it mounts: /config.json and the session. */
export interface StartRequests {
  config: Promise<AppConfig>;
  user: Promise<ClientUser | null>;
}

/** The start-up's own requests: /config.json and the session, side by side (neither needs the other). */
export function startSessionRequests(): StartRequests {
  // The session first: without a cookie it clears the stored session at once, before /config.json is asked.
  const user = bootstrapSession();
  const config = loadConfig().catch((error: unknown) => {
    // A stale session clears itself, and clearing aborts every request in flight: ask again.
    if (error instanceof ApiError && error.isAborted) {
      return loadConfig();
    }
    throw error;
  });
  // startApp awaits the configuration and fails the start-up with it; until then no rejection is unhandled.
  config.catch(() => undefined);
  return { config, user };
}

/**
 * A page load with a session cookie starts its requests here, from a chunk without React or the component
 * library, while the app's own chunks still download: /config.json, the session and, on the Insights
 * dashboard, its first table page (issue #21). Before, each waited for the one before it and for the app's
 * chunks: the dashboard's first page was the last of a chain of five requests. main.tsx hands the started
 * requests to startApp.
 */
export function startEarlyRequests(location: { pathname: string; search: string }): StartRequests {
  const requests = startSessionRequests();
  void startDashboardFirstPage(location);
  return requests;
}

/**
 * With the session known: an early first page goes to the data cache only when the route guard lets this user
 * open the page (an account holder past the EULA with Insights access), so it is rendered, not asked again;
 * otherwise it is dropped and nothing of it reaches the app.
 */
export function adoptEarlyRequests(
  queryClient: QueryClient,
  user: ClientUser | null,
  config: AppConfig,
  location: { pathname: string; search: string },
): void {
  const canOpen =
    user !== null &&
    user.role !== 'GUEST' &&
    resolveNavigation({
      pathname: location.pathname,
      search: location.search,
      user,
      now: new Date(),
      optimizerUrl: config.optimizerUrl ?? undefined,
      guestHome: null,
    }).kind === 'allow';
  if (canOpen) {
    adoptDashboardFirstPage(queryClient);
  } else {
    discardDashboardFirstPage();
  }
}
