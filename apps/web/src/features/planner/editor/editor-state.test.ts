import { describe, expect, it } from 'vitest';
import { DesignOperationError } from '@airlens/domain';
import { BUNDLED_AP_MODELS } from '../catalogue/ap-models';
import { floorAccessPoints, floorWalls } from '../model/design-view';
import { PATCH_ANTENNA_ID, PATCH_ANTENNA_TYPE } from '../engine/patterned-design.test-helpers';
import { designFixture, FIXTURE_FLOOR_ID } from '../test/design-fixture';
import {
  copyAccessPoints,
  deleteEntities,
  drawWalls,
  moveAccessPoints,
  placeAccessPoint,
  rotateAccessPoints,
  setAntennaDirection,
  setAntennaTilt,
  setMountHeight,
  updateRadio,
} from './commands';
import {
  acknowledge,
  canRedo,
  canUndo,
  createEditorState,
  EMPTY_SELECTION,
  execute,
  redo,
  select,
  undo,
} from './editor-state';

const BOUNDS = { widthUnits: 1000, heightUnits: 600 };

function counter(): () => string {
  let next = 0;
  return () => `new-${++next}`;
}

function apAt(state: ReturnType<typeof createEditorState>, id: string) {
  return floorAccessPoints(state.design, FIXTURE_FLOOR_ID).find((ap) => ap.id === id);
}

describe('the editor state', () => {
  it("gives a placed catalogue AP an omni antenna type, never another model's patterned one", () => {
    const model = BUNDLED_AP_MODELS.find((candidate) => candidate.model === 'AP-635');
    if (model === undefined) {
      throw new Error('catalogue lacks AP-635');
    }
    // A patch type nearer the catalogue's 5 GHz gain than the omni one: nearness alone would pick it.
    const design = new Map(designFixture());
    design.set('antennaTypes', [
      ...(design.get('antennaTypes') ?? []),
      { ...PATCH_ANTENNA_TYPE, maxGain: model.radios.find((radio) => radio.band === 'FIVE')?.antennaGainDbi },
    ]);
    const operations = placeAccessPoint(
      design,
      { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 500, y: 300 }, model, mountHeightMeters: 2.7 },
      counter(),
    );
    const antennaIds = operations
      .filter((operation) => operation.type === 'SIMULATED_RADIO')
      .map((operation) => operation.value?.antennaTypeId);
    expect(antennaIds).not.toContain(PATCH_ANTENNA_ID);
    expect(antennaIds).toContain('antenna-5');
  });

  it('places an AP of a catalogue model with one radio per band, and undo and redo take it back and again', () => {
    const model = BUNDLED_AP_MODELS.find((candidate) => candidate.model === 'AP-635');
    if (model === undefined) {
      throw new Error('catalogue lacks AP-635');
    }
    const start = createEditorState(designFixture());
    const operations = placeAccessPoint(
      start.design,
      { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 500, y: 300 }, model, mountHeightMeters: 2.7 },
      counter(),
    );
    const placed = execute(start, 'Place AP-635', operations);
    const ap = apAt(placed, 'new-1');
    expect(ap?.name).toBe('AP-5');
    expect(ap?.model).toBe('AP-635');
    expect(
      ap?.radios.map((radio) => [radio.band, radio.primaryChannel, radio.widthMhz, radio.heightMeters]),
    ).toEqual([
      ['TWO', 1, 20, 2.7],
      ['FIVE', 36, 40, 2.7],
      ['SIX', 37, 80, 2.7],
    ]);
    // The design's own 5 GHz antenna type is the nearest to the model's default antenna.
    expect(ap?.radios[1]?.antennaGainDbi).toBe(5);
    expect(canUndo(placed)).toBe(true);

    const undone = undo(placed);
    expect(apAt(undone, 'new-1')).toBeUndefined();
    expect(undone.design.get('simulatedRadios')).toHaveLength(8);
    expect(canRedo(undone)).toBe(true);
    const redone = redo(undone);
    expect(apAt(redone, 'new-1')?.radios).toHaveLength(3);
    // Every step is sent: the adds, their removal (radios first, last added first), the adds again.
    expect(redone.pending.map((operation) => `${operation.op} ${operation.type}`)).toEqual([
      ...operations.map((operation) => `add ${operation.type}`),
      'remove SIMULATED_RADIO',
      'remove SIMULATED_RADIO',
      'remove SIMULATED_RADIO',
      'remove ACCESS_POINT',
      ...operations.map((operation) => `add ${operation.type}`),
    ]);
    expect(acknowledge(redone, operations.length).pending).toHaveLength(2 * operations.length);
  });

  it('nudges selected APs within the plan and undo puts them back', () => {
    const start = createEditorState(designFixture());
    const moved = execute(
      start,
      'Move',
      moveAccessPoints(start.design, ['ap-1', 'ap-2'], { x: 2, y: -200 }, BOUNDS),
    );
    expect(apAt(moved, 'ap-1')?.coord).toEqual({ x: 152, y: 0 });
    expect(apAt(moved, 'ap-2')?.coord).toEqual({ x: 852, y: 0 });
    const back = undo(moved);
    expect(apAt(back, 'ap-1')?.coord).toEqual({ x: 150, y: 150 });
    expect(apAt(back, 'ap-2')?.coord).toEqual({ x: 850, y: 150 });
  });

  it('copies APs with their radios under new names, and deletes APs and walls with undo restoring them', () => {
    const start = createEditorState(designFixture());
    const { operations, copyIds } = copyAccessPoints(
      start.design,
      ['ap-1', 'ap-2'],
      { x: 20, y: 20 },
      counter(),
    );
    const copied = execute(start, 'Copy', operations);
    expect(copyIds).toEqual(['new-1', 'new-4']);
    expect(copyIds.map((id) => apAt(copied, id)?.name)).toEqual(['AP-5', 'AP-6']);
    expect(apAt(copied, 'new-1')?.coord).toEqual({ x: 170, y: 170 });
    expect(apAt(copied, 'new-1')?.radios.map((radio) => radio.band)).toEqual(['TWO', 'FIVE']);

    const removed = execute(
      copied,
      'Delete',
      deleteEntities({ accessPointIds: ['ap-1'], wallIds: ['wall-1'] }),
    );
    expect(apAt(removed, 'ap-1')).toBeUndefined();
    expect(floorWalls(removed.design, FIXTURE_FLOOR_ID).map((wall) => wall.id)).toEqual(['wall-2', 'wall-3']);
    const restored = undo(removed);
    expect(apAt(restored, 'ap-1')?.radios).toHaveLength(2);
    expect(floorWalls(restored.design, FIXTURE_FLOOR_ID).find((wall) => wall.id === 'wall-1')).toMatchObject({
      a: { x: 500, y: 0 },
      b: { x: 500, y: 250 },
      wallTypeId: 'concrete',
    });
  });

  it('changes a radio, the mounting height and the antenna direction', () => {
    const start = createEditorState(designFixture());
    const radio = updateRadio(
      'ap-1-r1',
      { band: 'FIVE', primaryChannel: 36, widthMhz: 40 },
      {
        primaryChannel: 100,
        widthMhz: 80,
        txPowerDbm: 20,
        isEnabled: false,
      },
    );
    const next = execute(start, 'Radio', [
      ...radio,
      ...setMountHeight(start.design, ['ap-1'], 4.5),
      ...rotateAccessPoints(start.design, ['ap-1'], -90),
    ]);
    const five = apAt(next, 'ap-1')?.radios.find((candidate) => candidate.id === 'ap-1-r1');
    expect(five).toMatchObject({
      primaryChannel: 100,
      widthMhz: 80,
      txPowerDbm: 20,
      isEnabled: false,
      heightMeters: 4.5,
    });
    expect(five?.directionDegrees).toBe(270);
    expect(radio[0]?.value).toEqual({
      channel: [100, 104, 108, 112],
      channelByCenterFrequencyDefinedNarrowChannels: [5500, 5520, 5540, 5560],
      transmitPower: 20,
      enabled: false,
    });
    expect(updateRadio('ap-1-r1', { band: 'FIVE', primaryChannel: 36, widthMhz: 40 }, {})).toEqual([]);
    const back = undo(next);
    expect(apAt(back, 'ap-1')?.radios.find((candidate) => candidate.id === 'ap-1-r1')).toMatchObject({
      primaryChannel: 36,
      widthMhz: 40,
      txPowerDbm: 17,
      isEnabled: true,
      heightMeters: 3,
    });
  });

  it("tilts and points every radio's antenna of the APs, undo takes it back, and a tilt beyond ±90° is refused", () => {
    const start = createEditorState(designFixture());
    const operations = [
      ...setAntennaTilt(start.design, ['ap-1', 'ap-2'], -12.5),
      ...setAntennaDirection(start.design, ['ap-1'], -90),
    ];
    expect(operations.map((operation) => `${operation.id} ${JSON.stringify(operation.value)}`)).toEqual([
      'ap-1-r0 {"antennaTilt":-12.5}',
      'ap-1-r1 {"antennaTilt":-12.5}',
      'ap-2-r0 {"antennaTilt":-12.5}',
      'ap-2-r1 {"antennaTilt":-12.5}',
      'ap-1-r0 {"antennaDirection":270}',
      'ap-1-r1 {"antennaDirection":270}',
    ]);
    const next = execute(start, 'Tilt', operations);
    expect(apAt(next, 'ap-1')?.radios.map((radio) => [radio.tiltDegrees, radio.directionDegrees])).toEqual([
      [-12.5, 270],
      [-12.5, 270],
    ]);
    expect(apAt(next, 'ap-3')?.radios.map((radio) => radio.tiltDegrees)).toEqual([0, 0]);
    const back = undo(next);
    expect(apAt(back, 'ap-2')?.radios.map((radio) => radio.tiltDegrees)).toEqual([0, 0]);
    // The fixture's radios had no tilt: undo clears the field instead of writing 0 into the file.
    expect(back.design.get('simulatedRadios')?.find((radio) => radio.id === 'ap-2-r0')).not.toHaveProperty(
      'antennaTilt',
    );
    expect(() => setAntennaTilt(start.design, ['ap-1'], 90.5)).toThrow(
      'The antenna tilt must be from -90 to 90 degrees.',
    );
    expect(() => setAntennaTilt(start.design, ['ap-1'], Number.NaN)).toThrow(RangeError);
    expect(setAntennaTilt(start.design, ['ap-1'], 90)).toHaveLength(2);
  });

  it('draws a polyline of walls of one type', () => {
    const start = createEditorState(designFixture());
    const operations = drawWalls(
      {
        floorPlanId: FIXTURE_FLOOR_ID,
        wallTypeId: 'drywall',
        points: [
          { x: 10, y: 10 },
          { x: 100, y: 10 },
          { x: 100, y: 90 },
        ],
      },
      counter(),
    );
    const drawn = execute(start, 'Draw walls', operations);
    const walls = floorWalls(drawn.design, FIXTURE_FLOOR_ID).filter((wall) => wall.id.startsWith('new-'));
    expect(walls.map((wall) => [wall.a, wall.b, wall.wallTypeId])).toEqual([
      [{ x: 10, y: 10 }, { x: 100, y: 10 }, 'drywall'],
      [{ x: 100, y: 10 }, { x: 100, y: 90 }, 'drywall'],
    ]);
    expect(floorWalls(undo(drawn).design, FIXTURE_FLOOR_ID)).toHaveLength(3);
  });

  it('keeps the state when an action cannot apply', () => {
    const start = createEditorState(designFixture());
    expect(() =>
      execute(start, 'Delete', deleteEntities({ accessPointIds: ['no-such-ap'], wallIds: [] })),
    ).toThrow(DesignOperationError);
    expect(start.pending).toEqual([]);
  });

  it('selects one entity, adds and removes others with the modifier, and forgets removed ones on undo', () => {
    let state = select(createEditorState(designFixture()), { kind: 'accessPoint', id: 'ap-1' });
    state = select(state, { kind: 'accessPoint', id: 'ap-2' }, true);
    state = select(state, { kind: 'wall', id: 'wall-3' }, true);
    state = select(state, { kind: 'attenuationArea', id: 'area-1' }, true);
    expect(state.selection).toEqual({
      accessPointIds: ['ap-1', 'ap-2'],
      wallIds: ['wall-3'],
      attenuationAreaIds: ['area-1'],
      areaIds: [],
    });
    state = select(state, { kind: 'accessPoint', id: 'ap-1' }, true);
    expect(state.selection.accessPointIds).toEqual(['ap-2']);
    expect(select(state, { kind: 'accessPoint', id: 'ap-3' }).selection).toEqual({
      ...EMPTY_SELECTION,
      accessPointIds: ['ap-3'],
    });
    const model = BUNDLED_AP_MODELS[0];
    if (model === undefined) {
      throw new Error('empty catalogue');
    }
    const placed = execute(
      state,
      'Place',
      placeAccessPoint(
        state.design,
        { floorPlanId: FIXTURE_FLOOR_ID, coord: { x: 1, y: 1 }, model, mountHeightMeters: 3 },
        counter(),
      ),
    );
    const selected = select(placed, { kind: 'accessPoint', id: 'new-1' });
    expect(undo(selected).selection.accessPointIds).toEqual([]);
    expect(select(selected, null).selection).toEqual(EMPTY_SELECTION);
  });
});
