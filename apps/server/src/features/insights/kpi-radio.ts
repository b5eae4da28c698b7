import { bandOfFrequencyMhz, type FrequencyBand } from '@airlens/domain';

/** Co-channel interferers count when heard at or above this level (ARCHITECTURE §4). */
export const CO_CHANNEL_THRESHOLD_DBM = -85;

/** Noise floor of a 20 MHz channel when nothing was measured (ARCHITECTURE §4). */
export const DEFAULT_NOISE_FLOOR_DBM = -95;

/**
 * One edge of the spectrum a radio occupies: from its lowest to its highest 20 MHz sub-channel as the file
 * lists them (so bonded 40–320 MHz channels are exact without channelisation tables), or the heard channel
 * alone when the listed channels are unknown or on another band. 2.4 GHz masks are 22 MHz wide (which is
 * why only 1, 6 and 11 are clear of each other); 5 and 6 GHz channels are 20 MHz.
 */
export function spanEdgeMhz(
  band: FrequencyBand,
  listedLoMhz: number,
  listedHiMhz: number,
  heardMhz: number,
  edge: 'lo' | 'hi',
): number {
  const half = band === 'TWO' ? 11 : 10;
  const isListed =
    !Number.isNaN(listedLoMhz) &&
    !Number.isNaN(listedHiMhz) &&
    bandOfFrequencyMhz(listedLoMhz) === band &&
    bandOfFrequencyMhz(listedHiMhz) === band;
  if (edge === 'lo') {
    return (isListed ? listedLoMhz : heardMhz) - half;
  }
  return (isListed ? listedHiMhz : heardMhz) + half;
}

/** The assumed noise floor of a channel width: −95 dBm at 20 MHz, +3 dB per doubling of the width. */
export function defaultNoiseFloorDbm(widthMhz: number): number {
  const width = Number.isFinite(widthMhz) && widthMhz >= 20 ? widthMhz : 20;
  return DEFAULT_NOISE_FLOOR_DBM + 3 * Math.log2(width / 20);
}
