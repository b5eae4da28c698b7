import { channelOfFrequency, type EsxBand } from '../channels.ts';
import type { EsxEntity } from '../model.ts';
import { REQUIREMENTS, WALL_TYPES, type WallKind } from './catalog.ts';
import type { Prng } from './prng.ts';
import type { PlannedBss, PlannedRadio } from './radio-plan.ts';

/** Appends Ekahau's trailing `id` and `status` (they come last in real files). */
export function entity(fields: Record<string, unknown>, id: string): EsxEntity {
  return { ...(fields as EsxEntity), id, status: 'CREATED' };
}

/** Wall type entities (schema 1.8+: per-band attenuationFactor in dB/m, keybind numbers). */
export function wallTypeEntities(
  prng: Prng,
  legacy = false,
): { entities: EsxEntity[]; ids: Record<WallKind, string> } {
  const ids = {} as Record<WallKind, string>;
  const entities = (Object.keys(WALL_TYPES) as WallKind[]).map((kind, i) => {
    const spec = WALL_TYPES[kind];
    ids[kind] = prng.uuid();
    return entity(
      {
        name: spec.name,
        key: spec.key,
        color: spec.color,
        thickness: spec.thicknessMeters,
        lowerEdge: 0,
        ...(legacy ? {} : { keybindNumber: i + 1 }),
        propagationProperties: (['TWO', 'FIVE', 'SIX'] as const).map((band) => ({
          band,
          attenuationFactor: Math.round((spec.lossDb[band] / spec.thicknessMeters) * 1000) / 1000,
          ...(legacy
            ? {}
            : {
                reflectionCoefficient: kind === 'glass' || kind === 'elevator' ? 0.6 : 0.3,
                diffractionCoefficient: 0.0,
              }),
        })),
        legacyId: 0,
      },
      ids[kind],
    );
  });
  return { entities, ids };
}

/**
 * The channel field of a radio or measurement in the chosen schema generation: centre frequencies in MHz
 * (AI Pro 11.x) or IEEE channel numbers (Ekahau Pro 10.x, schema ≤ 1.5).
 */
export function channelField(channelsMhz: number[], legacy: boolean): Record<string, number[]> {
  return legacy
    ? { channel: channelsMhz.map(channelOfFrequency) }
    : { channelByCenterFrequencyDefinedNarrowChannels: channelsMhz };
}

/** Requirement entities with per-band criteria (Ekahau criterion types and functions). */
export function requirementEntities(prng: Prng): EsxEntity[] {
  return REQUIREMENTS.map((requirement) => {
    const criteria: Record<string, unknown>[] = [];
    for (const band of ['TWO', 'FIVE', 'SIX'] as EsxBand[]) {
      const base = { radioTechnology: 'IEEE802_11', frequencyBand: band };
      criteria.push({ ...base, type: 'SIGNAL_STRENGTH', function: 'AT_LEAST', value: requirement.signal });
      if (requirement.secondary !== undefined) {
        criteria.push({
          ...base,
          type: 'SECONDARY_SIGNAL_STRENGTH',
          function: 'AT_LEAST',
          value: requirement.secondary,
        });
      }
      criteria.push({
        ...base,
        type: 'SIGNAL_TO_NOISE_RATIO',
        function: 'AT_LEAST',
        value: requirement.snr,
        additionalLimit: 1,
      });
      if (requirement.overlap !== undefined) {
        criteria.push({
          ...base,
          type: 'CHANNEL_OVERLAP',
          function: 'AT_MOST',
          value: requirement.overlap,
          additionalLimit: -85,
        });
      }
    }
    return entity(
      {
        key: requirement.key,
        name: requirement.name,
        noiseType: 'AUTOMATIC',
        isDefault: requirement.isDefault,
        criteria,
      },
      prng.uuid(),
    );
  });
}

function rsnElement(security: string): number[] {
  if (security === 'Open') {
    return [];
  }
  const akm = security === 'WPA3' ? 8 : 1;
  return [
    48,
    20,
    1,
    0,
    0x00,
    0x0f,
    0xac,
    4,
    1,
    0,
    0x00,
    0x0f,
    0xac,
    4,
    1,
    0,
    0x00,
    0x0f,
    0xac,
    akm,
    security === 'WPA3' ? 0xc0 : 0x00,
    0,
  ];
}

/** Base64 of a plausible beacon element list: SSID, rates, DS parameter (2.4 GHz), RSN. */
export function informationElements(bss: PlannedBss, radio: PlannedRadio, channel: number): string {
  const ssid = new TextEncoder().encode(bss.ssid);
  const rates =
    radio.band === 'TWO'
      ? [0x82, 0x84, 0x8b, 0x96, 0x0c, 0x12, 0x18, 0x24]
      : [0x8c, 0x12, 0x98, 0x24, 0xb0, 0x48, 0x60, 0x6c];
  const bytes = [
    0,
    ssid.length,
    ...ssid,
    1,
    rates.length,
    ...rates,
    ...(radio.band === 'TWO' ? [3, 1, channel] : []),
    ...rsnElement(bss.security),
  ];
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

/** 802.11 amendments a BSS advertises on its band. */
export function technologiesFor(band: EsxBand, generation: 'AX' | 'BE'): string[] {
  const extra = generation === 'BE' ? ['AX', 'BE'] : ['AX'];
  if (band === 'TWO') {
    return ['B', 'G', 'N', ...extra];
  }
  if (band === 'FIVE') {
    return ['A', 'N', 'AC', ...extra];
  }
  return extra;
}
