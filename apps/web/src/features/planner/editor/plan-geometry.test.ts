import { describe, expect, it } from 'vitest';
import { dragDelta, nudgeDelta, snapToGrid, withOffset } from './plan-geometry';

describe('plan geometry of the editor', () => {
  it('nudges by 0.1 m, or 1 m with Shift, in plan units', () => {
    expect(nudgeDelta('ArrowRight', false, 0.05)).toEqual({ x: 2, y: 0 });
    expect(nudgeDelta('ArrowUp', true, 0.05)).toEqual({ x: 0, y: -20 });
    expect(nudgeDelta('a', false, 0.05)).toBeNull();
  });

  it('snaps the grabbed AP to the 0.1 m grid while the others keep their distance', () => {
    expect(snapToGrid({ x: 3.4, y: 5.6 }, 2)).toEqual({ x: 4, y: 6 });
    const delta = dragDelta({ x: 10, y: 10 }, { x: 13.3, y: 10.9 }, { x: 101, y: 99 }, 2);
    expect(delta).toEqual({ x: 3, y: 1 });
    expect(dragDelta({ x: 10, y: 10 }, { x: 13.3, y: 10.9 }, { x: 101, y: 99 }, null).x).toBeCloseTo(3.3);
  });

  it('shows dragged APs at their offset within the plan', () => {
    const aps = [
      { id: 'a', name: 'A', model: '', floorPlanId: 'f', coord: { x: 5, y: 5 }, radios: [] },
      { id: 'b', name: 'B', model: '', floorPlanId: 'f', coord: { x: 50, y: 50 }, radios: [] },
    ];
    const moved = withOffset(aps, ['a'], { x: -10, y: 3 }, { widthUnits: 100, heightUnits: 100 });
    expect(moved.map((ap) => ap.coord)).toEqual([
      { x: 0, y: 8 },
      { x: 50, y: 50 },
    ]);
  });
});
