import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { selectionAfterBox, type BoxFound } from '../editor/box-selection';
import { MAX_DESIGN_OPERATIONS } from '@airlens/contract';
import { rebaseOperations, type Design, type DesignOperation, type RebaseResult } from '@airlens/domain';
import { getDesign, updateDesign } from '../api/design';
import {
  acknowledge,
  createEditorState,
  discarded,
  dismissDroppedCommands,
  execute,
  rebased,
  redo,
  select,
  undo,
  type EditorState,
} from '../editor/editor-state';
import {
  AUTOSAVE_DEBOUNCE_MS,
  currentVersionOf,
  failureKind,
  retryDelayMs,
  type SaveStatus,
} from '../save/save-policy';

/** A conflict the user must settle: some of their operations no longer apply to the newer version. */
export interface PendingConflict {
  currentVersion: number;
  theirs: Design;
  rebase: RebaseResult;
}

export interface DesignEditor {
  state: EditorState;
  status: SaveStatus;
  /** The version the next save is based on. */
  baseVersion: number;
  conflict: PendingConflict | null;
  /** Runs an action; false (and the message) when its operations cannot apply. */
  run: (label: string, operations: readonly DesignOperation[]) => string | null;
  undo: () => void;
  redo: () => void;
  select: (target: Parameters<typeof select>[1], isAdding?: boolean) => void;
  /** Selects what a selection box found, or (adding) adds it to the selection. */
  selectBox: (found: BoxFound, isAdding: boolean) => void;
  /** Settles a conflict: keep what still applies, or drop every unsaved change for the newer version. */
  resolveConflict: (choice: 'keep' | 'discard') => void;
  /** The user has read which commands a rebase took out of the undo history (state.droppedCommands). */
  dismissDroppedCommands: () => void;
}

/**
 * The editor of one design with autosave: edits apply at once, their operations are sent a second after the
 * last one with the version they were made on; a network failure keeps them and retries with backoff; a stale
 * version (409) reloads the design and rebases them, asking the user when some no longer apply.
 */
export function useDesignEditor(
  projectId: string,
  initialDesign: Design,
  initialVersion: number,
): DesignEditor {
  const [state, setState] = useState(() => createEditorState(initialDesign));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved' });
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  const [baseVersion, setBaseVersion] = useState(initialVersion);
  // A change of `wake` re-runs the scheduling effect after a save settles or the browser comes back online.
  const [wake, setWake] = useState(0);
  const stateRef = useRef(state);
  const versionRef = useRef(initialVersion);
  const inFlightRef = useRef(false);
  const attemptRef = useRef(0);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  const flush = useCallback(async () => {
    const sent = stateRef.current.pending.slice(0, MAX_DESIGN_OPERATIONS);
    if (sent.length === 0 || inFlightRef.current) {
      return;
    }
    inFlightRef.current = true;
    setStatus({ kind: 'saving' });
    try {
      const answer = await updateDesign(projectId, versionRef.current, sent);
      versionRef.current = answer.version;
      setBaseVersion(answer.version);
      attemptRef.current = 0;
      setState((current) => acknowledge(current, sent.length));
      setStatus({ kind: 'saved' });
    } catch (error) {
      const kind = failureKind(error);
      if (kind === 'offline') {
        attemptRef.current += 1;
        setStatus({ kind: 'offline', attempt: attemptRef.current });
      } else if (kind === 'rejected') {
        setStatus({
          kind: 'rejected',
          message: error instanceof Error ? error.message : 'the server refused it',
        });
      } else {
        await settleStaleBase(error);
      }
    } finally {
      inFlightRef.current = false;
      setWake((count) => count + 1);
    }

    async function settleStaleBase(error: unknown): Promise<void> {
      try {
        const theirs = await getDesign(projectId);
        const currentVersion = currentVersionOf(error) ?? versionRef.current;
        const rebase = rebaseOperations(stateRef.current.pending, theirs);
        if (rebase.dropped.length > 0) {
          setConflict({ currentVersion, theirs, rebase });
          setStatus({ kind: 'conflict', dropped: rebase.dropped });
          return;
        }
        versionRef.current = currentVersion;
        setBaseVersion(currentVersion);
        attemptRef.current = 0;
        setState((current) => rebased(current, rebase.design, rebase.operations));
        setStatus({ kind: 'saving' });
      } catch {
        attemptRef.current += 1;
        setStatus({ kind: 'offline', attempt: attemptRef.current });
      }
    }
  }, [projectId]);

  useEffect(() => {
    if (
      state.pending.length === 0 ||
      conflict !== null ||
      status.kind === 'rejected' ||
      inFlightRef.current
    ) {
      return undefined;
    }
    const delay = attemptRef.current === 0 ? AUTOSAVE_DEBOUNCE_MS : retryDelayMs(attemptRef.current);
    const timer = window.setTimeout(() => void flush(), delay);
    return () => window.clearTimeout(timer);
  }, [state.pending, conflict, status.kind, wake, flush]);

  useEffect(() => {
    // Back online: try at once instead of waiting out the backoff.
    function handleOnline(): void {
      attemptRef.current = 0;
      setWake((count) => count + 1);
    }
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, []);

  const hasPending = state.pending.length > 0;
  useEffect(() => {
    if (!hasPending) {
      return undefined;
    }
    // Leaving the page with unsaved operations: the browser asks first.
    function handleBeforeUnload(event: BeforeUnloadEvent): void {
      event.preventDefault();
    }
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [hasPending]);

  useEffect(
    () => () => {
      // Leaving edit mode before the quiet second: send what is pending at once instead of dropping it.
      const pending = stateRef.current.pending;
      if (pending.length > 0 && !inFlightRef.current) {
        updateDesign(projectId, versionRef.current, pending.slice(0, MAX_DESIGN_OPERATIONS)).catch(
          () => undefined,
        );
      }
    },
    [projectId],
  );

  const run = useCallback((label: string, operations: readonly DesignOperation[]): string | null => {
    try {
      const next = execute(stateRef.current, label, operations);
      stateRef.current = next;
      setState(next);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : 'This change cannot be made.';
    }
  }, []);

  const resolveConflict = useCallback(
    (choice: 'keep' | 'discard') => {
      if (conflict === null) {
        return;
      }
      versionRef.current = conflict.currentVersion;
      setBaseVersion(conflict.currentVersion);
      attemptRef.current = 0;
      setState((current) => {
        if (choice === 'discard') {
          return discarded(current, conflict.theirs);
        }
        // Rebased again now: an edit made after the conflict was found (before its dialog opened) is kept too.
        const rebase = rebaseOperations(current.pending, conflict.theirs);
        return rebased(current, rebase.design, rebase.operations);
      });
      setConflict(null);
      setStatus({ kind: 'saved' });
    },
    [conflict],
  );

  return {
    state,
    status,
    baseVersion,
    conflict,
    run,
    undo: () => setState((current) => undo(current)),
    redo: () => setState((current) => redo(current)),
    select: (target, isAdding) => setState((current) => select(current, target, isAdding)),
    selectBox: (found, isAdding) =>
      setState((current) => ({
        ...current,
        selection: selectionAfterBox(current.selection, found, isAdding),
      })),
    resolveConflict,
    dismissDroppedCommands: () => setState((current) => dismissDroppedCommands(current)),
  };
}
