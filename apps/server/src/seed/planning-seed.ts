import { randomUUID } from 'node:crypto';
import type { EsxEntity, EsxProject } from '@airlens/esx';

// The planning catalogue the demo's design and hybrid projects carry (issue #18), shaped like a real Ekahau
// project's entries (theantmich/EkahauAutomation `project/`): attenuation area types and areas (shelving, a
// glass atrium, a lift core), the Generic Smartphone / Laptop / Scanner device profiles, usage and application
// profiles, per-band network capacity settings, and capacity items (device counts) in every area, so each
// planning view (attenuation areas, View as, pass rates, capacity, capacity heatmap) shows something.

const created = { status: 'CREATED' };

const TYPES = {
  shelf: { id: randomUUID(), name: 'Retail Shelf', key: 'retail_shelf', color: '#00FA9A', db: 5, upper: 1.8 },
  glass: { id: randomUUID(), name: 'Glass Atrium', key: 'glass_atrium', color: '#87CEFA', db: 2, upper: 3 },
  core: { id: randomUUID(), name: 'Lift Core', key: 'lift_core', color: '#A9A9A9', db: 12, upper: 3 },
} as const;

export const DEMO_DEVICE_PROFILES = {
  smartphone: randomUUID(),
  laptop: randomUUID(),
  scanner: randomUUID(),
} as const;

const USAGE = { office: randomUUID(), video: randomUUID() } as const;
const APPS = { web: randomUUID(), video: randomUUID() } as const;

function attenuationTypes(): EsxEntity[] {
  return Object.values(TYPES).map((type) => ({
    name: type.name,
    key: type.key,
    color: type.color,
    propagationProperties: (['TWO', 'FIVE', 'SIX'] as const).map((band) => ({
      band,
      attenuationFactor: type.db,
    })),
    lowerEdge: 0,
    upperEdge: type.upper,
    id: type.id,
    ...created,
  }));
}

function rectangle(width: number, height: number, box: readonly [number, number, number, number]) {
  const [x0, y0, x1, y1] = box;
  return [
    { x: width * x0, y: height * y0 },
    { x: width * x1, y: height * y0 },
    { x: width * x1, y: height * y1 },
    { x: width * x0, y: height * y1 },
  ];
}

/** Three attenuation areas per floor: a row of shelves, an atrium and a lift core, placed by floor fractions. */
function attenuationAreas(project: EsxProject): EsxEntity[] {
  return project.floorPlans.flatMap((plan) =>
    (
      [
        [TYPES.shelf.id, [0.3, 0.15, 0.34, 0.85]],
        [TYPES.glass.id, [0.55, 0.35, 0.7, 0.6]],
        [TYPES.core.id, [0.85, 0.1, 0.92, 0.22]],
      ] as const
    ).map(([typeId, box]) => ({
      attenuationAreaTypeId: typeId,
      floorPlanId: plan.id,
      area: rectangle(plan.width, plan.height, box),
      id: randomUUID(),
      ...created,
    })),
  );
}

function deviceProfile(id: string, name: string, offset: number, streams: number, technology: string) {
  return {
    name,
    key: `DeviceProfile.${name.replaceAll(' ', '')}`,
    mimoTxChains: streams,
    mimoRxChains: streams,
    spatialStreams: streams,
    offset24: offset,
    offset5: offset,
    maxSupportedBandwidth: streams > 1 ? 'BW_80' : 'BW_20',
    deviceProfileTechnology: technology,
    bandSelectionBehaviour: 'AUTOMATIC',
    editable: false,
    id,
    ...created,
  };
}

function capacityCatalogue(): Record<string, EsxEntity[]> {
  return {
    deviceProfiles: [
      deviceProfile(DEMO_DEVICE_PROFILES.smartphone, 'Generic Smartphone', -10, 2, 'AC'),
      deviceProfile(DEMO_DEVICE_PROFILES.laptop, 'Generic Laptop', -3, 3, 'AX'),
      deviceProfile(DEMO_DEVICE_PROFILES.scanner, 'Barcode Scanner', -6, 1, 'N'),
    ],
    applicationProfiles: [
      {
        name: 'Web browsing',
        key: 'ApplicationProfile.Web',
        bitRate: 1_048_576,
        fullDuplex: false,
        id: APPS.web,
      },
      {
        name: 'HD video call',
        key: 'ApplicationProfile.Video',
        bitRate: 2_097_152,
        fullDuplex: true,
        id: APPS.video,
      },
    ].map((profile) => ({ accessCategory: 'AC_BE', packetSize: 1500, ...profile, ...created })),
    usageProfiles: [
      {
        name: 'Office (1 Mbps)',
        key: 'UsageProfile.Office',
        applicationProfileIds: [APPS.web],
        id: USAGE.office,
      },
      {
        name: 'Video meetings (5 Mbps)',
        key: 'UsageProfile.Video',
        applicationProfileIds: [APPS.web, APPS.video],
        id: USAGE.video,
      },
    ].map((profile) => ({ editable: false, ...profile, ...created })),
    networkCapacitySettings: (['TWO', 'FIVE'] as const).map((band) => ({
      frequencyBand: band,
      numberOfSsids: 2,
      rtsCtsEnabled: false,
      maxAssociatedClientsAmount: 100,
      abgRates: [
        { rate: 'R6', state: 'DISABLED' },
        { rate: 'R12', state: 'MANDATORY' },
        { rate: 'R24', state: 'MANDATORY' },
      ],
      bssColoring: false,
      id: randomUUID(),
      ...created,
    })),
  };
}

/**
 * Adds the planning catalogue to a generated project (in place): attenuation types and areas on every floor,
 * device, usage and application profiles, capacity settings, and capacity items in every area — laptops and
 * smartphones on office usage, and in every third area a crowd on video meetings.
 */
export function addPlanningCatalogue(project: EsxProject): void {
  const entries = {
    attenuationAreaTypes: attenuationTypes(),
    attenuationAreas: attenuationAreas(project),
    ...capacityCatalogue(),
  };
  for (const [collection, entities] of Object.entries(entries)) {
    project.collections.set(collection, entities);
  }
  (project.collections.get('areas') ?? []).forEach((area, index) => {
    const item = (deviceCount: number, usageProfileId: string, deviceProfileId: string) => ({
      identifier: randomUUID(),
      deviceCount,
      usageProfileId,
      deviceProfileId,
    });
    area.capacityItems = [
      item(20 + (index % 4) * 10, USAGE.office, DEMO_DEVICE_PROFILES.laptop),
      item(15 + (index % 3) * 10, USAGE.office, DEMO_DEVICE_PROFILES.smartphone),
      ...(index % 3 === 0 ? [item(60, USAGE.video, DEMO_DEVICE_PROFILES.laptop)] : []),
    ];
  });
}
