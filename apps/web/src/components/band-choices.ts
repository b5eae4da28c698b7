import { FREQUENCY_BANDS, FREQUENCY_BAND_LABELS } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';

/** The frequency bands a band toggle offers ('2.4 GHz', '5 GHz', and '6 GHz' only with the 6 GHz flag). */
export function bandChoices(canUseSixGhz: boolean): { value: FrequencyBand; label: string }[] {
  return FREQUENCY_BANDS.filter((band) => band !== 'SIX' || canUseSixGhz).map((band) => ({
    value: band,
    label: `${FREQUENCY_BAND_LABELS[band]} GHz`,
  }));
}
