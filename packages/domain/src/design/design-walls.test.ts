import { describe, expect, it } from 'vitest';
import { applyOperations, invertOperations } from './design-operations';
import type { Design, DesignEntity, DesignOperation } from './design-types';

/** Two walls joined at p-2 (the newer `wallPoints` schema) and a lone wall in the older point1Id/point2Id one. */
function wallsDesign(): Design {
  const entities: Record<string, DesignEntity[]> = {
    floorPlans: [{ name: 'Ground', width: 1000, height: 800, id: 'fp-1' }],
    wallTypes: [{ name: 'Concrete', id: 'wt-1' }],
    wallPoints: [
      { location: { floorPlanId: 'fp-1', coord: { x: 0, y: 0 } }, id: 'p-1' },
      { location: { floorPlanId: 'fp-1', coord: { x: 100, y: 0 } }, id: 'p-2' },
      { location: { floorPlanId: 'fp-1', coord: { x: 100, y: 100 } }, id: 'p-3' },
      { location: { floorPlanId: 'fp-1', coord: { x: 0, y: 500 } }, id: 'p-4' },
      { location: { floorPlanId: 'fp-1', coord: { x: 400, y: 500 } }, id: 'p-5' },
    ],
    wallSegments: [
      { wallTypeId: 'wt-1', originType: 'WALL_TOOL', wallPoints: ['p-1', 'p-2'], id: 'w-1' },
      { wallTypeId: 'wt-1', wallPoints: ['p-2', 'p-3'], id: 'w-2' },
      { wallTypeId: 'wt-1', point1Id: 'p-4', point2Id: 'p-5', id: 'w-old' },
    ],
  };
  return new Map(Object.entries(entities));
}

/** A wall split as the editor sends it: the second half added, then the wall shortened to the split point. */
function split(
  wallId: string,
  ends: [string, string],
  coords: [{ x: number; y: number }, { x: number; y: number }],
  at: { x: number; y: number },
): DesignOperation[] {
  return [
    {
      op: 'add',
      type: 'WALL_SEGMENT',
      id: `${wallId}-half`,
      value: {
        wallTypeId: 'wt-1',
        floorPlanId: 'fp-1',
        wallPoints: ['mid', ends[1]],
        points: [at, coords[1]],
      },
    },
    {
      op: 'update',
      type: 'WALL_SEGMENT',
      id: wallId,
      value: { wallPoints: [ends[0], 'mid'], points: [coords[0], at] },
    },
  ];
}

function pointOf(design: Design, id: string): unknown {
  return design.get('wallPoints')?.find((point) => point.id === id)?.location;
}

describe('splitting a wall with design operations', () => {
  it('leaves two walls meeting at a new point, the neighbour still joined, and its inverse restores the design', () => {
    const design = wallsDesign();
    const operations = split(
      'w-1',
      ['p-1', 'p-2'],
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
      { x: 40, y: 0 },
    );
    const edited = applyOperations(design, operations);
    const segments = edited.get('wallSegments') ?? [];
    expect(segments.find((segment) => segment.id === 'w-1')).toEqual({
      wallTypeId: 'wt-1',
      originType: 'WALL_TOOL',
      wallPoints: ['p-1', 'mid'],
      id: 'w-1',
    });
    expect(segments.find((segment) => segment.id === 'w-1-half')?.wallPoints).toEqual(['mid', 'p-2']);
    expect(segments.find((segment) => segment.id === 'w-2')?.wallPoints).toEqual(['p-2', 'p-3']);
    expect(pointOf(edited, 'mid')).toEqual({ floorPlanId: 'fp-1', coord: { x: 40, y: 0 } });
    expect(pointOf(edited, 'p-2')).toEqual({ floorPlanId: 'fp-1', coord: { x: 100, y: 0 } });

    const undone = applyOperations(edited, invertOperations(design, operations));
    expect(undone.get('wallSegments')).toEqual(design.get('wallSegments'));
    expect(pointOf(undone, 'mid')).toBeUndefined();
    expect(undone.get('wallPoints')).toHaveLength(5);
  });

  it('keeps the older schema on the split wall and drops nothing another wall still uses', () => {
    const design = wallsDesign();
    const operations = split(
      'w-old',
      ['p-4', 'p-5'],
      [
        { x: 0, y: 500 },
        { x: 400, y: 500 },
      ],
      { x: 100, y: 500 },
    );
    const edited = applyOperations(design, operations);
    expect(edited.get('wallSegments')?.find((segment) => segment.id === 'w-old')).toEqual({
      wallTypeId: 'wt-1',
      point1Id: 'p-4',
      point2Id: 'mid',
      id: 'w-old',
    });
    expect(pointOf(edited, 'p-5')).toEqual({ floorPlanId: 'fp-1', coord: { x: 400, y: 500 } });
    const undone = applyOperations(edited, invertOperations(design, operations));
    expect(undone.get('wallSegments')?.find((segment) => segment.id === 'w-old')).toEqual(
      design.get('wallSegments')?.find((segment) => segment.id === 'w-old'),
    );
    expect(undone.get('wallSegments')).toHaveLength(3);
    expect([...(undone.get('wallPoints') ?? [])].map((point) => point.id).sort()).toEqual([
      'p-1',
      'p-2',
      'p-3',
      'p-4',
      'p-5',
    ]);
  });
});
