import { randomUUID } from 'node:crypto';
import {
  encodeWifiTrack,
  generateProject,
  type EsxEntity,
  type EsxProject,
  type EsxScanTable,
} from '@airlens/esx';

// A generated two-floor project with the catalogue entries of a real Ekahau 1.5.0 project
// (theantmich/EkahauAutomation `project/`): the Retail Shelf attenuation type, the Generic Smartphone and
// Laptop device profiles, the High SLA usage profile and the network capacity settings.

export const SMARTPHONE = 'c5ac8569-4861-48d0-8d13-c05716ec5f6b';
export const LAPTOP = 'e5f5651a-b95d-40d5-ba76-9a469385e5bc';
export const HIGH_SLA = '605c7080-36ba-4448-8917-84299073684d';

function catalogueEntries(floorPlanId: string, width: number, height: number): Record<string, EsxEntity[]> {
  const created = { status: 'CREATED' };
  return {
    attenuationAreaTypes: [
      {
        name: 'Retail Shelf',
        key: 'retail_shelf',
        color: '#00FA9A',
        propagationProperties: [
          { band: 'TWO', attenuationFactor: 5.0 },
          { band: 'FIVE', attenuationFactor: 5.0 },
          { band: 'SIX', attenuationFactor: 5.0 },
        ],
        lowerEdge: 0.0,
        upperEdge: 1.5,
        id: '7d6afafe-3f7d-46a0-b058-e2781257926f',
        ...created,
      },
    ],
    attenuationAreas: [
      {
        attenuationAreaTypeId: '7d6afafe-3f7d-46a0-b058-e2781257926f',
        floorPlanId,
        area: [
          { x: width * 0.3, y: height * 0.1 },
          { x: width * 0.35, y: height * 0.1 },
          { x: width * 0.35, y: height * 0.9 },
          { x: width * 0.3, y: height * 0.9 },
        ],
        id: randomUUID(),
        ...created,
      },
    ],
    deviceProfiles: [
      {
        name: 'Generic Smartphone',
        key: 'DeviceProfile.GenericSmartphone',
        mimoTxChains: 2,
        mimoRxChains: 2,
        spatialStreams: 2,
        offset24: -10.0,
        offset5: -10.0,
        maxSupportedBandwidth: 'BW_80',
        deviceProfileTechnology: 'AC',
        bandSelectionBehaviour: 'AUTOMATIC',
        editable: false,
        id: SMARTPHONE,
        legacyId: 1,
        ...created,
      },
      {
        name: 'Generic Laptop',
        key: 'DeviceProfile.GenericLaptop',
        mimoTxChains: 3,
        mimoRxChains: 3,
        spatialStreams: 3,
        offset24: -3.0,
        offset5: -3.0,
        maxSupportedBandwidth: 'BW_80',
        deviceProfileTechnology: 'AC',
        bandSelectionBehaviour: 'AUTOMATIC',
        editable: false,
        id: LAPTOP,
        legacyId: 0,
        ...created,
      },
    ],
    usageProfiles: [
      {
        name: 'High SLA (4 Mbps)',
        key: 'UsageProfile.HighUsage',
        editable: false,
        applicationProfileIds: ['f2d64dd8-fe56-46fc-bc35-36dc75e3a8c2'],
        id: HIGH_SLA,
        legacyId: 4,
        ...created,
      },
    ],
    applicationProfiles: [
      {
        name: 'SLA, Heavy',
        key: 'ApplicationProfile.HighSla',
        accessCategory: 'AC_BE',
        applicationProtocols: ['UNKNOWN'],
        packetSize: 1500,
        bitRate: 4194304.0,
        fullDuplex: false,
        id: 'f2d64dd8-fe56-46fc-bc35-36dc75e3a8c2',
        ...created,
      },
    ],
    networkCapacitySettings: (['TWO', 'FIVE'] as const).map((band) => ({
      frequencyBand: band,
      numberOfSsids: 2,
      rtsCtsEnabled: false,
      maxAssociatedClientsAmount: 200,
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
 * A generated two-floor project (a design by default; `hybrid` adds surveys) with the real catalogue entries and
 * 150 laptops in the ground floor's first area. The seed names the project (an upload of the same project id is
 * a new version of it).
 */
export function planningSample(kind: 'simulated' | 'hybrid' = 'simulated', seed = 18): EsxProject {
  const project = generateProject({ kind, floors: 2, aps: 8, maxImagePixels: 400, seed });
  const upper = project.floorPlans[1];
  if (upper === undefined) {
    throw new Error('two floors expected');
  }
  for (const [name, entities] of Object.entries(catalogueEntries(upper.id, upper.width, upper.height))) {
    project.collections.set(name, entities);
  }
  const ground = project.floorPlans[0]?.id;
  const area = (project.collections.get('areas') ?? []).find((entity) => entity.floorPlanId === ground);
  if (area !== undefined) {
    area.capacityItems = [
      { identifier: randomUUID(), deviceCount: 150, usageProfileId: HIGH_SLA, deviceProfileId: LAPTOP },
    ];
  }
  return project;
}

/** RSSI of every scan of a survey by its start day in the dated sample: the first two days strong, later weak. */
export const DATED_LEVELS: Readonly<Record<string, number>> = {
  '2025-03-03': -60,
  '2025-03-04': -60,
  '2025-03-06': -75,
  '2025-03-08': -75,
};

/**
 * The hybrid planning sample made hand-checkable: one requirement criterion (5 GHz signal ≥ −67 dBm) everywhere,
 * and every scan of a survey hears exactly one 5 GHz BSS at the level DATED_LEVELS names for the survey's start
 * day (ground floor surveyed 3 and 6 March 2025, the upper floor 4 and 8 March), so any interpolation of a
 * survey's points is that level exactly.
 */
export function datedPlanningSample(seed = 1818): EsxProject {
  const project = planningSample('hybrid', seed);
  for (const requirement of project.collections.get('requirements') ?? []) {
    requirement.criteria = [
      {
        radioTechnology: 'IEEE802_11',
        frequencyBand: 'FIVE',
        type: 'SIGNAL_STRENGTH',
        function: 'AT_LEAST',
        value: -67,
      },
    ];
  }
  for (const survey of project.surveys) {
    const level = DATED_LEVELS[survey.startTime.slice(0, 10)];
    for (const track of survey.tracks) {
      const table = track.scans;
      if (table === undefined || level === undefined) {
        throw new Error('a decoded track of a known day expected');
      }
      let reading = 0;
      while (reading < table.readingCount && (table.readingFrequencyMhz[reading] ?? 0) < 5000) {
        reading++;
      }
      const count = table.scanCount;
      const single: EsxScanTable = {
        scanCount: count,
        scanIndex: table.scanIndex,
        scanTimeMs: table.scanTimeMs,
        scanReadingStart: Uint32Array.from({ length: count + 1 }, (_, s) => s),
        readingCount: count,
        readingTimeMs: Int32Array.from({ length: count }, (_, s) => {
          const time = table.scanTimeMs[s] ?? NaN;
          return Number.isFinite(time) ? time : 0;
        }),
        readingMeasurementIndex: new Uint16Array(count).fill(table.readingMeasurementIndex[reading] ?? 0),
        readingRssiDbm: new Int8Array(count).fill(level),
        readingFrequencyMhz: new Uint16Array(count).fill(table.readingFrequencyMhz[reading] ?? 5180),
        readingExtra: undefined,
      };
      project.binaries.set(track.member, encodeWifiTrack(single));
    }
  }
  return project;
}
