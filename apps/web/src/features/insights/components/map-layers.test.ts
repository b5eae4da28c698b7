import { describe, expect, it } from 'vitest';
import { boundsFromCorners, boxAround, sameBounds } from './geo-bounds';
import { markersOf, selectionOf } from './map-layers';
import { projectEntry } from './test-api';

describe('markersOf', () => {
  it('places located projects with the tone of the selected criterion and leaves out those without a place', () => {
    const projects = [
      projectEntry({ id: 'a', name: 'A', rssi: 81, snr: 80 }).project,
      projectEntry({ id: 'b', name: 'B', geolocation: null }).project,
    ];
    expect(markersOf(projects, 'rssi').features).toEqual([
      {
        type: 'Feature',
        id: 'a',
        geometry: { type: 'Point', coordinates: [13.4, 52.5] },
        properties: { id: 'a', tone: 'good' },
      },
    ]);
    expect(markersOf(projects, 'snr').features[0]?.properties).toEqual({ id: 'a', tone: 'bad' });
  });
});

describe('selectionOf and the bounds helpers', () => {
  it('draws the map-area filter as a closed rectangle, nothing without one', () => {
    expect(selectionOf(null).features).toEqual([]);
    const bounds = { minLatitude: 1, maxLatitude: 2, minLongitude: 3, maxLongitude: 4 };
    expect(selectionOf(bounds).features[0]?.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [3, 1],
          [4, 1],
          [4, 2],
          [3, 2],
          [3, 1],
        ],
      ],
    });
  });

  it('orders and clamps corners, and widens a view wider than the world to every longitude', () => {
    expect(boundsFromCorners({ lng: 20, lat: 95 }, { lng: -10, lat: 40 })).toEqual({
      minLatitude: 40,
      maxLatitude: 90,
      minLongitude: -10,
      maxLongitude: 20,
    });
    expect(boundsFromCorners({ lng: -300, lat: 0 }, { lng: 200, lat: 10 })).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(
      sameBounds(boundsFromCorners({ lng: 1, lat: 1 }, { lng: 2, lat: 2 }), {
        minLatitude: 1,
        maxLatitude: 2,
        minLongitude: 1,
        maxLongitude: 2.000001,
      }),
    ).toBe(true);
    expect(
      boxAround([
        { latitude: 50, longitude: 10 },
        { latitude: 40, longitude: -5 },
      ]),
    ).toEqual([-5, 40, 10, 50]);
    expect(boxAround([])).toBeNull();
  });
});
