import { describe, expect, it } from 'vitest';
import { distanceMeters, floorCorners, metresPerDegree } from './floor-plan-geo';

describe('floorCorners', () => {
  it('places a 45 × 30 m floor north up around its centre, the corners that far apart', () => {
    const center = { lat: 37.4185, lng: -122.0985 };
    const corners = floorCorners(center, 45, 30);
    expect(corners.topLeftCorner.lng).toBe(corners.bottomLeftCorner.lng);
    expect(corners.bottomLeftCorner.lat).toBe(corners.bottomRightCorner.lat);
    expect(corners.topLeftCorner.lat).toBeGreaterThan(center.lat);
    expect(corners.bottomRightCorner.lng).toBeGreaterThan(center.lng);
    expect(distanceMeters(corners.bottomLeftCorner, corners.bottomRightCorner)).toBeCloseTo(45, 1);
    expect(distanceMeters(corners.topLeftCorner, corners.bottomLeftCorner)).toBeCloseTo(30, 1);
    expect((corners.topLeftCorner.lat + corners.bottomLeftCorner.lat) / 2).toBeCloseTo(center.lat, 6);
  });

  it('uses the ellipsoid: a degree of longitude shrinks towards the poles, one of latitude grows', () => {
    expect(metresPerDegree(0).lng).toBeCloseTo(111_319.5, 0);
    expect(metresPerDegree(60).lng).toBeCloseTo(55_800, -2);
    expect(metresPerDegree(60).lat).toBeGreaterThan(metresPerDegree(0).lat);
  });
});
