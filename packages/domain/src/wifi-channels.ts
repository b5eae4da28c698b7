import type { FrequencyBand } from './insights';

/**
 * Wi-Fi channel arithmetic shared by the .esx reader, the heatmap engine and the insights: one place for the
 * band edges and the IEEE channel numbering (802.11-2020 §E.1), whose odd cases (2.4 GHz channel 14 at
 * 2484 MHz, 6 GHz channel 2 at 5935 MHz) are easy to get subtly wrong in three copies.
 */

/** The band of a radio centre frequency in MHz ([2400, 2500), [5150, 5925), [5925, 7125]), or null outside Wi-Fi bands. */
export function bandOfFrequencyMhz(frequencyMhz: number): FrequencyBand | null {
  if (frequencyMhz >= 2400 && frequencyMhz < 2500) {
    return 'TWO';
  }
  if (frequencyMhz >= 5150 && frequencyMhz < 5925) {
    return 'FIVE';
  }
  if (frequencyMhz >= 5925 && frequencyMhz <= 7125) {
    return 'SIX';
  }
  return null;
}

/** Centre frequency in MHz of a 20 MHz channel number on a band. */
export function channelCentreMhz(band: FrequencyBand, channel: number): number {
  if (band === 'TWO') {
    return channel === 14 ? 2484 : 2407 + 5 * channel;
  }
  if (band === 'FIVE') {
    return 5000 + 5 * channel;
  }
  // 6 GHz channel 2 is the odd one out, below channel 1.
  return channel === 2 ? 5935 : 5950 + 5 * channel;
}

/**
 * The IEEE channel number of a 20 MHz centre frequency, rounded to the nearest channel; the band defaults to
 * the frequency's own (a frequency outside the Wi-Fi bands is numbered as 5 GHz).
 */
export function channelOfFrequencyMhz(
  frequencyMhz: number,
  band: FrequencyBand = bandOfFrequencyMhz(frequencyMhz) ?? 'FIVE',
): number {
  if (band === 'TWO') {
    return frequencyMhz === 2484 ? 14 : Math.round((frequencyMhz - 2407) / 5);
  }
  if (band === 'SIX' && frequencyMhz === 5935) {
    return 2;
  }
  return Math.round((frequencyMhz - (band === 'FIVE' ? 5000 : 5950)) / 5);
}
