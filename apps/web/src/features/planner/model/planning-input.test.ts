import { describe, expect, it } from 'vitest';
import { PATCH_ANTENNA_TYPE, PATCHED_RADIO_ID, patchedDesign } from '../engine/patterned-design.test-helpers';
import { FIXTURE_FLOOR_ID, FIXTURE_METERS_PER_UNIT } from '../test/design-fixture';
import { floorAccessPoints, type DesignCollections, type RawEntity } from './design-view';
import { placedAccessPoint, radioAntennasOf } from './planning-input';

/** The patched fixture with the patch antenna type replaced by `type` (same id). */
function withPatchType(type: RawEntity): DesignCollections {
  const design = new Map(patchedDesign(120, -5));
  design.set(
    'antennaTypes',
    (design.get('antennaTypes') ?? []).map((entity) => (entity.id === type.id ? type : entity)),
  );
  return design;
}

describe("the planner's antenna input", () => {
  it("points the type's pattern by the radio's direction and tilt; omni types give no antenna", () => {
    const antennas = radioAntennasOf(patchedDesign(120, -5));
    expect([...antennas.keys()]).toEqual([PATCHED_RADIO_ID]);
    const antenna = antennas.get(PATCHED_RADIO_ID);
    expect(antenna?.directionDegrees).toBe(120);
    expect(antenna?.tiltDegrees).toBe(-5);
    expect(antenna?.pattern.azimuthGainsDbi).toHaveLength(72);
    // 8 dBi ahead, −12 dBi behind, as the type's H-plane says.
    expect(antenna?.pattern.azimuthGainsDbi[0]).toBeCloseTo(8, 6);
    expect(antenna?.pattern.azimuthGainsDbi[36]).toBeCloseTo(-12, 6);
  });

  it("shifts the pattern to the type's maxGain, and the AP's link budget counts that peak", () => {
    const design = withPatchType({ ...PATCH_ANTENNA_TYPE, maxGain: 10 });
    const antennas = radioAntennasOf(design);
    expect(antennas.get(PATCHED_RADIO_ID)?.pattern.peakGainDbi).toBeCloseTo(10, 6);
    const [ap] = floorAccessPoints(design, FIXTURE_FLOOR_ID);
    if (ap === undefined) {
      throw new Error('fixture has no AP');
    }
    const placed = placedAccessPoint(ap, FIXTURE_METERS_PER_UNIT, antennas);
    const radio = placed.radios.find((candidate) => candidate.id === PATCHED_RADIO_ID);
    expect(radio?.antennaGainDbi).toBeCloseTo(10, 6);
    expect(radio?.antenna?.directionDegrees).toBe(120);
    // Without antennas the editor's AP is omni at the type's stated gain.
    const omni = placedAccessPoint(ap, FIXTURE_METERS_PER_UNIT);
    expect(omni.radios.map((candidate) => candidate.antenna)).toEqual([undefined, undefined]);
  });

  it.each<[string, RawEntity]>([
    ['has no E-plane', { ...PATCH_ANTENNA_TYPE, eplane: undefined }],
    [
      'has a sample without numbers',
      {
        ...PATCH_ANTENNA_TYPE,
        hplane: {
          alignmentAngle: 0,
          gains: [
            { angle: 0, gain: 5 },
            { angle: 'ninety', gain: 1 },
            { angle: 180, gain: -3 },
          ],
        },
      },
    ],
    [
      'has one sample',
      { ...PATCH_ANTENNA_TYPE, hplane: { alignmentAngle: 0, gains: [{ angle: 0, gain: 5 }] } },
    ],
    [
      'has a non-numeric alignment',
      {
        ...PATCH_ANTENNA_TYPE,
        eplane: {
          alignmentAngle: null,
          gains: [
            { angle: 0, gain: 5 },
            { angle: 90, gain: 1 },
          ],
        },
      },
    ],
  ])('leaves a radio omni when its type %s (the .esx reader drops such a cut)', (_, type) => {
    expect(radioAntennasOf(withPatchType(type)).size).toBe(0);
  });
});
