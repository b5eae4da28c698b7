import { frequencyOfChannel, type EsxBand } from '../channels.ts';

/** First channel number of each band's channel numbering and the step between 20 MHz channels. */
const GRID: Record<EsxBand, { first: number; step: number }> = {
  TWO: { first: 1, step: 5 },
  FIVE: { first: 36, step: 4 },
  SIX: { first: 1, step: 4 },
};

/**
 * The 20 MHz sub-channels (channel numbers) of a channel of some width, in the aligned block the standard
 * bonds them in; on 2.4 GHz, and for 20 MHz, the channel alone.
 */
export function subChannels(band: EsxBand, channel: number, widthMhz: number | undefined): number[] {
  const count = Math.max(1, Math.round((widthMhz ?? 20) / 20));
  if (band === 'TWO' || count === 1) {
    return [channel];
  }
  const { step } = GRID[band];
  // Upper 5 GHz (149+) starts its own bonding grid.
  const first = band === 'FIVE' && channel >= 149 ? 149 : GRID[band].first;
  const blockStart = first + Math.floor((channel - first) / (step * count)) * step * count;
  return Array.from({ length: count }, (_unused, index) => blockStart + index * step);
}

/** Centre frequencies in MHz of a channel's sub-channels, as AI Pro 11.x writes them. */
export function subChannelFrequencies(
  band: EsxBand,
  channel: number,
  widthMhz: number | undefined,
): number[] {
  return subChannels(band, channel, widthMhz).map((number) => frequencyOfChannel(band, number));
}
