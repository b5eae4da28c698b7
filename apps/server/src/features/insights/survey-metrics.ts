import type { EsxRoutePoint } from '@airlens/esx';

/**
 * Time spent on the route: the sum of each leg's first-to-last span (pauses between legs do not count),
 * or the survey's own duration when it has no timed route.
 */
export function routeDurationSeconds(
  legs: readonly EsxRoutePoint[][],
  fallbackDurationNs: number | undefined,
): number {
  let totalNs = 0;
  let hasRoute = false;
  for (const leg of legs) {
    const first = leg[0];
    const last = leg[leg.length - 1];
    if (first !== undefined && last !== undefined && leg.length > 1) {
      totalNs += Math.max(0, last.timeNs - first.timeNs);
      hasRoute = true;
    }
  }
  if (!hasRoute) {
    return fallbackDurationNs !== undefined && Number.isFinite(fallbackDurationNs)
      ? Math.max(0, fallbackDurationNs) / 1e9
      : 0;
  }
  return totalNs / 1e9;
}

/** Distance walked: the length of every leg's polyline in floor-plan units times the floor's metres per unit. */
export function routeDistanceMeters(legs: readonly EsxRoutePoint[][], metersPerUnit: number): number {
  let units = 0;
  for (const leg of legs) {
    for (let i = 1; i < leg.length; i++) {
      const a = leg[i - 1];
      const b = leg[i];
      if (a !== undefined && b !== undefined) {
        units += Math.hypot(b.x - a.x, b.y - a.y);
      }
    }
  }
  return Number.isFinite(metersPerUnit) && metersPerUnit > 0 ? units * metersPerUnit : 0;
}

/** The UTC calendar day (YYYY-MM-DD) of an epoch-millisecond time, or null when the time is unknown. */
export function utcDay(epochMs: number): string | null {
  return Number.isFinite(epochMs) ? new Date(epochMs).toISOString().slice(0, 10) : null;
}
