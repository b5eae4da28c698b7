import type { DesignAccessPoint, DesignWall, PlanCoord } from '../model/design-view';
import type { Selection } from './editor-state';

/** A rectangle on the plan in plan units, x0 ≤ x1 and y0 ≤ y1. */
export interface PlanRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The rectangle two corners span, whichever way the drag went. */
export function rectOfCorners(a: PlanCoord, b: PlanCoord): PlanRect {
  return { x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) };
}

function contains(rect: PlanRect, point: PlanCoord): boolean {
  return point.x >= rect.x0 && point.x <= rect.x1 && point.y >= rect.y0 && point.y <= rect.y1;
}

/** What a box can select: APs and walls (areas are selected one by one). */
export type BoxFound = Pick<Selection, 'accessPointIds' | 'wallIds'>;

/**
 * What a box selects: the APs whose position is inside it and the walls with both ends inside it (a wall the box
 * only crosses is not taken, so a box around a room does not grab the building's long outer walls). Edges count
 * as inside. In the order the lists have.
 */
export function idsInBox(
  rect: PlanRect,
  accessPoints: readonly Pick<DesignAccessPoint, 'id' | 'coord'>[],
  walls: readonly Pick<DesignWall, 'id' | 'a' | 'b'>[],
): BoxFound {
  return {
    accessPointIds: accessPoints.filter((ap) => contains(rect, ap.coord)).map((ap) => ap.id),
    wallIds: walls.filter((wall) => contains(rect, wall.a) && contains(rect, wall.b)).map((wall) => wall.id),
  };
}

/** The selection after a box: what it found, or (Shift or Ctrl held) that added to what was selected. */
export function selectionAfterBox<S extends BoxFound>(current: S, found: BoxFound, isAdding: boolean): S {
  if (!isAdding) {
    // A replacing box also drops the kinds it cannot select.
    const cleared = Object.fromEntries(Object.keys(current).map((key) => [key, []])) as unknown as S;
    return { ...cleared, ...found };
  }
  const union = (had: readonly string[], more: readonly string[]) => [
    ...had,
    ...more.filter((id) => !had.includes(id)),
  ];
  return {
    ...current,
    accessPointIds: union(current.accessPointIds, found.accessPointIds),
    wallIds: union(current.wallIds, found.wallIds),
  };
}
