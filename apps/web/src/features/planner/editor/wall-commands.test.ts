import { describe, expect, it } from 'vitest';
import { floorWalls } from '../model/design-view';
import { designFixture, FIXTURE_FLOOR_ID } from '../test/design-fixture';
import { createEditorState, execute, redo, undo } from './editor-state';
import { splitWall } from './wall-commands';

function counter(): () => string {
  let next = 0;
  return () => `new-${++next}`;
}

function wallsOf(design: ReturnType<typeof designFixture>) {
  return floorWalls(design, FIXTURE_FLOOR_ID).map((wall) => ({
    id: wall.id,
    a: wall.a,
    b: wall.b,
    type: wall.wallTypeId,
  }));
}

describe('splitting a wall', () => {
  it('splits a wall at its midpoint into two of the same type sharing a new point; one undo makes it one again', () => {
    const start = createEditorState(designFixture());
    const split = splitWall(start.design, 'wall-1', null, counter());
    if (split === null) {
      throw new Error('wall-1 did not split');
    }
    expect(split.halfIds).toEqual(['wall-1', 'new-2']);
    const done = execute(start, 'Split wall', split.operations);
    expect(wallsOf(done.design).filter((wall) => wall.type === 'concrete' && wall.a.x === 500)).toEqual([
      { id: 'wall-1', a: { x: 500, y: 0 }, b: { x: 500, y: 125 }, type: 'concrete' },
      { id: 'wall-2', a: { x: 500, y: 350 }, b: { x: 500, y: 600 }, type: 'concrete' },
      { id: 'new-2', a: { x: 500, y: 125 }, b: { x: 500, y: 250 }, type: 'concrete' },
    ]);
    const segments = done.design.get('wallSegments') ?? [];
    // The halves share the new point and keep the wall's own ends (a neighbour joined there stays joined).
    expect(segments.find((segment) => segment.id === 'wall-1')?.wallPoints).toEqual(['wp-1', 'new-1']);
    expect(segments.find((segment) => segment.id === 'new-2')?.wallPoints).toEqual(['new-1', 'wp-2']);
    expect(done.undoStack).toHaveLength(1);

    const undone = undo(done);
    expect(wallsOf(undone.design)).toEqual(wallsOf(start.design));
    expect(undone.design.get('wallPoints')).toEqual(start.design.get('wallPoints'));
    expect(wallsOf(redo(undone).design)).toEqual(wallsOf(done.design));
  });

  it('splits at the point of the wall nearest a click, in the older point1Id/point2Id schema too', () => {
    const start = createEditorState(designFixture());
    // wall-3 runs from (0, 300) to (400, 300); a click 4 units off it at x = 100.
    const split = splitWall(start.design, 'wall-3', { x: 100, y: 304 }, counter());
    const done = execute(start, 'Split wall', split?.operations ?? []);
    expect(wallsOf(done.design).filter((wall) => wall.type === 'drywall')).toEqual([
      { id: 'wall-3', a: { x: 0, y: 300 }, b: { x: 100, y: 300 }, type: 'drywall' },
      { id: 'new-2', a: { x: 100, y: 300 }, b: { x: 400, y: 300 }, type: 'drywall' },
    ]);
    const segment = done.design.get('wallSegments')?.find((entity) => entity.id === 'wall-3');
    expect([segment?.point1Id, segment?.point2Id]).toEqual(['wp-5', 'new-1']);
    expect(wallsOf(undo(done).design)).toEqual(wallsOf(start.design));
  });

  it('refuses a split at an end of the wall and an unknown wall', () => {
    const design = designFixture();
    expect(splitWall(design, 'wall-3', { x: 2, y: 300 }, counter())).toBeNull();
    expect(splitWall(design, 'no-such-wall', null, counter())).toBeNull();
  });
});
