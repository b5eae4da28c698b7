import type { EsxProject } from '@airlens/esx';
import type { FrequencyBand } from '@airlens/domain';

/** What the integration reads of one project AP. */
export interface ProjectAp {
  id: string;
  name: string;
  floorPlanId: string | null;
  /** Position in metres from the floor's top-left corner (null when the AP is not placed or the floor unscaled). */
  xMeters: number | null;
  yMeters: number | null;
  /** BSSIDs and MACs seen for it (lower-case, colon-separated). */
  macs: string[];
  /** Values of tags whose key names a serial ("serial", "Serial number", "Meraki serial"…). */
  serialTags: string[];
  radios: {
    band: FrequencyBand;
    channel: number | null;
    channelWidth: number | null;
    power: number | null;
  }[];
}

export interface ProjectFloor {
  id: string;
  name: string;
  widthMeters: number | null;
  heightMeters: number | null;
}

/** MAC text in one form: lower-case, colon-separated; null when it is not a MAC. */
export function normaliseMac(text: string | null | undefined): string | null {
  const hex = (text ?? '').toLowerCase().replace(/[^0-9a-f]/g, '');
  return hex.length === 12 ? (hex.match(/../g) ?? []).join(':') : null;
}

/** The APs of a project model that are "mine" (planned or starred), with what matching and pushes need. */
export function projectApsOf(project: EsxProject): { aps: ProjectAp[]; floors: ProjectFloor[] } {
  const floors = project.floorPlans.map((floor) => ({
    id: floor.id,
    name: floor.name,
    widthMeters: floor.metersPerUnit === undefined ? null : floor.width * floor.metersPerUnit,
    heightMeters: floor.metersPerUnit === undefined ? null : floor.height * floor.metersPerUnit,
  }));
  const scale = new Map(project.floorPlans.map((floor) => [floor.id, floor.metersPerUnit]));
  const serialKeys = new Set(
    (project.collections.get('tagKeys') ?? [])
      .filter((tag) => typeof tag.key === 'string' && /serial/i.test(tag.key))
      .map((tag) => (typeof tag.id === 'string' ? tag.id : '')),
  );
  const rawAps = new Map(
    (project.collections.get('accessPoints') ?? []).map((ap) => [typeof ap.id === 'string' ? ap.id : '', ap]),
  );
  const macsByAp = new Map<string, Set<string>>();
  for (const measurement of project.measurements) {
    const mac = normaliseMac(measurement.bssid);
    if (measurement.accessPointId !== undefined && mac !== null) {
      const set = macsByAp.get(measurement.accessPointId) ?? new Set<string>();
      set.add(mac);
      macsByAp.set(measurement.accessPointId, set);
    }
  }
  const aps = project.accessPoints
    .filter((ap) => ap.mine && !ap.hidden)
    .map((ap): ProjectAp => {
      const metres = ap.location === undefined ? undefined : scale.get(ap.location.floorPlanId);
      const tags = rawAps.get(ap.id)?.tags;
      const serialTags = Array.isArray(tags)
        ? (tags as { tagKeyId?: unknown; value?: unknown }[])
            .filter((tag) => serialKeys.has(String(tag.tagKeyId)) && typeof tag.value === 'string')
            .map((tag) => String(tag.value).trim().toUpperCase())
        : [];
      return {
        id: ap.id,
        name: ap.name,
        floorPlanId: ap.location?.floorPlanId ?? null,
        xMeters: ap.location === undefined || metres === undefined ? null : ap.location.x * metres,
        yMeters: ap.location === undefined || metres === undefined ? null : ap.location.y * metres,
        macs: [...(macsByAp.get(ap.id) ?? [])].sort(),
        serialTags,
        radios: project.simulatedRadios
          .filter(
            (radio) =>
              radio.accessPointId === ap.id &&
              radio.enabled &&
              radio.radioTechnology === 'IEEE802_11' &&
              radio.band !== undefined &&
              radio.primaryChannel !== undefined,
          )
          .map((radio) => ({
            band: radio.band as FrequencyBand,
            channel: radio.primaryChannel ?? null,
            channelWidth: radio.channelWidthMhz ?? null,
            power: radio.transmitPowerDbm ?? null,
          })),
      };
    });
  return { aps, floors };
}
