import type { KeyboardEvent } from 'react';
import type { PlanCoord } from '../model/design-view';
import { nudgeDelta } from '../editor/plan-geometry';

export interface EditorKeyActions {
  undo: () => void;
  redo: () => void;
  deleteSelection: () => void;
  copySelection: () => void;
  rotateSelection: (degrees: number) => void;
  nudgeSelection: (delta: PlanCoord) => void;
  cancel: () => void;
  finishWall: () => void;
  hasApSelection: boolean;
  metersPerUnit: number;
}

/** Keys typed into a form field are the field's, not the editor's. */
function isFormField(target: EventTarget): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [role="combobox"], [role="listbox"]') !== null
  );
}

/**
 * The editor's keyboard: Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo, Delete removes the selection, Ctrl+D copies,
 * R rotates by 15° (Shift+R back), arrows nudge the selected APs 0.1 m (1 m with Shift), Enter finishes a wall,
 * Escape cancels. Returns the keydown handler of the editor's container.
 */
export function editorKeyHandler(actions: EditorKeyActions): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => {
    if (isFormField(event.target)) {
      return;
    }
    const isCommand = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const handled = ((): boolean => {
      if (isCommand && key === 'z') {
        if (event.shiftKey) {
          actions.redo();
        } else {
          actions.undo();
        }
        return true;
      }
      if (isCommand && key === 'y') {
        actions.redo();
        return true;
      }
      if (isCommand && key === 'd') {
        actions.copySelection();
        return true;
      }
      if (isCommand || event.altKey) {
        return false;
      }
      if (event.key === 'Delete' || event.key === 'Backspace') {
        actions.deleteSelection();
        return true;
      }
      if (key === 'r') {
        actions.rotateSelection(event.shiftKey ? -15 : 15);
        return true;
      }
      if (event.key === 'Escape') {
        actions.cancel();
        return true;
      }
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        actions.finishWall();
        return true;
      }
      const delta = nudgeDelta(event.key, event.shiftKey, actions.metersPerUnit);
      if (delta !== null && actions.hasApSelection) {
        actions.nudgeSelection(delta);
        return true;
      }
      return false;
    })();
    if (handled) {
      event.preventDefault();
    }
  };
}
