import { FREQUENCY_BANDS } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';

const tags = ['exports'];

const idParams = z.object({ id: z.string().max(64) });

/** The formats of the bill of materials. */
export const BOM_FORMATS = ['csv', 'xlsx', 'json'] as const;

export type BomFormat = (typeof BOM_FORMATS)[number];

/** The columns of the RSSI export, in order: one row per measurement (one BSSID heard in one scan). */
export const RSSI_EXPORT_COLUMNS = [
  'surveyId',
  'timestamp',
  'floor',
  'xMeters',
  'yMeters',
  'apName',
  'bssid',
  'ssid',
  'channel',
  'band',
  'rssi',
] as const;

const bomModelSchema = z.object({
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  count: z.number().int(),
  perFloor: z.array(
    z.object({
      floorPlanName: z.string().nullable().describe('null: access points placed on no floor'),
      count: z.number().int(),
    }),
  ),
});

const bomAccessPointSchema = z.object({
  name: z.string(),
  floorPlanName: z.string().nullable(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  mountingHeight: z.number().nullable().describe('Metres above the floor'),
  mounting: z.string().nullable().describe('CEILING, WALL, …'),
  tags: z.array(z.object({ key: z.string(), value: z.string() })),
});

/**
 * The bill of materials of a project: the access points the network inventory counts (every visible AP, or
 * only "my" APs when any is marked mine), grouped per model with per-floor counts, their external antennas,
 * and one line per access point.
 */
export const billOfMaterialsSchema = z
  .object({
    models: z.array(bomModelSchema),
    antennas: z.array(z.object({ model: z.string(), count: z.number().int() })),
    accessPoints: z.array(bomAccessPointSchema),
  })
  .meta({ id: 'BillOfMaterials' });

export type BillOfMaterials = z.infer<typeof billOfMaterialsSchema>;
export type BomModel = z.infer<typeof bomModelSchema>;
export type BomAccessPoint = z.infer<typeof bomAccessPointSchema>;

/** Bill of materials and RSSI export of api-contract "Reports and exports". */
export const exportsEndpoints = {
  getBillOfMaterials: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/bom',
    access: 'projectRead',
    tags,
    summary: 'The bill of materials of a project as CSV, XLSX or JSON',
    description:
      'format=json answers the BillOfMaterials object; csv (RFC 4180, cells starting with = + - @ neutralised) and xlsx (one sheet per table, totals row, frozen header) hold the same tables as an attachment. Totals equal the network inventory totals.',
    params: idParams,
    query: z.object({ format: z.enum(BOM_FORMATS).default('json') }),
    responses: { 200: billOfMaterialsSchema, ...commonErrors },
  }),
  getRssiExport: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/rssi-export',
    access: 'projectRead',
    tags,
    summary: 'Every RSSI measurement of a project as a streamed CSV (flag rssiExport; members only)',
    description: `One row per measurement with the columns ${RSSI_EXPORT_COLUMNS.join(',')}; floorPlanId and frequencyBand narrow it to one floor and one band. Positions on floors without a scale have empty xMeters and yMeters.`,
    params: idParams,
    query: z.object({
      format: z.literal('csv').default('csv'),
      floorPlanId: z.string().min(1).max(200).optional(),
      frequencyBand: z.enum(FREQUENCY_BANDS).optional(),
    }),
    responses: { 200: z.unknown().meta({ description: 'text/csv' }), ...commonErrors },
  }),
};
