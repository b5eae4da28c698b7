import { describe, expect, it } from 'vitest';
import {
  clampView,
  FIT_VIEW,
  isSameView,
  MAX_ZOOM,
  panBy,
  pinchView,
  planCoordAt,
  stagePointOf,
  viewTransform,
  wheelZoomFactor,
  zoomAt,
} from './plan-viewport';

const SIZE = { widthUnits: 1000, heightUnits: 600 };

describe('the plan viewport', () => {
  it('at fit maps the stage box onto the whole plan', () => {
    expect(planCoordAt(FIT_VIEW, { u: 0, v: 0 }, SIZE)).toEqual({ x: 0, y: 0 });
    expect(planCoordAt(FIT_VIEW, { u: 1, v: 1 }, SIZE)).toEqual({ x: 1000, y: 600 });
    expect(planCoordAt(FIT_VIEW, { u: 0.25, v: 0.5 }, SIZE)).toEqual({ x: 250, y: 300 });
  });

  it('zooms around the pointer: the plan point under it stays under it', () => {
    const at = { u: 0.3, v: 0.7 };
    const before = planCoordAt(FIT_VIEW, at, SIZE);
    const zoomed = zoomAt(FIT_VIEW, 4, at);
    expect(zoomed.zoom).toBe(4);
    const after = planCoordAt(zoomed, at, SIZE);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    // And the stage's corner now shows a smaller part of the plan: a quarter of the width across.
    const corner = planCoordAt(zoomed, { u: 1, v: 1 }, SIZE);
    expect(corner.x - planCoordAt(zoomed, { u: 0, v: 0 }, SIZE).x).toBeCloseTo(250, 9);
  });

  it('zooms twice around the same point as once by the product', () => {
    const at = { u: 0.8, v: 0.1 };
    const twice = zoomAt(zoomAt(FIT_VIEW, 2, at), 3, at);
    expect(isSameView(twice, zoomAt(FIT_VIEW, 6, at))).toBe(true);
  });

  it('keeps the zoom between fit and 16×', () => {
    expect(zoomAt(FIT_VIEW, 0.5, { u: 0.5, v: 0.5 })).toEqual(FIT_VIEW);
    expect(zoomAt(FIT_VIEW, 100, { u: 0.5, v: 0.5 }).zoom).toBe(MAX_ZOOM);
    // Zooming back out from a corner returns to the whole plan, not a shifted one.
    const corner = zoomAt(FIT_VIEW, 8, { u: 1, v: 1 });
    expect(isSameView(zoomAt(corner, 1 / 8, { u: 0.2, v: 0.2 }), FIT_VIEW)).toBe(true);
  });

  it('pans no further than the plan edges', () => {
    const zoomed = zoomAt(FIT_VIEW, 2, { u: 0.5, v: 0.5 });
    expect(zoomed).toEqual({ zoom: 2, panX: -0.5, panY: -0.5 });
    expect(panBy(zoomed, 0.2, -0.1)).toEqual({ zoom: 2, panX: -0.3, panY: -0.6 });
    expect(panBy(zoomed, 5, -5)).toEqual({ zoom: 2, panX: 0, panY: -1 });
    expect(panBy(FIT_VIEW, 0.3, 0.3)).toEqual(FIT_VIEW);
    expect(clampView({ zoom: 0.2, panX: 3, panY: -3 })).toEqual(FIT_VIEW);
  });

  it('maps a client point through the stage box and the view', () => {
    const box = { left: 100, top: 50, width: 500, height: 300 };
    const at = stagePointOf(box, { clientX: 350, clientY: 200 });
    expect(at).toEqual({ u: 0.5, v: 0.5 });
    // At 2× around the centre the stage centre still shows the plan centre; its left edge shows x = 250.
    const zoomed = zoomAt(FIT_VIEW, 2, at);
    expect(planCoordAt(zoomed, at, SIZE)).toEqual({ x: 500, y: 300 });
    expect(planCoordAt(zoomed, stagePointOf(box, { clientX: 100, clientY: 50 }), SIZE)).toEqual({
      x: 250,
      y: 150,
    });
  });

  it('pinches: the spread sets the zoom and the plan point under the midpoint follows the fingers', () => {
    const from = [
      { u: 0.4, v: 0.5 },
      { u: 0.6, v: 0.5 },
    ] as const;
    const spreadApart = [
      { u: 0.3, v: 0.5 },
      { u: 0.7, v: 0.5 },
    ] as const;
    const view = pinchView(FIT_VIEW, from, spreadApart);
    expect(view.zoom).toBeCloseTo(2, 9);
    expect(planCoordAt(view, { u: 0.5, v: 0.5 }, SIZE).x).toBeCloseTo(500, 9);
    // Both fingers move left by 0.1 at 2×: the plan moves with them.
    const moved = pinchView(view, spreadApart, [
      { u: 0.2, v: 0.5 },
      { u: 0.6, v: 0.5 },
    ]);
    expect(moved.zoom).toBeCloseTo(2, 9);
    expect(planCoordAt(moved, { u: 0.4, v: 0.5 }, SIZE).x).toBeCloseTo(500, 9);
  });

  it('turns wheel steps into zoom factors: up zooms in, down out, each event at most 2×', () => {
    expect(wheelZoomFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100, 0)).toBeLessThan(1);
    expect(wheelZoomFactor(-100, 0) * wheelZoomFactor(100, 0)).toBeCloseTo(1, 9);
    expect(wheelZoomFactor(-3, 1)).toBeCloseTo(wheelZoomFactor(-48, 0), 9);
    expect(wheelZoomFactor(-10, 2)).toBe(2);
    expect(wheelZoomFactor(10_000, 0)).toBe(0.5);
  });

  it('writes the CSS transform: pan in percent of the stage, then the zoom', () => {
    expect(viewTransform({ zoom: 2, panX: -0.5, panY: -0.25 })).toBe('translate(-50%, -25%) scale(2)');
  });
});
