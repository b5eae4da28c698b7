/** Wi-Fi band as Ekahau names it: 2.4, 5 and 6 GHz. */
export type EsxBand = 'TWO' | 'FIVE' | 'SIX';

/** Every band, in frequency order. */
export const ESX_BANDS: readonly EsxBand[] = ['TWO', 'FIVE', 'SIX'];

/** Band of a centre frequency in MHz (reference §5.4), or undefined outside Wi-Fi bands. */
export function bandOfFrequency(frequencyMhz: number): EsxBand | undefined {
  if (frequencyMhz >= 2400 && frequencyMhz <= 2500) {
    return 'TWO';
  }
  if (frequencyMhz >= 5150 && frequencyMhz < 5925) {
    return 'FIVE';
  }
  if (frequencyMhz >= 5925 && frequencyMhz <= 7125) {
    return 'SIX';
  }
  return undefined;
}

/** IEEE channel number of a centre frequency in MHz (2484 → 14). */
export function channelOfFrequency(frequencyMhz: number): number {
  if (frequencyMhz === 2484) {
    return 14;
  }
  if (frequencyMhz >= 2400 && frequencyMhz <= 2500) {
    return (frequencyMhz - 2407) / 5;
  }
  if (frequencyMhz === 5935) {
    return 2;
  }
  if (frequencyMhz >= 5925) {
    return (frequencyMhz - 5950) / 5;
  }
  return (frequencyMhz - 5000) / 5;
}

/** Centre frequency in MHz of an IEEE channel number on a band. */
export function frequencyOfChannel(band: EsxBand, channel: number): number {
  if (band === 'TWO') {
    return channel === 14 ? 2484 : 2407 + channel * 5;
  }
  if (band === 'SIX') {
    return channel === 2 ? 5935 : 5950 + channel * 5;
  }
  return 5000 + channel * 5;
}

/**
 * Band of a legacy channel-number list (schema ≤ 1.5), where 6 GHz numbers collide with 2.4 GHz:
 * a hint (from the antenna or the measurement) wins, else 1–14 is 2.4 GHz and the rest 5 GHz.
 */
export function bandOfChannelNumbers(channels: readonly number[], hint?: EsxBand): EsxBand | undefined {
  if (hint !== undefined) {
    return hint;
  }
  const first = channels[0];
  if (first === undefined) {
    return undefined;
  }
  return first <= 14 ? 'TWO' : 'FIVE';
}
