import { channelCentreMhz } from '@airlens/domain';
import type { Band } from './types';

/** Occupied spectrum of a radio, [loMhz, hiMhz). */
export interface SpectrumSpan {
  loMhz: number;
  hiMhz: number;
}

/** 5 GHz bonded-block centre channels by width (UNII-1 to UNII-4); computed from tables, not arithmetic. */
const FIVE_GHZ_BLOCK_CENTRES: Readonly<Record<number, readonly number[]>> = {
  40: [38, 46, 54, 62, 102, 110, 118, 126, 134, 142, 151, 159, 167, 175],
  80: [42, 58, 106, 122, 138, 155, 171],
  160: [50, 114, 163],
};

function span(centreMhz: number, widthMhz: number): SpectrumSpan {
  return { loMhz: centreMhz - widthMhz / 2, hiMhz: centreMhz + widthMhz / 2 };
}

/**
 * The occupied span of a radio from its primary channel and width.
 * 2.4 GHz: 22 MHz DSSS masks, so channels overlap when |Δch| < 5 (only 1/6/11 are clear); 40 MHz bonds upward
 * for primaries 1–7 and downward above (HT40+/−). 5 GHz: the bonded block containing the primary, from tables.
 * 6 GHz: blocks aligned from channel 1 (320 MHz uses the channelisation centred on 31, 95, 159).
 * An unknown block falls back to the primary 20 MHz.
 */
export function occupiedSpan(band: Band, primaryChannel: number, widthMhz: number): SpectrumSpan {
  const primaryMhz = channelCentreMhz(band, primaryChannel);
  if (band === 'TWO') {
    if (widthMhz >= 40) {
      const secondaryOffset = primaryChannel <= 7 ? 20 : -20;
      return span(primaryMhz + secondaryOffset / 2, 42);
    }
    return span(primaryMhz, 22);
  }
  if (widthMhz <= 20) {
    return span(primaryMhz, 20);
  }
  if (band === 'FIVE') {
    const halfChannels = widthMhz / 10;
    const centre = (FIVE_GHZ_BLOCK_CENTRES[widthMhz] ?? []).find(
      (block) => Math.abs(primaryChannel - block) < halfChannels,
    );
    return centre === undefined ? span(primaryMhz, 20) : span(channelCentreMhz('FIVE', centre), widthMhz);
  }
  const blockChannels = widthMhz / 5;
  const start = 1 + blockChannels * Math.floor((primaryChannel - 1) / blockChannels);
  return span(channelCentreMhz('SIX', start + blockChannels / 2 - 2), widthMhz);
}

/** The primary 20 MHz of a radio (22 MHz on 2.4 GHz). */
export function primarySpan(band: Band, primaryChannel: number): SpectrumSpan {
  return span(channelCentreMhz(band, primaryChannel), band === 'TWO' ? 22 : 20);
}

/** Whether two spans share spectrum (touching edges do not count). */
export function spansOverlap(left: SpectrumSpan, right: SpectrumSpan): boolean {
  return left.loMhz < right.hiMhz && right.loMhz < left.hiMhz;
}
