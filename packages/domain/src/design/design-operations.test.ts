import { describe, expect, it } from 'vitest';
import { applyOperations, invertOperation, invertOperations } from './design-operations';
import { DesignOperationError, type Design, type DesignEntity, type DesignOperation } from './design-types';

/** A small design: one floor, an AP with two radios, two walls sharing a point, an area, an attenuation area. */
function sampleDesign(): Design {
  const entities: Record<string, DesignEntity[]> = {
    floorPlans: [
      { name: 'Ground', width: 1000, height: 800, imageId: 'img-1', metersPerUnit: 0.05, id: 'fp-1' },
    ],
    images: [
      { imageFormat: 'PNG', id: 'img-1' },
      { imageFormat: 'PNG', id: 'img-2' },
    ],
    accessPoints: [
      {
        name: 'AP-1',
        model: 'AP-515',
        location: { floorPlanId: 'fp-1', coord: { x: 100, y: 100 } },
        id: 'ap-1',
      },
    ],
    simulatedRadios: [
      { accessPointId: 'ap-1', enabled: true, channel: [1], transmitPower: 14, id: 'r-1' },
      { accessPointId: 'ap-1', enabled: true, channel: [36], transmitPower: 17, id: 'r-2' },
    ],
    wallTypes: [
      { name: 'Concrete', id: 'wt-1' },
      { name: 'Glass', id: 'wt-2' },
    ],
    wallPoints: [
      { location: { floorPlanId: 'fp-1', coord: { x: 0, y: 0 } }, id: 'p-1' },
      { location: { floorPlanId: 'fp-1', coord: { x: 100, y: 0 } }, id: 'p-2' },
      { location: { floorPlanId: 'fp-1', coord: { x: 100, y: 100 } }, id: 'p-3' },
    ],
    wallSegments: [
      { wallTypeId: 'wt-1', wallPoints: ['p-1', 'p-2'], id: 'w-1' },
      { wallTypeId: 'wt-1', wallPoints: ['p-2', 'p-3'], id: 'w-2' },
    ],
    requirements: [{ name: 'Voice', id: 'req-1' }],
    areas: [{ floorPlanId: 'fp-1', name: 'Office', area: square(10), requirementId: 'req-1', id: 'area-1' }],
    attenuationAreaTypes: [{ name: 'Shelving', id: 'aat-1' }],
    attenuationAreas: [
      { floorPlanId: 'fp-1', attenuationAreaTypeId: 'aat-1', area: square(50), id: 'att-1' },
    ],
  };
  return new Map(Object.entries(entities));
}

function square(size: number) {
  return [
    { x: 0, y: 0 },
    { x: size, y: 0 },
    { x: size, y: size },
    { x: 0, y: size },
  ];
}

/** Order-free comparable form: each collection's entities sorted by id (a re-added entity comes last). */
function canonical(design: Design): Record<string, DesignEntity[]> {
  return Object.fromEntries(
    [...design.entries()]
      .filter(([, entities]) => entities.length > 0)
      .map(([collection, entities]) => [collection, [...entities].sort((a, b) => a.id.localeCompare(b.id))]),
  );
}

function roundTrip(design: Design, operations: DesignOperation[]): Design {
  const inverse = invertOperations(design, operations);
  return applyOperations(applyOperations(design, operations), inverse);
}

const CASES: [string, DesignOperation[]][] = [
  [
    'add an AP',
    [
      {
        op: 'add',
        type: 'ACCESS_POINT',
        id: 'ap-2',
        value: { name: 'AP-2', location: { floorPlanId: 'fp-1', coord: { x: 5, y: 6 } } },
      },
    ],
  ],
  [
    'move an AP',
    [
      {
        op: 'update',
        type: 'ACCESS_POINT',
        id: 'ap-1',
        value: { location: { floorPlanId: 'fp-1', coord: { x: 300, y: 40 } } },
      },
    ],
  ],
  [
    'unplace an AP',
    [{ op: 'update', type: 'ACCESS_POINT', id: 'ap-1', value: { location: null, color: 'red' } }],
  ],
  ['remove an AP with its radios', [{ op: 'remove', type: 'ACCESS_POINT', id: 'ap-1' }]],
  [
    'add a radio',
    [{ op: 'add', type: 'SIMULATED_RADIO', id: 'r-3', value: { accessPointId: 'ap-1', channel: [149] } }],
  ],
  [
    'change a channel and power',
    [
      {
        op: 'update',
        type: 'SIMULATED_RADIO',
        id: 'r-2',
        value: { channel: [44], transmitPower: 20, antennaHeight: 3 },
      },
    ],
  ],
  ['remove a radio', [{ op: 'remove', type: 'SIMULATED_RADIO', id: 'r-1' }]],
  [
    'add a wall',
    [
      {
        op: 'add',
        type: 'WALL_SEGMENT',
        id: 'w-3',
        value: {
          wallTypeId: 'wt-2',
          floorPlanId: 'fp-1',
          points: [
            { x: 1, y: 2 },
            { x: 3, y: 4 },
          ],
        },
      },
    ],
  ],
  [
    'add a wall joined to a point',
    [
      {
        op: 'add',
        type: 'WALL_SEGMENT',
        id: 'w-3',
        value: {
          wallTypeId: 'wt-2',
          floorPlanId: 'fp-1',
          wallPoints: ['p-3', 'new'],
          points: [
            { x: 9, y: 9 },
            { x: 3, y: 4 },
          ],
        },
      },
    ],
  ],
  [
    'move a shared wall end',
    [
      {
        op: 'update',
        type: 'WALL_SEGMENT',
        id: 'w-1',
        value: {
          points: [
            { x: 0, y: 0 },
            { x: 120, y: 10 },
          ],
        },
      },
    ],
  ],
  [
    'detach a wall onto new points',
    [
      {
        op: 'update',
        type: 'WALL_SEGMENT',
        id: 'w-2',
        value: {
          wallPoints: ['q-1', 'q-2'],
          points: [
            { x: 7, y: 7 },
            { x: 8, y: 8 },
          ],
          wallTypeId: 'wt-2',
        },
      },
    ],
  ],
  ['remove a wall', [{ op: 'remove', type: 'WALL_SEGMENT', id: 'w-2' }]],
  [
    'remove both walls',
    [
      { op: 'remove', type: 'WALL_SEGMENT', id: 'w-1' },
      { op: 'remove', type: 'WALL_SEGMENT', id: 'w-2' },
    ],
  ],
  [
    'add an attenuation area',
    [
      {
        op: 'add',
        type: 'ATTENUATION_AREA',
        id: 'att-2',
        value: { floorPlanId: 'fp-1', attenuationAreaTypeId: 'aat-1', area: square(5) },
      },
    ],
  ],
  [
    'reshape an attenuation area',
    [{ op: 'update', type: 'ATTENUATION_AREA', id: 'att-1', value: { area: square(60), name: 'Racks' } }],
  ],
  ['remove an attenuation area', [{ op: 'remove', type: 'ATTENUATION_AREA', id: 'att-1' }]],
  [
    'add an area',
    [
      {
        op: 'add',
        type: 'AREA',
        id: 'area-2',
        value: { floorPlanId: 'fp-1', name: 'Hall', area: square(3) },
      },
    ],
  ],
  [
    'clear an area requirement',
    [{ op: 'update', type: 'AREA', id: 'area-1', value: { requirementId: null, name: 'Open office' } }],
  ],
  ['remove an area', [{ op: 'remove', type: 'AREA', id: 'area-1' }]],
  [
    'add a floor plan',
    [
      {
        op: 'add',
        type: 'FLOOR_PLAN',
        id: 'fp-2',
        value: { name: 'First', imageId: 'img-2', width: 500, height: 400 },
      },
    ],
  ],
  [
    'rename and scale a floor plan',
    [{ op: 'update', type: 'FLOOR_PLAN', id: 'fp-1', value: { name: 'Level 0', metersPerUnit: 0.1 } }],
  ],
];

describe('applyOperations and invertOperations', () => {
  it.each(CASES)('%s: applying, then the inverse, gives the design back', (_name, operations) => {
    const design = sampleDesign();
    const changed = applyOperations(design, operations);
    expect(canonical(changed)).not.toEqual(canonical(design));
    expect(canonical(roundTrip(design, operations))).toEqual(canonical(design));
  });

  it('removes an empty floor plan and its inverse brings it back', () => {
    const withFloor = applyOperations(sampleDesign(), [
      {
        op: 'add',
        type: 'FLOOR_PLAN',
        id: 'fp-2',
        value: { name: 'First', imageId: 'img-2', width: 500, height: 400 },
      },
    ]);
    const removal: DesignOperation[] = [{ op: 'remove', type: 'FLOOR_PLAN', id: 'fp-2' }];
    expect(
      applyOperations(withFloor, removal)
        .get('floorPlans')
        ?.map((plan) => plan.id),
    ).toEqual(['fp-1']);
    expect(canonical(roundTrip(withFloor, removal))).toEqual(canonical(withFloor));
  });

  it('leaves the design it was given unchanged', () => {
    const design = sampleDesign();
    const before = structuredClone(canonical(design));
    applyOperations(design, [
      { op: 'update', type: 'ACCESS_POINT', id: 'ap-1', value: { name: 'Renamed' } },
      { op: 'remove', type: 'WALL_SEGMENT', id: 'w-1' },
    ]);
    expect(canonical(design)).toEqual(before);
  });

  it('moves an AP and keeps every other field', () => {
    const moved = applyOperations(sampleDesign(), [
      {
        op: 'update',
        type: 'ACCESS_POINT',
        id: 'ap-1',
        value: { location: { floorPlanId: 'fp-1', coord: { x: 1, y: 2 } } },
      },
    ]);
    expect(moved.get('accessPoints')).toEqual([
      { name: 'AP-1', model: 'AP-515', location: { floorPlanId: 'fp-1', coord: { x: 1, y: 2 } }, id: 'ap-1' },
    ]);
  });

  it('removes an AP with its radios', () => {
    const removed = applyOperations(sampleDesign(), [{ op: 'remove', type: 'ACCESS_POINT', id: 'ap-1' }]);
    expect(removed.get('accessPoints')).toEqual([]);
    expect(removed.get('simulatedRadios')).toEqual([]);
  });

  it('moves the neighbour of a shared wall point with it and drops points no wall uses', () => {
    const moved = applyOperations(sampleDesign(), [
      {
        op: 'update',
        type: 'WALL_SEGMENT',
        id: 'w-1',
        value: {
          points: [
            { x: 0, y: 0 },
            { x: 120, y: 10 },
          ],
        },
      },
    ]);
    expect(moved.get('wallPoints')?.find((point) => point.id === 'p-2')?.location).toEqual({
      floorPlanId: 'fp-1',
      coord: { x: 120, y: 10 },
    });
    const removed = applyOperations(sampleDesign(), [{ op: 'remove', type: 'WALL_SEGMENT', id: 'w-2' }]);
    expect(removed.get('wallPoints')?.map((point) => point.id)).toEqual(['p-1', 'p-2']);
  });

  it('creates a new wall with its two ends', () => {
    const added = applyOperations(sampleDesign(), [
      {
        op: 'add',
        type: 'WALL_SEGMENT',
        id: 'w-9',
        value: {
          wallTypeId: 'wt-2',
          floorPlanId: 'fp-1',
          points: [
            { x: 1, y: 2 },
            { x: 3, y: 4 },
          ],
        },
      },
    ]);
    expect(added.get('wallSegments')?.at(-1)).toEqual({
      wallTypeId: 'wt-2',
      wallPoints: ['w-9-a', 'w-9-b'],
      id: 'w-9',
    });
    expect(added.get('wallPoints')?.slice(-2)).toEqual([
      { location: { floorPlanId: 'fp-1', coord: { x: 1, y: 2 } }, id: 'w-9-a' },
      { location: { floorPlanId: 'fp-1', coord: { x: 3, y: 4 } }, id: 'w-9-b' },
    ]);
  });

  it('ignores read-only fields of a value', () => {
    const updated = applyOperations(sampleDesign(), [
      {
        op: 'update',
        type: 'FLOOR_PLAN',
        id: 'fp-1',
        value: { id: 'other', width: 1, imageId: 'img-2', name: 'L0' },
      },
      {
        op: 'update',
        type: 'SIMULATED_RADIO',
        id: 'r-1',
        value: { accessPointId: 'elsewhere', enabled: false },
      },
    ]);
    expect(updated.get('floorPlans')).toEqual([
      { name: 'L0', width: 1000, height: 800, imageId: 'img-1', metersPerUnit: 0.05, id: 'fp-1' },
    ]);
    expect(updated.get('simulatedRadios')?.[0]).toEqual({
      accessPointId: 'ap-1',
      enabled: false,
      channel: [1],
      transmitPower: 14,
      id: 'r-1',
    });
  });

  const FAILURES: [string, DesignOperation, RegExp][] = [
    [
      'an unknown id',
      { op: 'update', type: 'ACCESS_POINT', id: 'nope', value: { name: 'X' } },
      /Access point nope does not exist/,
    ],
    [
      'an id that exists',
      { op: 'add', type: 'AREA', id: 'area-1', value: { floorPlanId: 'fp-1', area: square(2) } },
      /already exists/,
    ],
    [
      'a missing floor',
      {
        op: 'add',
        type: 'ACCESS_POINT',
        id: 'ap-9',
        value: { name: 'X', location: { floorPlanId: 'fp-9', coord: { x: 0, y: 0 } } },
      },
      /Floor plan fp-9 does not exist/,
    ],
    [
      'a radio of a missing AP',
      { op: 'add', type: 'SIMULATED_RADIO', id: 'r-9', value: { accessPointId: 'ap-9' } },
      /Access point ap-9 does not exist/,
    ],
    [
      'a missing wall type',
      { op: 'update', type: 'WALL_SEGMENT', id: 'w-1', value: { wallTypeId: 'wt-9' } },
      /Wall type wt-9 does not exist/,
    ],
    [
      'a polygon of two points',
      {
        op: 'update',
        type: 'AREA',
        id: 'area-1',
        value: {
          area: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ],
        },
      },
      /area needs at least 3 points/,
    ],
    [
      'a text where a number belongs',
      { op: 'update', type: 'SIMULATED_RADIO', id: 'r-1', value: { transmitPower: 'high' } },
      /transmitPower/,
    ],
    [
      'a tilt beyond 90 degrees',
      { op: 'update', type: 'SIMULATED_RADIO', id: 'r-1', value: { antennaTilt: 95 } },
      /antennaTilt/,
    ],
    ['an add without a value', { op: 'add', type: 'AREA', id: 'area-9' }, /needs a value/],
    [
      'an add missing a field',
      { op: 'add', type: 'WALL_SEGMENT', id: 'w-9', value: { wallTypeId: 'wt-1' } },
      /needs points, floorPlanId/,
    ],
    ['removing a floor in use', { op: 'remove', type: 'FLOOR_PLAN', id: 'fp-1' }, /still has/],
  ];

  it.each(FAILURES)('refuses %s, naming the operation, and applies nothing', (_name, failing, message) => {
    const design = sampleDesign();
    const first: DesignOperation = {
      op: 'update',
      type: 'ACCESS_POINT',
      id: 'ap-1',
      value: { name: 'Changed' },
    };
    let error: unknown;
    try {
      applyOperations(design, [first, failing]);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DesignOperationError);
    expect((error as DesignOperationError).index).toBe(1);
    expect((error as DesignOperationError).message).toMatch(message);
    expect(design.get('accessPoints')?.[0]?.name).toBe('AP-1');
  });

  it('inverts one operation on its own', () => {
    expect(
      invertOperation(sampleDesign(), {
        op: 'update',
        type: 'AREA',
        id: 'area-1',
        value: { name: 'Hall', requirementId: null },
      }),
    ).toEqual([
      { op: 'update', type: 'AREA', id: 'area-1', value: { name: 'Office', requirementId: 'req-1' } },
    ]);
    expect(invertOperation(sampleDesign(), { op: 'remove', type: 'WALL_SEGMENT', id: 'w-1' })).toEqual([
      {
        op: 'add',
        type: 'WALL_SEGMENT',
        id: 'w-1',
        value: {
          wallTypeId: 'wt-1',
          wallPoints: ['p-1', 'p-2'],
          points: [
            { x: 0, y: 0 },
            { x: 100, y: 0 },
          ],
          floorPlanId: 'fp-1',
        },
      },
    ]);
  });
});
