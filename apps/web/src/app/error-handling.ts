import { ANALYTICS_EVENT_TYPES } from '@airlens/domain';
import { ApiError, isReportableError } from '../lib/api-client';
import { logEvent } from '../lib/analytics';
import { reportError } from '../lib/error-reporting';
import { notify } from '../lib/notifications';
import { getSessionUser } from '../lib/session';

/** Analytics action logged for an error while a user is signed in (docs/product-spec.md §8). */
export const ERROR_EVENT = ANALYTICS_EVENT_TYPES.error;

/** Reports one error and, when a user is signed in, logs an error event (docs/product-spec.md §8 "Other errors"). */
export function reportAndLog(error: unknown): void {
  reportError(error);
  const user = getSessionUser();
  if (user !== null) {
    void logEvent(ERROR_EVENT, { user, pathname: window.location.pathname });
  }
}

/** Id of the one notification that says a call got no answer or an unreadable one (repeats replace it). */
export const TRANSPORT_FAILURE_NOTIFICATION_ID = 'api-transport-failure';

const TRANSPORT_FAILURE_HINTS: Readonly<Record<'network' | 'invalid-json', string>> = {
  network: 'The server could not be reached. Check your connection, then try again.',
  'invalid-json':
    'The server sent an answer the app could not read. Try again; if it keeps happening, reload the page.',
};

/**
 * The API client's error hook (docs/product-spec.md §8): every reportable failure goes to error reporting (with an error event
 * when signed in); a call that got no answer or an unreadable one also tells the user with the spec's text,
 * since the screen that made it shows only its own load-failure message.
 */
export function handleApiError(error: ApiError): void {
  reportAndLog(error);
  if (error.kind === 'http' || error.isAborted) {
    return;
  }
  notify({
    id: TRANSPORT_FAILURE_NOTIFICATION_ID,
    level: 'error',
    title: error.message,
    description: TRANSPORT_FAILURE_HINTS[error.kind],
  });
}

/**
 * The global handler for errors nobody handled: uncaught errors, unhandled rejections and failed queries or
 * mutations. HTTP errors were already reported by the API client, and 401/403/404-on-GET never are.
 */
export function handleUnhandledError(error: unknown, meta?: Record<string, unknown>): void {
  if (meta?.handledError === true || error instanceof ApiError || !isReportableError(error)) {
    return;
  }
  reportAndLog(error);
}

/** Installs the window-level handlers; returns the function that removes them. */
export function installGlobalErrorHandlers(): () => void {
  const handleError = (event: ErrorEvent): void => handleUnhandledError(event.error ?? event.message);
  const handleRejection = (event: PromiseRejectionEvent): void => handleUnhandledError(event.reason);
  window.addEventListener('error', handleError);
  window.addEventListener('unhandledrejection', handleRejection);
  return () => {
    window.removeEventListener('error', handleError);
    window.removeEventListener('unhandledrejection', handleRejection);
  };
}
