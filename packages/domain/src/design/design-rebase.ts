// The 409 path: the user's unsaved operations were made on a version someone else has since changed. Each one is
// tried on the newer design in order; what still applies is kept (an update then sets only its own fields, over
// the other side's), what no longer can (its entity or the floor, AP or type it names was removed) is dropped
// and reported so the editor can tell the user.
import { applyOperations } from './design-operations';
import { DesignOperationError, type Design, type DesignOperation } from './design-types';

/** An operation the rebase could not keep, with why. */
export interface DroppedOperation {
  operation: DesignOperation;
  reason: string;
}

/** The outcome of a rebase. */
export interface RebaseResult {
  /** The pending operations that still apply, to send with the newer version as base. */
  operations: DesignOperation[];
  dropped: DroppedOperation[];
  /** The newer design with the kept operations applied (what the editor shows). */
  design: Design;
}

/** Re-applies `pending` (made on an older version) on `theirs`, the design of the current version. */
export function rebaseOperations(pending: readonly DesignOperation[], theirs: Design): RebaseResult {
  let design = theirs;
  const operations: DesignOperation[] = [];
  const dropped: DroppedOperation[] = [];
  for (const operation of pending) {
    try {
      design = applyOperations(design, [operation]);
      operations.push(operation);
    } catch (error) {
      if (!(error instanceof DesignOperationError)) {
        throw error;
      }
      dropped.push({ operation, reason: error.message });
    }
  }
  return { operations, dropped, design };
}
