// A directional antenna on the planner's fixture design, for the live prediction's tests (imported by *.test.ts).
import {
  antennaPatternOf,
  type PatternCut,
  type PlacedAccessPoint,
  type RadioAntenna,
} from '@airlens/heatmap';
import type { DesignCollections, RawEntity } from '../model/design-view';
import { designFixture } from '../test/design-fixture';

export const PATCH_ANTENNA_ID = 'antenna-patch-5';
/** The fixture AP whose 5 GHz radio gets the patch antenna. */
export const PATCHED_AP_ID = 'ap-1';
export const PATCHED_RADIO_ID = 'ap-1-r1';

/** Gain in dBi `degrees` off the main direction: 8 dBi ahead falling to −12 dBi behind (a wall-mount patch). */
function patchGainDbi(degrees: number): number {
  return 8 - 10 * (1 - Math.cos((degrees * Math.PI) / 180));
}

/**
 * The patch antenna type as an .esx `antennaTypes` entry: dBi every 5°, the H-plane aligned at 0°, the E-plane at
 * 90° (Ekahau's: 0° straight down, 90° the horizon ahead), and no maxGain (the pattern's peak is the gain).
 */
export const PATCH_ANTENNA_TYPE: RawEntity = {
  id: PATCH_ANTENNA_ID,
  name: 'Patch 5 GHz',
  frequencyBand: 'FIVE',
  directional: true,
  hplane: {
    alignmentAngle: 0,
    gains: Array.from({ length: 72 }, (_, k) => ({ angle: 5 * k, gain: patchGainDbi(5 * k) })),
  },
  eplane: {
    alignmentAngle: 90,
    gains: Array.from({ length: 72 }, (_, k) => ({ angle: 5 * k, gain: patchGainDbi(5 * k - 90) })),
  },
};

function withEntities(
  design: DesignCollections,
  collection: string,
  change: (entities: readonly RawEntity[]) => RawEntity[],
): DesignCollections {
  const next = new Map(design);
  next.set(collection, change(design.get(collection) ?? []));
  return next;
}

/** The fixture with AP 1's 5 GHz radio on the patch antenna, pointed `directionDegrees` and tilted down. */
export function patchedDesign(directionDegrees: number, tiltDegrees = 10): DesignCollections {
  const withType = withEntities(designFixture(), 'antennaTypes', (types) => [...types, PATCH_ANTENNA_TYPE]);
  return withEntities(withType, 'simulatedRadios', (radios) =>
    radios.map((radio) =>
      radio.id === PATCHED_RADIO_ID
        ? {
            ...radio,
            antennaTypeId: PATCH_ANTENNA_ID,
            antennaDirection: directionDegrees,
            antennaTilt: tiltDegrees,
          }
        : radio,
    ),
  );
}

/** A cut as the server's .esx reader gives it (views-radio.ts planeOf): alignment 0 when the file states none. */
function serverCutOf(plane: unknown): PatternCut {
  const { alignmentAngle, gains } = plane as {
    alignmentAngle?: number;
    gains: { angle: number; gain: number }[];
  };
  return {
    alignmentDegrees: alignmentAngle ?? 0,
    gains: gains.map((sample) => ({ angleDegrees: sample.angle, gainDbi: sample.gain })),
  };
}

/**
 * AP 1 as the server's planning input (floor-input.ts antennaOf and simulatedRadiosOf) gives it once its 5 GHz
 * radio is on the patch antenna: built from the antenna type's raw cuts without the editor's code, its link
 * budget at the pattern's peak. `omni` is the AP as both sides give it on the fixture's omni antennas.
 */
export function serverPatchedAccessPoint(
  omni: PlacedAccessPoint,
  directionDegrees: number,
  tiltDegrees = 10,
): PlacedAccessPoint {
  const pattern = antennaPatternOf(
    serverCutOf(PATCH_ANTENNA_TYPE.hplane),
    serverCutOf(PATCH_ANTENNA_TYPE.eplane),
    undefined,
  );
  if (pattern === undefined) {
    throw new Error('the patch antenna has no pattern');
  }
  const antenna: RadioAntenna = { pattern, directionDegrees, tiltDegrees };
  return {
    ...omni,
    radios: omni.radios.map((radio) =>
      radio.id === PATCHED_RADIO_ID ? { ...radio, antennaGainDbi: pattern.peakGainDbi, antenna } : radio,
    ),
  };
}
