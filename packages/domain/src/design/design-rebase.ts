// The 409 path: the user's unsaved operations were made on a version someone else has since changed. Each one is
// tried on the newer design in order; what still applies is kept (an update then sets only its own fields, over
// the other side's), what no longer can (its entity or the floor, AP or type it names was removed) is dropped
// and reported so the editor can tell the user.
import { applyOperations } from './design-operations';
import { IndexedDesign, UnindexableDesign } from './design-rebase-index';
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

/** Tries one operation: true when it applied, else its drop is recorded (any other error propagates). */
function tryApply(
  apply: () => void,
  operation: DesignOperation,
  kept: DesignOperation[],
  dropped: DroppedOperation[],
): void {
  try {
    apply();
    kept.push(operation);
  } catch (error) {
    if (!(error instanceof DesignOperationError)) {
      throw error;
    }
    dropped.push({ operation, reason: error.message });
  }
}

/** Each operation on the whole design: O(design size) per operation. Used when the design cannot be indexed. */
function rebaseOneByOne(pending: readonly DesignOperation[], theirs: Design): RebaseResult {
  let design = theirs;
  const operations: DesignOperation[] = [];
  const dropped: DroppedOperation[] = [];
  for (const operation of pending) {
    tryApply(
      () => {
        design = applyOperations(design, [operation]);
      },
      operation,
      operations,
      dropped,
    );
  }
  return { operations, dropped, design };
}

/**
 * Re-applies `pending` (made on an older version) on `theirs`, the design of the current version. Each
 * operation applies to the part of the design it can read (design-rebase-index.ts), so the rebase takes time in
 * proportion to the operations and the design, not to their product; the result is the one-by-one rebase's.
 */
export function rebaseOperations(pending: readonly DesignOperation[], theirs: Design): RebaseResult {
  const indexed = new IndexedDesign(theirs);
  const operations: DesignOperation[] = [];
  const dropped: DroppedOperation[] = [];
  try {
    for (const operation of pending) {
      const scope = indexed.scopeOf(operation);
      tryApply(
        () => indexed.update(scope, applyOperations(indexed.designOf(scope), [operation])),
        operation,
        operations,
        dropped,
      );
    }
  } catch (error) {
    if (error instanceof UnindexableDesign) {
      return rebaseOneByOne(pending, theirs);
    }
    throw error;
  }
  // Nothing kept: the design is theirs, as it was given.
  return { operations, dropped, design: operations.length === 0 ? theirs : indexed.design() };
}
