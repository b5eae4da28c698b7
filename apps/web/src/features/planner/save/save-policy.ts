import type { DroppedOperation } from '@airlens/domain';
import { ApiError } from '@/lib/api-client';

/** Quiet time after the last edit before the pending operations are sent. */
export const AUTOSAVE_DEBOUNCE_MS = 1000;
/** Longest wait between two attempts while the server cannot be reached. */
export const MAX_RETRY_DELAY_MS = 30_000;

/** Where saving stands, as the status line shows it. */
export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'offline'; attempt: number }
  | { kind: 'conflict'; dropped: readonly DroppedOperation[] }
  | { kind: 'rejected'; message: string };

/** Wait before retry `attempt` (1, 2, …): 1 s doubling up to 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, AUTOSAVE_DEBOUNCE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * What a failed save means: the base is stale (409: rebase), the server could not be reached or failed for now
 * (no answer, 408, 429, 5xx: keep everything and retry), or it refused the operations (any other 4xx).
 */
export function failureKind(error: unknown): 'conflict' | 'offline' | 'rejected' {
  if (!(error instanceof ApiError)) {
    return 'offline';
  }
  if (error.status === 409) {
    return 'conflict';
  }
  if (
    error.kind === 'network' ||
    error.status === 0 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  ) {
    return 'offline';
  }
  return 'rejected';
}

/** The version a 409 names, or null when its body has none. */
export function currentVersionOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) {
    return null;
  }
  const version = (error.body as { currentVersion?: unknown }).currentVersion;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}

/** The status line's words. */
export function saveStatusText(status: SaveStatus, pendingCount: number): string {
  switch (status.kind) {
    case 'saved':
      return pendingCount > 0 ? 'Saving…' : 'Saved';
    case 'saving':
      return 'Saving…';
    case 'offline':
      return 'Offline — changes kept';
    case 'conflict':
      return 'Conflict';
    default:
      return `Not saved: ${status.message}`;
  }
}
