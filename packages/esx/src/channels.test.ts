import { describe, expect, it } from 'vitest';
import { bandOfChannelNumbers, frequencyOfChannel } from './channels.ts';

describe('bandOfChannelNumbers (legacy channel lists without a band)', () => {
  it('keeps the hint of the antenna type or measurement', () => {
    expect(bandOfChannelNumbers([5, 9, 13, 1], 'SIX')).toBe('SIX');
    expect(bandOfChannelNumbers([37], 'FIVE')).toBe('FIVE');
  });

  it('reads 2.4 GHz, 5 GHz and the numbers only 6 GHz uses', () => {
    expect(bandOfChannelNumbers([6])).toBe('TWO');
    expect(bandOfChannelNumbers([1, 5])).toBe('TWO');
    expect(bandOfChannelNumbers([36, 40])).toBe('FIVE');
    expect(bandOfChannelNumbers([149])).toBe('FIVE');
    expect(bandOfChannelNumbers([165])).toBe('FIVE');
    // Odd numbers 17–145 and 181–233 exist only at 6 GHz; so do more than two sub-channels ≤ 14 and mixed lists.
    expect(bandOfChannelNumbers([37])).toBe('SIX');
    expect(bandOfChannelNumbers([233])).toBe('SIX');
    expect(bandOfChannelNumbers([5, 9, 13, 1])).toBe('SIX');
    expect(bandOfChannelNumbers([13, 17])).toBe('SIX');
    expect(bandOfChannelNumbers([])).toBeUndefined();
  });

  it('puts 6 GHz channel n at 5950 + 5·n MHz (channel 2 at 5935)', () => {
    expect(frequencyOfChannel('SIX', 1)).toBe(5955);
    expect(frequencyOfChannel('SIX', 37)).toBe(6135);
    expect(frequencyOfChannel('SIX', 233)).toBe(7115);
    expect(frequencyOfChannel('SIX', 2)).toBe(5935);
  });
});
