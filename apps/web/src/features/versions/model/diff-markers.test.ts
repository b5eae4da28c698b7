import type { VersionDiff } from '@airlens/contract';
import { describe, expect, it } from 'vitest';
import { diffMarkersByFloor, markerCounts } from './diff-markers';

const empty = { added: [], removed: [], changed: [] };

function diffOf(accessPoints: Partial<VersionDiff['accessPoints']>): VersionDiff {
  return {
    from: 1,
    to: 2,
    accessPoints: { added: [], removed: [], moved: [], changed: [], ...accessPoints },
    walls: { added: [], removed: [] },
    attenuationAreas: empty,
    areas: empty,
  };
}

describe('diffMarkersByFloor', () => {
  it('marks added APs where they are, removed ones where they stood, moved ones from old to new', () => {
    const floors = diffMarkersByFloor(
      diffOf({
        added: [{ id: 'a', name: 'New', floorPlanId: 'f1', position: { floorPlanId: 'f1', x: 10, y: 20 } }],
        removed: [{ id: 'r', name: 'Gone', floorPlanId: 'f1', position: { floorPlanId: 'f1', x: 5, y: 5 } }],
        moved: [
          {
            id: 'm',
            name: 'Moved',
            floorPlanId: 'f1',
            from: { floorPlanId: 'f1', x: 1, y: 2 },
            to: { floorPlanId: 'f1', x: 30, y: 40 },
            distanceMeters: 2.5,
          },
        ],
      }),
    );
    expect(floors).toEqual([
      {
        floorPlanId: 'f1',
        markers: [
          { kind: 'added', id: 'a', name: 'New', x: 10, y: 20 },
          { kind: 'removed', id: 'r', name: 'Gone', x: 5, y: 5 },
          { kind: 'moved', id: 'm', name: 'Moved', x: 1, y: 2, to: { x: 30, y: 40 } },
        ],
      },
    ]);
    expect(markerCounts(floors[0]?.markers ?? [])).toBe('1 added, 1 removed, 1 moved');
  });

  it('shows an AP moved to another floor as a ghost where it left and a new mark where it went', () => {
    const floors = diffMarkersByFloor(
      diffOf({
        moved: [
          {
            id: 'm',
            name: 'Up',
            floorPlanId: 'f2',
            from: { floorPlanId: 'f1', x: 1, y: 2 },
            to: { floorPlanId: 'f2', x: 3, y: 4 },
            distanceMeters: null,
          },
        ],
      }),
    );
    expect(floors).toEqual([
      { floorPlanId: 'f1', markers: [{ kind: 'removed', id: 'm', name: 'Up', x: 1, y: 2 }] },
      { floorPlanId: 'f2', markers: [{ kind: 'added', id: 'm', name: 'Up', x: 3, y: 4 }] },
    ]);
  });

  it('leaves out APs without a position', () => {
    expect(
      diffMarkersByFloor(
        diffOf({ added: [{ id: 'a', name: 'Unplaced', floorPlanId: null, position: null }] }),
      ),
    ).toEqual([]);
  });
});
