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

/** The point of segment a–b nearest `point`, how far along it lies (0 at a, 1 at b) and its distance. */
export function nearestOnSegment(
  point: PlanCoord,
  a: PlanCoord,
  b: PlanCoord,
): { at: PlanCoord; along: number; distance: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const along =
    lengthSquared === 0
      ? 0
      : Math.min(1, Math.max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared));
  const at = { x: a.x + along * dx, y: a.y + along * dy };
  return { at, along, distance: Math.hypot(point.x - at.x, point.y - at.y) };
}

/**
 * The corners of a drawn polygon: a point repeated in a row (a double-click lands twice) counts once, and a last
 * corner back on the first closes the shape rather than adding one.
 */
export function polygonCorners(points: readonly PlanCoord[]): PlanCoord[] {
  const corners = points.filter(
    (point, index) => index === 0 || point.x !== points[index - 1]?.x || point.y !== points[index - 1]?.y,
  );
  const first = corners[0];
  const last = corners.at(-1);
  if (corners.length > 1 && first !== undefined && last?.x === first.x && last.y === first.y) {
    corners.pop();
  }
  return corners;
}
