import { describe, expect, it } from 'vitest';
import { applyOperations } from './design-operations';
import { rebaseOperations, type DroppedOperation, type RebaseResult } from './design-rebase';
import { DesignOperationError, type Design, type DesignEntity, type DesignOperation } from './design-types';

/** The rebase as it was first written (each operation on the whole design): the reference for the results. */
function rebaseOneByOne(pending: readonly DesignOperation[], theirs: Design): RebaseResult {
  let design = theirs;
  const operations: DesignOperation[] = [];
  const dropped: DroppedOperation[] = [];
  for (const operation of pending) {
    try {
      design = applyOperations(design, [operation]);
      operations.push(operation);
    } catch (error) {
      if (!(error instanceof DesignOperationError)) {
        throw error;
      }
      dropped.push({ operation, reason: error.message });
    }
  }
  return { operations, dropped, design };
}

/** A small deterministic generator (mulberry32), so a failure names a case that can be run again. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FLOORS = ['fp-1', 'fp-2', 'fp-3', 'fp-empty'];

function location(floorPlanId: string, x: number, y: number) {
  return { floorPlanId, coord: { x, y } };
}

/** A design of 3 floors and an empty one, 200 APs with 2 radios each, 300 walls (joined in chains), areas. */
function theirDesign(random: () => number): Design {
  const at = () => Math.round(random() * 1000) / 10;
  const floorOf = (index: number) => FLOORS[index % 3] as string;
  const wallPoints: DesignEntity[] = [];
  const wallSegments: DesignEntity[] = [];
  for (let chain = 0; chain < 30; chain++) {
    const floor = floorOf(chain);
    for (let point = 0; point <= 10; point++) {
      wallPoints.push({ location: location(floor, at(), at()), id: `wp-${chain}-${point}` });
    }
    for (let wall = 0; wall < 10; wall++) {
      const ends = [`wp-${chain}-${wall}`, `wp-${chain}-${wall + 1}`];
      // Every third chain in the older schema generation (point1Id, point2Id).
      const fields = chain % 3 === 0 ? { point1Id: ends[0], point2Id: ends[1] } : { wallPoints: ends };
      wallSegments.push({ wallTypeId: `wt-${wall % 2}`, ...fields, id: `w-${chain}-${wall}` });
    }
  }
  return new Map<string, readonly DesignEntity[]>([
    ['project', [{ name: 'Project', id: 'project-1' }]],
    // No ids: a collection the rebase cannot index keeps working whole.
    ['projectHistorys', [{ productName: 'Ekahau' }, { productName: 'Airlens' }] as unknown as DesignEntity[]],
    ['images', FLOORS.map((floor) => ({ imageFormat: 'PNG', id: `img-${floor}` }))],
    [
      'floorPlans',
      FLOORS.map((floor) => ({ name: floor, width: 100, height: 100, imageId: `img-${floor}`, id: floor })),
    ],
    [
      'wallTypes',
      [
        { name: 'Drywall', id: 'wt-0' },
        { name: 'Concrete', id: 'wt-1' },
      ],
    ],
    ['antennaTypes', [{ name: 'Omni', id: 'ant-1' }]],
    ['requirements', [{ name: 'Voice', id: 'req-1' }]],
    ['attenuationAreaTypes', [{ name: 'Shelves', id: 'aat-1' }]],
    [
      'accessPoints',
      Array.from({ length: 200 }, (_, index) => ({
        name: `AP-${index}`,
        location: location(floorOf(index), at(), at()),
        id: `ap-${index}`,
      })),
    ],
    [
      'simulatedRadios',
      Array.from({ length: 400 }, (_, index) => ({
        accessPointId: `ap-${index >> 1}`,
        antennaTypeId: 'ant-1',
        channel: [index % 2 === 0 ? 1 : 36],
        id: `r-${index}`,
      })),
    ],
    ['wallPoints', wallPoints],
    ['wallSegments', wallSegments],
    [
      'areas',
      Array.from({ length: 20 }, (_, index) => ({
        name: `Area ${index}`,
        floorPlanId: floorOf(index),
        area: [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 10, y: 10 },
        ],
        id: `area-${index}`,
      })),
    ],
    [
      'attenuationAreas',
      Array.from({ length: 10 }, (_, index) => ({
        floorPlanId: floorOf(index),
        attenuationAreaTypeId: 'aat-1',
        area: [
          { x: 0, y: 0 },
          { x: 5, y: 0 },
          { x: 5, y: 5 },
        ],
        id: `att-${index}`,
      })),
    ],
    ['surveys', [{ name: 'Walk', floorPlanId: 'fp-1', id: 'survey-1' }]],
  ]);
}

/**
 * 5,000 edits of the kinds the editor makes, many naming entities the other side removed or that an earlier
 * pending edit removed or added: moves, renames, adds, removes of APs, radios, walls (joined to existing points or
 * not), areas and floors, and a few values that do not apply at all.
 */
function pendingOperations(random: () => number, count: number): DesignOperation[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const index = (size: number) => Math.floor(random() * size);
  const floor = () => (random() < 0.05 ? 'fp-gone' : pick(FLOORS.slice(0, 3)));
  const point = () => ({ x: Math.round(random() * 1000) / 10, y: Math.round(random() * 1000) / 10 });
  const triangle = () => [point(), point(), point()];
  const apId = () => (random() < 0.8 ? `ap-${index(220)}` : `new-ap-${index(300)}`);
  const wallId = () => (random() < 0.7 ? `w-${index(32)}-${index(10)}` : `new-w-${index(300)}`);
  const wallPointId = () => `wp-${index(32)}-${index(11)}`;
  const makers: (() => DesignOperation)[] = [
    () => ({ op: 'update', type: 'ACCESS_POINT', id: apId(), value: { location: location(floor(), 1, 2) } }),
    () => ({ op: 'update', type: 'ACCESS_POINT', id: apId(), value: { name: `Renamed ${index(99)}` } }),
    () => ({
      op: 'add',
      type: 'ACCESS_POINT',
      id: apId(),
      value: { name: 'New', location: location(floor(), 5, 5) },
    }),
    () => ({ op: 'remove', type: 'ACCESS_POINT', id: apId() }),
    () => ({
      op: 'add',
      type: 'SIMULATED_RADIO',
      id: `new-r-${index(400)}`,
      value: { accessPointId: apId(), antennaTypeId: random() < 0.9 ? 'ant-1' : 'ant-gone' },
    }),
    () => ({
      op: 'update',
      type: 'SIMULATED_RADIO',
      id: `r-${index(420)}`,
      value: { channel: [index(165)] },
    }),
    () => ({ op: 'remove', type: 'SIMULATED_RADIO', id: `r-${index(420)}` }),
    () => ({
      op: 'add',
      type: 'WALL_SEGMENT',
      id: wallId(),
      value: {
        wallTypeId: random() < 0.9 ? `wt-${index(2)}` : 'wt-gone',
        points: [point(), point()],
        floorPlanId: floor(),
        ...(random() < 0.4 ? { wallPoints: [wallPointId(), `new-wp-${index(500)}`] } : {}),
      },
    }),
    () => ({ op: 'update', type: 'WALL_SEGMENT', id: wallId(), value: { points: [point(), point()] } }),
    () => ({ op: 'update', type: 'WALL_SEGMENT', id: wallId(), value: { wallTypeId: `wt-${index(3)}` } }),
    () => ({
      op: 'update',
      type: 'WALL_SEGMENT',
      id: wallId(),
      value: { wallPoints: [wallPointId(), wallPointId()] },
    }),
    () => ({ op: 'remove', type: 'WALL_SEGMENT', id: wallId() }),
    () => ({
      op: 'add',
      type: 'AREA',
      id: `new-area-${index(100)}`,
      value: { floorPlanId: floor(), area: triangle(), requirementId: pick(['req-1', 'req-gone']) },
    }),
    () => ({ op: 'update', type: 'AREA', id: `area-${index(25)}`, value: { name: `Zone ${index(9)}` } }),
    () => ({ op: 'remove', type: 'AREA', id: `area-${index(25)}` }),
    () => ({
      op: 'add',
      type: 'ATTENUATION_AREA',
      id: `new-att-${index(50)}`,
      value: { floorPlanId: floor(), attenuationAreaTypeId: 'aat-1', area: triangle() },
    }),
    () => ({ op: 'remove', type: 'ATTENUATION_AREA', id: `att-${index(12)}` }),
    () => ({ op: 'update', type: 'FLOOR_PLAN', id: floor(), value: { metersPerUnit: random() } }),
    () => ({ op: 'remove', type: 'FLOOR_PLAN', id: pick(FLOORS) }),
    () => ({
      op: 'add',
      type: 'FLOOR_PLAN',
      id: `new-fp-${index(5)}`,
      value: { name: 'Roof', imageId: pick(['img-fp-1', 'img-gone']), width: 50, height: 50 },
    }),
    // A value of the wrong shape: dropped with the value's message.
    () => ({ op: 'update', type: 'ACCESS_POINT', id: apId(), value: { location: { floorPlanId: 7 } } }),
  ];
  return Array.from({ length: count }, () => pick(makers)());
}

describe('rebaseOperations on 5,000 pending operations', () => {
  it('keeps, drops and applies exactly what the one-by-one rebase does, on a random case', () => {
    const random = randomOf(5000);
    const base = theirDesign(random);
    // The other side's changes since: APs, a chain of walls and an area removed, a floor scaled.
    const theirs = applyOperations(base, [
      ...Array.from({ length: 20 }, (_, index): DesignOperation => ({
        op: 'remove',
        type: 'ACCESS_POINT',
        id: `ap-${index * 7}`,
      })),
      ...Array.from({ length: 10 }, (_, index): DesignOperation => ({
        op: 'remove',
        type: 'WALL_SEGMENT',
        id: `w-4-${index}`,
      })),
      { op: 'remove', type: 'AREA', id: 'area-3' },
      { op: 'update', type: 'FLOOR_PLAN', id: 'fp-2', value: { metersPerUnit: 0.05 } },
    ]);
    const pending = pendingOperations(random, 5000);

    const expected = rebaseOneByOne(pending, theirs);
    const result = rebaseOperations(pending, theirs);

    expect(result.operations).toEqual(expected.operations);
    expect(result.dropped).toEqual(expected.dropped);
    expect([...result.design.keys()]).toEqual([...expected.design.keys()]);
    for (const [collection, entities] of expected.design) {
      expect(result.design.get(collection), collection).toEqual(entities);
    }
    // The case is a real one: most kinds of edit both kept and dropped.
    expect(expected.operations.length).toBeGreaterThan(1500);
    expect(expected.dropped.length).toBeGreaterThan(500);
    const keptKinds = new Set(expected.operations.map((operation) => `${operation.op} ${operation.type}`));
    expect(keptKinds.size).toBeGreaterThanOrEqual(16);
  });
});
