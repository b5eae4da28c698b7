import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasErrorReporting, loadSignInConfig } from './sign-in-config';
import type { SignInConfig } from './sign-in-config';
import { SignInApp } from './sign-in-app';
import './sign-in.css';

/**
 * Error reporting and the analytics session start as in app/start-app.tsx, imported once the page is on screen
 * (both check data with zod, which the page itself does not load, issue #21): Sentry only when a DSN is
 * configured, the analytics session (appStarted, signed out) always.
 */
function startServices(config: SignInConfig): void {
  if (hasErrorReporting(config)) {
    void Promise.all([import('@/lib/config'), import('@/lib/error-reporting')])
      .then(([{ appConfigSchema }, { initErrorReporting }]) =>
        initErrorReporting(appConfigSchema.parse(config.raw)),
      )
      .catch(() => {
        // Error reporting is best effort; the page works without it.
      });
  }
  void import('@/lib/analytics')
    .then(({ configureAnalytics, startAnalyticsSession }) => {
      const raw = config.raw as { internalEmailDomains?: unknown } | null;
      const domains = raw?.internalEmailDomains;
      configureAnalytics({
        internalDomains: Array.isArray(domains) ? domains.filter((item) => typeof item === 'string') : [],
      });
      return startAnalyticsSession({ user: null, pathname: window.location.pathname });
    })
    .catch(() => {
      // Analytics failures are ignored (docs/product-spec.md §7).
    });
}

/** Start-up of the light sign-in page: /config.json, then the page; the app loads only after signing in. */
export async function startSignIn(container: HTMLElement): Promise<void> {
  const config = await loadSignInConfig();
  createRoot(container).render(
    <StrictMode>
      <SignInApp config={config} />
    </StrictMode>,
  );
  startServices(config);
}
