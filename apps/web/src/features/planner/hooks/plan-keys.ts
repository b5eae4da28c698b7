import type { KeyboardEvent } from 'react';
import { nudgeDelta } from '../editor/plan-geometry';
import type { PlanCoord } from '../model/design-view';

export interface PlanKeyOptions {
  /** The keyboard cursor now. */
  at: PlanCoord;
  bounds: { widthUnits: number; heightUnits: number };
  metersPerUnit: number;
  onCursor: (next: PlanCoord) => void;
  /** Space: place an AP or add a wall corner at the cursor. */
  onSpace: (at: PlanCoord) => void;
  /** Enter: finish the wall. */
  onEnter: () => void;
}

/**
 * The focused plan's keys while a drawing tool is on, the keyboard's way to do what a click does: arrows move the
 * cursor 0.1 m (1 m with Shift) within the plan, Space acts there, Enter finishes a wall.
 */
export function planKeyHandler(options: PlanKeyOptions): (event: KeyboardEvent<SVGSVGElement>) => void {
  return (event) => {
    const { at, bounds } = options;
    const delta = nudgeDelta(event.key, event.shiftKey, options.metersPerUnit);
    if (delta !== null) {
      options.onCursor({
        x: Math.min(bounds.widthUnits, Math.max(0, at.x + delta.x)),
        y: Math.min(bounds.heightUnits, Math.max(0, at.y + delta.y)),
      });
    } else if (event.key === ' ') {
      options.onSpace(at);
    } else if (event.key === 'Enter') {
      options.onEnter();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
}
