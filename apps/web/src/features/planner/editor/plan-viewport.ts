import type { PlanCoord } from '../model/design-view';

/**
 * How the editor's stage shows the plan. The stage box has the plan's aspect ratio, so at zoom 1 with no pan the
 * whole plan fills it ("fit"). A stage fraction (0..1 across the stage box) of a plan fraction q (0..1 across the
 * plan) is `pan + zoom × q`; pan is kept in stage fractions so a resize of the stage keeps the same view.
 */
export interface PlanView {
  zoom: number;
  panX: number;
  panY: number;
}

/** A point in stage fractions: 0 at the stage's left/top edge, 1 at its right/bottom edge. */
export interface StagePoint {
  u: number;
  v: number;
}

export const FIT_VIEW: PlanView = { zoom: 1, panX: 0, panY: 0 };
/** Zooming out stops where the whole plan shows; in, at 16× (a plan pixel then covers 16 screen pixels at fit). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 16;
/** One press of + or − (or a zoom button): three presses double or halve the size, near enough. */
export const ZOOM_STEP = Math.SQRT2;
/** Arrow keys pan a tenth of the stage. */
export const KEY_PAN_FRACTION = 0.1;

/** The view kept within the zoom range and panned no further than the plan's edges (the plan always covers the stage). */
export function clampView(view: PlanView): PlanView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom));
  return {
    zoom,
    panX: Math.min(0, Math.max(1 - zoom, view.panX)),
    panY: Math.min(0, Math.max(1 - zoom, view.panY)),
  };
}

/** The view zoomed by `factor` around a stage point: the plan point under it stays under it. */
export function zoomAt(view: PlanView, factor: number, at: StagePoint): PlanView {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * factor));
  const ratio = zoom / view.zoom;
  return clampView({
    zoom,
    panX: at.u - (at.u - view.panX) * ratio,
    panY: at.v - (at.v - view.panY) * ratio,
  });
}

/** The view moved by a distance in stage fractions (a drag to the right moves the plan to the right). */
export function panBy(view: PlanView, du: number, dv: number): PlanView {
  return clampView({ ...view, panX: view.panX + du, panY: view.panY + dv });
}

/** Where a client (screen) point falls in the stage box, in stage fractions. */
export function stagePointOf(
  box: { left: number; top: number; width: number; height: number },
  client: { clientX: number; clientY: number },
): StagePoint {
  return {
    u: (client.clientX - box.left) / Math.max(1, box.width),
    v: (client.clientY - box.top) / Math.max(1, box.height),
  };
}

/** The plan point (plan units) shown at a stage point. */
export function planCoordAt(
  view: PlanView,
  at: StagePoint,
  size: { widthUnits: number; heightUnits: number },
): PlanCoord {
  return {
    x: ((at.u - view.panX) / view.zoom) * size.widthUnits,
    y: ((at.v - view.panY) / view.zoom) * size.heightUnits,
  };
}

/**
 * The two-finger gesture: the zoom follows the change of the fingers' distance and the plan point that was under
 * their midpoint at the start stays under their midpoint now.
 */
export function pinchView(
  start: PlanView,
  from: readonly [StagePoint, StagePoint],
  to: readonly [StagePoint, StagePoint],
): PlanView {
  const spread = (points: readonly [StagePoint, StagePoint]) =>
    Math.hypot(points[1].u - points[0].u, points[1].v - points[0].v);
  const middle = (points: readonly [StagePoint, StagePoint]): StagePoint => ({
    u: (points[0].u + points[1].u) / 2,
    v: (points[0].v + points[1].v) / 2,
  });
  const zoom = Math.min(
    MAX_ZOOM,
    Math.max(MIN_ZOOM, start.zoom * (spread(to) / Math.max(1e-6, spread(from)))),
  );
  const startMiddle = middle(from);
  const nowMiddle = middle(to);
  // The plan fraction under the midpoint at the start.
  const qu = (startMiddle.u - start.panX) / start.zoom;
  const qv = (startMiddle.v - start.panY) / start.zoom;
  return clampView({ zoom, panX: nowMiddle.u - qu * zoom, panY: nowMiddle.v - qv * zoom });
}

/** Pixels a wheel's "line" and "page" steps stand for (WheelEvent.deltaMode 1 and 2). */
const WHEEL_LINE_PIXELS = 16;
const WHEEL_PAGE_PIXELS = 800;
/** How fast the wheel zooms: 100 px of wheel (about one notch) zooms by e^0.2 ≈ 1.22. */
const WHEEL_ZOOM_PER_PIXEL = 0.002;

/** The zoom factor of one wheel event: up (negative delta) zooms in; a trackpad's small steps zoom smoothly. */
export function wheelZoomFactor(deltaY: number, deltaMode: number): number {
  const pixels =
    deltaMode === 1 ? deltaY * WHEEL_LINE_PIXELS : deltaMode === 2 ? deltaY * WHEEL_PAGE_PIXELS : deltaY;
  // One event never more than doubles or halves, whatever a device reports.
  return Math.min(2, Math.max(0.5, Math.exp(-pixels * WHEEL_ZOOM_PER_PIXEL)));
}

/** The CSS transform (with transform-origin 0 0) that shows the stage-sized plan layer at this view. */
export function viewTransform(view: PlanView): string {
  return `translate(${view.panX * 100}%, ${view.panY * 100}%) scale(${view.zoom})`;
}

/** Whether two views show the same thing (within rounding). */
export function isSameView(a: PlanView, b: PlanView): boolean {
  const close = (x: number, y: number) => Math.abs(x - y) < 1e-9;
  return close(a.zoom, b.zoom) && close(a.panX, b.panX) && close(a.panY, b.panY);
}
