import { describe, expect, it } from 'vitest';
import {
  diffDesigns,
  displacementMeters,
  propertyChanges,
  type DesignSnapshot,
  type SnapshotAccessPoint,
  type WallColumns,
} from './version-diff';

/** Floor F1 at 0.1 m per unit (1 m = 10 units); F2 unscaled. */
const SCALES = new Map<string, number | null>([
  ['F1', 0.1],
  ['F2', null],
]);

function ap(
  id: string,
  x: number,
  y: number,
  properties: Record<string, string> = {},
  floor = 'F1',
): SnapshotAccessPoint {
  return { id, name: `AP ${id}`, floorPlanId: floor, position: { floorPlanId: floor, x, y }, properties };
}

/** Concrete walls on F1 with these ids, as a snapshot holds them. */
function walls(...ids: string[]): WallColumns {
  return { ids, typeNames: ids.map(() => 'Concrete'), floorPlanIds: ids.map(() => 'F1') };
}

function snapshot(parts: Partial<DesignSnapshot>): DesignSnapshot {
  return {
    metersPerUnit: SCALES,
    accessPoints: [],
    walls: walls(),
    attenuationAreas: [],
    areas: [],
    ...parts,
  };
}

const VERSIONS = { from: 1, to: 2 };

describe('diffDesigns', () => {
  it('names added and removed APs with their positions', () => {
    const diff = diffDesigns(
      snapshot({ accessPoints: [ap('a', 0, 0), ap('b', 5, 5)] }),
      snapshot({ accessPoints: [ap('a', 0, 0), ap('c', 7, 8)] }),
      VERSIONS,
    );
    expect(diff.accessPoints.added).toEqual([
      { id: 'c', name: 'AP c', floorPlanId: 'F1', position: { floorPlanId: 'F1', x: 7, y: 8 } },
    ]);
    expect(diff.accessPoints.removed.map((entry) => entry.id)).toEqual(['b']);
    expect(diff.accessPoints.moved).toEqual([]);
    expect(diff.accessPoints.changed).toEqual([]);
    expect(diff).toMatchObject({ from: 1, to: 2 });
  });

  it('does not call a 0.4 m displacement a move, and calls 0.6 m one (from and to given)', () => {
    const diff = diffDesigns(
      snapshot({ accessPoints: [ap('near', 0, 0), ap('far', 10, 10)] }),
      // 4 units = 0.4 m; 6 units = 0.6 m at 0.1 m per unit.
      snapshot({ accessPoints: [ap('near', 4, 0), ap('far', 10, 16)] }),
      VERSIONS,
    );
    expect(diff.accessPoints.moved).toEqual([
      {
        id: 'far',
        name: 'AP far',
        floorPlanId: 'F1',
        from: { floorPlanId: 'F1', x: 10, y: 10 },
        to: { floorPlanId: 'F1', x: 10, y: 16 },
        distanceMeters: 0.6,
      },
    ]);
    expect(diff.accessPoints.changed).toEqual([]);
  });

  it('counts a move to another floor, and any move on an unscaled floor, without a distance', () => {
    const diff = diffDesigns(
      snapshot({ accessPoints: [ap('up', 1, 1), ap('loose', 1, 1, {}, 'F2')] }),
      snapshot({ accessPoints: [ap('up', 1, 1, {}, 'F2'), ap('loose', 1.5, 1, {}, 'F2')] }),
      VERSIONS,
    );
    expect(diff.accessPoints.moved.map((entry) => [entry.id, entry.distanceMeters])).toEqual([
      ['up', null],
      ['loose', null],
    ]);
  });

  it('lists changed properties of an AP that stayed, and placing or unplacing it', () => {
    const unplaced: SnapshotAccessPoint = { ...ap('b', 0, 0), position: null, floorPlanId: null };
    const diff = diffDesigns(
      snapshot({
        accessPoints: [ap('a', 0, 0, { model: 'AP-1', 'radio 1 (5 GHz) channel': '36' }), ap('b', 3, 3)],
      }),
      snapshot({
        accessPoints: [ap('a', 0, 0, { model: 'AP-2', 'radio 1 (5 GHz) channel': '44' }), unplaced],
      }),
      VERSIONS,
    );
    expect(diff.accessPoints.changed).toEqual([
      {
        id: 'a',
        name: 'AP a',
        floorPlanId: 'F1',
        changes: ['model AP-1 → AP-2', 'radio 1 (5 GHz) channel 36 → 44'],
      },
      { id: 'b', name: 'AP b', floorPlanId: null, changes: ['placed yes → no'] },
    ]);
    expect(diff.accessPoints.moved).toEqual([]);
  });

  it('pairs entities past a common prefix by id, whatever their order', () => {
    const diff = diffDesigns(
      snapshot({
        accessPoints: [ap('a', 0, 0), ap('b', 0, 0), ap('c', 0, 0, { model: 'M1' }), ap('d', 0, 0)],
        walls: walls('w1', 'w2', 'w3', 'w4'),
      }),
      snapshot({
        accessPoints: [
          ap('a', 0, 0),
          ap('b', 0, 0),
          ap('d', 0, 0),
          ap('e', 0, 0),
          ap('c', 0, 0, { model: 'M2' }),
        ],
        walls: walls('w1', 'w2', 'w4', 'w5', 'w3'),
      }),
      VERSIONS,
    );
    expect(diff.accessPoints.added.map((entry) => entry.id)).toEqual(['e']);
    expect(diff.accessPoints.removed).toEqual([]);
    expect(diff.accessPoints.changed).toEqual([
      { id: 'c', name: 'AP c', floorPlanId: 'F1', changes: ['model M1 → M2'] },
    ]);
    expect(diff.walls).toEqual({ added: [{ id: 'w5', name: 'Concrete', floorPlanId: 'F1' }], removed: [] });
  });

  it('compares walls by id and areas and attenuation areas by their properties', () => {
    const area = (id: string, shape: string) => ({
      id,
      name: `Area ${id}`,
      floorPlanId: 'F1',
      properties: { name: `Area ${id}`, shape },
    });
    const diff = diffDesigns(
      snapshot({
        walls: walls('w1', 'w2'),
        areas: [area('r1', '0,0 1,1'), area('r2', '0,0')],
        attenuationAreas: [area('x1', '0,0')],
      }),
      snapshot({
        walls: walls('w2', 'w3'),
        areas: [area('r1', '0,0 2,2'), area('r3', '1,1')],
        attenuationAreas: [area('x1', '0,0'), area('x2', '5,5')],
      }),
      VERSIONS,
    );
    expect(diff.walls).toEqual({
      added: [{ id: 'w3', name: 'Concrete', floorPlanId: 'F1' }],
      removed: [{ id: 'w1', name: 'Concrete', floorPlanId: 'F1' }],
    });
    expect(diff.areas.added.map((entry) => entry.id)).toEqual(['r3']);
    expect(diff.areas.removed.map((entry) => entry.id)).toEqual(['r2']);
    expect(diff.areas.changed).toEqual([
      { id: 'r1', name: 'Area r1', floorPlanId: 'F1', changes: ['shape 0,0 1,1 → 0,0 2,2'] },
    ]);
    expect(diff.attenuationAreas).toEqual({
      added: [{ id: 'x2', name: 'Area x2', floorPlanId: 'F1' }],
      removed: [],
      changed: [],
    });
  });

  it('finds nothing between a version and itself', () => {
    const design = snapshot({ accessPoints: [ap('a', 1, 2, { model: 'M' })] });
    const diff = diffDesigns(design, design, { from: 3, to: 3 });
    expect(diff.accessPoints).toEqual({ added: [], removed: [], moved: [], changed: [] });
  });
});

describe('helpers', () => {
  it('measures displacement in metres on a scaled floor only', () => {
    expect(
      displacementMeters({ floorPlanId: 'F1', x: 0, y: 0 }, { floorPlanId: 'F1', x: 3, y: 4 }, SCALES),
    ).toBeCloseTo(0.5, 9);
    expect(
      displacementMeters({ floorPlanId: 'F2', x: 0, y: 0 }, { floorPlanId: 'F2', x: 3, y: 4 }, SCALES),
    ).toBeNull();
    expect(
      displacementMeters({ floorPlanId: 'F1', x: 0, y: 0 }, { floorPlanId: 'F2', x: 0, y: 0 }, SCALES),
    ).toBeNull();
  });

  it('reads a missing property as none', () => {
    expect(propertyChanges({ a: '1' }, { b: '2' })).toEqual(['a 1 → none', 'b none → 2']);
  });
});
