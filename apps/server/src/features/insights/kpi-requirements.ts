import { DEFAULT_REQUIREMENT, type FrequencyBand, type Requirement } from '@airlens/domain';
import type { EsxRequirement } from '@airlens/esx';

/** Which KPI threshold each Ekahau criterion type sets (esx-format §3.6). */
const CRITERION_OF_TYPE: Readonly<Record<string, keyof Requirement>> = {
  SIGNAL_STRENGTH: 'rssi',
  SECONDARY_SIGNAL_STRENGTH: 'rssi2',
  SIGNAL_TO_NOISE_RATIO: 'snr',
  CHANNEL_OVERLAP: 'channelInterference',
};

/**
 * The thresholds a requirement sets on a band, each missing one taken from `fallback`. Criteria for
 * another band or another radio technology (Bluetooth) do not apply; a criterion without a band applies to all.
 */
export function requirementOnBand(
  requirement: EsxRequirement | undefined,
  band: FrequencyBand,
  fallback: Requirement,
): Requirement {
  const resolved: Requirement = { ...fallback };
  for (const criterion of requirement?.criteria ?? []) {
    const key = CRITERION_OF_TYPE[criterion.type];
    const isWifi = criterion.radioTechnology === undefined || criterion.radioTechnology === 'IEEE802_11';
    const isBand = criterion.band === undefined || criterion.band === band;
    if (key !== undefined && isWifi && isBand && Number.isFinite(criterion.value)) {
      resolved[key] = criterion.value;
    }
  }
  return resolved;
}

/** The project's default requirement (the one marked default in requirements.json), if any. */
export function defaultRequirementOf(requirements: readonly EsxRequirement[]): EsxRequirement | undefined {
  return requirements.find((requirement) => requirement.isDefault);
}

/**
 * Resolves thresholds per band (ARCHITECTURE §4): the area's requirement, else the project's default
 * requirement, else the product defaults — criterion by criterion.
 */
export function createRequirementResolver(requirements: readonly EsxRequirement[]) {
  const byId = new Map(requirements.map((requirement) => [requirement.id, requirement]));
  const projectDefault = defaultRequirementOf(requirements);
  const cache = new Map<string, Requirement>();
  return function resolve(requirementId: string | undefined, band: FrequencyBand): Requirement {
    const key = `${requirementId ?? ''}|${band}`;
    const cached = cache.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const base = requirementOnBand(projectDefault, band, DEFAULT_REQUIREMENT);
    const area = requirementId === undefined ? undefined : byId.get(requirementId);
    const resolved = area === undefined ? base : requirementOnBand(area, band, base);
    cache.set(key, resolved);
    return resolved;
  };
}
