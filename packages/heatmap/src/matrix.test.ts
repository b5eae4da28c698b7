import { describe, expect, it } from 'vitest';
import { buildMatrixFromScans, radioMacOf, type Scan } from './matrix';

const at = (xMeters: number, yMeters: number, readings: Scan['readings'], noiseDbm?: number): Scan => ({
  xMeters,
  yMeters,
  readings,
  ...(noiseDbm === undefined ? {} : { noiseDbm }),
});

describe('radioMacOf', () => {
  it('clears the last hex digit and normalises case and separators', () => {
    expect(radioMacOf('AA-BB-CC-DD-EE-F3')).toBe('aa:bb:cc:dd:ee:f0');
  });
});

describe('buildMatrixFromScans', () => {
  const scans: Scan[] = [
    // Point 1, three scans (stop-and-go): two SSIDs of one 5 GHz radio, its 2.4 GHz radio, and another AP.
    at(
      1,
      2,
      [
        { bssid: 'aa:bb:cc:dd:ee:01', rssiDbm: -60, frequencyMhz: 5180, widthMhz: 40 },
        { bssid: 'aa:bb:cc:dd:ee:02', rssiDbm: -58, frequencyMhz: 5180, widthMhz: 40 },
        { bssid: 'aa:bb:cc:dd:ee:05', rssiDbm: -50, frequencyMhz: 2437 },
        { bssid: '11:22:33:44:55:60', rssiDbm: -80, frequencyMhz: 5500, apId: 'ap-x' },
      ],
      -92,
    ),
    at(
      1,
      2,
      [
        { bssid: 'aa:bb:cc:dd:ee:01', rssiDbm: -64, frequencyMhz: 5180, widthMhz: 40 },
        { bssid: 'aa:bb:cc:dd:ee:05', rssiDbm: -54, frequencyMhz: 2437 },
      ],
      -90,
    ),
    at(1.004, 2.002, [
      { bssid: 'aa:bb:cc:dd:ee:02', rssiDbm: -70, frequencyMhz: 5180, widthMhz: 40 },
      { bssid: '11:22:33:44:55:61', rssiDbm: -84, frequencyMhz: 5500, apId: 'ap-x' },
    ]),
    // Point 2: only the other AP, plus a non-Wi-Fi frequency that is ignored.
    at(5, 2, [
      { bssid: '11:22:33:44:55:60', rssiDbm: -70, frequencyMhz: 5500, apId: 'ap-x' },
      { bssid: 'de:ad:be:ef:00:00', rssiDbm: -30, frequencyMhz: 900 },
    ]),
  ];
  const matrix = buildMatrixFromScans(scans, {
    accessPoints: [{ id: 'ap-x', isMine: true, position: { xMeters: 9, yMeters: 9 } }],
  });

  it('merges scans at one spot into one point', () => {
    expect(Array.from(matrix.points.xMeters)).toEqual([1, 5]);
    expect(Array.from(matrix.points.yMeters)).toEqual([2, 2]);
  });

  it('groups BSSIDs into radios (same AP, same band) and radios into APs', () => {
    expect(
      matrix.radios.map((radio) => [radio.id, radio.apId, radio.band, radio.primaryChannel, radio.widthMhz]),
    ).toEqual([
      ['mac:aa:bb:cc:dd:ee:00|FIVE', 'mac:aa:bb:cc:dd:ee:00', 'FIVE', 36, 40],
      ['mac:aa:bb:cc:dd:ee:00|TWO', 'mac:aa:bb:cc:dd:ee:00', 'TWO', 6, 20],
      ['ap-x|FIVE', 'ap-x', 'FIVE', 100, 20],
    ]);
    expect(matrix.bssidsByRadio).toEqual([
      ['aa:bb:cc:dd:ee:01', 'aa:bb:cc:dd:ee:02'],
      ['aa:bb:cc:dd:ee:05'],
      ['11:22:33:44:55:60', '11:22:33:44:55:61'],
    ]);
    expect(matrix.radios.map((radio) => [radio.isMine, radio.isMeasured, radio.apPosition])).toEqual([
      [false, true, null],
      [false, true, null],
      [true, true, { xMeters: 9, yMeters: 9 }],
    ]);
  });

  it('takes the strongest BSSID per scan and the median over the scans that heard the radio', () => {
    // Radio 0 per scan: max(−60, −58) = −58, −64, −70 → median −64. Radio 1: −50, −54 → −52.
    // Radio 2: −80, −84 → −82 at point 1; −70 at point 2. Radios not heard are −100.
    expect(Array.from(matrix.V)).toEqual([-64, -52, -82, -100, -100, -70]);
  });

  it('keeps the median noise per point, NaN where no scan measured it', () => {
    expect(Array.from(matrix.noiseDbm ?? [])).toEqual([-91, NaN]);
    expect(buildMatrixFromScans([at(0, 0, [])]).noiseDbm).toBeUndefined();
  });
});
