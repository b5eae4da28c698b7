// The 409 path for undo and redo: after the user's pending operations are rebased onto a newer version, the
// commands of their history are carried over the same way. A command stays when its inverse (undo) and then its
// operations (redo) still apply in the order the user could press them; one whose entity (or the floor, AP or
// type it names) someone else removed is dropped, and the editor says which.
import { applyOperations, DesignOperationError, type Design } from '@airlens/domain';
import type { Command } from './command';

/** The history carried over to the newer version, and the commands that no longer apply to it. */
export interface RebasedHistory {
  undoStack: Command[];
  redoStack: Command[];
  dropped: Command[];
}

/** The design after `first` then `second`, or null when either cannot apply (any other error propagates). */
function applyBoth(
  design: Design,
  first: Command['operations'],
  second: Command['operations'],
): Design | null {
  try {
    const after = applyOperations(design, first);
    applyOperations(after, second);
    return after;
  } catch (error) {
    if (error instanceof DesignOperationError) {
      return null;
    }
    throw error;
  }
}

/**
 * Walks a stack from its top (the next command to take) down, as the user would press undo (or redo) again and
 * again on `design`: `forward` is what pressing does, `back` what pressing the other key does after it. A
 * command whose step cannot apply is dropped and the walk goes on from the design before it.
 */
function walkStack(
  design: Design,
  stack: readonly Command[],
  forward: (command: Command) => Command['operations'],
  back: (command: Command) => Command['operations'],
): { kept: Command[]; dropped: Command[] } {
  const kept: Command[] = [];
  const dropped: Command[] = [];
  let current = design;
  for (const command of [...stack].reverse()) {
    const next = applyBoth(current, forward(command), back(command));
    if (next === null) {
      dropped.push(command);
      continue;
    }
    kept.push(command);
    current = next;
  }
  return { kept: kept.reverse(), dropped: dropped.reverse() };
}

/**
 * The undo and redo stacks carried onto `design` (the newer version with the user's kept operations applied).
 * Undo still restores the user's own earlier values; only commands that can no longer apply are dropped.
 */
export function rebaseHistory(
  design: Design,
  undoStack: readonly Command[],
  redoStack: readonly Command[],
): RebasedHistory {
  const undone = walkStack(
    design,
    undoStack,
    (command) => command.inverse,
    (command) => command.operations,
  );
  const redone = walkStack(
    design,
    redoStack,
    (command) => command.operations,
    (command) => command.inverse,
  );
  return {
    undoStack: undone.kept,
    redoStack: redone.kept,
    dropped: [...undone.dropped, ...redone.dropped],
  };
}
