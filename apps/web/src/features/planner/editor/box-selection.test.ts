import { describe, expect, it } from 'vitest';
import { idsInBox, rectOfCorners, selectionAfterBox } from './box-selection';

const APS = [
  { id: 'ap-in', coord: { x: 50, y: 50 } },
  { id: 'ap-edge', coord: { x: 100, y: 20 } },
  { id: 'ap-out', coord: { x: 150, y: 50 } },
];
const WALLS = [
  { id: 'wall-in', a: { x: 10, y: 10 }, b: { x: 90, y: 10 } },
  { id: 'wall-half', a: { x: 50, y: 60 }, b: { x: 300, y: 60 } },
  { id: 'wall-crossing', a: { x: -10, y: 40 }, b: { x: 200, y: 40 } },
  { id: 'wall-out', a: { x: 200, y: 200 }, b: { x: 300, y: 200 } },
];

describe('box selection', () => {
  it('spans the same rectangle whichever way the drag went', () => {
    const rect = { x0: 10, y0: 20, x1: 110, y1: 70 };
    expect(rectOfCorners({ x: 10, y: 20 }, { x: 110, y: 70 })).toEqual(rect);
    expect(rectOfCorners({ x: 110, y: 70 }, { x: 10, y: 20 })).toEqual(rect);
    expect(rectOfCorners({ x: 110, y: 20 }, { x: 10, y: 70 })).toEqual(rect);
  });

  it('takes the APs inside (edges count) and the walls with both ends inside', () => {
    expect(idsInBox({ x0: 0, y0: 0, x1: 100, y1: 100 }, APS, WALLS)).toEqual({
      accessPointIds: ['ap-in', 'ap-edge'],
      wallIds: ['wall-in'],
    });
  });

  it('takes nothing from an empty box or one that only crosses walls', () => {
    expect(idsInBox({ x0: 400, y0: 400, x1: 500, y1: 500 }, APS, WALLS)).toEqual({
      accessPointIds: [],
      wallIds: [],
    });
    expect(idsInBox({ x0: 60, y0: 30, x1: 140, y1: 45 }, APS, WALLS)).toEqual({
      accessPointIds: [],
      wallIds: [],
    });
  });

  it('replaces the selection, or with Shift/Ctrl adds to it without repeating ids', () => {
    const current = { accessPointIds: ['ap-out', 'ap-in'], wallIds: ['wall-out'] };
    const found = { accessPointIds: ['ap-in', 'ap-edge'], wallIds: ['wall-in'] };
    expect(selectionAfterBox(current, found, false)).toEqual(found);
    expect(selectionAfterBox(current, found, true)).toEqual({
      accessPointIds: ['ap-out', 'ap-in', 'ap-edge'],
      wallIds: ['wall-out', 'wall-in'],
    });
  });
});
