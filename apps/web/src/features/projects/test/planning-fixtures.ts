import type { CapacityAnswer, DeviceProfileAnswer, RequirementPassRatesAnswer } from '@airlens/contract';
import type { Route } from './fake-api';

export const DEVICE_PROFILES: DeviceProfileAnswer[] = [
  { id: 'dp-scanner', name: 'Barcode scanner', offsets: { TWO: -4, FIVE: -6, SIX: -8 }, builtIn: false },
  { id: 'builtin-laptop', name: 'Laptop', offsets: { TWO: 0, FIVE: 0, SIX: 0 }, builtIn: true },
  { id: 'builtin-smartphone', name: 'Smartphone', offsets: { TWO: -10, FIVE: -10, SIX: -10 }, builtIn: true },
];

const signal = (threshold: number, passRatePercent: number) => ({
  type: 'SIGNAL_STRENGTH',
  threshold,
  passRatePercent,
});
const snr = (passRatePercent: number) => ({ type: 'SIGNAL_TO_NOISE_RATIO', threshold: 25, passRatePercent });

/** Pass rates as the server answers them: better without an offset, worse through a −10 dB phone. */
export function passRates(deviceProfileId: string | null): RequirementPassRatesAnswer {
  const isPhone = deviceProfileId === 'builtin-smartphone';
  return {
    project: {
      passRatePercent: isPhone ? 55 : 88,
      source: 'predicted',
      criteria: [signal(-67, 90), snr(86)],
    },
    floors: [
      {
        floorPlanId: 'f1',
        floorPlanName: 'Ground floor',
        passRatePercent: isPhone ? 61 : 93,
        source: 'predicted',
        criteria: [signal(-67, isPhone ? 63 : 95), snr(91)],
      },
      {
        floorPlanId: 'f2',
        floorPlanName: 'First floor',
        passRatePercent: 42,
        source: 'measured',
        criteria: [signal(-67, 44)],
      },
    ],
    areas: [
      {
        areaId: 'a1',
        areaName: 'Reception',
        floorPlanId: 'f1',
        requirementName: 'Voice',
        passRatePercent: 97,
        source: 'predicted',
        criteria: [signal(-67, 98)],
      },
      {
        areaId: 'a3',
        areaName: 'Storage',
        floorPlanId: 'f1',
        requirementName: 'Data',
        passRatePercent: 35,
        source: 'predicted',
        criteria: [signal(-72, 38), snr(50)],
      },
      {
        areaId: 'a2',
        areaName: 'Upstairs lab',
        floorPlanId: 'f2',
        requirementName: 'Data',
        passRatePercent: 42,
        source: 'measured',
        criteria: [signal(-72, 42)],
      },
    ],
  };
}

export const NO_REQUIREMENTS: RequirementPassRatesAnswer = {
  project: { passRatePercent: 100, source: 'predicted', criteria: [] },
  floors: [
    {
      floorPlanId: 'f1',
      floorPlanName: 'Ground floor',
      passRatePercent: 100,
      source: 'predicted',
      criteria: [],
    },
  ],
  areas: [],
};

export function capacity(band: string): CapacityAnswer {
  const radioBand = band === 'TWO' ? 'TWO' : 'FIVE';
  return {
    radios: [
      {
        accessPointId: 'ap1',
        apName: 'AP-Lobby',
        band: radioBand,
        channel: 36,
        clients: 12,
        airtimePercent: 31.4,
        overloaded: false,
      },
      {
        accessPointId: 'ap5',
        apName: 'AP-Hall',
        band: radioBand,
        channel: 44,
        clients: 80,
        airtimePercent: 92.6,
        overloaded: true,
      },
      {
        accessPointId: 'ap6',
        apName: 'AP-Desk',
        band: radioBand,
        channel: 48,
        clients: 260,
        airtimePercent: 40,
        overloaded: true,
      },
    ],
    areas: [
      {
        areaId: 'a1',
        areaName: 'Reception',
        clients: 150,
        usageProfile: 'Office',
        servedClients: band === 'TWO' ? 20 : 130,
        airtimePercent: 92.6,
        apsNeeded: 3,
      },
    ],
  };
}

export const ATTENUATION_BATCH = {
  attenuationAreaTypes: [
    {
      id: 't-rack',
      name: 'Warehouse Rack',
      color: '#A34A28',
      propagationProperties: [
        { band: 'TWO', attenuationFactor: 4 },
        { band: 'FIVE', attenuationFactor: 5 },
      ],
    },
    { id: 't-old', name: 'Machinery', color: 'url(javascript:alert(1))', attenuation: 8 },
    { id: 't-gone', name: 'Deleted type', color: '#000000', status: 'DELETED', attenuation: 1 },
  ],
  attenuationAreas: [
    {
      id: 'aa1',
      attenuationAreaTypeId: 't-rack',
      floorPlanId: 'f1',
      area: [
        { x: 10, y: 10 },
        { x: 200, y: 10 },
        { x: 200, y: 60 },
      ],
    },
    {
      id: 'aa2',
      attenuationAreaTypeId: 't-rack',
      floorPlanId: 'f1',
      area: [
        { x: 10, y: 100 },
        { x: 200, y: 100 },
        { x: 200, y: 160 },
      ],
    },
    {
      id: 'aa3',
      attenuationAreaTypeId: 't-old',
      floorPlanId: 'f1',
      area: [
        { x: 300, y: 10 },
        { x: 400, y: 10 },
        { x: 400, y: 60 },
      ],
    },
    {
      id: 'aa4',
      attenuationAreaTypeId: 't-gone',
      floorPlanId: 'f1',
      area: [
        { x: 1, y: 1 },
        { x: 2, y: 1 },
        { x: 2, y: 2 },
      ],
    },
    {
      id: 'aa5',
      attenuationAreaTypeId: 't-rack',
      floorPlanId: 'f2',
      area: [
        { x: 1, y: 1 },
        { x: 9, y: 1 },
        { x: 9, y: 9 },
      ],
    },
    {
      id: 'aa6',
      attenuationAreaTypeId: 't-rack',
      floorPlanId: 'f1',
      status: 'DELETED',
      area: [
        { x: 1, y: 1 },
        { x: 9, y: 1 },
        { x: 9, y: 9 },
      ],
    },
  ],
};

/** The planning endpoints of project p1 and the attenuation batch (its own poTypes); the rest falls through. */
export function planningRoutes(
  options: { passRates?: (deviceProfileId: string | null) => { status: number; body: unknown } } = {},
): Route {
  return (request) => {
    const base = '/insightapi/v1/projects/p1';
    switch (request.path) {
      case `${base}/deviceProfiles`:
        return { status: 200, body: DEVICE_PROFILES };
      case `${base}/requirementPassRates`: {
        const id = request.params.get('deviceProfileId');
        return options.passRates?.(id) ?? { status: 200, body: passRates(id) };
      }
      case `${base}/capacity`:
        return { status: 200, body: capacity(request.params.get('frequencyBand') ?? 'FIVE') };
      case '/projectapi/v1/projects/p1/batch':
        return request.params.getAll('poTypes').includes('ATTENUATION_AREA')
          ? { status: 200, body: ATTENUATION_BATCH }
          : undefined;
      default:
        return undefined;
    }
  };
}
