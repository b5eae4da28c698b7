import { describe, expect, it } from 'vitest';
import { DesignOperationError } from '@airlens/domain';
import { floorAttenuationAreas, floorRequirementAreas } from '../model/design-areas';
import { floorScaleOf } from '../model/planning-input';
import { designFixture, FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT } from '../test/design-fixture';
import {
  drawAttenuationArea,
  drawRequirementArea,
  polygonProblem,
  setAreaRequirement,
  setFloorScale,
} from './area-commands';
import { deleteEntities } from './commands';
import { createEditorState, execute, redo, select, undo } from './editor-state';

function counter(): () => string {
  let next = 0;
  return () => `new-${++next}`;
}

const TRIANGLE = [
  { x: 100, y: 400 },
  { x: 300, y: 400 },
  { x: 300, y: 400 },
  { x: 200, y: 550 },
  { x: 100, y: 400 },
];

describe('the area and scale commands', () => {
  it('draws an attenuation area of a type as one command: the corners as .esx stores them; undo removes it', () => {
    const start = createEditorState(designFixture());
    const operations = drawAttenuationArea(
      { floorPlanId: FIXTURE_FLOOR_ID, points: TRIANGLE, attenuationAreaTypeId: 'shelf' },
      counter(),
    );
    // The repeated corner (a double-click) counts once and the last corner back on the first closes the shape.
    expect(operations).toEqual([
      {
        op: 'add',
        type: 'ATTENUATION_AREA',
        id: 'new-1',
        value: {
          floorPlanId: FIXTURE_FLOOR_ID,
          attenuationAreaTypeId: 'shelf',
          area: [
            { x: 100, y: 400 },
            { x: 300, y: 400 },
            { x: 200, y: 550 },
          ],
        },
      },
    ]);
    const drawn = execute(start, 'Draw attenuation area', operations);
    expect(floorAttenuationAreas(drawn.design, FIXTURE_FLOOR_ID).map((area) => area.id)).toEqual([
      'area-1',
      'new-1',
    ]);
    expect(drawn.undoStack).toHaveLength(1);
    expect(floorAttenuationAreas(undo(drawn).design, FIXTURE_FLOOR_ID).map((area) => area.id)).toEqual([
      'area-1',
    ]);
    expect(floorAttenuationAreas(redo(undo(drawn)).design, FIXTURE_FLOOR_ID)).toHaveLength(2);
  });

  it('refuses fewer than 3 corners, and an attenuation type the design does not have', () => {
    expect(polygonProblem(TRIANGLE.slice(0, 3))).toBe('An area needs at least 3 corners.');
    expect(polygonProblem(TRIANGLE)).toBeNull();
    expect(
      drawAttenuationArea(
        { floorPlanId: FIXTURE_FLOOR_ID, points: TRIANGLE.slice(0, 2), attenuationAreaTypeId: 'shelf' },
        counter(),
      ),
    ).toEqual([]);
    const start = createEditorState(designFixture());
    const unknownType = drawAttenuationArea(
      { floorPlanId: FIXTURE_FLOOR_ID, points: TRIANGLE, attenuationAreaTypeId: 'no-such-type' },
      counter(),
    );
    expect(() => execute(start, 'Draw', unknownType)).toThrow(DesignOperationError);
  });

  it('draws a requirement area named after the last one, held to the chosen requirement; undo removes it', () => {
    const start = createEditorState(designFixture());
    const operations = drawRequirementArea(
      start.design,
      { floorPlanId: FIXTURE_FLOOR_ID, points: TRIANGLE, requirementId: 'req-voice' },
      counter(),
    );
    const drawn = execute(start, 'Draw requirement area', operations);
    expect(floorRequirementAreas(drawn.design, FIXTURE_FLOOR_ID).at(-1)).toEqual({
      id: 'new-1',
      name: 'Area 1',
      requirementId: 'req-voice',
      polygon: [
        { x: 100, y: 400 },
        { x: 300, y: 400 },
        { x: 200, y: 550 },
      ],
    });
    const second = drawRequirementArea(
      drawn.design,
      { floorPlanId: FIXTURE_FLOOR_ID, points: TRIANGLE, requirementId: null },
      counter(),
    );
    expect(second[0]?.value).toMatchObject({ name: 'Area 2' });
    expect(second[0]?.value).not.toHaveProperty('requirementId');
    expect(floorRequirementAreas(undo(drawn).design, FIXTURE_FLOOR_ID).map((area) => area.id)).toEqual([
      'office',
    ]);
    const missing = drawRequirementArea(
      start.design,
      { floorPlanId: FIXTURE_FLOOR_ID, points: TRIANGLE, requirementId: 'no-such-requirement' },
      counter(),
    );
    expect(() => execute(start, 'Draw', missing)).toThrow(/Requirement no-such-requirement does not exist/);
  });

  it('deletes selected areas of both kinds in one command, which one undo restores whole', () => {
    let state = select(createEditorState(designFixture()), { kind: 'attenuationArea', id: 'area-1' });
    state = select(state, { kind: 'area', id: 'office' }, true);
    const deleted = execute(state, 'Delete', deleteEntities(state.selection));
    expect(floorAttenuationAreas(deleted.design, FIXTURE_FLOOR_ID)).toEqual([]);
    expect(floorRequirementAreas(deleted.design, FIXTURE_FLOOR_ID)).toEqual([]);
    // What is gone leaves the selection.
    expect(deleted.selection.attenuationAreaIds).toEqual([]);
    const restored = undo(deleted);
    expect(restored.design.get('areas')).toEqual(state.design.get('areas'));
    expect(restored.design.get('attenuationAreas')).toEqual(state.design.get('attenuationAreas'));
  });

  it("changes a drawn area's requirement, or holds it to none, as one command undo takes back", () => {
    const start = createEditorState(designFixture());
    const requirementOf = (state: typeof start) =>
      floorRequirementAreas(state.design, FIXTURE_FLOOR_ID).find((area) => area.id === 'office')
        ?.requirementId;
    const voice = execute(start, 'Change area requirement', setAreaRequirement(['office'], 'req-voice'));
    expect(requirementOf(voice)).toBe('req-voice');
    expect(voice.undoStack).toHaveLength(1);
    const none = execute(voice, 'Change area requirement', setAreaRequirement(['office'], null));
    expect(requirementOf(none)).toBeNull();
    expect(none.pending.at(-1)).toEqual({
      op: 'update',
      type: 'AREA',
      id: 'office',
      value: { requirementId: null },
    });
    expect(requirementOf(undo(none))).toBe('req-voice');
    expect(requirementOf(undo(undo(none)))).toBe('req-data');
    // A requirement the design does not have cannot be named.
    expect(() => execute(start, 'Change', setAreaRequirement(['office'], 'req-gone'))).toThrow(
      DesignOperationError,
    );
  });

  it("sets the floor's scale as the floor plan's metersPerUnit; undo brings the old scale back", () => {
    const start = createEditorState(designFixture());
    const scaled = execute(start, 'Set scale', setFloorScale(FIXTURE_FLOOR_ID, 0.02));
    expect(scaled.pending).toEqual([
      { op: 'update', type: 'FLOOR_PLAN', id: FIXTURE_FLOOR_ID, value: { metersPerUnit: 0.02 } },
    ]);
    expect(floorScaleOf(scaled.design, FIXTURE_FLOOR_ID)?.metersPerUnit).toBe(0.02);
    expect(floorScaleOf(undo(scaled).design, FIXTURE_FLOOR_ID)?.metersPerUnit).toBe(FIXTURE_METERS_PER_UNIT);
  });
});
