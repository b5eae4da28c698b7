import { describe, expect, it } from 'vitest';
import { drawableOutlines, unwrapRing } from './basemap';

describe('unwrapRing', () => {
  it('leaves a ring that does not cross the antimeridian as it is', () => {
    const ring = [
      [10, 50],
      [12, 50],
      [12, 52],
      [10, 50],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });

  it('makes a ring across the antimeridian continuous', () => {
    expect(
      unwrapRing([
        [178, 60],
        [-178, 60],
        [-178, 62],
        [178, 62],
        [178, 60],
      ]),
    ).toEqual([
      [178, 60],
      [182, 60],
      [182, 62],
      [178, 62],
      [178, 60],
    ]);
  });

  it('drops a ring around a pole', () => {
    expect(
      unwrapRing([
        [-180, -85],
        [-60, -70],
        [60, -70],
        [180, -85],
        [-180, -85],
      ]),
    ).toBeNull();
  });
});

describe('drawableOutlines', () => {
  it('keeps drawable countries and leaves out those only made of polar rings', () => {
    const outlines = drawableOutlines({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Square' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 0],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Pole' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-180, -85],
                [-60, -70],
                [60, -70],
                [180, -85],
                [-180, -85],
              ],
            ],
          },
        },
      ],
    });
    expect(outlines.features.map((country) => (country.properties as { name: string } | null)?.name)).toEqual(
      ['Square'],
    );
  });
});
