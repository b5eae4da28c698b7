import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EsxError } from './errors.ts';
import { decodeWifiTrack, encodeWifiTrack, WifiTrackWriter } from './track.ts';

describe('binary Wi-Fi tracks', () => {
  it('decodes the reference layout byte by byte', () => {
    // 02 01 | 00 scan=7 | 01 02 t=1000 04 idx=3 05 rssi=-70 11 f=5180 09 | 10
    const bytes = new Uint8Array([
      0x02, 0x01, 0x00, 0, 0, 0, 7, 0x01, 0x02, 0, 0, 0x03, 0xe8, 0x04, 0, 3, 0x05, 0xba, 0x11, 0, 0, 0x14,
      0x3c, 0x09, 0x10,
    ]);
    const table = decodeWifiTrack(bytes, 'track-x.bin', 100);
    expect(table.scanCount).toBe(1);
    expect(table.scanIndex[0]).toBe(7);
    expect(table.scanTimeMs[0]).toBe(1000);
    expect([table.readingMeasurementIndex[0], table.readingRssiDbm[0], table.readingFrequencyMhz[0]]).toEqual(
      [3, -70, 5180],
    );
    expect(table.readingExtra).toBeUndefined();
    expect(encodeWifiTrack(table)).toEqual(bytes);
  });

  it('accepts the optional 0x06 byte and an empty scan', () => {
    const writer = new WifiTrackWriter();
    writer.beginScan(0);
    writer.endScan();
    writer.beginScan(1);
    writer.addReading(1, 0, -50, 2412, 200);
    writer.endScan();
    const bytes = writer.finish();
    const table = decodeWifiTrack(bytes, 't', 10);
    expect(Number.isNaN(table.scanTimeMs[0])).toBe(true);
    expect(table.readingExtra?.[0]).toBe(200);
    expect(encodeWifiTrack(table)).toEqual(bytes);
  });

  it('round-trips arbitrary scans', () => {
    const reading = fc.record({
      t: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      i: fc.integer({ min: 0, max: 65535 }),
      r: fc.integer({ min: -128, max: 127 }),
      f: fc.integer({ min: 0, max: 65535 }),
      x: fc.option(fc.integer({ min: 0, max: 255 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(fc.array(reading, { maxLength: 5 }), { maxLength: 20 }), (scans) => {
        const writer = new WifiTrackWriter(8);
        scans.forEach((readings, s) => {
          writer.beginScan(s);
          for (const { t, i, r, f, x } of readings) {
            writer.addReading(t, i, r, f, x);
          }
          writer.endScan();
        });
        const bytes = writer.finish();
        const table = decodeWifiTrack(bytes, 't', 1000);
        expect(table.readingCount).toBe(scans.reduce((n, readings) => n + readings.length, 0));
        expect(encodeWifiTrack(table)).toEqual(bytes);
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['bad header', [0x01, 0x02]],
    ['truncated scan', [0x02, 0x01, 0x00, 0, 0]],
    ['reading outside a scan', [0x02, 0x01, 0x01, 0x02]],
    ['unknown record', [0x02, 0x01, 0x7f]],
  ])('rejects %s with INVALID_TRACK', (_label, bytes) => {
    expect(() => decodeWifiTrack(new Uint8Array(bytes), 't', 10)).toThrow(EsxError);
  });

  it('stops at the scan limit', () => {
    const writer = new WifiTrackWriter();
    for (let s = 0; s < 5; s++) {
      writer.beginScan(s);
      writer.endScan();
    }
    expect(() => decodeWifiTrack(writer.finish(), 't', 3)).toThrow(/more than 3 scans/);
  });
});
