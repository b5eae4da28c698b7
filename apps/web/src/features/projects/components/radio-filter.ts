import type { ProjectBatch } from '@airlens/contract';
import { FREQUENCY_BANDS } from '@airlens/domain';

/** What the floor's SSID and AP filter can offer: the SSIDs each AP was heard broadcasting, its planned radios. */
export interface RadioFilterIndex {
  /** SSIDs heard from each AP (measured data). */
  ssidsByAp: ReadonlyMap<string, ReadonlySet<string>>;
  /** Ids of each AP's planned (simulated) radios, as the heatmap names them. */
  simulatedRadioIdsByAp: ReadonlyMap<string, readonly string[]>;
  /** Every SSID heard from the floor's APs, sorted. */
  ssids: readonly string[];
}

/** The chosen SSID and APs (the URL's `ssid` and `ap` values); empty means no filter. */
export interface RadioFilterChoice {
  ssid: string | null;
  apIds: readonly string[];
}

/** No radio at all: the heatmap of an empty choice is empty, as no radio id ever takes this value. */
export const NO_RADIO_ID = '∅';

function recordsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Reads the batch's measured radios (AP → measurement ids), AP measurements (id → SSID) and simulated radios
 * (AP → radio id) for the APs of one floor.
 */
export function radioFilterIndex(
  batch: ProjectBatch | undefined,
  floorApIds: ReadonlySet<string>,
): RadioFilterIndex {
  const ssidOfMeasurement = new Map<string, string>();
  for (const measurement of recordsOf(batch?.accessPointMeasurements)) {
    const id = stringOf(measurement.id);
    const ssid = stringOf(measurement.ssid);
    if (id !== null && ssid !== null) {
      ssidOfMeasurement.set(id, ssid);
    }
  }
  const ssidsByAp = new Map<string, Set<string>>();
  for (const radio of recordsOf(batch?.measuredRadios)) {
    const apId = stringOf(radio.accessPointId);
    if (apId === null || !floorApIds.has(apId)) {
      continue;
    }
    const ssids = ssidsByAp.get(apId) ?? new Set<string>();
    for (const measurementId of Array.isArray(radio.accessPointMeasurementIds)
      ? radio.accessPointMeasurementIds
      : []) {
      const ssid = typeof measurementId === 'string' ? ssidOfMeasurement.get(measurementId) : undefined;
      if (ssid !== undefined) {
        ssids.add(ssid);
      }
    }
    ssidsByAp.set(apId, ssids);
  }
  const simulatedRadioIdsByAp = new Map<string, string[]>();
  for (const radio of recordsOf(batch?.simulatedRadios)) {
    const apId = stringOf(radio.accessPointId);
    const id = stringOf(radio.id);
    if (apId !== null && id !== null && floorApIds.has(apId)) {
      simulatedRadioIdsByAp.set(apId, [...(simulatedRadioIdsByAp.get(apId) ?? []), id]);
    }
  }
  const ssids = [...new Set([...ssidsByAp.values()].flatMap((set) => [...set]))].sort((a, b) =>
    a.localeCompare(b),
  );
  return { ssidsByAp, simulatedRadioIdsByAp, ssids };
}

/** The floor's APs the choice keeps: those chosen (all when none), narrowed to those broadcasting the SSID. */
export function chosenApIds(
  index: RadioFilterIndex,
  floorApIds: readonly string[],
  choice: RadioFilterChoice,
): string[] {
  const chosen =
    choice.apIds.length > 0 ? floorApIds.filter((id) => choice.apIds.includes(id)) : [...floorApIds];
  const { ssid } = choice;
  return ssid === null ? chosen : chosen.filter((id) => index.ssidsByAp.get(id)?.has(ssid) === true);
}

/**
 * The heatmap's `radioIds` for a choice: null without a filter; otherwise each kept AP's measured radios (the
 * heatmap names them `{apId}|{band}`) and planned radios, or `NO_RADIO_ID` when the choice keeps no AP.
 */
export function radioIdsFor(
  index: RadioFilterIndex,
  floorApIds: readonly string[],
  choice: RadioFilterChoice,
): string[] | null {
  if (choice.ssid === null && choice.apIds.length === 0) {
    return null;
  }
  const kept = chosenApIds(index, floorApIds, choice);
  const ids = kept.flatMap((apId) => [
    ...FREQUENCY_BANDS.map((band) => `${apId}|${band}`),
    ...(index.simulatedRadioIdsByAp.get(apId) ?? []),
  ]);
  return ids.length > 0 ? ids : [NO_RADIO_ID];
}
