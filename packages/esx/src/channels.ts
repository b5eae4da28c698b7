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

/** 2.4 GHz channels bond at most two 20 MHz channels; a longer list of numbers ≤ 14 is a 6 GHz one. */
const MAX_TWO_GHZ_SUBCHANNELS = 2;

/**
 * Whether an IEEE number above 14 names a 6 GHz channel when the file does not say: 6 GHz 20 MHz channels are
 * 1, 5, 9 … 233 (≡ 1 mod 4), 5 GHz ones 32 … 144 (≡ 0 mod 4) and 149 … 177 (≡ 1 mod 4, which 6 GHz also
 * uses: read as 5 GHz, the band those numbers name in every pre-6 GHz file).
 */
function isSixGhzNumber(channel: number): boolean {
  return channel % 4 === 1 && (channel < 149 || channel > 177);
}

/**
 * Band of a legacy channel-number list (schema ≤ 1.5), where 6 GHz numbers collide with 2.4 and 5 GHz ones:
 * a hint (from the antenna type or the measurement) wins; else numbers that only 6 GHz uses (above 14 and
 * ≡ 1 mod 4 outside 149–177, or more than two sub-channels all ≤ 14) make it 6 GHz, 1–14 is 2.4 GHz and the
 * rest 5 GHz.
 */
export function bandOfChannelNumbers(channels: readonly number[], hint?: EsxBand): EsxBand | undefined {
  if (hint !== undefined) {
    return hint;
  }
  const first = channels[0];
  if (first === undefined) {
    return undefined;
  }
  const above = channels.filter((channel) => channel > 14);
  if (above.length === 0) {
    return channels.length > MAX_TWO_GHZ_SUBCHANNELS ? 'SIX' : 'TWO';
  }
  if (above.length < channels.length || above.some(isSixGhzNumber)) {
    return 'SIX';
  }
  return 'FIVE';
}
