// A PATCH answers with the version it made, so it waits for the revision's import to commit. The import runs on
// the job queue (possibly on another instance), which announces nothing to this request: the upload row is
// polled, briefly at first (a small design imports in well under a second) and then less often.
import { AppError } from '../../http/errors';

/** How long a PATCH waits for its import before answering that the change could not be saved in time. */
export const REVISION_WAIT_MS = 120_000;

const FINAL_FAILURES = new Set(['FAILED', 'ROLLED_BACK']);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves once the upload is COMMITTED; throws a 503 AppError when it failed or did not finish in time. */
export async function waitForRevision(
  outcomeOf: (fileUploadId: string) => Promise<{ status: string; rollbackReason: string | null } | null>,
  fileUploadId: string,
  timeoutMs = REVISION_WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delayMs = 10;
  for (;;) {
    const outcome = await outcomeOf(fileUploadId);
    if (outcome?.status === 'COMMITTED') {
      return;
    }
    if (outcome === null || FINAL_FAILURES.has(outcome.status)) {
      throw new AppError(
        503,
        'EDIT_NOT_SAVED',
        outcome?.rollbackReason ??
          'The change could not be saved because of a server problem. Please try again.',
      );
    }
    if (Date.now() > deadline) {
      throw new AppError(
        503,
        'EDIT_NOT_SAVED',
        'Saving the change is taking longer than expected. Reload the project to see whether it was saved.',
      );
    }
    await sleep(delayMs);
    delayMs = Math.min(delayMs * 2, 250);
  }
}
