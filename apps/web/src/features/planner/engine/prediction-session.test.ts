import { describe, expect, it } from 'vitest';
import { bestSignalValues, HEARD_DBM, predictFloorField } from '@airlens/heatmap/planning';
import type { Band, PlacedAccessPoint } from '@airlens/heatmap';
import { floorAccessPoints, type DesignCollections } from '../model/design-view';
import { liveGrid, placedAccessPoint, planningFloorOf } from '../model/planning-input';
import { designFixture, FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT } from '../test/design-fixture';
import {
  PATCHED_AP_ID,
  PATCHED_RADIO_ID,
  patchedDesign,
  serverPatchedAccessPoint,
} from './patterned-design.test-helpers';
import { predictionRequests } from './prediction-requests';
import { PredictionSession, type PredictionAnswer, type PredictionReply } from './prediction-session';

const floor = planningFloorOf(designFixture(), FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT);
const grid = liveGrid(50, 30);
/** AP 1's 5 GHz patch antenna turned from the plan's +x axis toward the floor's middle (clockwise, y down). */
const PATCH_DIRECTION_DEGREES = 30;
const patched = patchedDesign(PATCH_DIRECTION_DEGREES);

/** The fixture's APs as the server's planning input gives them with AP 1's 5 GHz radio on the turned patch. */
function serverPatchedAccessPoints(directionDegrees: number): PlacedAccessPoint[] {
  return floor.accessPoints.map((ap) =>
    ap.id === PATCHED_AP_ID ? serverPatchedAccessPoint(ap, directionDegrees) : ap,
  );
}

/**
 * The editor's first prediction of a design, through the path the page takes: the scene from planningFloorOf,
 * the APs as the editor shows them (placedAccessPoint without antennas), the requests predictionRequests makes.
 */
function editorPrediction(design: DesignCollections, band: Band): PredictionAnswer {
  const scene = { floor: planningFloorOf(design, FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT), grid, band };
  const shown = floorAccessPoints(design, FIXTURE_FLOOR_ID).map((ap) =>
    placedAccessPoint(ap, FIXTURE_METERS_PER_UNIT),
  );
  let id = 0;
  const { requests } = predictionRequests(null, scene, shown, () => ++id);
  const session = new PredictionSession();
  const replies = requests.map((request) => session.handle(request));
  expect(replies).toHaveLength(1);
  return answerOf(replies[0] ?? { id: 0, error: 'no reply' });
}

function answerOf(reply: PredictionReply): PredictionAnswer {
  if ('error' in reply) {
    throw new Error(reply.error);
  }
  return reply;
}

/** The server's primary-coverage values: the whole floor predicted at once, then the best signal per cell. */
function serverReference(accessPoints: PlacedAccessPoint[], band: Band): Float32Array {
  const field = predictFloorField([{ ...floor, accessPoints }], FIXTURE_FLOOR_ID, grid, 'one-floor');
  return bestSignalValues(
    {
      cellCount: grid.cols * grid.rows,
      radios: field.radios.map(({ ap, radio }) => ({ ...radio, apId: ap.id })),
      planes: field.planes,
      noiseDbm: { TWO: -92, FIVE: -95, SIX: -95 },
    },
    band,
    HEARD_DBM,
  );
}

function largestDifferenceDb(a: Float32Array, b: Float32Array): number {
  expect(a.length).toBe(b.length);
  let largest = 0;
  for (let c = 0; c < a.length; c++) {
    const x = a[c] ?? NaN;
    const y = b[c] ?? NaN;
    if (Number.isNaN(x) !== Number.isNaN(y)) {
      return Infinity;
    }
    if (!Number.isNaN(x)) {
      largest = Math.max(largest, Math.abs(x - y));
    }
  }
  return largest;
}

function moved(ap: PlacedAccessPoint, dx: number, dy: number): PlacedAccessPoint {
  return { ...ap, xMeters: ap.xMeters + dx, yMeters: ap.yMeters + dy };
}

describe('the live prediction worker', () => {
  it('builds the fixture floor with its walls, attenuation area and four two-radio APs', () => {
    expect(floor.walls?.x1.length).toBe(3);
    expect(floor.attenuationAreas).toHaveLength(1);
    expect(floor.accessPoints.map((ap) => ap.radios.length)).toEqual([2, 2, 2, 2]);
    expect(floor.accessPoints[0]?.mountHeightMeters).toBe(3);
    expect(floor.accessPoints.flatMap((ap) => ap.radios).some((radio) => radio.antenna !== undefined)).toBe(
      false,
    );
    const patchRadio = planningFloorOf(patched, FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT)
      .accessPoints.flatMap((ap) => ap.radios)
      .find((radio) => radio.id === PATCHED_RADIO_ID);
    expect(patchRadio?.antenna?.directionDegrees).toBe(PATCH_DIRECTION_DEGREES);
    expect(patchRadio?.antenna?.tiltDegrees).toBe(10);
    // No maxGain in the type: the link budget counts the pattern's peak, as the server's does (not the 3 dBi default).
    expect(patchRadio?.antennaGainDbi).toBeCloseTo(8, 6);
  });

  it.each<Band>(['FIVE', 'TWO'])(
    'equals the server reference within 0.5 dB on the %s band, with a patch antenna turned to 30°',
    (band) => {
      const answer = editorPrediction(patched, band);
      const reference = serverReference(serverPatchedAccessPoints(PATCH_DIRECTION_DEGREES), band);
      expect(answer.values.some((value) => !Number.isNaN(value))).toBe(true);
      expect(largestDifferenceDb(answer.values, reference)).toBeLessThanOrEqual(0.5);
    },
  );

  it('equals the server reference within 0.5 dB on omni antennas only', () => {
    const answer = editorPrediction(designFixture(), 'FIVE');
    expect(
      largestDifferenceDb(answer.values, serverReference([...floor.accessPoints], 'FIVE')),
    ).toBeLessThanOrEqual(0.5);
  });

  it('shows the patch and where it points on 5 GHz: neither the omni picture nor the unturned patch', () => {
    const answer = editorPrediction(patched, 'FIVE');
    expect(
      largestDifferenceDb(answer.values, serverReference([...floor.accessPoints], 'FIVE')),
    ).toBeGreaterThan(3);
    expect(
      largestDifferenceDb(answer.values, serverReference(serverPatchedAccessPoints(0), 'FIVE')),
    ).toBeGreaterThan(3);
  });

  it('gives after incremental drag steps what a full recompute of the moved design gives', () => {
    const session = new PredictionSession();
    const accessPoints = [...floor.accessPoints];
    session.handle({ kind: 'scene', id: 1, scene: { floor, grid, band: 'FIVE' }, accessPoints });
    const [first] = accessPoints;
    if (first === undefined) {
      throw new Error('fixture has no AP');
    }
    let dragged = first;
    let last: PredictionAnswer | undefined;
    // A drag across the concrete wall and into the shelf area, one step at a time.
    for (let step = 1; step <= 6; step++) {
      dragged = moved(dragged, 4, 2.5);
      last = answerOf(session.handle({ kind: 'access-point', id: 1 + step, accessPoint: dragged }));
    }
    const finalAccessPoints = [dragged, ...accessPoints.slice(1)];
    const full = answerOf(
      new PredictionSession().handle({
        kind: 'scene',
        id: 99,
        scene: { floor, grid, band: 'FIVE' },
        accessPoints: finalAccessPoints,
      }),
    );
    expect(last === undefined ? Infinity : largestDifferenceDb(last.values, full.values)).toBe(0);
    expect(largestDifferenceDb(full.values, serverReference(finalAccessPoints, 'FIVE'))).toBeLessThanOrEqual(
      0.5,
    );
    // The drag changed the picture: the values before differ from after.
    const before = serverReference(accessPoints, 'FIVE');
    expect(largestDifferenceDb(before, full.values)).toBeGreaterThan(1);
  });

  it('drops a removed AP and a disabled band from the picture', () => {
    const session = new PredictionSession();
    const accessPoints = [...floor.accessPoints];
    session.handle({ kind: 'scene', id: 1, scene: { floor, grid, band: 'TWO' }, accessPoints });
    const removed = answerOf(session.handle({ kind: 'remove', id: 2, accessPointId: 'ap-4' }));
    expect(largestDifferenceDb(removed.values, serverReference(accessPoints.slice(0, 3), 'TWO'))).toBe(0);
    const third = accessPoints[2];
    if (third === undefined) {
      throw new Error('fixture has no third AP');
    }
    const silent = { ...third, radios: third.radios.map((radio) => ({ ...radio, isEnabled: false })) };
    const off = answerOf(session.handle({ kind: 'access-point', id: 3, accessPoint: silent }));
    expect(largestDifferenceDb(off.values, serverReference(accessPoints.slice(0, 2), 'TWO'))).toBe(0);
  });

  it('answers an error for a change before the floor was sent', () => {
    const reply = new PredictionSession().handle({ kind: 'remove', id: 5, accessPointId: 'ap-1' });
    expect(reply).toEqual({ id: 5, error: 'The floor to predict was not sent yet.' });
  });
});
