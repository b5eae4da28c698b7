import type { HeatmapAccuracy, HeatmapRequest, RadioBandFilter } from '@airlens/heatmap';
import { z } from 'zod';

export const HEATMAP_TYPES = [
  'primary-coverage',
  'secondary-coverage',
  'snr',
  'channel-interference',
  'network-health',
  'data-rate',
  'throughput',
] as const;

/** Ekahau's accuracy names, plus low/medium/high as aliases of rough/normal/accurate. */
const ACCURACIES = ['rough', 'normal', 'accurate', 'very', 'low', 'medium', 'high'] as const;
const ACCURACY_OF: Readonly<Record<(typeof ACCURACIES)[number], HeatmapAccuracy>> = {
  rough: 'rough',
  low: 'rough',
  normal: 'normal',
  medium: 'normal',
  accurate: 'accurate',
  high: 'accurate',
  very: 'very',
};

/** The spec's radio-band values, plus the contract's band names TWO/FIVE/SIX. */
const RADIO_BANDS = ['2.4', '5', '6', 'any', 'TWO', 'FIVE', 'SIX'] as const;
const RADIO_BAND_OF: Readonly<Record<(typeof RADIO_BANDS)[number], RadioBandFilter>> = {
  '2.4': '2.4',
  TWO: '2.4',
  '5': '5',
  FIVE: '5',
  '6': '6',
  SIX: '6',
  any: 'any',
};

/** Highest visualization height accepted: above any indoor ceiling an AP is mounted on. */
const MAX_VISUALIZATION_HEIGHT_METERS = 20;

/** Most radios one floor can name in a filter; a real floor has a few hundred at most. */
const MAX_RADIO_IDS = 2000;

export const heatmapParamsSchema = z.object({
  id: z.uuid(),
  floorId: z.string().min(1).max(200),
});

export const heatmapQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** The heatmap request body (spec §7 parameters, api-contract "Heatmaps"); missing fields take defaults. */
export const heatmapBodySchema = z
  .object({
    type: z.enum(HEATMAP_TYPES),
    accuracy: z.enum(ACCURACIES).optional(),
    requirementGreyOut: z.boolean().optional(),
    mode: z.enum(['smooth', 'detailed']).optional(),
    radioBand: z.enum(RADIO_BANDS).optional(),
    legend: z.boolean().optional(),
    onlyMyAps: z.boolean().optional(),
    onlyMeasured: z.boolean().optional(),
    signalPrediction: z.enum(['off', 'one-floor']).optional(),
    radioIds: z.array(z.string().min(1).max(200)).max(MAX_RADIO_IDS).nullable().optional(),
    visualizationHeightMeters: z
      .number()
      .min(0)
      .max(MAX_VISUALIZATION_HEIGHT_METERS)
      .optional()
      .describe(
        'Height above the floor the map is drawn for (default 1 m); a prediction uses the 3-D distance from each AP’s mount height',
      ),
  })
  .strict()
  .meta({ id: 'HeatmapRequest' });

export type HeatmapBody = z.infer<typeof heatmapBodySchema>;

/** The engine's request for a validated body (aliases resolved; the engine fills the defaults). */
export function toEngineRequest(body: HeatmapBody): HeatmapRequest {
  return {
    type: body.type,
    ...(body.accuracy === undefined ? {} : { accuracy: ACCURACY_OF[body.accuracy] }),
    ...(body.requirementGreyOut === undefined ? {} : { requirementGreyOut: body.requirementGreyOut }),
    ...(body.mode === undefined ? {} : { mode: body.mode }),
    ...(body.radioBand === undefined ? {} : { radioBand: RADIO_BAND_OF[body.radioBand] }),
    ...(body.legend === undefined ? {} : { legend: body.legend }),
    ...(body.onlyMyAps === undefined ? {} : { onlyMyAps: body.onlyMyAps }),
    ...(body.onlyMeasured === undefined ? {} : { onlyMeasured: body.onlyMeasured }),
    ...(body.signalPrediction === undefined ? {} : { signalPrediction: body.signalPrediction }),
    radioIds: body.radioIds ?? null,
    ...(body.visualizationHeightMeters === undefined
      ? {}
      : { visualizationHeightMeters: body.visualizationHeightMeters }),
  };
}

const ringsSchema = z.array(z.tuple([z.number().int(), z.number().int()]));

const legendSchema = z.object({
  type: z.enum(HEATMAP_TYPES),
  unit: z.enum(['dBm', 'dB', 'count', 'Mbps', 'issue']),
  thresholds: z.array(z.number()),
  entries: z.array(
    z.object({
      bin: z.number().int(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      color: z.string(),
      label: z.string(),
    }),
  ),
  greyBin: z.literal(254),
  greyColor: z.string(),
  noDataBin: z.literal(255),
  isHigherBetter: z.boolean(),
});

/** The heatmap answer (api-contract "Heatmaps"); documents the JSON the service sends pre-encoded. */
export const heatmapResponseSchema = z
  .object({
    binType: z.literal('square'),
    bins: z
      .string()
      .describe(
        'Base64 of one byte per cell, row-major from the top-left: legend bin, 254 greyed out, 255 no data',
      ),
    vertices: z.array(z.number()).describe('x,y pairs in floor-plan pixels (smooth mode)'),
    areas: z.array(z.object({ bin: z.number().int(), value: z.number().nullable(), rings: ringsSchema })),
    contours: z.array(
      z.object({ kind: z.literal('requirement'), value: z.number().nullable(), rings: ringsSchema }),
    ),
    legend: legendSchema.nullable(),
    grid: z.object({
      cols: z.number().int(),
      rows: z.number().int(),
      cellMeters: z.number(),
      originX: z.number(),
      originY: z.number(),
      unitsPerCell: z.number(),
    }),
  })
  .meta({ id: 'Heatmap' });
