import { describe, expect, it } from 'vitest';
import { occupiedSpan, primarySpan, spansOverlap } from './channels';
import type { Band } from './types';

function overlaps(band: Band, a: [number, number], b: [number, number]): boolean {
  return spansOverlap(occupiedSpan(band, a[0], a[1]), occupiedSpan(band, b[0], b[1]));
}

describe('channel spans and co-channel overlap', () => {
  it('2.4 GHz: channels overlap when |Δch| < 5, so 1/6/11 are clear', () => {
    const table: [number, number, boolean][] = [
      [1, 6, false],
      [6, 11, false],
      [1, 11, false],
      [1, 5, true],
      [1, 4, true],
      [3, 6, true],
      [11, 13, true],
      [13, 14, true],
      [6, 6, true],
    ];
    for (const [a, b, expected] of table) {
      expect(overlaps('TWO', [a, 20], [b, 20]), `${a} vs ${b}`).toBe(expected);
    }
    expect(overlaps('TWO', [1, 40], [6, 20])).toBe(true);
    expect(overlaps('TWO', [1, 40], [11, 20])).toBe(false);
    expect(overlaps('TWO', [11, 40], [6, 20])).toBe(true);
  });

  it('5 GHz: bonded blocks come from the channel tables for 40/80/160 MHz', () => {
    const table: [[number, number], [number, number], boolean][] = [
      [[36, 20], [40, 20], false],
      [[36, 40], [40, 20], true],
      [[36, 40], [44, 20], false],
      [[44, 40], [48, 20], true],
      [[48, 40], [40, 20], false],
      [[36, 80], [48, 20], true],
      [[36, 80], [52, 20], false],
      [[52, 80], [64, 40], true],
      [[36, 160], [64, 20], true],
      [[36, 160], [100, 20], false],
      [[100, 160], [128, 20], true],
      [[100, 160], [132, 80], false],
      [[149, 80], [161, 20], true],
      [[149, 80], [165, 20], false],
      [[165, 80], [173, 20], true],
      [[149, 160], [177, 20], true],
      [[144, 80], [132, 20], true],
      [[144, 80], [128, 20], false],
    ];
    for (const [a, b, expected] of table) {
      expect(overlaps('FIVE', a, b), `${a.join('/')} vs ${b.join('/')}`).toBe(expected);
    }
    expect(occupiedSpan('FIVE', 40, 80)).toEqual({ loMhz: 5170, hiMhz: 5250 });
    expect(occupiedSpan('FIVE', 120, 160)).toEqual({ loMhz: 5490, hiMhz: 5650 });
  });

  it('6 GHz: blocks are aligned from channel 1 (40/80/160 centres 3/7/15 + k·8/16/32)', () => {
    const table: [[number, number], [number, number], boolean][] = [
      [[1, 20], [5, 20], false],
      [[1, 40], [5, 20], true],
      [[5, 40], [9, 20], false],
      [[1, 80], [13, 20], true],
      [[1, 80], [17, 20], false],
      [[37, 160], [61, 20], true],
      [[37, 160], [65, 20], false],
      [[33, 160], [1, 160], false],
      [[5, 320], [61, 20], true],
      [[5, 320], [65, 20], false],
    ];
    for (const [a, b, expected] of table) {
      expect(overlaps('SIX', a, b), `${a.join('/')} vs ${b.join('/')}`).toBe(expected);
    }
    expect(occupiedSpan('SIX', 33, 160)).toEqual({ loMhz: 6105, hiMhz: 6265 });
  });

  it('takes the primary 20 MHz from the channel centre (22 MHz on 2.4 GHz)', () => {
    expect(primarySpan('FIVE', 44)).toEqual({ loMhz: 5210, hiMhz: 5230 });
    expect(primarySpan('TWO', 6)).toEqual({ loMhz: 2426, hiMhz: 2448 });
  });
});
