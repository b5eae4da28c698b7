import { describe, expect, it } from 'vitest';
import { mapStatusText } from './map-status-text';

const base = {
  located: 1,
  withoutLocation: 0,
  loaded: 1,
  totalElements: 1,
  keyboardStops: 1,
  markersInView: 1,
};

describe('mapStatusText', () => {
  it('counts one project in the singular', () => {
    expect(mapStatusText(base)).toBe('1 project on the map');
  });

  it('counts the located share of a larger filter with thousands separators', () => {
    expect(mapStatusText({ ...base, located: 1200, loaded: 1500, totalElements: 12000 })).toBe(
      '1,200 of 12,000 projects on the map',
    );
  });

  it('names projects without a location and asks to zoom in when markers exceed the keyboard stops', () => {
    expect(
      mapStatusText({
        located: 250,
        withoutLocation: 3,
        loaded: 253,
        totalElements: 253,
        keyboardStops: 200,
        markersInView: 250,
      }),
    ).toBe(
      '250 projects on the map · 3 without a location · zoom in to reach every marker with the keyboard (200 of 250)',
    );
  });
});
