import type { FloorSurvey } from '../types';

/** A range of UTC survey days, both ends inclusive (days since 1970-01-01); an absent end is open. */
export interface SurveyDayRange {
  firstDay?: number | undefined;
  lastDay?: number | undefined;
}

const DAY_MS = 86_400_000;

/** The UTC day number of a `YYYY-MM-DD` date (days since 1970-01-01). */
export function dayOfIsoDate(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** Whether a range names no bound at all (every survey, dated or not). */
export function isOpenRange(range: SurveyDayRange): boolean {
  return range.firstDay === undefined && range.lastDay === undefined;
}

/** A short key of a range for cache keys and data versions. */
export function rangeKey(range: SurveyDayRange): string {
  return `${range.firstDay ?? ''}..${range.lastDay ?? ''}`;
}

/**
 * The floor's survey restricted to the points surveyed inside the range: a point stays when every survey that
 * placed scans there started on a day of the range (a point merging surveys of days in and out of the range, or
 * an undated one, is left out). An open range keeps the floor as it is; a floor stored without survey days has
 * no points in any bounded range.
 */
export function surveyBetween(floor: FloorSurvey, range: SurveyDayRange): FloorSurvey {
  if (isOpenRange(range)) {
    return floor;
  }
  const first = range.firstDay ?? -Infinity;
  const last = range.lastDay ?? Infinity;
  const days = floor.pointDays;
  const pointCount = floor.points.xMeters.length;
  const kept: number[] = [];
  for (let p = 0; p < pointCount && days !== undefined; p++) {
    // NaN (undated) fails both comparisons.
    if ((days.first[p] ?? NaN) >= first && (days.last[p] ?? NaN) <= last) {
      kept.push(p);
    }
  }
  const radioCount = floor.radios.length;
  const V = new Float32Array(kept.length * radioCount);
  kept.forEach((p, k) => {
    V.set(floor.V.subarray(p * radioCount, (p + 1) * radioCount), k * radioCount);
  });
  const pick = <T extends Float32Array | Float64Array>(values: T, make: (n: number) => T): T => {
    const picked = make(kept.length);
    kept.forEach((p, k) => {
      picked[k] = values[p] ?? NaN;
    });
    return picked;
  };
  const noise = floor.noiseDbm;
  return {
    ...floor,
    dataVersion: `${floor.dataVersion}|days:${rangeKey(range)}`,
    points: {
      xMeters: pick(floor.points.xMeters, (n) => new Float64Array(n)),
      yMeters: pick(floor.points.yMeters, (n) => new Float64Array(n)),
    },
    V,
    ...(noise === undefined ? {} : { noiseDbm: pick(noise, (n) => new Float32Array(n)) }),
    ...(days === undefined
      ? {}
      : {
          pointDays: {
            first: pick(days.first, (n) => new Float32Array(n)),
            last: pick(days.last, (n) => new Float32Array(n)),
          },
        }),
  };
}
