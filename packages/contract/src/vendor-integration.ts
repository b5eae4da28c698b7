import { FREQUENCY_BANDS } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';
import {
  vendorEntityId,
  vendorIntegrationTags,
  vendorProjectBase,
  vendorProjectParams,
} from './vendor-integration-common';
import {
  vendorApRenameEndpoints,
  vendorIntegrationActionEndpoints,
  vendorOptimizationHeatmapEndpoints,
} from './vendor-integration-actions';

const tags = vendorIntegrationTags;

/** The one controller vendor the integration speaks to (Cisco Meraki Dashboard API v1). */
export const VENDOR_INTEGRATION_VENDORS = ['meraki'] as const;

/** Meraki's own default API address (the SDK's DEFAULT_BASE_URL). */
export const DEFAULT_MERAKI_BASE_URL = 'https://api.meraki.com/api/v1';

export const AP_MATCH_STATUSES = ['MATCHED', 'UNMATCHED', 'AMBIGUOUS'] as const;
export type ApMatchStatus = (typeof AP_MATCH_STATUSES)[number];

/** How a project AP was matched to a controller device. */
export const AP_MATCH_METHODS = ['mac', 'bssid', 'serial-tag', 'name', 'manual'] as const;

export const VENDOR_CHANGE_KINDS = ['names', 'placement', 'radio-settings'] as const;
export type VendorChangeKind = (typeof VENDOR_CHANGE_KINDS)[number];

export const VENDOR_CHANGE_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;

/** A device's status as the controller's device statuses give it. */
export const VENDOR_DEVICE_STATUSES = ['online', 'alerting', 'offline', 'dormant'] as const;
export type VendorDeviceStatus = (typeof VENDOR_DEVICE_STATUSES)[number];

/** A device's state in a change: PLANNED (dry run), APPLIED, UNCHANGED (nothing to send), FAILED, PENDING. */
export const VENDOR_DEVICE_RESULTS = ['PENDING', 'PLANNED', 'APPLIED', 'UNCHANGED', 'FAILED'] as const;

const projectParams = vendorProjectParams;
const id = vendorEntityId;

const connectionSchema = z
  .object({
    vendor: z.enum(VENDOR_INTEGRATION_VENDORS),
    baseUrl: z.string(),
    apiKeyLast4: z.string().describe('The last 4 characters of the key; the key itself is never returned'),
    connectedAt: z.string(),
    organizations: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'VendorConnection' });

export type VendorConnection = z.infer<typeof connectionSchema>;

export const vendorConnectBodySchema = z.object({
  vendor: z.enum(VENDOR_INTEGRATION_VENDORS),
  apiKey: z
    .string()
    .trim()
    .min(8)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'Use the key as the dashboard shows it'),
  baseUrl: z
    .string()
    .trim()
    .max(300)
    .regex(/^https?:\/\/[^\s]+$/, 'Use an http(s) address')
    .optional(),
});

export type VendorConnectBody = z.input<typeof vendorConnectBodySchema>;

const networkSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    floorPlans: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'VendorNetwork' });

export type VendorNetwork = z.infer<typeof networkSchema>;

const floorMappingSchema = z.object({ floorPlanId: id, controllerFloorPlanId: id.nullable() });

const apMatchSchema = z.object({
  accessPointId: z.string(),
  accessPointName: z.string(),
  serial: z.string().nullable(),
  mac: z.string().nullable(),
  deviceName: z.string().nullable(),
  status: z.enum(AP_MATCH_STATUSES),
  matchedBy: z.enum(AP_MATCH_METHODS).nullable(),
  candidates: z.array(z.string()).describe('The serials an AMBIGUOUS AP could be'),
});

export type ApMatch = z.infer<typeof apMatchSchema>;

const projectLinkSchema = z
  .object({
    organizationId: z.string().nullable(),
    networkId: z.string().nullable(),
    floorMappings: z.array(floorMappingSchema.extend({ floorPlanName: z.string() })),
    controllerFloorPlans: z.array(z.object({ id: z.string(), name: z.string() })),
    apMatches: z.array(apMatchSchema),
  })
  .meta({ id: 'VendorProjectLink' });

export type VendorProjectLink = z.infer<typeof projectLinkSchema>;

export const vendorProjectLinkBodySchema = z.object({
  organizationId: id,
  networkId: id,
  floorMappings: z.array(floorMappingSchema).max(500),
  overrides: z
    .array(z.object({ accessPointId: id, serial: id.nullable() }))
    .max(5000)
    .optional()
    .describe('Manual matches: a serial for the AP, or null to leave it unmatched'),
});

export type VendorProjectLinkBody = z.input<typeof vendorProjectLinkBodySchema>;

const liveRadioSchema = z.object({
  band: z.enum(FREQUENCY_BANDS),
  channel: z.number().nullable(),
  channelWidth: z.number().nullable(),
  power: z.number().nullable(),
  utilization: z.number().nullable(),
});

const liveDeviceSchema = z
  .object({
    accessPointId: z.string(),
    serial: z.string(),
    name: z.string(),
    model: z.string(),
    online: z.boolean().describe('Online or alerting (up, with an alert) on the controller'),
    status: z
      .enum(VENDOR_DEVICE_STATUSES)
      .describe('The controller’s status: online, alerting (up, with an alert), offline or dormant'),
    clients: z.number().int().nullable(),
    radios: z.array(liveRadioSchema),
    plannedDiff: z.array(
      z.object({
        band: z.enum(FREQUENCY_BANDS),
        field: z.enum(['channel', 'power']),
        planned: z.number().nullable(),
        live: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'VendorLiveDevice' });

export type VendorLiveDevice = z.infer<typeof liveDeviceSchema>;

const radioPlanEntrySchema = z.object({
  accessPointId: id,
  band: z.enum(FREQUENCY_BANDS).default('FIVE'),
  channel: z.number().int().min(1).max(233),
  channelWidth: z.number().int().min(20).max(160),
  power: z.number().min(1).max(30),
});

export const vendorChangeBodySchema = z.object({
  kind: z.enum(VENDOR_CHANGE_KINDS),
  dryRun: z.boolean(),
  accessPointIds: z.array(id).min(1).max(5000).optional(),
  radioPlan: z
    .array(radioPlanEntrySchema)
    .max(5000)
    .optional()
    .describe('radio-settings only: the optimisation plan to send instead of the project’s planned radios'),
});

export type VendorChangeBody = z.input<typeof vendorChangeBodySchema>;

const deviceChangeSchema = z.object({
  accessPointId: z.string(),
  serial: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  result: z.enum(VENDOR_DEVICE_RESULTS),
  error: z.string().nullable(),
});

const changeSchema = z
  .object({
    changeId: z.string(),
    kind: z.enum(VENDOR_CHANGE_KINDS),
    dryRun: z.boolean(),
    status: z.enum(VENDOR_CHANGE_STATUSES),
    requestedBy: z.string().describe('The email of who asked for it (the audit record)'),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    rollbackOf: z.string().nullable(),
    devices: z.array(deviceChangeSchema),
  })
  .meta({ id: 'VendorChange' });

export type VendorChange = z.infer<typeof changeSchema>;

export const vendorOptimizationBodySchema = z.object({
  frequencyBand: z.enum(FREQUENCY_BANDS),
  allowedChannels: z.array(z.number().int().min(1).max(233)).min(1).max(64).optional(),
  channelWidth: z.union([z.literal(20), z.literal(40), z.literal(80), z.literal(160)]).optional(),
  allowDfs: z.boolean().optional(),
  minPower: z.number().min(1).max(30).optional(),
  maxPower: z.number().min(1).max(30).optional(),
});

export type VendorOptimizationBody = z.input<typeof vendorOptimizationBodySchema>;

const predictionSchema = z.object({ meanCciDb: z.number(), cciAreaPercent: z.number() });

const optimizationSchema = z
  .object({
    plan: z.array(
      z.object({
        accessPointId: z.string(),
        accessPointName: z.string(),
        band: z.enum(FREQUENCY_BANDS),
        channel: z.number().int(),
        channelWidth: z.number().int(),
        power: z.number(),
      }),
    ),
    predictedBefore: predictionSchema,
    predictedAfter: predictionSchema,
  })
  .meta({ id: 'VendorOptimization' });

export type VendorOptimization = z.infer<typeof optimizationSchema>;

const projectBase = vendorProjectBase;

/** The Meraki integration (api-contract "Controller interop", /insightapi/v1/vendorIntegration…). */
export const vendorIntegrationEndpoints = {
  getVendorConnection: defineEndpoint({
    method: 'GET',
    path: '/insightapi/v1/vendorIntegration',
    access: 'signedIn',
    tags,
    summary: "The organisation's controller connection (null when none)",
    description: 'Members of an organisation; the API key is never returned, only its last 4 characters.',
    responses: { 200: connectionSchema.nullable(), ...commonErrors },
  }),
  connectVendor: defineEndpoint({
    method: 'PUT',
    path: '/insightapi/v1/vendorIntegration',
    access: 'orgAdmin',
    tags,
    summary: 'Connect the organisation to a Meraki dashboard with an API key',
    description:
      'Tests the key by listing its organisations before storing it encrypted (AES-256-GCM); 400 naming why the controller refused it. Org admins only (404 for others).',
    body: vendorConnectBodySchema,
    responses: { 200: connectionSchema, 502: commonErrors[400], ...commonErrors },
  }),
  disconnectVendor: defineEndpoint({
    method: 'DELETE',
    path: '/insightapi/v1/vendorIntegration',
    access: 'orgAdmin',
    tags,
    summary: 'Forget the controller connection and its stored key',
    responses: { 204: z.null(), ...commonErrors },
  }),
  listVendorNetworks: defineEndpoint({
    method: 'GET',
    path: '/insightapi/v1/vendorIntegration/networks',
    access: 'signedIn',
    tags,
    summary: 'The networks of a controller organisation, with their floor plans',
    query: z.object({ organizationId: id }),
    responses: { 200: z.array(networkSchema), 502: commonErrors[400], ...commonErrors },
  }),
  getProjectVendorLink: defineEndpoint({
    method: 'GET',
    path: projectBase,
    access: 'projectWrite',
    tags,
    summary: "The project's link to a controller network, floor mappings and AP matches",
    params: projectParams,
    responses: { 200: projectLinkSchema, ...commonErrors },
  }),
  putProjectVendorLink: defineEndpoint({
    method: 'PUT',
    path: projectBase,
    access: 'projectWrite',
    tags,
    summary: 'Link the project to a network, map its floors and override AP matches',
    params: projectParams,
    body: vendorProjectLinkBodySchema,
    responses: { 200: projectLinkSchema, 502: commonErrors[400], ...commonErrors },
  }),
  getProjectVendorLive: defineEndpoint({
    method: 'GET',
    path: `${projectBase}/live`,
    access: 'projectRead',
    tags,
    summary: 'Live status of the matched APs from the controller, with planned-vs-live differences',
    params: projectParams,
    responses: { 200: z.array(liveDeviceSchema), 502: commonErrors[400], ...commonErrors },
  }),
  createVendorChange: defineEndpoint({
    method: 'POST',
    path: `${projectBase}/changes`,
    access: 'projectWrite',
    tags,
    summary: 'Push names, placement or radio settings to the controller (a dry run first)',
    description:
      'A change job with per-device before/after/result; only organisation admins may push (403). A push sends only fields the controller’s GET returned.',
    params: projectParams,
    body: vendorChangeBodySchema,
    responses: { 202: z.object({ changeId: z.string() }), ...commonErrors },
  }),
  getVendorChange: defineEndpoint({
    method: 'GET',
    path: `${projectBase}/changes/:changeId`,
    access: 'projectWrite',
    tags,
    summary: 'A change job: status and each device’s before, after and result',
    params: projectParams.extend({ changeId: z.string().max(64) }),
    responses: { 200: changeSchema, ...commonErrors },
  }),
  rollbackVendorChange: defineEndpoint({
    method: 'POST',
    path: `${projectBase}/changes/:changeId/rollback`,
    access: 'projectWrite',
    tags,
    summary: 'A new change restoring every `before` of an applied change exactly',
    params: projectParams.extend({ changeId: z.string().max(64) }),
    responses: { 202: z.object({ changeId: z.string() }), ...commonErrors },
  }),
  optimizeVendorChannels: defineEndpoint({
    method: 'POST',
    path: `${projectBase}/optimization`,
    access: 'projectWrite',
    tags,
    summary: 'A channel and power plan minimising predicted co-channel interference',
    params: projectParams,
    body: vendorOptimizationBodySchema,
    responses: { 200: optimizationSchema, ...commonErrors },
  }),
  ...vendorIntegrationActionEndpoints,
  ...vendorApRenameEndpoints,
  ...vendorOptimizationHeatmapEndpoints,
};
