import { describe, expect, it } from 'vitest';
import {
  MAX_METERS_PER_UNIT,
  MIN_METERS_PER_UNIT,
  isPlausibleMetersPerUnit,
  measureFloorScale,
  planPoint,
} from './floor-scale';
import { metres } from './units';

describe('measureFloorScale', () => {
  it('divides the real distance by the length of the measured segment', () => {
    const result = measureFloorScale(planPoint(100, 200), planPoint(400, 600), metres(25));
    // The segment is 300 × 400 units long: 500 units for 25 m.
    expect(result).toEqual({ ok: true, metersPerUnit: 0.05, distanceUnits: 500 });
  });

  it('does not depend on the order of the two points', () => {
    const forward = measureFloorScale(planPoint(10, 10), planPoint(250, 10), metres(12));
    const backward = measureFloorScale(planPoint(250, 10), planPoint(10, 10), metres(12));
    expect(forward).toEqual(backward);
    expect(forward.ok && forward.metersPerUnit).toBeCloseTo(0.05, 12);
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY])('refuses the distance %s', (distance) => {
    expect(measureFloorScale(planPoint(0, 0), planPoint(100, 0), metres(distance))).toEqual({
      ok: false,
      field: 'distanceMeters',
      message: 'Enter a distance greater than 0 m.',
    });
  });

  it('refuses two points on top of each other', () => {
    const result = measureFloorScale(planPoint(50, 50), planPoint(51, 50), metres(10));
    expect(result).toMatchObject({ ok: false, field: 'points' });
  });

  it('refuses a scale outside the plausible range', () => {
    expect(measureFloorScale(planPoint(0, 0), planPoint(10, 0), metres(20_000))).toMatchObject({
      ok: false,
      field: 'distanceMeters',
    });
    expect(measureFloorScale(planPoint(0, 0), planPoint(10, 0), metres(1e-6))).toMatchObject({
      ok: false,
      field: 'distanceMeters',
    });
  });
});

describe('isPlausibleMetersPerUnit', () => {
  it('accepts the bounds and refuses what lies outside them', () => {
    expect(isPlausibleMetersPerUnit(MIN_METERS_PER_UNIT)).toBe(true);
    expect(isPlausibleMetersPerUnit(MAX_METERS_PER_UNIT)).toBe(true);
    expect(isPlausibleMetersPerUnit(0.0125)).toBe(true);
    expect(isPlausibleMetersPerUnit(0)).toBe(false);
    expect(isPlausibleMetersPerUnit(-0.05)).toBe(false);
    expect(isPlausibleMetersPerUnit(MAX_METERS_PER_UNIT * 1.01)).toBe(false);
    expect(isPlausibleMetersPerUnit(Number.NaN)).toBe(false);
  });
});
