/** Wi-Fi technologies from oldest to newest (docs/product-spec.md §9 ranking). */
export const WIFI_TECHNOLOGIES = ['B', 'A', 'G', 'N', 'AC', 'AX', 'BE'] as const;

/** One Wi-Fi technology (the 802.11 amendment letters). */
type WifiTechnology = (typeof WIFI_TECHNOLOGIES)[number];

/** Wi-Fi generations 1 to 7 including 6E. */
export const WIFI_GENERATIONS = [1, 2, 3, 4, 5, 6, '6E', 7] as const;

/** One Wi-Fi generation. */
export type WifiGeneration = (typeof WIFI_GENERATIONS)[number];

/** Non-Wi-Fi radio kinds that also get a generation label. */
type OtherRadioKind = 'bluetooth' | 'cellular';

const GENERATION_OF: Readonly<Record<WifiTechnology, WifiGeneration>> = {
  B: 1,
  A: 2,
  G: 3,
  N: 4,
  AC: 5,
  AX: 6,
  BE: 7,
};

/** The technology named by a string such as 'ax', 'AX' or '802.11ax', or null when unknown. */
export function parseWifiTechnology(value: string): WifiTechnology | null {
  const letters = value
    .trim()
    .toUpperCase()
    .replace(/^802\.11/, '');
  return (WIFI_TECHNOLOGIES as readonly string[]).includes(letters) ? (letters as WifiTechnology) : null;
}

/** Rank of a technology in the spec's ordering: 0 for B up to 6 for BE. */
export function technologyRank(technology: WifiTechnology): number {
  return WIFI_TECHNOLOGIES.indexOf(technology);
}

/** The display label of a technology, e.g. '802.11ax'. */
export function technologyLabel(technology: WifiTechnology): string {
  return `802.11${technology.toLowerCase()}`;
}

/** The highest-ranked known technology in a list, or null when none is known. */
export function bestTechnology(technologies: readonly string[]): WifiTechnology | null {
  let best: WifiTechnology | null = null;
  for (const raw of technologies) {
    const technology = parseWifiTechnology(raw);
    if (technology !== null && (best === null || technologyRank(technology) > technologyRank(best))) {
      best = technology;
    }
  }
  return best;
}

/** The Wi-Fi generation of a radio from its technologies (AX on the 6 GHz band is 6E), or null when unknown. */
export function wifiGenerationOf(
  technologies: readonly string[],
  band?: string | null,
): WifiGeneration | null {
  const best = bestTechnology(technologies);
  if (best === null) {
    return null;
  }
  if (best === 'AX' && band === 'SIX') {
    return '6E';
  }
  return GENERATION_OF[best];
}

/** The display label of a generation, e.g. 'Wi-Fi 6E', or 'Bluetooth' / 'Cellular' for other radios. */
export function wifiGenerationLabel(generation: WifiGeneration | OtherRadioKind): string {
  if (generation === 'bluetooth') {
    return 'Bluetooth';
  }
  if (generation === 'cellular') {
    return 'Cellular';
  }
  return `Wi-Fi ${generation}`;
}

/** Label shown for a network without an SSID. */
export const UNKNOWN_SSID_LABEL = 'Unknown SSID';

/** The display label of an SSID: the SSID itself, or 'Unknown SSID' when it is missing or blank. */
export function ssidLabel(ssid: string | null | undefined): string {
  return ssid === null || ssid === undefined || ssid.trim() === '' ? UNKNOWN_SSID_LABEL : ssid;
}
