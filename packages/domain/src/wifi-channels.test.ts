import { describe, expect, it } from 'vitest';
import { bandOfFrequencyMhz, channelCentreMhz, channelOfFrequencyMhz } from './wifi-channels';
import type { FrequencyBand } from './insights';

/** The 20 MHz channels of each band, from the regulatory tables rather than the arithmetic under test. */
const CHANNELS: Readonly<Record<FrequencyBand, readonly number[]>> = {
  TWO: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  FIVE: [
    36, 40, 44, 48, 52, 56, 60, 64, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 149, 153, 157,
    161, 165, 169, 173, 177,
  ],
  SIX: [2, ...Array.from({ length: 59 }, (_, index) => 1 + 4 * index)],
};

describe('Wi-Fi bands', () => {
  it.each([
    [2412, 'TWO'],
    [2484, 'TWO'],
    [5180, 'FIVE'],
    [5825, 'FIVE'],
    [5935, 'SIX'],
    [5955, 'SIX'],
    [7115, 'SIX'],
    [900, null],
    [2399, null],
    [5149, null],
    [7200, null],
  ])('%i MHz is on band %s', (mhz, band) => {
    expect(bandOfFrequencyMhz(mhz)).toBe(band);
  });
});

describe('Wi-Fi channel numbers', () => {
  it('places the odd channels: 2.4 GHz 14 at 2484 MHz and 6 GHz 2 at 5935 MHz', () => {
    expect(channelCentreMhz('TWO', 14)).toBe(2484);
    expect(channelCentreMhz('TWO', 13)).toBe(2472);
    expect(channelCentreMhz('SIX', 2)).toBe(5935);
    expect(channelCentreMhz('SIX', 1)).toBe(5955);
    expect(channelCentreMhz('FIVE', 36)).toBe(5180);
    expect(channelCentreMhz('FIVE', 165)).toBe(5825);
    expect(channelCentreMhz('SIX', 233)).toBe(7115);
  });

  it.each(Object.entries(CHANNELS))(
    'numbers every %s channel back from its centre, on its own band',
    (band, channels) => {
      for (const channel of channels) {
        const centre = channelCentreMhz(band as FrequencyBand, channel);
        expect(bandOfFrequencyMhz(centre)).toBe(band);
        expect(channelOfFrequencyMhz(centre)).toBe(channel);
        expect(channelOfFrequencyMhz(centre, band as FrequencyBand)).toBe(channel);
      }
    },
  );

  it('rounds a frequency off the raster to the nearest channel', () => {
    expect(channelOfFrequencyMhz(2438)).toBe(6);
    expect(channelOfFrequencyMhz(6414, 'SIX')).toBe(93);
  });
});
