import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { configureAnalytics, startAnalyticsSession } from '../lib/analytics';
import { configureApiClient } from '../lib/api-client';
import { initErrorReporting } from '../lib/error-reporting';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from '@/components/app-providers';
import { adoptEarlyRequests, startSessionRequests } from './early-requests';
import type { StartRequests } from './early-requests';
import {
  handleApiError,
  handleUnhandledError,
  installGlobalErrorHandlers,
  reportAndLog,
} from './error-handling';
import { appRoutes } from './routes';
import { createUnauthorizedHandler } from './session-expiry';
import { createAppTheme } from '@/lib/theme';

/**
 * Start-up: load /config.json and restore the session (side by side; `early`: as main.tsx started them on a
 * signed-in page load), start error reporting, start analytics, then mount the router. A 401 from any later call clears the
 * session and goes to `/`.
 */
export async function startApp(container: HTMLElement, early?: Promise<StartRequests>): Promise<void> {
  installGlobalErrorHandlers();
  // Without requests started early (no session cookie, or their chunk failed), the app starts them now.
  const requests = (await early?.catch(() => undefined)) ?? startSessionRequests();
  const config = await requests.config;
  initErrorReporting(config).catch(() => {
    // Error reporting is best effort; the app works without it.
  });
  configureAnalytics({ internalDomains: config.internalEmailDomains });
  const queryClient = createQueryClient(handleUnhandledError);
  const user = await requests.user;
  if (user !== null && user.role !== 'GUEST') {
    // The signed-in shell is its own chunk; fetching it now keeps it from delaying the first screen's chunk.
    void import('./signed-in-shell');
  }
  adoptEarlyRequests(queryClient, user, config, window.location);
  void startAnalyticsSession({ user, pathname: window.location.pathname });
  const router = createBrowserRouter(appRoutes);
  configureApiClient({
    onUnauthorized: createUnauthorizedHandler(router, queryClient),
    onError: handleApiError,
  });
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary onError={reportAndLog}>
        <AppProviders config={config} queryClient={queryClient} theme={createAppTheme()}>
          <RouterProvider router={router} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>,
  );
}
