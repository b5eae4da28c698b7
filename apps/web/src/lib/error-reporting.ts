import {
  ERROR_REPORTING_REPLAY_ON_ERROR_RATE,
  ERROR_REPORTING_REPLAY_SESSION_RATE,
  ERROR_REPORTING_TRACES_SAMPLE_RATE,
} from '@airlens/domain';
import type { AppConfig } from './config';
import type { ErrorReportingOptions } from './sentry';

type Reporter = (error: unknown) => void;

let reporter: Reporter | null = null;
const waiting: unknown[] = [];
const MAX_WAITING = 20;

/** Sentry options from /config.json with docs/product-spec.md §9 rates as defaults; null (reporting off) without a DSN. */
export function errorReportingOptions(config: AppConfig): ErrorReportingOptions | null {
  const { dsn, tracesSampleRate, replaysSessionSampleRate, replaysOnErrorSampleRate } = config.errorReporting;
  if (dsn === undefined || dsn === null || dsn.trim() === '') {
    return null;
  }
  return {
    dsn,
    release: config.releaseVersion ?? undefined,
    tracesSampleRate: tracesSampleRate ?? ERROR_REPORTING_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: replaysSessionSampleRate ?? ERROR_REPORTING_REPLAY_SESSION_RATE,
    replaysOnErrorSampleRate: replaysOnErrorSampleRate ?? ERROR_REPORTING_REPLAY_ON_ERROR_RATE,
  };
}

/**
 * Starts error reporting when a DSN is configured. The Sentry SDK is loaded as its own chunk, so the shell
 * (and /login) carries none of it when reporting is off; errors raised meanwhile are queued.
 */
export async function initErrorReporting(config: AppConfig): Promise<boolean> {
  const options = errorReportingOptions(config);
  if (options === null) {
    waiting.length = 0;
    reporter = () => {};
    return false;
  }
  const { startSentry } = await import('./sentry');
  reporter = startSentry(options);
  for (const error of waiting.splice(0)) {
    reporter(error);
  }
  return true;
}

/** Sends one error to error reporting (a no-op when reporting is off). */
export function reportError(error: unknown): void {
  if (reporter !== null) {
    reporter(error);
    return;
  }
  if (waiting.length < MAX_WAITING) {
    waiting.push(error);
  }
}
