import { generateProject, type EsxAntennaPlane } from '@airlens/esx';
import { describe, expect, it } from 'vitest';
import { buildFloorInput, hasUsableScale } from './floor-input';
import { bandFactors } from './planning-model';

function plane(alignmentDegrees: number, gainAt: (angle: number) => number): EsxAntennaPlane {
  return {
    alignmentDegrees,
    gains: Array.from({ length: 72 }, (_, k) => ({ angleDegrees: k * 5, gainDbi: gainAt(k * 5) })),
  };
}

describe('planned radios in the engine input', () => {
  it('carry their antenna pattern and pointing, the budget counting the peak; omni radios keep maxGain', () => {
    const project = generateProject({ kind: 'simulated', floors: 1, aps: 3, maxImagePixels: 300, seed: 5 });
    const [patterned, omni] = project.simulatedRadios.filter(
      (radio) => radio.radioTechnology === 'IEEE802_11' && radio.band === 'FIVE',
    );
    if (patterned === undefined || omni === undefined) {
      throw new Error('two 5 GHz radios expected');
    }
    patterned.antenna = {
      ...patterned.antenna,
      directionDegrees: 90,
      tiltDegrees: 5,
      maxGainDbi: undefined,
      pattern: { hplane: plane(0, (angle) => (angle === 0 ? 7 : -5)), eplane: plane(90, () => -5) },
    };
    const floor = project.floorPlans[0];
    if (floor === undefined || !hasUsableScale(floor)) {
      throw new Error('a scaled floor expected');
    }
    const radios = (buildFloorInput(project, floor).accessPoints ?? []).flatMap((ap) => ap.radios);
    const withPattern = radios.find((radio) => radio.id === patterned.id);
    expect(withPattern?.antennaGainDbi).toBe(7);
    expect(withPattern?.antenna).toMatchObject({ directionDegrees: 90, tiltDegrees: 5 });
    expect(withPattern?.antenna?.pattern.azimuthGainsDbi[0]).toBe(7);
    const plain = radios.find((radio) => radio.id === omni.id);
    expect(plain?.antenna).toBeUndefined();
    expect(plain?.antennaGainDbi).toBe(omni.antenna.maxGainDbi);
  });
});

describe('per-band losses of catalogue entries', () => {
  it('use the 6 GHz factor where the type states one, else the 5 GHz one; 1.4.0 single values for every band', () => {
    const withSix = bandFactors({
      propagationProperties: [
        { band: 'TWO', attenuationFactor: 10 },
        { band: 'FIVE', attenuationFactor: 12 },
        { band: 'SIX', attenuationFactor: 14 },
      ],
    });
    expect(withSix).toEqual({ TWO: 10, FIVE: 12, SIX: 14 });
    const withoutSix = bandFactors({
      propagationProperties: [
        { band: 'TWO', attenuationFactor: 10 },
        { band: 'FIVE', attenuationFactor: 12 },
      ],
    });
    expect(withoutSix).toEqual({ TWO: 10, FIVE: 12, SIX: 12 });
    expect(bandFactors({ attenuationPerMeter: 30 })).toEqual({ TWO: 30, FIVE: 30, SIX: 30 });
  });
});
