import { describe, expect, it } from 'vitest';
import type { FloorSurvey } from '../types';
import { dayOfIsoDate, surveyBetween } from './survey-range';

const MARCH_3 = dayOfIsoDate('2025-03-03');

/** Four points × two radios; point p surveyed on 3 March + p days, the last one undated. */
function floor(withDays = true): FloorSurvey {
  return {
    floorId: 'f',
    dataVersion: 'v',
    widthMeters: 10,
    heightMeters: 10,
    metersPerPixel: 0.1,
    points: { xMeters: Float64Array.of(1, 2, 3, 4), yMeters: Float64Array.of(5, 6, 7, 8) },
    radios: ['a', 'b'].map((apId) => ({
      id: `${apId}|FIVE`,
      apId,
      band: 'FIVE' as const,
      primaryChannel: 36,
      widthMhz: 20 as const,
      isMine: true,
      isMeasured: true,
      apPosition: null,
    })),
    V: Float32Array.of(-50, -51, -60, -61, -70, -71, -80, -81),
    noiseDbm: Float32Array.of(-90, -91, -92, -93),
    ...(withDays
      ? {
          pointDays: {
            first: Float32Array.of(MARCH_3, MARCH_3 + 1, MARCH_3 + 1, NaN),
            last: Float32Array.of(MARCH_3, MARCH_3 + 1, MARCH_3 + 2, NaN),
          },
        }
      : {}),
  };
}

describe('surveyBetween', () => {
  it('counts days from 1970-01-01 in UTC', () => {
    expect(dayOfIsoDate('1970-01-02')).toBe(1);
    expect(MARCH_3).toBe(20150);
  });

  it('keeps the points whose every survey day lies in the range, with their rows of V and noise', () => {
    const kept = surveyBetween(floor(), { firstDay: MARCH_3 + 1, lastDay: MARCH_3 + 1 });
    expect(Array.from(kept.points.xMeters)).toEqual([2]);
    expect(Array.from(kept.V)).toEqual([-60, -61]);
    expect(Array.from(kept.noiseDbm ?? [])).toEqual([-91]);
    expect(kept.dataVersion).not.toBe('v');
    const wider = surveyBetween(floor(), { firstDay: MARCH_3 + 1 });
    expect(Array.from(wider.points.yMeters)).toEqual([6, 7]);
    expect(Array.from(wider.V)).toEqual([-60, -61, -70, -71]);
    const early = surveyBetween(floor(), { lastDay: MARCH_3 });
    expect(Array.from(early.points.xMeters)).toEqual([1]);
  });

  it('keeps everything for an open range and nothing of an undated floor for a bounded one', () => {
    const all = floor();
    expect(surveyBetween(all, {})).toBe(all);
    expect(surveyBetween(floor(false), { firstDay: 0 }).points.xMeters).toHaveLength(0);
  });
});
