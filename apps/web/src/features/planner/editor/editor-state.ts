import {
  applyOperations,
  DesignOperationError,
  invertOperations,
  type Design,
  type DesignOperation,
} from '@airlens/domain';
import type { Command } from './command';
import { rebaseHistory } from './history-rebase';

/** What the user has selected on the floor: APs, walls, attenuation areas and requirement areas by id. */
export interface Selection {
  accessPointIds: readonly string[];
  wallIds: readonly string[];
  attenuationAreaIds: readonly string[];
  areaIds: readonly string[];
}

export const EMPTY_SELECTION: Selection = {
  accessPointIds: [],
  wallIds: [],
  attenuationAreaIds: [],
  areaIds: [],
};

/** The kinds of entity a click or Enter on the plan selects. */
export type SelectionKind = 'accessPoint' | 'wall' | 'attenuationArea' | 'area';

/** One selectable entity on the plan. */
export interface SelectionTarget {
  kind: SelectionKind;
  id: string;
}

/** Each kind's list in the selection and the design collection it lives in. */
const SELECTION_KEYS: Readonly<Record<SelectionKind, { key: keyof Selection; collection: string }>> = {
  accessPoint: { key: 'accessPointIds', collection: 'accessPoints' },
  wall: { key: 'wallIds', collection: 'wallSegments' },
  attenuationArea: { key: 'attenuationAreaIds', collection: 'attenuationAreas' },
  area: { key: 'areaIds', collection: 'areas' },
};

/** How many entities are selected, of every kind. */
export function selectionCount(selection: Selection): number {
  return Object.values(SELECTION_KEYS).reduce((count, { key }) => count + selection[key].length, 0);
}

/**
 * The editor: the design as the user sees it, undo and redo stacks of commands, the selection and the operations
 * not yet saved. Every function returns a new state; nothing here talks to the server or the page.
 */
export interface EditorState {
  design: Design;
  undoStack: readonly Command[];
  redoStack: readonly Command[];
  selection: Selection;
  /** Operations applied here but not yet accepted by the server, in order (undo and redo add theirs). */
  pending: readonly DesignOperation[];
  /** Commands taken out of the history because they no longer apply (after a rebase), until the user has read it. */
  droppedCommands: readonly Command[];
}

/** How many commands undo can go back. */
export const UNDO_LIMIT = 200;

export function createEditorState(design: Design): EditorState {
  return {
    design,
    undoStack: [],
    redoStack: [],
    selection: EMPTY_SELECTION,
    pending: [],
    droppedCommands: [],
  };
}

/**
 * Applies a command's operations (throws DesignOperationError when one cannot apply, leaving the state as it
 * was) and makes it the one undo takes back; a new action forgets what could be redone.
 */
export function execute(
  state: EditorState,
  label: string,
  operations: readonly DesignOperation[],
): EditorState {
  if (operations.length === 0) {
    return state;
  }
  const inverse = invertOperations(state.design, operations);
  const design = applyOperations(state.design, operations);
  const command: Command = { label, operations: [...operations], inverse };
  return {
    ...state,
    design,
    undoStack: [...state.undoStack, command].slice(-UNDO_LIMIT),
    redoStack: [],
    // A deleted or split entity leaves the selection, so the next Delete does not name what is gone.
    selection: pruneSelection(design, state.selection),
    pending: [...state.pending, ...operations],
  };
}

/** The design after `operations`, or null when they no longer apply (any other error propagates). */
function appliedOrNull(design: Design, operations: readonly DesignOperation[]): Design | null {
  try {
    return applyOperations(design, operations);
  } catch (error) {
    if (error instanceof DesignOperationError) {
      return null;
    }
    throw error;
  }
}

/** The state with a command that no longer applies taken out of a stack, and reported. */
function withoutCommand(state: EditorState, stack: 'undoStack' | 'redoStack', command: Command): EditorState {
  return {
    ...state,
    [stack]: state[stack].slice(0, -1),
    droppedCommands: [...state.droppedCommands, command],
  };
}

/**
 * Takes back the last command: its inverse applies and is sent like any change. A command that no longer
 * applies (rebase checks this, so only as a safeguard) leaves the history and is reported instead.
 */
export function undo(state: EditorState): EditorState {
  const command = state.undoStack.at(-1);
  if (command === undefined) {
    return state;
  }
  const design = appliedOrNull(state.design, command.inverse);
  if (design === null) {
    return withoutCommand(state, 'undoStack', command);
  }
  return {
    ...state,
    design,
    undoStack: state.undoStack.slice(0, -1),
    redoStack: [...state.redoStack, command],
    selection: pruneSelection(design, state.selection),
    pending: [...state.pending, ...command.inverse],
  };
}

/** Does again the last command undo took back (reported and dropped instead when it no longer applies). */
export function redo(state: EditorState): EditorState {
  const command = state.redoStack.at(-1);
  if (command === undefined) {
    return state;
  }
  const design = appliedOrNull(state.design, command.operations);
  if (design === null) {
    return withoutCommand(state, 'redoStack', command);
  }
  return {
    ...state,
    design,
    undoStack: [...state.undoStack, command],
    redoStack: state.redoStack.slice(0, -1),
    selection: pruneSelection(design, state.selection),
    pending: [...state.pending, ...command.operations],
  };
}

export function canUndo(state: EditorState): boolean {
  return state.undoStack.length > 0;
}

export function canRedo(state: EditorState): boolean {
  return state.redoStack.length > 0;
}

/** The selection without entities the design no longer has. */
function pruneSelection(design: Design, selection: Selection): Selection {
  const pruned = { ...selection };
  for (const { key, collection } of Object.values(SELECTION_KEYS)) {
    const ids = new Set((design.get(collection) ?? []).map((entity) => entity.id));
    pruned[key] = selection[key].filter((id) => ids.has(id));
  }
  return pruned;
}

/** Selects one entity; with `isAdding` (Shift or Ctrl held) toggles it in the current selection. */
export function select(state: EditorState, target: SelectionTarget | null, isAdding = false): EditorState {
  if (target === null) {
    return { ...state, selection: EMPTY_SELECTION };
  }
  const { key } = SELECTION_KEYS[target.kind];
  const base = isAdding ? state.selection : EMPTY_SELECTION;
  const current = base[key];
  const next = current.includes(target.id)
    ? isAdding
      ? current.filter((id) => id !== target.id)
      : current
    : [...current, target.id];
  return { ...state, selection: { ...base, [key]: next } };
}

/** The server accepted the first `count` pending operations. */
export function acknowledge(state: EditorState, count: number): EditorState {
  return { ...state, pending: state.pending.slice(count) };
}

/**
 * After a conflict: the newer design with the user's kept operations applied, those still to send. The undo and
 * redo history is carried over (history-rebase.ts); commands that no longer apply are dropped and reported.
 */
export function rebased(
  state: EditorState,
  design: Design,
  pending: readonly DesignOperation[],
): EditorState {
  const history = rebaseHistory(design, state.undoStack, state.redoStack);
  return {
    design,
    undoStack: history.undoStack,
    redoStack: history.redoStack,
    selection: pruneSelection(design, state.selection),
    pending: [...pending],
    droppedCommands: [...state.droppedCommands, ...history.dropped],
  };
}

/**
 * After a conflict the user settled by discarding their unsaved changes: the newer design as it is. The history
 * goes too: its latest commands are the discarded ones, and undoing them would change what the user gave up.
 */
export function discarded(state: EditorState, design: Design): EditorState {
  return { ...createEditorState(design), selection: pruneSelection(design, state.selection) };
}

/** The user has read which commands left the history. */
export function dismissDroppedCommands(state: EditorState): EditorState {
  return state.droppedCommands.length === 0 ? state : { ...state, droppedCommands: [] };
}
