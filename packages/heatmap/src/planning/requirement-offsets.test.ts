import { describe, expect, it } from 'vitest';
import type { CellGrid } from '../grid';
import { applyDeviceOffset, BUILT_IN_DEVICE_PROFILES, type DeviceProfile } from './device-profiles';
import { predictFloorField, type PlanningFloor } from './multi-floor';
import { evaluateRequirement, type RequirementCriterion, type SignalField } from './requirement-eval';

const GRID: CellGrid = { cols: 50, rows: 30, cellMeters: 0.5 };

/** Three APs, two of them on channel 36, with 2.4 and 5 GHz radios: overlap and AP counts vary over the floor. */
function field(): SignalField {
  const radios = (id: string, channel: number) => [
    {
      id: `${id}-5`,
      band: 'FIVE' as const,
      primaryChannel: channel,
      widthMhz: 20 as const,
      txPowerDbm: 14,
      antennaGainDbi: 3,
    },
    {
      id: `${id}-2`,
      band: 'TWO' as const,
      primaryChannel: 1,
      widthMhz: 20 as const,
      txPowerDbm: 11,
      antennaGainDbi: 3,
    },
  ];
  const floor: PlanningFloor = {
    floorPlanId: 'f',
    floorNumber: 0,
    heightMeters: 3,
    thicknessMeters: 0.3,
    slabLossDb: { TWO: 0, FIVE: 0, SIX: 0 },
    holes: [],
    attenuationAreas: [],
    accessPoints: [
      { id: 'a', xMeters: 3, yMeters: 4, isMine: true, radios: radios('a', 36) },
      { id: 'b', xMeters: 20, yMeters: 10, isMine: true, radios: radios('b', 36) },
      { id: 'c', xMeters: 12, yMeters: 14, isMine: true, radios: radios('c', 44) },
    ],
  };
  const predicted = predictFloorField([floor], 'f', GRID, 'one-floor');
  return {
    cellCount: GRID.cols * GRID.rows,
    radios: predicted.radios.map(({ ap, radio }) => ({ ...radio, apId: ap.id })),
    planes: predicted.planes,
    noiseDbm: { TWO: -92, FIVE: -95, SIX: -95 },
  };
}

const CRITERIA: RequirementCriterion[] = [
  { type: 'SIGNAL_STRENGTH', band: 'FIVE', comparison: 'AT_LEAST', value: -62 },
  { type: 'SECONDARY_SIGNAL_STRENGTH', band: 'FIVE', comparison: 'AT_LEAST', value: -75 },
  { type: 'SIGNAL_TO_NOISE_RATIO', band: 'TWO', comparison: 'AT_LEAST', value: 30 },
  { type: 'DATA_RATE', band: 'FIVE', comparison: 'AT_LEAST', value: 100 },
  { type: 'CHANNEL_OVERLAP', band: 'FIVE', comparison: 'AT_MOST', value: 0, additionalLimit: -80 },
  { type: 'NUMBER_OF_ACCESS_POINTS', band: 'FIVE', comparison: 'AT_LEAST', value: 2, additionalLimit: -70 },
];

const CELLS = Uint32Array.from({ length: GRID.cols * GRID.rows }, (_, c) => c);

function shiftedBy(source: SignalField, device: DeviceProfile): SignalField {
  const planes = applyDeviceOffset(
    source.planes,
    source.radios.map((radio) => radio.band),
    source.cellCount,
    device,
  );
  return { ...source, planes };
}

describe('evaluating under device offsets without shifting the field', () => {
  it('gives exactly what the shifted field gives, per criterion and per cell, reusing the per-cell values', () => {
    const plain = field();
    const base = evaluateRequirement(plain, CRITERIA, CELLS, BUILT_IN_DEVICE_PROFILES[0] as DeviceProfile);
    const rates = base.criteria.map((criterion) => criterion.passRatePercent);
    // Every criterion neither always passes nor always fails here, so a wrong shift shows.
    expect(rates.some((rate) => rate > 0 && rate < 100)).toBe(true);
    const uneven: DeviceProfile = {
      id: 'uneven',
      name: 'Uneven',
      offsets: { TWO: -4, FIVE: -9, SIX: -9 },
      builtIn: false,
      technology: 'AC',
      spatialStreams: 1,
      maxWidthMhz: 20,
      bands: ['TWO', 'FIVE'],
    };
    for (const device of [...BUILT_IN_DEVICE_PROFILES, uneven]) {
      const expected = evaluateRequirement(shiftedBy(plain, device), CRITERIA, CELLS, device);
      const shifted = evaluateRequirement(plain, CRITERIA, CELLS, device, device.offsets);
      expect(shifted.criteria).toEqual(expected.criteria);
      expect(shifted.passRatePercent).toBe(expected.passRatePercent);
      expect(Array.from(shifted.firstFailing)).toEqual(Array.from(expected.firstFailing));
    }
  });

  it('shifts the planes themselves for a criterion over every band when the offsets differ per band', () => {
    const plain = field();
    const anyBand: RequirementCriterion[] = [
      { type: 'SIGNAL_STRENGTH', band: undefined, comparison: 'AT_LEAST', value: -45 },
    ];
    const device = {
      ...(BUILT_IN_DEVICE_PROFILES[0] as DeviceProfile),
      offsets: { TWO: -12, FIVE: 0, SIX: 0 },
    };
    const expected = evaluateRequirement(shiftedBy(plain, device), anyBand, CELLS, device);
    expect(evaluateRequirement(plain, anyBand, CELLS, device, device.offsets)).toEqual(expected);
    expect(expected.passRatePercent).toBeGreaterThan(0);
    expect(expected.passRatePercent).not.toBe(
      evaluateRequirement(plain, anyBand, CELLS, device).passRatePercent,
    );
  });
});
