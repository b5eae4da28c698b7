import { decodeWifiTrack, WifiTrackWriter, type EsxMeasurement } from '@airlens/esx';
import { describe, expect, it } from 'vitest';
import {
  bandsHeard,
  buildTrackRadios,
  computeBandSample,
  createSampleScratch,
  readingBands,
} from './kpi-sample';
import { defaultNoiseFloorDbm, spanEdgeMhz } from './kpi-radio';

function measurement(id: string, accessPointId: string | undefined, frequencies: number[]): EsxMeasurement {
  return {
    id,
    bssid: `00:00:00:00:00:${id.slice(-2).padStart(2, '0')}`,
    ssid: 'Corp',
    technologies: ['AX'],
    security: undefined,
    radioId: undefined,
    accessPointId,
    band: undefined,
    channels: [],
    centerFrequenciesMhz: frequencies,
    primaryChannel: undefined,
    channelWidthMhz: frequencies.length === 0 ? undefined : 20 * frequencies.length,
  };
}

function oneScan(readings: [number, number, number][]) {
  const writer = new WifiTrackWriter();
  writer.beginScan(0);
  for (const [m, rssi, frequency] of readings) {
    writer.addReading(10, m, rssi, frequency);
  }
  writer.endScan();
  return decodeWifiTrack(writer.finish(), 'track', 10);
}

const measurements = new Map(
  [
    measurement('m0', 'mine-a', [5500]),
    measurement('m1', 'mine-a', [5500]),
    measurement('m2', 'mine-b', [5500, 5520, 5540, 5560]),
    measurement('m3', 'neighbour', [5560]),
    measurement('m4', undefined, []),
  ].map((m) => [m.id, m]),
);
const ids = ['m0', 'm1', 'm2', 'm3', 'm4'];

describe('computeBandSample', () => {
  it('serves from the strongest of my radios and takes rssi2 from a different AP', () => {
    const scans = oneScan([
      [0, -61, 5500],
      [1, -55, 5500],
      [2, -63, 5500],
      [3, -40, 5560],
    ]);
    const radios = buildTrackRadios(ids, measurements, new Set(['mine-a', 'mine-b']), new Map());
    const sample = computeBandSample(
      scans,
      0,
      readingBands(scans),
      'FIVE',
      radios,
      () => undefined,
      createSampleScratch(5),
    );
    // m1 serves (−55); m0 is the same AP, so rssi2 is mine-b's −63. m1 lists 5500 only: span 5490–5510;
    // m2's 80 MHz (5490–5570) overlaps, the neighbour's 5550–5570 does not. Default noise at 20 MHz: −95.
    expect(sample).toEqual({
      servingMeasurement: 1,
      rssiDbm: -55,
      rssi2Dbm: -63,
      snrDb: 40,
      channelInterference: 1,
    });
  });

  it('counts every AP (neighbours too) overlapping the serving span at −85 dBm or more, once each', () => {
    const scans = oneScan([
      [2, -50, 5500],
      [0, -70, 5500],
      [1, -72, 5500],
      [3, -85, 5560],
      [4, -86, 5540],
    ]);
    const radios = buildTrackRadios(ids, measurements, null, new Map());
    const sample = computeBandSample(
      scans,
      0,
      readingBands(scans),
      'FIVE',
      radios,
      (frequency) => (frequency === 5500 ? -91 : undefined),
      createSampleScratch(5),
    );
    // Every AP counts when none is mine. Serving m2 (80 MHz, 5490–5570). mine-a heard twice counts once;
    // the neighbour at 5550–5570 overlaps at exactly −85; m4 at −86 is too weak. Measured noise −91.
    expect(sample).toEqual({
      servingMeasurement: 2,
      rssiDbm: -50,
      rssi2Dbm: -70,
      snrDb: 41,
      channelInterference: 2,
    });
  });

  it('answers nothing where none of my radios is heard on the band', () => {
    const scans = oneScan([
      [3, -40, 5560],
      [0, -50, 2412],
    ]);
    const radios = buildTrackRadios(ids, measurements, new Set(['mine-a']), new Map());
    const bands = readingBands(scans);
    expect(
      computeBandSample(scans, 0, bands, 'FIVE', radios, () => undefined, createSampleScratch(5)),
    ).toEqual({
      servingMeasurement: -1,
      rssiDbm: null,
      rssi2Dbm: null,
      snrDb: null,
      channelInterference: null,
    });
    // m0 heard on 2.4 GHz: its 5 GHz channel list says nothing there, so the heard channel (2401–2423) is its span.
    expect(
      computeBandSample(scans, 0, bands, 'TWO', radios, () => undefined, createSampleScratch(5)),
    ).toMatchObject({ rssiDbm: -50, rssi2Dbm: null, channelInterference: 0 });
    expect(bandsHeard(scans, bands, radios)).toEqual(['TWO']);
  });
});

describe('channel spans and noise', () => {
  it('spans from the lowest to the highest listed sub-channel, 22 MHz masks on 2.4 GHz', () => {
    expect(spanEdgeMhz('FIVE', 5180, 5240, 5180, 'lo')).toBe(5170);
    expect(spanEdgeMhz('FIVE', 5180, 5240, 5180, 'hi')).toBe(5250);
    expect(spanEdgeMhz('TWO', 2412, 2412, 2412, 'hi')).toBe(2423);
    expect(spanEdgeMhz('TWO', Number.NaN, Number.NaN, 2437, 'lo')).toBe(2426);
  });

  it('assumes −95 dBm at 20 MHz, +3 dB per doubling', () => {
    expect([20, 40, 80, 160, 320].map(defaultNoiseFloorDbm)).toEqual([-95, -92, -89, -86, -83]);
  });
});
