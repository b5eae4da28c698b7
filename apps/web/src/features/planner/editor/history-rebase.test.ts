import { describe, expect, it } from 'vitest';
import { applyOperations, rebaseOperations, type Design, type DesignOperation } from '@airlens/domain';
import { floorAccessPoints } from '../model/design-view';
import { designFixture, FIXTURE_FLOOR_ID } from '../test/design-fixture';
import { deleteEntities, moveAccessPoints } from './commands';
import {
  acknowledge,
  createEditorState,
  discarded,
  dismissDroppedCommands,
  execute,
  rebased,
  redo,
  undo,
  type EditorState,
} from './editor-state';
import { rebaseHistory } from './history-rebase';

const BOUNDS = { widthUnits: 1000, heightUnits: 600 };

function coordOf(state: EditorState, id: string) {
  return floorAccessPoints(state.design, FIXTURE_FLOOR_ID).find((ap) => ap.id === id)?.coord;
}

function move(state: EditorState, label: string, id: string, dx: number): EditorState {
  return execute(state, label, moveAccessPoints(state.design, [id], { x: dx, y: 0 }, BOUNDS));
}

/** The 409 path as the editor takes it: the pending operations rebased on `theirs`, then the state. */
function rebaseOnto(state: EditorState, theirs: Design): EditorState {
  const rebase = rebaseOperations(state.pending, theirs);
  return rebased(state, rebase.design, rebase.operations);
}

const REMOVE_AP_4: DesignOperation[] = [{ op: 'remove', type: 'ACCESS_POINT', id: 'ap-4' }];

describe('the undo history after a rebase onto a newer version', () => {
  it("keeps the user's commands undoable and drops only one whose AP someone else removed", () => {
    let state = createEditorState(designFixture());
    state = move(state, 'Move AP-1', 'ap-1', 10);
    // Saved before the other user's version: still the user's to undo.
    state = acknowledge(state, state.pending.length);
    state = move(state, 'Move AP-4', 'ap-4', 20);
    state = move(state, 'Move AP-1 again', 'ap-1', 30);
    const theirs = applyOperations(
      applyOperations(designFixture(), moveAccessPoints(designFixture(), ['ap-1'], { x: 10, y: 0 }, BOUNDS)),
      [...REMOVE_AP_4, ...moveAccessPoints(designFixture(), ['ap-2'], { x: 0, y: 50 }, BOUNDS)],
    );

    const after = rebaseOnto(state, theirs);

    expect(after.undoStack.map((command) => command.label)).toEqual(['Move AP-1', 'Move AP-1 again']);
    expect(after.droppedCommands.map((command) => command.label)).toEqual(['Move AP-4']);
    expect(coordOf(after, 'ap-1')).toEqual({ x: 190, y: 150 });
    const once = undo(after);
    expect(coordOf(once, 'ap-1')).toEqual({ x: 160, y: 150 });
    const twice = undo(once);
    expect(coordOf(twice, 'ap-1')).toEqual({ x: 150, y: 150 });
    // The other user's change stays; the undos are sent like any change.
    expect(coordOf(twice, 'ap-2')).toEqual({ x: 850, y: 200 });
    expect(twice.pending.slice(-2).map((operation) => operation.id)).toEqual(['ap-1', 'ap-1']);
    expect(coordOf(redo(redo(twice)), 'ap-1')).toEqual({ x: 190, y: 150 });
    expect(dismissDroppedCommands(after).droppedCommands).toEqual([]);
  });

  it('carries the redo stack over and drops a redo whose AP is gone', () => {
    let state = createEditorState(designFixture());
    state = move(state, 'Move AP-1', 'ap-1', 10);
    state = move(state, 'Move AP-4', 'ap-4', 20);
    state = undo(undo(state));
    expect(state.redoStack).toHaveLength(2);

    const after = rebaseOnto(state, applyOperations(designFixture(), REMOVE_AP_4));

    expect(after.redoStack.map((command) => command.label)).toEqual(['Move AP-1']);
    expect(after.droppedCommands.map((command) => command.label)).toEqual(['Move AP-4']);
    expect(coordOf(redo(after), 'ap-1')).toEqual({ x: 160, y: 150 });
  });

  it('drops a delete whose undo would bring back an AP someone else brought back already', () => {
    let state = createEditorState(designFixture());
    state = execute(state, 'Delete', deleteEntities({ accessPointIds: ['ap-3'], wallIds: [] }));
    state = acknowledge(state, state.pending.length);
    // The other user restored an older version that still had AP-3.
    const history = rebaseHistory(designFixture(), state.undoStack, state.redoStack);
    expect(history.undoStack).toEqual([]);
    expect(history.dropped.map((command) => command.label)).toEqual(['Delete']);
    // On a version without AP-3 the delete stays undoable and undo brings AP-3 back with its radios.
    const kept = rebaseOnto(state, state.design);
    expect(kept.undoStack.map((command) => command.label)).toEqual(['Delete']);
    expect(
      floorAccessPoints(undo(kept).design, FIXTURE_FLOOR_ID).find((ap) => ap.id === 'ap-3')?.radios,
    ).toHaveLength(2);
  });

  it('reports instead of failing when undo or redo meets a command that no longer applies', () => {
    let state = createEditorState(designFixture());
    state = move(state, 'Move AP-4', 'ap-4', 20);
    const stale = { ...state, design: applyOperations(state.design, REMOVE_AP_4) };
    const afterUndo = undo(stale);
    expect(afterUndo.design).toBe(stale.design);
    expect(afterUndo.undoStack).toEqual([]);
    expect(afterUndo.droppedCommands.map((command) => command.label)).toEqual(['Move AP-4']);

    const undone = undo(state);
    const afterRedo = redo({ ...undone, design: applyOperations(undone.design, REMOVE_AP_4) });
    expect(afterRedo.redoStack).toEqual([]);
    expect(afterRedo.droppedCommands.map((command) => command.label)).toEqual(['Move AP-4']);
  });

  it('forgets the history when the user discards their unsaved changes for the newer version', () => {
    let state = createEditorState(designFixture());
    state = move(state, 'Move AP-1', 'ap-1', 10);
    const after = discarded(state, designFixture());
    expect(after.undoStack).toEqual([]);
    expect(after.pending).toEqual([]);
    expect(coordOf(after, 'ap-1')).toEqual({ x: 150, y: 150 });
  });
});
