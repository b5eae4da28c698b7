import type { GeoBounds } from '../api/list-projects';

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A map view's corners as query bounds: latitudes within ±90, longitudes within ±180, a view wider than the
 * world covering every longitude; corners given in any order.
 */
export function boundsFromCorners(
  a: { lng: number; lat: number },
  b: { lng: number; lat: number },
): GeoBounds {
  const west = Math.min(a.lng, b.lng);
  const east = Math.max(a.lng, b.lng);
  const isWholeWorld = east - west >= 360;
  return {
    minLatitude: clamp(Math.min(a.lat, b.lat), -90, 90),
    maxLatitude: clamp(Math.max(a.lat, b.lat), -90, 90),
    minLongitude: isWholeWorld ? -180 : clamp(west, -180, 180),
    maxLongitude: isWholeWorld ? 180 : clamp(east, -180, 180),
  };
}

/** Whether two bounds are the same to about a metre (map events repeat the same view). */
export function sameBounds(a: GeoBounds | null, b: GeoBounds | null): boolean {
  if (a === null || b === null) {
    return a === b;
  }
  const close = (x: number, y: number): boolean => Math.abs(x - y) < 1e-5;
  return (
    close(a.minLatitude, b.minLatitude) &&
    close(a.maxLatitude, b.maxLatitude) &&
    close(a.minLongitude, b.minLongitude) &&
    close(a.maxLongitude, b.maxLongitude)
  );
}

/** The [west, south, east, north] box around points, or null without points. */
export function boxAround(
  points: readonly { latitude: number; longitude: number }[],
): [number, number, number, number] | null {
  if (points.length === 0) {
    return null;
  }
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (const point of points) {
    west = Math.min(west, point.longitude);
    east = Math.max(east, point.longitude);
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
  }
  return [west, south, east, north];
}
