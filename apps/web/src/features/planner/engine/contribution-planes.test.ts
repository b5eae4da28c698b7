import { describe, expect, it } from 'vitest';
import { applyOperations } from '@airlens/domain';
import type { PlacedAccessPoint } from '@airlens/heatmap';
import { rotateAccessPoints, setAntennaTilt } from '../editor/commands';
import { floorAccessPoints, type DesignCollections } from '../model/design-view';
import { liveGrid, placedAccessPoint, planningFloorOf } from '../model/planning-input';
import { FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT } from '../test/design-fixture';
import { accessPointPlane, type PredictionScene } from './contribution-planes';
import { PATCHED_AP_ID, patchedDesign } from './patterned-design.test-helpers';
import { predictionRequests, type SentPrediction } from './prediction-requests';
import { PredictionSession, type PredictionReply } from './prediction-session';

const grid = liveGrid(50, 30);
/** AP 3 keeps the fixture's omni antennas. */
const OMNI_AP_ID = 'ap-3';

function sceneOf(design: DesignCollections): PredictionScene {
  return { floor: planningFloorOf(design, FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT), grid, band: 'FIVE' };
}

/** The APs as the editor shows them and hands them to the live prediction (no antennas of their own). */
function shownAccessPoints(design: DesignCollections): PlacedAccessPoint[] {
  return floorAccessPoints(design, FIXTURE_FLOOR_ID).map((ap) =>
    placedAccessPoint(ap, FIXTURE_METERS_PER_UNIT),
  );
}

/** The design after the editor's rotate command turned one AP. */
function rotated(design: DesignCollections, accessPointId: string, degrees: number): DesignCollections {
  return applyOperations(design, rotateAccessPoints(design, [accessPointId], degrees));
}

/** The AP's plane as the worker computes it from the editor's inputs (antennas taken from the scene). */
function planeOf(design: DesignCollections, accessPointId: string): Float32Array {
  const scene = sceneOf(design);
  const accessPoint = scene.floor.accessPoints.find((ap) => ap.id === accessPointId);
  const plane = accessPoint === undefined ? null : accessPointPlane(scene, accessPoint);
  if (plane === null) {
    throw new Error(`no plane for ${accessPointId}`);
  }
  return plane;
}

function largestChangeDb(a: Float32Array, b: Float32Array): number {
  let largest = 0;
  for (let c = 0; c < a.length; c++) {
    largest = Math.max(largest, Math.abs((a[c] ?? 0) - (b[c] ?? 0)));
  }
  return largest;
}

function valuesOf(reply: PredictionReply | undefined): Float32Array {
  if (reply === undefined || 'error' in reply) {
    throw new Error(reply?.error ?? 'no reply');
  }
  return reply.values;
}

/** A fresh worker session's picture of the design (the whole scene sent at once). */
function fullPrediction(design: DesignCollections): Float32Array {
  const [request] = predictionRequests(null, sceneOf(design), shownAccessPoints(design), () => 1).requests;
  return valuesOf(request === undefined ? undefined : new PredictionSession().handle(request));
}

describe('contribution planes of patterned antennas', () => {
  const design = patchedDesign(0);

  it("rotating a patch antenna's AP changes its plane; an omni AP's plane ignores rotation", () => {
    const turned = rotated(design, PATCHED_AP_ID, 90);
    expect(largestChangeDb(planeOf(design, PATCHED_AP_ID), planeOf(turned, PATCHED_AP_ID))).toBeGreaterThan(
      10,
    );
    // Turning it all the way round gives the plane it started with.
    const fullCircle = rotated(turned, PATCHED_AP_ID, 270);
    expect(largestChangeDb(planeOf(design, PATCHED_AP_ID), planeOf(fullCircle, PATCHED_AP_ID))).toBe(0);
    const omniTurned = rotated(design, OMNI_AP_ID, 90);
    expect(planeOf(omniTurned, OMNI_AP_ID)).toEqual(planeOf(design, OMNI_AP_ID));
  });

  it('sends only the turned patch AP to the worker, and nothing for a turned omni AP', () => {
    let id = 0;
    const nextId = () => ++id;
    const first = predictionRequests(null, sceneOf(design), shownAccessPoints(design), nextId);
    expect(first.requests.map((request) => request.kind)).toEqual(['scene']);
    const turned = rotated(design, PATCHED_AP_ID, 45);
    const afterTurn = predictionRequests(first.sent, sceneOf(turned), shownAccessPoints(turned), nextId);
    expect(afterTurn.requests).toHaveLength(1);
    const [request] = afterTurn.requests;
    expect(request?.kind === 'access-point' ? request.accessPoint.id : request?.kind).toBe(PATCHED_AP_ID);
    const antennas =
      request?.kind === 'access-point' ? request.accessPoint.radios.map((radio) => radio.antenna) : [];
    expect(antennas.map((antenna) => antenna?.directionDegrees)).toEqual([undefined, 45]);
    const omniTurned = rotated(turned, OMNI_AP_ID, 45);
    const afterOmniTurn = predictionRequests(
      afterTurn.sent,
      sceneOf(omniTurned),
      shownAccessPoints(omniTurned),
      nextId,
    );
    expect(afterOmniTurn.requests).toEqual([]);
  });

  it("tilting a patch antenna's AP changes its plane and sends only that AP; an omni AP ignores tilt", () => {
    const tilted = applyOperations(design, setAntennaTilt(design, [PATCHED_AP_ID], 60));
    expect(largestChangeDb(planeOf(design, PATCHED_AP_ID), planeOf(tilted, PATCHED_AP_ID))).toBeGreaterThan(
      3,
    );
    let id = 0;
    const nextId = () => ++id;
    const first = predictionRequests(null, sceneOf(design), shownAccessPoints(design), nextId);
    const afterTilt = predictionRequests(first.sent, sceneOf(tilted), shownAccessPoints(tilted), nextId);
    const [request] = afterTilt.requests;
    expect(afterTilt.requests).toHaveLength(1);
    const antennas =
      request?.kind === 'access-point' ? request.accessPoint.radios.map((radio) => radio.antenna) : [];
    expect(antennas.map((antenna) => antenna?.tiltDegrees)).toEqual([undefined, 60]);
    const omniTilted = applyOperations(design, setAntennaTilt(design, [OMNI_AP_ID], 60));
    expect(planeOf(omniTilted, OMNI_AP_ID)).toEqual(planeOf(design, OMNI_AP_ID));
  });

  it('after rotation steps gives what a full recompute of the turned design gives', () => {
    const session = new PredictionSession();
    let id = 0;
    const nextId = () => ++id;
    let sent: SentPrediction | null = null;
    let last: Float32Array | undefined;
    let current = design;
    for (const degrees of [15, 15, 60]) {
      current = rotated(current, PATCHED_AP_ID, degrees);
      const next = predictionRequests(sent, sceneOf(current), shownAccessPoints(current), nextId);
      sent = next.sent;
      last = valuesOf(next.requests.map((request) => session.handle(request)).at(-1));
    }
    const full = fullPrediction(current);
    expect(last).toEqual(full);
    // The turn shows: NaN (not heard) counts as −200 dBm in the comparison.
    const heard = (values: Float32Array) => values.map((value) => (Number.isNaN(value) ? -200 : value));
    expect(largestChangeDb(heard(full), heard(fullPrediction(design)))).toBeGreaterThan(3);
  });
});
