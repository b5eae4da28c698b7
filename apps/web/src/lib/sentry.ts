import * as Sentry from '@sentry/react';
import type { ErrorReportingOptions } from './error-reporting';

/** Initialises the Sentry React SDK (spec §9 rates) and returns the function that reports one error. */
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
