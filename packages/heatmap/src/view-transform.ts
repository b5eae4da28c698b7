/**
 * Zoom and pan of a floor plan drawn in a viewport. Two coordinate spaces: `ScreenPoint` is CSS pixels from
 * the viewport's top-left corner; `PlanPoint` (the domain's, shared with the floor-scale tool) is the plan's own
 * units. At zoom 1 the plan fills the viewport; a view maps a point drawn at `base` (zoom 1) to
 * `base * zoom + pan` on screen.
 */
import { planPoint, type PlanPoint } from '@airlens/domain';

export type ScreenPoint = { readonly x: number; readonly y: number } & { readonly __brand: 'ScreenPoint' };

/** A point in viewport CSS pixels. */
export function screenPoint(x: number, y: number): ScreenPoint {
  return { x, y } as ScreenPoint;
}

export interface ViewSize {
  width: number;
  height: number;
}

export interface ViewTransform {
  zoom: number;
  panX: number;
  panY: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 16;
/** The factor of one zoom button press or key press. */
export const ZOOM_STEP = 1.25;

export const IDENTITY_VIEW: ViewTransform = Object.freeze({ zoom: 1, panX: 0, panY: 0 });

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The view with zoom within [MIN_ZOOM, MAX_ZOOM] and pan keeping the plan covering the whole viewport. */
export function clampView(view: ViewTransform, viewport: ViewSize): ViewTransform {
  const zoom = Number.isFinite(view.zoom) ? clamp(view.zoom, MIN_ZOOM, MAX_ZOOM) : MIN_ZOOM;
  const panX = Number.isFinite(view.panX) ? view.panX : 0;
  const panY = Number.isFinite(view.panY) ? view.panY : 0;
  return {
    zoom,
    panX: clamp(panX, viewport.width - viewport.width * zoom, 0),
    panY: clamp(panY, viewport.height - viewport.height * zoom, 0),
  };
}

/** The view zoomed by `factor` around `focus`: the plan point under `focus` stays under it (then clamped). */
export function zoomAt(
  view: ViewTransform,
  focus: ScreenPoint,
  factor: number,
  viewport: ViewSize,
): ViewTransform {
  const zoom = clamp(view.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = zoom / view.zoom;
  return clampView(
    {
      zoom,
      panX: focus.x - (focus.x - view.panX) * ratio,
      panY: focus.y - (focus.y - view.panY) * ratio,
    },
    viewport,
  );
}

/** The view zoomed by `factor` around the viewport's centre (buttons and keys). */
export function zoomAtCentre(view: ViewTransform, factor: number, viewport: ViewSize): ViewTransform {
  return zoomAt(view, screenPoint(viewport.width / 2, viewport.height / 2), factor, viewport);
}

/** The view moved by a screen-pixel delta (drag, arrow keys), clamped. */
export function panBy(view: ViewTransform, dx: number, dy: number, viewport: ViewSize): ViewTransform {
  return clampView({ zoom: view.zoom, panX: view.panX + dx, panY: view.panY + dy }, viewport);
}

/** The zoom factor of a wheel event's deltaY in pixels: 100 px of wheel is about one ZOOM_STEP. */
export function wheelZoomFactor(deltaYPixels: number): number {
  return Math.pow(ZOOM_STEP, clamp(-deltaYPixels, -300, 300) / 100);
}

/** The plan point drawn at a screen point. */
export function screenToPlan(
  view: ViewTransform,
  point: ScreenPoint,
  viewport: ViewSize,
  plan: ViewSize,
): PlanPoint {
  const baseX = (point.x - view.panX) / view.zoom;
  const baseY = (point.y - view.panY) / view.zoom;
  return planPoint((baseX * plan.width) / viewport.width, (baseY * plan.height) / viewport.height);
}

/** The screen point where a plan point is drawn. */
export function planToScreen(
  view: ViewTransform,
  point: PlanPoint,
  viewport: ViewSize,
  plan: ViewSize,
): ScreenPoint {
  return screenPoint(
    ((point.x * viewport.width) / plan.width) * view.zoom + view.panX,
    ((point.y * viewport.height) / plan.height) * view.zoom + view.panY,
  );
}

export interface LabelBox {
  id: string;
  /** The label's centre in screen pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The ids of labels to draw so that none overlaps another: greedily in the given order (put the hovered or
 * focused one first so it always shows), a label is kept when its box clears every kept one.
 */
export function declutterLabels(labels: readonly LabelBox[]): Set<string> {
  const kept: LabelBox[] = [];
  for (const label of labels) {
    const overlaps = kept.some(
      (other) =>
        Math.abs(other.x - label.x) * 2 < other.width + label.width &&
        Math.abs(other.y - label.y) * 2 < other.height + label.height,
    );
    if (!overlaps) {
      kept.push(label);
    }
  }
  return new Set(kept.map((label) => label.id));
}
