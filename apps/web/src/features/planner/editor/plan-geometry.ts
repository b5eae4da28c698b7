import type { DesignAccessPoint, PlanCoord } from '../model/design-view';

/** Arrow-key nudges in metres: a small step, and a large one with Shift. */
export const NUDGE_METERS = 0.1;
export const LARGE_NUDGE_METERS = 1;
/** The snapping grid while Shift is held during a drag. */
export const SNAP_METERS = 0.1;

const ARROWS: Readonly<Record<string, PlanCoord>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The move of an arrow key in plan units (0.1 m, 1 m with Shift); null for another key. */
export function nudgeDelta(key: string, isLarge: boolean, metersPerUnit: number): PlanCoord | null {
  const direction = ARROWS[key];
  if (direction === undefined) {
    return null;
  }
  const step = (isLarge ? LARGE_NUDGE_METERS : NUDGE_METERS) / metersPerUnit;
  return { x: direction.x * step, y: direction.y * step };
}

/** A point rounded to the nearest node of a grid of `stepUnits`. */
export function snapToGrid(coord: PlanCoord, stepUnits: number): PlanCoord {
  return { x: Math.round(coord.x / stepUnits) * stepUnits, y: Math.round(coord.y / stepUnits) * stepUnits };
}

/**
 * The offset of a drag from where it started; with snapping the grabbed AP (`anchor`) lands on the 0.1 m grid
 * and the others keep their distance to it.
 */
export function dragDelta(
  start: PlanCoord,
  current: PlanCoord,
  anchor: PlanCoord,
  snapStepUnits: number | null,
): PlanCoord {
  const raw = { x: current.x - start.x, y: current.y - start.y };
  if (snapStepUnits === null) {
    return raw;
  }
  const target = snapToGrid({ x: anchor.x + raw.x, y: anchor.y + raw.y }, snapStepUnits);
  return { x: target.x - anchor.x, y: target.y - anchor.y };
}

/** The APs with the dragged ones shown at their offset (clamped to the plan), for the markers and the heatmap. */
export function withOffset(
  accessPoints: readonly DesignAccessPoint[],
  ids: readonly string[],
  delta: PlanCoord,
  bounds: { widthUnits: number; heightUnits: number },
): DesignAccessPoint[] {
  if (ids.length === 0 || (delta.x === 0 && delta.y === 0)) {
    return [...accessPoints];
  }
  const moving = new Set(ids);
  return accessPoints.map((ap) =>
    moving.has(ap.id)
      ? {
          ...ap,
          coord: {
            x: Math.min(bounds.widthUnits, Math.max(0, ap.coord.x + delta.x)),
            y: Math.min(bounds.heightUnits, Math.max(0, ap.coord.y + delta.y)),
          },
        }
      : ap,
  );
}
