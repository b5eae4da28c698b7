import type { ApMatch, VendorChangeKind } from '@airlens/contract';
import type { FrequencyBand } from '@airlens/domain';
import type { MerakiFloorPlan } from './meraki-client';
import type { ProjectAp, ProjectFloor } from './project-aps';

/** One device a change writes: the values it wants (only the fields the controller's GET returns are sent). */
export interface ChangeTarget {
  accessPointId: string;
  serial: string;
  desired: Record<string, unknown>;
}

/** A matched AP the change cannot write, and why. */
export interface SkippedTarget {
  accessPointId: string;
  serial: string;
  reason: string;
}

export interface RadioPlanEntry {
  accessPointId: string;
  band: FrequencyBand;
  channel: number;
  channelWidth: number;
  power: number;
}

/** Meraki's settings object of a band (its device radio settings have 2.4 and 5 GHz only). */
const SETTINGS_OF: Partial<Record<FrequencyBand, string>> = {
  TWO: 'twoFourGhzSettings',
  FIVE: 'fiveGhzSettings',
};

/** Latitude and longitude of a point of a project floor on the controller floor plan its floor maps to. */
export function geoOf(
  plan: MerakiFloorPlan,
  floor: ProjectFloor,
  xMeters: number,
  yMeters: number,
): { lat: number; lng: number } | null {
  const { topLeftCorner: tl, topRightCorner: tr, bottomLeftCorner: bl } = plan;
  if (tl === undefined || tr === undefined || bl === undefined) {
    return null;
  }
  if (
    floor.widthMeters === null ||
    floor.heightMeters === null ||
    floor.widthMeters <= 0 ||
    floor.heightMeters <= 0
  ) {
    return null;
  }
  const u = xMeters / floor.widthMeters;
  const v = yMeters / floor.heightMeters;
  const round = (value: number) => Math.round(value * 1e7) / 1e7;
  return {
    lat: round(tl.lat + u * (tr.lat - tl.lat) + v * (bl.lat - tl.lat)),
    lng: round(tl.lng + u * (tr.lng - tl.lng) + v * (bl.lng - tl.lng)),
  };
}

/** The values a change of `kind` wants on each matched device, from the project (or an optimisation plan). */
export function changeTargets(input: {
  kind: VendorChangeKind;
  matches: readonly ApMatch[];
  aps: readonly ProjectAp[];
  floors: readonly ProjectFloor[];
  floorMappings: readonly { floorPlanId: string; controllerFloorPlanId: string | null }[];
  controllerPlans: readonly MerakiFloorPlan[];
  radioPlan?: readonly RadioPlanEntry[];
}): { targets: ChangeTarget[]; skipped: SkippedTarget[] } {
  const apById = new Map(input.aps.map((ap) => [ap.id, ap]));
  const floorById = new Map(input.floors.map((floor) => [floor.id, floor]));
  const mapped = new Map(input.floorMappings.map((m) => [m.floorPlanId, m.controllerFloorPlanId]));
  const planById = new Map(input.controllerPlans.map((plan) => [plan.floorPlanId, plan]));
  const targets: ChangeTarget[] = [];
  const skipped: SkippedTarget[] = [];
  for (const match of input.matches) {
    const ap = apById.get(match.accessPointId);
    if (match.status !== 'MATCHED' || match.serial === null || ap === undefined) {
      continue;
    }
    const base = { accessPointId: ap.id, serial: match.serial };
    if (input.kind === 'names') {
      targets.push({ ...base, desired: { name: ap.name } });
      continue;
    }
    if (input.kind === 'placement') {
      const planId = ap.floorPlanId === null ? null : (mapped.get(ap.floorPlanId) ?? null);
      const plan = planId === null ? undefined : planById.get(planId);
      const floor = ap.floorPlanId === null ? undefined : floorById.get(ap.floorPlanId);
      const geo =
        plan === undefined || floor === undefined || ap.xMeters === null || ap.yMeters === null
          ? null
          : geoOf(plan, floor, ap.xMeters, ap.yMeters);
      if (plan === undefined || geo === null) {
        skipped.push({
          ...base,
          reason: 'Its floor is not mapped to a geo-referenced controller floor plan.',
        });
        continue;
      }
      targets.push({ ...base, desired: { floorPlanId: plan.floorPlanId, lat: geo.lat, lng: geo.lng } });
      continue;
    }
    const radios =
      input.radioPlan === undefined
        ? ap.radios.map((radio) => ({
            band: radio.band,
            channel: radio.channel,
            channelWidth: radio.channelWidth,
            power: radio.power,
          }))
        : input.radioPlan.filter((entry) => entry.accessPointId === ap.id);
    const desired: Record<string, Record<string, unknown>> = {};
    for (const radio of radios) {
      const key = SETTINGS_OF[radio.band];
      if (key === undefined) {
        continue;
      }
      desired[key] = {
        ...(radio.channel === null ? {} : { channel: radio.channel }),
        ...(radio.channelWidth === null ? {} : { channelWidth: radio.channelWidth }),
        ...(radio.power === null ? {} : { targetPower: Math.round(radio.power) }),
      };
    }
    if (Object.keys(desired).length === 0) {
      skipped.push({ ...base, reason: 'No planned 2.4 or 5 GHz radio settings.' });
      continue;
    }
    targets.push({ ...base, desired });
  }
  return { targets, skipped };
}

const FIELDS_OF: Record<VendorChangeKind, readonly string[]> = {
  names: ['name'],
  placement: ['floorPlanId', 'lat', 'lng'],
  'radio-settings': ['twoFourGhzSettings', 'fiveGhzSettings'],
};

function has(object: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/**
 * The change's before and after on one device from what the controller's GET returned: only fields (and, for
 * radio settings, sub-fields) the GET returned take part; `after` changes those the target wants.
 */
export function beforeAndAfter(
  kind: VendorChangeKind,
  current: Record<string, unknown>,
  desired: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of FIELDS_OF[kind]) {
    if (!has(current, field)) {
      continue;
    }
    const value = current[field];
    const wanted = desired[field];
    if (kind === 'radio-settings') {
      if (typeof value !== 'object' || value === null) {
        continue;
      }
      const settings = value as Record<string, unknown>;
      const want = (typeof wanted === 'object' && wanted !== null ? wanted : {}) as Record<string, unknown>;
      const keys = Object.keys(settings).filter((key) =>
        ['channel', 'channelWidth', 'targetPower'].includes(key),
      );
      before[field] = Object.fromEntries(keys.map((key) => [key, settings[key]]));
      after[field] = Object.fromEntries(keys.map((key) => [key, has(want, key) ? want[key] : settings[key]]));
      continue;
    }
    before[field] = value ?? null;
    after[field] = has(desired, field) ? desired[field] : (value ?? null);
  }
  return { before, after };
}
