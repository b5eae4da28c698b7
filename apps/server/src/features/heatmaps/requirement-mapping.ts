import type { EsxRequirement, EsxRequirementCriterion } from '@airlens/esx';
import type { HealthRequirements } from '@airlens/heatmap';

/** The engine's requirement fields fed by each `.esx` criterion type. */
const FIELD_OF_TYPE: Readonly<Record<string, keyof HealthRequirements>> = {
  SIGNAL_STRENGTH: 'rssiDbm',
  SECONDARY_SIGNAL_STRENGTH: 'rssi2Dbm',
  SIGNAL_TO_NOISE_RATIO: 'snrDb',
  CHANNEL_OVERLAP: 'channelInterference',
  DATA_RATE: 'dataRateMbps',
};

/**
 * The pass/fail thresholds of an `.esx` requirement in the engine's terms. A floor has one requirement per
 * area, not one per band, so each criterion is taken from the 5 GHz row (the default band) when there is one,
 * else from the first Wi-Fi row of its type; criteria the engine does not model (ping, AP count) are ignored.
 */
export function toHealthRequirements(requirement: EsxRequirement): Partial<HealthRequirements> {
  const chosen = new Map<keyof HealthRequirements, EsxRequirementCriterion>();
  for (const criterion of requirement.criteria) {
    const field = FIELD_OF_TYPE[criterion.type];
    const isWifi = criterion.radioTechnology === undefined || criterion.radioTechnology === 'IEEE802_11';
    if (field === undefined || !isWifi || !Number.isFinite(criterion.value)) {
      continue;
    }
    const current = chosen.get(field);
    if (current === undefined || (current.band !== 'FIVE' && criterion.band === 'FIVE')) {
      chosen.set(field, criterion);
    }
  }
  const requirements: Partial<HealthRequirements> = {};
  for (const [field, criterion] of chosen) {
    requirements[field] = criterion.value;
  }
  return requirements;
}
