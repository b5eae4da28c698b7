import { describe, expect, it } from 'vitest';
import type { CellGrid } from '../grid';
import { beaconAirtime, computeCapacity, DEFAULT_CAPACITY_SETTINGS, MAC_EFFICIENCY } from './capacity';
import {
  applyDeviceOffset,
  BUILT_IN_DEVICE_PROFILES,
  NO_DEVICE_PROFILE,
  type DeviceProfile,
} from './device-profiles';
import { predictFloorField, type PlanningFloor } from './multi-floor';
import { cellsInPolygon, evaluateRequirement, type SignalField } from './requirement-eval';

const GRID: CellGrid = { cols: 60, rows: 40, cellMeters: 0.5 };

function fieldOfFloor(): SignalField {
  const target: PlanningFloor = {
    floorPlanId: 'f0',
    floorNumber: 0,
    heightMeters: 3,
    thicknessMeters: 0.3,
    slabLossDb: { TWO: 10, FIVE: 10, SIX: 10 },
    holes: [],
    attenuationAreas: [],
    accessPoints: [
      {
        id: 'ap1',
        xMeters: 4,
        yMeters: 5,
        isMine: true,
        radios: [
          { id: 'r5', band: 'FIVE', primaryChannel: 36, widthMhz: 20, txPowerDbm: 14, antennaGainDbi: 3 },
          { id: 'r2', band: 'TWO', primaryChannel: 1, widthMhz: 20, txPowerDbm: 14, antennaGainDbi: 3 },
        ],
      },
    ],
  };
  const field = predictFloorField([target], 'f0', GRID, 'one-floor');
  return {
    cellCount: GRID.cols * GRID.rows,
    radios: field.radios.map(({ ap, radio }) => ({ ...radio, apId: ap.id })),
    planes: field.planes,
    noiseDbm: { TWO: -92, FIVE: -95, SIX: -95 },
  };
}

const ALL_CELLS = Uint32Array.from({ length: GRID.cols * GRID.rows }, (_, c) => c);
const SIGNAL_67 = [
  { type: 'SIGNAL_STRENGTH', band: 'FIVE' as const, comparison: 'AT_LEAST' as const, value: -67 },
];

function countAtLeast(field: SignalField, column: number, threshold: number): number {
  let count = 0;
  for (let c = 0; c < field.cellCount; c++) {
    if ((field.planes[column * field.cellCount + c] ?? -Infinity) >= threshold) {
      count++;
    }
  }
  return count;
}

describe('requirement pass rates', () => {
  it('a requirement of ≥ −67 dBm passes exactly the cells at or above −67 dBm', () => {
    const field = fieldOfFloor();
    const column = field.radios.findIndex((radio) => radio.band === 'FIVE');
    const expected = countAtLeast(field, column, -67);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(field.cellCount);
    const result = evaluateRequirement(field, SIGNAL_67, ALL_CELLS, NO_DEVICE_PROFILE);
    expect(result.passRatePercent).toBeCloseTo((100 * expected) / field.cellCount, 9);
    for (let c = 0; c < field.cellCount; c++) {
      const rssi = field.planes[column * field.cellCount + c] ?? -Infinity;
      expect(result.firstFailing[c]).toBe(rssi >= -67 ? -1 : 0);
    }
  });

  it('a −10 dB profile lowers every RSSI cell by 10 and the pass rate with it', () => {
    const field = fieldOfFloor();
    const smartphone = BUILT_IN_DEVICE_PROFILES.find((profile) => profile.id === 'builtin-smartphone');
    expect(smartphone?.offsets.FIVE).toBe(-10);
    if (smartphone === undefined) {
      return;
    }
    const shifted = applyDeviceOffset(
      field.planes,
      field.radios.map((radio) => radio.band),
      field.cellCount,
      smartphone,
    );
    for (let i = 0; i < field.planes.length; i++) {
      expect((shifted[i] ?? 0) - (field.planes[i] ?? 0)).toBeCloseTo(-10, 4);
    }
    const column = field.radios.findIndex((radio) => radio.band === 'FIVE');
    const before = evaluateRequirement(field, SIGNAL_67, ALL_CELLS, NO_DEVICE_PROFILE);
    const after = evaluateRequirement({ ...field, planes: shifted }, SIGNAL_67, ALL_CELLS, smartphone);
    expect(after.passRatePercent).toBeCloseTo((100 * countAtLeast(field, column, -57)) / field.cellCount, 9);
    expect(after.passRatePercent).toBeLessThan(before.passRatePercent);
  });

  it('reports each criterion and the first failing one; AT_MOST criteria pass at or below', () => {
    const field = fieldOfFloor();
    const criteria = [
      { type: 'SIGNAL_STRENGTH', band: 'FIVE' as const, comparison: 'AT_LEAST' as const, value: -60 },
      { type: 'SIGNAL_TO_NOISE_RATIO', band: 'FIVE' as const, comparison: 'AT_LEAST' as const, value: 40 },
      { type: 'CHANNEL_OVERLAP', band: 'FIVE' as const, comparison: 'AT_MOST' as const, value: 0 },
      { type: 'PING_RTT', band: undefined, comparison: 'AT_MOST' as const, value: 50 },
    ];
    const result = evaluateRequirement(field, criteria, ALL_CELLS, NO_DEVICE_PROFILE);
    expect(result.criteria.map((criterion) => criterion.type)).toEqual([
      'SIGNAL_STRENGTH',
      'SIGNAL_TO_NOISE_RATIO',
      'CHANNEL_OVERLAP',
    ]);
    const column = field.radios.findIndex((radio) => radio.band === 'FIVE');
    // SNR ≥ 40 dB over a −95 dBm floor is RSSI ≥ −55: stricter than the signal criterion.
    expect(result.criteria[1]?.passRatePercent).toBeCloseTo(
      (100 * countAtLeast(field, column, -55)) / field.cellCount,
      9,
    );
    expect(result.criteria[2]?.passRatePercent).toBe(100);
    expect(result.passRatePercent).toBeCloseTo(result.criteria[1]?.passRatePercent ?? -1, 9);
    const failingOnSnr = [...result.firstFailing].filter((index) => index === 1).length;
    expect(failingOnSnr).toBe(countAtLeast(field, column, -60) - countAtLeast(field, column, -55));
  });
});

describe('capacity', () => {
  const laptop: DeviceProfile = {
    id: 'laptop',
    name: 'Laptop',
    offsets: { TWO: 0, FIVE: 0, SIX: 0 },
    builtIn: false,
    spatialStreams: 2,
    maxWidthMhz: 80,
    technology: 'AC',
    bands: ['TWO', 'FIVE'],
  };

  function uniformField(rssiFive: number, rssiTwo: number): SignalField {
    const cellCount = GRID.cols * GRID.rows;
    const planes = new Float32Array(2 * cellCount);
    planes.fill(rssiFive, 0, cellCount);
    planes.fill(rssiTwo, cellCount);
    return {
      cellCount,
      radios: [
        {
          id: 'r5',
          apId: 'ap1',
          band: 'FIVE',
          primaryChannel: 36,
          widthMhz: 80,
          technology: 'AC',
          spatialStreams: 2,
        },
        {
          id: 'r2',
          apId: 'ap1',
          band: 'TWO',
          primaryChannel: 1,
          widthMhz: 20,
          technology: 'N',
          spatialStreams: 2,
        },
      ],
      planes,
      noiseDbm: { TWO: -92, FIVE: -95, SIX: -95 },
    };
  }

  const settings = {
    TWO: DEFAULT_CAPACITY_SETTINGS,
    FIVE: DEFAULT_CAPACITY_SETTINGS,
    SIX: DEFAULT_CAPACITY_SETTINGS,
  };

  it('150 clients at 4 Mbps on one VHT80 2-stream radio at MCS 9 take the hand-computed airtime', () => {
    const area = { id: 'hall', cells: cellsInPolygon(GRID, [2, 2, 20, 2, 20, 15, 2, 15]) };
    expect(area.cells.length).toBe(36 * 26);
    const result = computeCapacity(
      uniformField(-40, -45),
      [
        {
          ...area,
          items: [{ deviceCount: 150, demandBps: 4_194_304, usageProfile: 'High SLA', device: laptop }],
        },
      ],
      settings,
    );
    // VHT80, 2 streams, MCS 9 (256-QAM 5/6), short GI: 234 × 8 × 5/6 × 2 / 3.6 µs = 866.67 Mbps.
    const phyMbps = (234 * 8 * (5 / 6) * 2) / 3.6;
    // Two SSIDs beaconing 350 bytes at 12 Mbps (+20 µs preamble) every 102.4 ms.
    const beacons = (2 * (20 + (350 * 8) / 12)) / 102_400;
    const expected = 100 * ((150 * 4_194_304) / (phyMbps * 1e6 * 0.65) + beacons);
    expect(MAC_EFFICIENCY).toBe(0.65);
    expect(beaconAirtime(DEFAULT_CAPACITY_SETTINGS)).toBeCloseTo(beacons, 12);
    expect(result.radios[0]).toMatchObject({ clients: 150, overloaded: true });
    expect(result.radios[0]?.airtimePercent).toBeCloseTo(expected, 6);
    expect(result.radios[1]).toMatchObject({ clients: 0, overloaded: false });
    expect(result.radios[1]?.airtimePercent).toBeCloseTo(100 * beacons, 9);
    expect(result.areas[0]).toMatchObject({ clients: 150, servedClients: { FIVE: 150, TWO: 0 } });
    // 111.7 % of one radio's airtime at ≤ 70 % each (less beacons) needs 2 radios.
    expect(result.areas[0]?.apsNeeded.FIVE).toBe(
      Math.ceil((expected - 100 * beacons) / (100 * (0.7 - beacons))),
    );
    expect(result.areas[0]?.apsNeeded.FIVE).toBe(2);
  });

  it('a weaker signal drops the MCS and raises the airtime; a weak 5 GHz radio steers clients to 2.4 GHz', () => {
    const area = { id: 'hall', cells: cellsInPolygon(GRID, [2, 2, 20, 2, 20, 15, 2, 15]) };
    const item = { deviceCount: 10, demandBps: 1_000_000, usageProfile: 'Low', device: laptop };
    // −65 dBm at 80 MHz: MCS 3 (16-QAM 1/2) is the highest whose −74 + 6 dBm minimum is met: 260 Mbps.
    const mid = computeCapacity(uniformField(-65, -80), [{ ...area, items: [item] }], settings);
    const beacons = beaconAirtime(DEFAULT_CAPACITY_SETTINGS);
    const mcs3 = (234 * 4 * 0.5 * 2) / 3.6;
    expect(mid.radios[0]?.airtimePercent).toBeCloseTo(100 * ((10 * 1e6) / (mcs3 * 1e6 * 0.65) + beacons), 6);
    const steered = computeCapacity(uniformField(-75, -50), [{ ...area, items: [item] }], settings);
    expect(steered.radios.map((radio) => radio.clients)).toEqual([0, 10]);
    expect(steered.areas[0]?.servedClients).toEqual({ TWO: 10, FIVE: 0, SIX: 0 });
  });

  it('counts more clients than the radio allows as overloaded', () => {
    const area = { id: 'hall', cells: cellsInPolygon(GRID, [2, 2, 20, 2, 20, 15, 2, 15]) };
    const item = { deviceCount: 201, demandBps: 0, usageProfile: 'Association only', device: laptop };
    const result = computeCapacity(uniformField(-40, -45), [{ ...area, items: [item] }], settings);
    expect(result.radios[0]).toMatchObject({ clients: 201, overloaded: true });
    expect(result.areas[0]?.apsNeeded.FIVE).toBe(2);
  });
});
