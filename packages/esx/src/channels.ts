import {
  FREQUENCY_BANDS,
  bandOfFrequencyMhz,
  channelCentreMhz,
  channelOfFrequencyMhz,
  type FrequencyBand,
} from '@airlens/domain';

/** Wi-Fi band as Ekahau names it: 2.4, 5 and 6 GHz (the product's band codes are Ekahau's). */
export type EsxBand = FrequencyBand;

/** Every band, in frequency order. */
export const ESX_BANDS: readonly EsxBand[] = FREQUENCY_BANDS;

/** Band of a centre frequency in MHz (reference §5.4), or undefined outside Wi-Fi bands (optional in the model). */
export function bandOfFrequency(frequencyMhz: number): EsxBand | undefined {
  return bandOfFrequencyMhz(frequencyMhz) ?? undefined;
}

/** IEEE channel number of a centre frequency in MHz (2484 → 14); one argument, so it maps over a list. */
export function channelOfFrequency(frequencyMhz: number): number {
  return channelOfFrequencyMhz(frequencyMhz);
}

/** Centre frequency in MHz of an IEEE channel number on a band. */
export function frequencyOfChannel(band: EsxBand, channel: number): number {
  return channelCentreMhz(band, channel);
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
