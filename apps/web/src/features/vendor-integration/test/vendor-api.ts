import {
  vendorIntegrationEndpoints as endpoints,
  type VendorChange,
  type VendorProjectLink,
} from '@airlens/contract';
import { fakeApi, reply } from '@/test/fake-api';

export const PROJECT_ID = '4b7e2c10-9a8d-4f6e-8b1a-2c3d4e5f6a7b';
export const API_KEY = 'secret-meraki-key-9f3a';

export const CONNECTION = {
  vendor: 'meraki' as const,
  baseUrl: 'https://api.meraki.com/api/v1',
  apiKeyLast4: '9f3a',
  connectedAt: '2026-11-20T10:00:00.000Z',
  organizations: [{ id: '549236', name: 'Contoso Meraki' }],
};

export const LINK: VendorProjectLink = {
  organizationId: '549236',
  networkId: 'L_1',
  floorMappings: [{ floorPlanId: 'floor-1', floorPlanName: 'Ground Floor', controllerFloorPlanId: 'g_1' }],
  controllerFloorPlans: [{ id: 'g_1', name: 'HQ Ground' }],
  apMatches: [
    {
      accessPointId: 'ap-1',
      accessPointName: 'AP-1A-01',
      serial: 'Q2AA-0001',
      mac: 'e0:55:3d:00:00:01',
      deviceName: 'AP-1A-01',
      status: 'MATCHED',
      matchedBy: 'name',
      candidates: [],
    },
    {
      accessPointId: 'ap-3',
      accessPointName: 'AP-1A-03',
      serial: null,
      mac: null,
      deviceName: null,
      status: 'AMBIGUOUS',
      matchedBy: null,
      candidates: ['Q2AA-0003', 'Q2AA-0033'],
    },
  ],
};

function change(
  id: string,
  dryRun: boolean,
  result: 'PLANNED' | 'APPLIED',
  rollbackOf: string | null = null,
): VendorChange {
  return {
    changeId: id,
    kind: 'names',
    dryRun,
    status: 'DONE',
    requestedBy: 'ana@example.com',
    createdAt: '2026-11-20T10:05:00.000Z',
    finishedAt: '2026-11-20T10:05:02.000Z',
    rollbackOf,
    devices: [
      {
        accessPointId: 'ap-1',
        serial: 'Q2AA-0001',
        before: rollbackOf === null ? { name: 'lobby' } : { name: 'AP-1A-01' },
        after: rollbackOf === null ? { name: 'AP-1A-01' } : { name: 'lobby' },
        result,
        error: null,
      },
    ],
  };
}

export const DRY_RUN_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
export const PUSH_ID = '1e0d9c8b-7a6f-4e5d-9c3b-2a1f0e9d8c7b';
export const ROLLBACK_ID = '2f1e0d9c-8b7a-4f6e-8d4c-3b2a1f0e9d8c';

/** A 2 × 1 channel-interference answer: one bin per cell (0: no co-channel AP, 1: one). */
function interferenceAnswer(bins: number[]) {
  return {
    binType: 'square' as const,
    bins: btoa(String.fromCharCode(...bins)),
    vertices: [],
    areas: [],
    contours: [],
    legend: {
      type: 'channel-interference' as const,
      unit: 'count' as const,
      thresholds: [1],
      entries: [
        { bin: 0, min: null, max: 1, color: '#2e7d32', label: 'None' },
        { bin: 1, min: 1, max: null, color: '#c62828', label: '1 or more' },
      ],
      greyBin: 254 as const,
      greyColor: '#9e9e9e',
      noDataBin: 255 as const,
      isHigherBetter: false,
    },
    grid: { cols: 2, rows: 1, cellMeters: 1, originX: 0, originY: 0, unitsPerCell: 10 },
    source: 'predicted' as const,
  };
}

/** The fake controller API of the page: connected (or not), linked, and change jobs that finish at once. */
export function stubVendorApi(options: { connected?: boolean; linkStatus?: 200 | 403 } = {}) {
  let connection = options.connected === false ? null : CONNECTION;
  fakeApi.on(endpoints.getVendorConnection, () => connection);
  fakeApi.on(endpoints.connectVendor, (request) => {
    const body = request.body as { apiKey: string };
    connection = { ...CONNECTION, apiKeyLast4: body.apiKey.slice(-4) };
    return connection;
  });
  fakeApi.on(endpoints.getProjectVendorLink, () =>
    options.linkStatus === 403
      ? reply(403, { message: 'Linking a project to a controller needs write access to the project.' })
      : LINK,
  );
  fakeApi.on(endpoints.putProjectVendorLink, LINK);
  fakeApi.on(endpoints.listVendorNetworks, [
    { id: 'L_1', name: 'HQ Wireless', floorPlans: [{ id: 'g_1', name: 'HQ Ground' }] },
  ]);
  fakeApi.on(endpoints.getProjectVendorLive, [
    {
      accessPointId: 'ap-1',
      serial: 'Q2AA-0001',
      name: 'AP-1A-01',
      model: 'MR46',
      online: true,
      status: 'online',
      clients: 3,
      radios: [{ band: 'FIVE', channel: 36, channelWidth: 20, power: 14, utilization: 22.5 }],
      plannedDiff: [{ band: 'FIVE', field: 'channel', planned: 52, live: 36 }],
    },
  ]);
  fakeApi.on(endpoints.createVendorChange, (request) =>
    reply(202, { changeId: (request.body as { dryRun: boolean }).dryRun ? DRY_RUN_ID : PUSH_ID }),
  );
  fakeApi.on(
    endpoints.createVendorFloorPlan,
    reply(201, {
      floorPlanId: 'floor-1',
      controllerFloorPlanId: 'g_2',
      name: 'Ground Floor',
      topLeftCorner: { lat: 37.4186, lng: -122.0988 },
      bottomLeftCorner: { lat: 37.4184, lng: -122.0988 },
      bottomRightCorner: { lat: 37.4184, lng: -122.0982 },
    }),
  );
  let renames = [
    {
      accessPointId: 'ap-9',
      currentName: 'Measured AP-36:c0',
      proposedName: 'office-36c0',
      serial: 'Q2AA-0036',
    },
  ];
  fakeApi.on(endpoints.listVendorApRenames, () => renames);
  fakeApi.on(endpoints.applyVendorApRenames, () => {
    const renamed = renames;
    renames = [];
    return reply(202, { renamed, fileUploadId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d' });
  });
  fakeApi.on(endpoints.rollbackVendorChange, reply(202, { changeId: ROLLBACK_ID }));
  fakeApi.on(endpoints.getVendorChange, (request) => {
    const id = request.pathParams.changeId;
    return id === DRY_RUN_ID
      ? change(DRY_RUN_ID, true, 'PLANNED')
      : id === PUSH_ID
        ? change(PUSH_ID, false, 'APPLIED')
        : change(ROLLBACK_ID, false, 'APPLIED', PUSH_ID);
  });
  fakeApi.on(endpoints.getVendorOptimizationHeatmap, {
    current: interferenceAnswer([1, 1]),
    proposed: interferenceAnswer([0, 1]),
  });
  fakeApi.on(endpoints.optimizeVendorChannels, {
    plan: [
      {
        accessPointId: 'ap-1',
        accessPointName: 'AP-1A-01',
        band: 'FIVE',
        channel: 44,
        channelWidth: 20,
        power: 14,
      },
    ],
    predictedBefore: { meanCciDb: 6.2, cciAreaPercent: 40 },
    predictedAfter: { meanCciDb: 1.1, cciAreaPercent: 8.5 },
  });
}
