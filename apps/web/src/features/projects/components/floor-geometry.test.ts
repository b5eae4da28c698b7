import { describe, expect, it } from 'vitest';
import { markerRadiusUnits, toFloorUnits, unitsToMeters } from './floor-geometry';

describe('toFloorUnits', () => {
  const size = { widthUnits: 2000, heightUnits: 1000 };
  it('scales a point on the drawn plan back to plan units', () => {
    expect(toFloorUnits({ left: 100, top: 50, width: 800, height: 400 }, { x: 500, y: 250 }, size)).toEqual({
      x: 1000,
      y: 500,
    });
    expect(toFloorUnits({ left: 0, top: 0, width: 800, height: 400 }, { x: 200, y: 100 }, size)).toEqual({
      x: 500,
      y: 250,
    });
  });
  it('clamps points outside the plan and survives an empty box', () => {
    expect(toFloorUnits({ left: 0, top: 0, width: 800, height: 400 }, { x: -10, y: 900 }, size)).toEqual({
      x: 0,
      y: 1000,
    });
    expect(toFloorUnits({ left: 0, top: 0, width: 0, height: 0 }, { x: 5, y: 5 }, size)).toEqual({
      x: 0,
      y: 0,
    });
  });
});

describe('unitsToMeters and markerRadiusUnits', () => {
  it('uses the plan scale and sizes markers by the longer side', () => {
    expect(unitsToMeters(200, 0.05)).toBeCloseTo(10);
    expect(unitsToMeters(200, null)).toBeNull();
    expect(markerRadiusUnits({ widthUnits: 2000, heightUnits: 1000 })).toBe(16);
  });
});
