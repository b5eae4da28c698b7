import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { configureAnalytics, startAnalyticsSession } from '../lib/analytics';
import { configureApiClient } from '../lib/api-client';
import { loadConfig } from '../lib/config';
import { initErrorReporting } from '../lib/error-reporting';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from '@/components/app-providers';
import { bootstrapSession } from './bootstrap-session';
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
 * Start-up: load /config.json, start error reporting, restore the session, start analytics, then mount the
 * router. A 401 from any later call clears the session and goes to `/`.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  installGlobalErrorHandlers();
  const config = await loadConfig();
  initErrorReporting(config).catch(() => {
    // Error reporting is best effort; the app works without it.
  });
  configureAnalytics({ internalDomains: config.internalEmailDomains });
  const queryClient = createQueryClient(handleUnhandledError);
  const user = await bootstrapSession();
  if (user !== null && user.role !== 'GUEST') {
    // The signed-in shell is its own chunk; fetching it now keeps it from delaying the first screen's chunk.
    void import('./signed-in-shell');
  }
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
