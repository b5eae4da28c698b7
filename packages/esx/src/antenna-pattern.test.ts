import { describe, expect, it } from 'vitest';
import { readEsx } from './read.ts';
import { buildTestZip, minimalMembers } from './test-zip.ts';

// Antenna types as Ekahau 10.4 (schema 1.5.0) writes them: gains in dBi every 5°, the H-plane aligned at 0° and
// the E-plane at 90°, no maxGain (the shape of theantmich/EkahauAutomation `project/antennaTypes.json`).
function cut(alignmentAngle: number, gainAt: (angle: number) => number) {
  return {
    alignmentAngle,
    gains: Array.from({ length: 72 }, (_, k) => ({ angle: k * 5.0, gain: gainAt(k * 5) })),
  };
}

function zipWith(antennaType: Record<string, unknown>): Uint8Array {
  return buildTestZip(
    minimalMembers({
      'accessPoints.json': JSON.stringify({
        accessPoints: [
          {
            location: { floorPlanId: 'fp1', coord: { x: 10.0, y: 20.0 } },
            mine: true,
            id: 'ap1',
            status: 'CREATED',
          },
        ],
      }),
      'simulatedRadios.json': JSON.stringify({
        simulatedRadios: [
          {
            accessPointId: 'ap1',
            radioTechnology: 'IEEE802_11',
            transmitPower: 13.979,
            channel: [60],
            antennaTypeId: 'ant',
            antennaDirection: 90.0,
            antennaTilt: 10.0,
            antennaHeight: 2.4,
            antennaMounting: 'WALL',
            id: 'r1',
            status: 'CREATED',
          },
        ],
      }),
      'antennaTypes.json': JSON.stringify({
        antennaTypes: [
          { name: 'Patch 5GHz', frequencyBand: 'FIVE', id: 'ant', status: 'CREATED', ...antennaType },
        ],
      }),
    }),
  );
}

describe('antenna types', () => {
  it('reads both pattern cuts with their alignment, and the radio’s direction, tilt and height', () => {
    const project = readEsx(
      zipWith({
        directional: true,
        hplane: cut(0.0, (angle) => (angle === 0 ? 9.5 : -3)),
        eplane: cut(90.0, (angle) => (angle === 90 ? 9.5 : -4)),
      }),
    );
    const antenna = project.simulatedRadios[0]?.antenna;
    expect(antenna).toMatchObject({
      directionDegrees: 90,
      tiltDegrees: 10,
      heightMeters: 2.4,
      mounting: 'WALL',
      isDirectional: true,
      maxGainDbi: undefined,
    });
    expect(antenna?.pattern?.hplane.alignmentDegrees).toBe(0);
    expect(antenna?.pattern?.eplane.alignmentDegrees).toBe(90);
    expect(antenna?.pattern?.hplane.gains).toHaveLength(72);
    expect(antenna?.pattern?.hplane.gains[0]).toEqual({ angleDegrees: 0, gainDbi: 9.5 });
    expect(antenna?.pattern?.eplane.gains[18]).toEqual({ angleDegrees: 90, gainDbi: 9.5 });
  });

  it('leaves the radio omnidirectional when a cut is missing or malformed, without rejecting the file', () => {
    const missing = readEsx(zipWith({ maxGain: 4.0, hplane: cut(0.0, () => 1) }));
    expect(missing.simulatedRadios[0]?.antenna).toMatchObject({ maxGainDbi: 4, pattern: undefined });
    const malformed = readEsx(
      zipWith({ hplane: { alignmentAngle: 0.0, gains: 'none' }, eplane: cut(90.0, () => 1) }),
    );
    expect(malformed.simulatedRadios[0]?.antenna.pattern).toBeUndefined();
  });
});
