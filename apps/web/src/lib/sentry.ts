import * as Sentry from '@sentry/react';

/** What error reporting starts Sentry with (error-reporting.ts reads it from the page configuration). */
export interface ErrorReportingOptions {
  dsn: string;
  release: string | undefined;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/** Initialises the Sentry React SDK (docs/product-spec.md §9 rates) and returns the function that reports one error. */
export function startSentry(options: ErrorReportingOptions): (error: unknown) => void {
  Sentry.init({
    dsn: options.dsn,
    release: options.release,
    enabled: true,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: options.tracesSampleRate,
    replaysSessionSampleRate: options.replaysSessionSampleRate,
    replaysOnErrorSampleRate: options.replaysOnErrorSampleRate,
  });
  return (error) => {
    Sentry.captureException(error);
  };
}
