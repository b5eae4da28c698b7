import { DEFAULT_REQUIREMENT } from '@airlens/domain';
import type { EsxRequirement } from '@airlens/esx';
import { describe, expect, it } from 'vitest';
import { indexFloorAreas, isPointInPolygon } from './area-index';
import { createRequirementResolver } from './kpi-requirements';
import { kpiObjectOf, scoresOf } from './kpi-values';

const triangle = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 0, y: 10 },
];

describe('point in polygon', () => {
  it('tells inside from outside, concave shapes included', () => {
    expect(isPointInPolygon(2, 2, triangle)).toBe(true);
    expect(isPointInPolygon(6, 6, triangle)).toBe(false);
    const u = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 30, y: 30 },
      { x: 20, y: 30 },
      { x: 20, y: 10 },
      { x: 10, y: 10 },
      { x: 10, y: 30 },
      { x: 0, y: 30 },
    ];
    expect(isPointInPolygon(15, 20, u)).toBe(false);
    expect(isPointInPolygon(5, 20, u)).toBe(true);
  });

  it('answers every area containing a point, in file order, ignoring degenerate areas', () => {
    const index = indexFloorAreas([
      { id: 'a', floorPlanId: 'f', name: 'A', polygon: triangle, requirementId: undefined },
      { id: 'line', floorPlanId: 'f', name: 'Line', polygon: triangle.slice(0, 2), requirementId: undefined },
      { id: 'b', floorPlanId: 'f', name: 'B', polygon: [...triangle].reverse(), requirementId: undefined },
    ]);
    expect(index.areasAt(1, 1).map((position) => index.areas[position]?.id)).toEqual(['a', 'b']);
    expect(index.areasAt(20, 20)).toEqual([]);
  });
});

describe('requirement resolution', () => {
  const requirements: EsxRequirement[] = [
    {
      id: 'default',
      name: 'Default',
      key: undefined,
      isDefault: true,
      criteria: [
        {
          radioTechnology: 'IEEE802_11',
          band: 'FIVE',
          type: 'SIGNAL_STRENGTH',
          function: 'AT_LEAST',
          value: -70,
          additionalLimit: undefined,
        },
      ],
    },
    {
      id: 'voice',
      name: 'Voice',
      key: undefined,
      isDefault: false,
      criteria: [
        {
          radioTechnology: 'IEEE802_11',
          band: undefined,
          type: 'SECONDARY_SIGNAL_STRENGTH',
          function: 'AT_LEAST',
          value: -72,
          additionalLimit: undefined,
        },
        {
          radioTechnology: 'IEEE802_11',
          band: 'SIX',
          type: 'CHANNEL_OVERLAP',
          function: 'AT_MOST',
          value: 0,
          additionalLimit: -85,
        },
        {
          radioTechnology: 'BLUETOOTH',
          band: 'FIVE',
          type: 'SIGNAL_STRENGTH',
          function: 'AT_LEAST',
          value: -99,
          additionalLimit: undefined,
        },
        {
          radioTechnology: 'IEEE802_11',
          band: 'FIVE',
          type: 'DATA_RATE',
          function: 'AT_LEAST',
          value: 24,
          additionalLimit: undefined,
        },
      ],
    },
  ];
  const resolve = createRequirementResolver(requirements);

  it('takes each threshold from the area, else the project default, else the product default', () => {
    expect(resolve('voice', 'FIVE')).toEqual({ rssi: -70, rssi2: -72, snr: 25, channelInterference: 2 });
    expect(resolve('voice', 'SIX')).toEqual({ rssi: -67, rssi2: -72, snr: 25, channelInterference: 0 });
    expect(resolve(undefined, 'FIVE')).toEqual({ ...DEFAULT_REQUIREMENT, rssi: -70 });
    expect(resolve('missing', 'TWO')).toEqual(DEFAULT_REQUIREMENT);
  });
});

describe('KPI values', () => {
  it('scores the share passing, one decimal; the average of the five; issues at 80 or less', () => {
    const sums = {
      samples: 3,
      passRssi: 3,
      passRssi2: 2,
      passSnr: 3,
      passChannelInterference: 3,
      passNetworkHealth: 2,
    };
    expect(scoresOf(sums)).toEqual({
      rssi: 100,
      rssi2: 66.7,
      snr: 100,
      channelInterference: 100,
      networkHealth: 66.7,
      average: 86.7,
    });
    expect(kpiObjectOf(sums).issues).toBe(2);
    expect(
      kpiObjectOf({
        samples: 5,
        passRssi: 4,
        passRssi2: 5,
        passSnr: 5,
        passChannelInterference: 5,
        passNetworkHealth: 4,
      }).issues,
    ).toBe(2);
    expect(
      kpiObjectOf({
        samples: 0,
        passRssi: 0,
        passRssi2: 0,
        passSnr: 0,
        passChannelInterference: 0,
        passNetworkHealth: 0,
      }),
    ).toEqual({
      rssi: { value: null },
      secondaryRssi: { value: null },
      snr: { value: null },
      channelInterference: { value: null },
      networkHealth: { value: null },
      average: { value: null },
      issues: 0,
    });
  });
});
