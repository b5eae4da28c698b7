import { planPoint } from '@airlens/domain';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_VIEW,
  MAX_ZOOM,
  clampView,
  declutterLabels,
  panBy,
  planToScreen,
  screenPoint,
  screenToPlan,
  wheelZoomFactor,
  zoomAt,
  zoomAtCentre,
} from './view-transform';

const viewport = { width: 400, height: 200 };
const plan = { width: 2000, height: 1000 };

describe('view transform', () => {
  it('maps plan to screen and back at zoom 1 and after zooming', () => {
    expect(planToScreen(IDENTITY_VIEW, planPoint(1000, 500), viewport, plan)).toEqual({ x: 200, y: 100 });
    const view = { zoom: 2, panX: -100, panY: -50 };
    const screen = planToScreen(view, planPoint(500, 250), viewport, plan);
    expect(screen).toEqual({ x: 100, y: 50 });
    expect(screenToPlan(view, screen, viewport, plan)).toEqual({ x: 500, y: 250 });
  });

  it('keeps the plan point under the cursor fixed when zooming at it', () => {
    const focus = screenPoint(300, 40);
    const before = screenToPlan(IDENTITY_VIEW, focus, viewport, plan);
    const view = zoomAt(IDENTITY_VIEW, focus, 2, viewport);
    expect(view.zoom).toBe(2);
    const after = screenToPlan(view, focus, viewport, plan);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    expect(view).toEqual({ zoom: 2, panX: -300, panY: -40 });
  });

  it('clamps zoom to its limits and pan so the plan always covers the viewport', () => {
    expect(zoomAtCentre(IDENTITY_VIEW, 0.5, viewport)).toEqual(IDENTITY_VIEW);
    expect(zoomAtCentre(IDENTITY_VIEW, 1000, viewport).zoom).toBe(MAX_ZOOM);
    const zoomed = zoomAtCentre(IDENTITY_VIEW, 2, viewport);
    expect(zoomed).toEqual({ zoom: 2, panX: -200, panY: -100 });
    expect(panBy(zoomed, 500, 500, viewport)).toEqual({ zoom: 2, panX: 0, panY: 0 });
    expect(panBy(zoomed, -500, -500, viewport)).toEqual({ zoom: 2, panX: -400, panY: -200 });
    expect(panBy(zoomed, 30, -20, viewport)).toEqual({ zoom: 2, panX: -170, panY: -120 });
    expect(panBy(IDENTITY_VIEW, 50, 50, viewport)).toEqual(IDENTITY_VIEW);
    expect(clampView({ zoom: Number.NaN, panX: 5, panY: 5 }, viewport)).toEqual(IDENTITY_VIEW);
  });

  it('turns wheel deltas into zoom factors: up zooms in, down out, bounded', () => {
    expect(wheelZoomFactor(-100)).toBeCloseTo(1.25, 9);
    expect(wheelZoomFactor(100)).toBeCloseTo(0.8, 9);
    expect(wheelZoomFactor(0)).toBe(1);
    expect(wheelZoomFactor(-10_000)).toBeCloseTo(Math.pow(1.25, 3), 9);
  });
});

describe('declutterLabels', () => {
  it('keeps the first of overlapping labels and every label with room', () => {
    const kept = declutterLabels([
      { id: 'a', x: 100, y: 100, width: 60, height: 14 },
      { id: 'b', x: 130, y: 105, width: 60, height: 14 },
      { id: 'c', x: 100, y: 120, width: 60, height: 14 },
      { id: 'd', x: 300, y: 100, width: 60, height: 14 },
    ]);
    expect([...kept].sort()).toEqual(['a', 'c', 'd']);
  });
});
