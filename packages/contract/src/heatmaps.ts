import { FREQUENCY_BANDS } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';
import { isoDate } from './insights-common';

export const HEATMAP_TYPES = [
  'primary-coverage',
  'secondary-coverage',
  'snr',
  'channel-interference',
  'network-health',
  'data-rate',
  'throughput',
] as const;

/**
 * Planning heatmaps (api-contract "Planning"): `requirement` (failing cells by first failing criterion),
 * `capacity` (serving radio's airtime), `ap-count` (APs heard above the requirement's threshold) and `difference`
 * (signed dB change against `compareTo`). Kept apart from HEATMAP_TYPES, which reports draw.
 */
export const PLANNING_HEATMAP_TYPES = ['requirement', 'capacity', 'ap-count', 'difference'] as const;

/** Every type the heatmap endpoint draws. */
export const ALL_HEATMAP_TYPES = [...HEATMAP_TYPES, ...PLANNING_HEATMAP_TYPES] as const;

/** Ekahau's accuracy names, plus low/medium/high as aliases of rough/normal/accurate. */
const ACCURACIES = ['rough', 'normal', 'accurate', 'very', 'low', 'medium', 'high'] as const;

/** The spec's radio-band values, plus the contract's band names TWO/FIVE/SIX. */
const RADIO_BANDS = ['2.4', '5', '6', 'any', 'TWO', 'FIVE', 'SIX'] as const;

/** Highest visualization height accepted: above any indoor ceiling an AP is mounted on. */
const MAX_VISUALIZATION_HEIGHT_METERS = 20;

/** Most radios one floor can name in a filter; a real floor has a few hundred at most. */
const MAX_RADIO_IDS = 2000;

const heatmapParamsSchema = z.object({
  id: z.uuid(),
  floorId: z.string().min(1).max(200),
});

const heatmapQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** What a `difference` heatmap compares the floor's measured signal with: a survey date range or the prediction. */
const compareToSchema = z
  .union([
    z.literal('prediction'),
    z
      .object({ startDate: isoDate, endDate: isoDate })
      .strict()
      .describe('Surveys of this date range (inclusive)'),
  ])
  .meta({ id: 'HeatmapCompareTo' });

/** The heatmap request body (docs/product-spec.md §7 parameters, api-contract "Heatmaps"); missing fields take defaults. */
export const heatmapBodySchema = z
  .object({
    type: z.enum(ALL_HEATMAP_TYPES),
    accuracy: z.enum(ACCURACIES).optional(),
    requirementGreyOut: z.boolean().optional(),
    mode: z.enum(['smooth', 'detailed']).optional(),
    radioBand: z.enum(RADIO_BANDS).optional(),
    legend: z.boolean().optional(),
    onlyMyAps: z.boolean().optional(),
    onlyMeasured: z.boolean().optional(),
    signalPrediction: z
      .enum(['off', 'one-floor', 'multi-floor'])
      .optional()
      .describe(
        'multi-floor: APs on the other floors of the building contribute through floor types, heights and holes',
      ),
    deviceProfileId: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe(
        "A device profile's id (GET …/deviceProfiles): its per-band offset is added to every signal value",
      ),
    compareTo: compareToSchema
      .optional()
      .describe(
        'difference only (and required there): the baseline; the answer is the current measured signal minus it',
      ),
    startDate: isoDate
      .optional()
      .describe(
        'difference against a date range only: the compared surveys start on or after this UTC day (default: the day after compareTo.endDate)',
      ),
    endDate: isoDate
      .optional()
      .describe(
        'difference against a date range only: the compared surveys start on or before this UTC day (default: no end)',
      ),
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
  .superRefine((body, context) => {
    if (body.type === 'difference' && body.compareTo === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['compareTo'],
        message: 'compareTo is required for difference',
      });
    }
    if (body.type !== 'difference' && body.compareTo !== undefined) {
      context.addIssue({ code: 'custom', path: ['compareTo'], message: 'compareTo is only for difference' });
    }
    const isDateDifference = typeof body.compareTo === 'object';
    for (const field of ['startDate', 'endDate'] as const) {
      if (body[field] !== undefined && !isDateDifference) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is only for a difference against a date range`,
        });
      }
    }
  })
  .meta({ id: 'HeatmapRequest' });

/** A validated heatmap request body (accuracy and band aliases not yet resolved). */
export type HeatmapBody = z.infer<typeof heatmapBodySchema>;

const ringsSchema = z.array(z.tuple([z.number().int(), z.number().int()]));

const legendSchema = z.object({
  type: z.enum(ALL_HEATMAP_TYPES),
  unit: z.enum(['dBm', 'dB', 'count', 'Mbps', 'issue', '%', 'criterion']),
  thresholds: z.array(z.number()),
  entries: z.array(
    z.object({
      bin: z.number().int(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      color: z.string(),
      label: z.string(),
      criterion: z
        .string()
        .optional()
        .describe('requirement heatmap: the criterion type this bin fails (absent on the pass bin)'),
    }),
  ),
  greyBin: z.literal(254),
  greyColor: z.string(),
  noDataBin: z.literal(255),
  isHigherBetter: z.boolean(),
});

const kpiSchema = z.object({
  thresholdDbm: z.number().describe('The floor requirement’s signal threshold the KPI counts'),
  beforePercent: z
    .number()
    .nullable()
    .describe('Share of the compared cells at or above the threshold, before'),
  afterPercent: z.number().nullable(),
  deltaPercent: z.number().nullable().describe('after − before, in percentage points'),
});

const differenceSchema = z
  .object({
    meanDeltaDb: z.number().nullable().describe('Mean signed change over the cells both sides cover'),
    kpi: kpiSchema,
  })
  .meta({ id: 'HeatmapDifference' });

const confidenceFields = {
  samples: z.number().int().describe('Survey samples inside'),
  meanAbsErrorDb: z
    .number()
    .nullable()
    .describe('Mean absolute leave-one-out error of the interpolated signal; null under 3 samples'),
  confidencePercent: z
    .number()
    .nullable()
    .describe('100 at 0 dB error, falling linearly to 0 at 10 dB; null under 3 samples'),
};

const confidenceSchema = z
  .object({
    ...confidenceFields,
    gapRadiusMeters: z.number().describe('R: a cell farther than this from every sample is a survey gap'),
    areas: z.array(z.object({ areaId: z.string(), areaName: z.string().nullable(), ...confidenceFields })),
    gaps: z
      .object({
        vertices: z.array(z.number()).describe('x,y pairs in floor-plan pixels'),
        rings: ringsSchema.describe('[firstVertex, vertexCount] into gaps.vertices; filled even-odd'),
      })
      .describe('Outlines of the survey gaps (cells farther than gapRadiusMeters from every sample)'),
  })
  .meta({ id: 'HeatmapConfidence' });

/** The heatmap answer (api-contract "Heatmaps"); documents the JSON the service sends pre-encoded. */
const heatmapResponseSchema = z
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
    requirements: z
      .array(z.object({ areaId: z.string().nullable(), value: z.number() }))
      .optional()
      .describe(
        "The active requirement's threshold on the floor (areaId null), then in each area that sets its own; empty for types without a requirement",
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
    difference: differenceSchema
      .optional()
      .describe(
        'difference heatmaps only: the KPI before (compareTo) and after (the current measured signal)',
      ),
    confidence: confidenceSchema
      .nullable()
      .optional()
      .describe(
        'Measured signal heatmaps: leave-one-out interpolation error per area and survey gaps; null when not measured',
      ),
  })
  .meta({ id: 'Heatmap' });

/** The heatmap answer as JSON: `bins` still base64. */
export type HeatmapAnswer = z.infer<typeof heatmapResponseSchema>;

/** The inspect query (floor-plan pixels, optional band, 1..10 samples). */
const inspectQuerySchema = z.object({
  x: z.coerce.number().finite().min(-1_000_000).max(1_000_000),
  y: z.coerce.number().finite().min(-1_000_000).max(1_000_000),
  frequencyBand: z.enum(FREQUENCY_BANDS).optional(),
  limit: z.coerce.number().int().min(1).max(10).default(3),
});

const heardRadioSchema = z.object({
  apId: z.string(),
  apName: z.string().nullable(),
  ssid: z.string().nullable(),
  bssid: z.string().nullable(),
  channel: z.number().int().nullable(),
  band: z.enum(FREQUENCY_BANDS),
  rssiDbm: z.number(),
  snrDb: z
    .number()
    .nullable()
    .describe('RSSI − measured noise at the sample; null when no noise was measured'),
  isServing: z.boolean().describe('The strongest radio of its band at this sample'),
});

/** A radio heard at a survey sample. */
export type HeardRadio = z.infer<typeof heardRadioSchema>;

const inspectSampleSchema = z.object({
  x: z.number().describe('Floor-plan pixels'),
  y: z.number().describe('Floor-plan pixels'),
  distanceMeters: z.number(),
  radios: z.array(heardRadioSchema),
});

/** A survey sample near the inspected point, with its radios strongest first. */
export type InspectSample = z.infer<typeof inspectSampleSchema>;

/** The inspect answer: the nearest survey samples, nearest first, each with its radios strongest first. */
const inspectResponseSchema = z
  .object({ samples: z.array(inspectSampleSchema) })
  .meta({ id: 'HeatmapInspect' });

/** Heatmaps and the inspect tool under /heatmapapi/v1 (api-contract "Heatmaps"). */
export const heatmapsEndpoints = {
  getHeatmap: defineEndpoint({
    method: 'POST',
    path: '/heatmapapi/v1/projects/:id/floor-plans/:floorId/heatmap',
    access: 'projectRead',
    tags: ['heatmaps'],
    summary: 'A heatmap of one floor: bins (detailed) or contour areas (smooth) in floor-plan pixels',
    description:
      'Answers with an ETag (a hash of the parameters, the floor data version and the engine version); a matching If-None-Match answers 304. ' +
      'The X-Heatmap-Source header says whether the values are measured, predicted or none. ' +
      'A floor plan without a scale has no heatmap until one is set: 409 with the reason.',
    params: heatmapParamsSchema,
    query: heatmapQuerySchema,
    body: heatmapBodySchema,
    responses: {
      200: heatmapResponseSchema,
      304: z.null().describe('Not modified'),
      ...commonErrors,
      409: errorBodySchema,
    },
  }),
  inspectHeatmapFloor: defineEndpoint({
    method: 'GET',
    path: '/heatmapapi/v1/projects/:id/floor-plans/:floorId/inspect',
    access: 'projectRead',
    tags: ['heatmaps'],
    summary: 'The survey samples nearest a point of the floor plan, with what was heard there',
    description:
      'x and y are floor-plan pixels (the heatmap output units). Samples come nearest first; each lists the ' +
      'radios heard there strongest first, and isServing marks the strongest of each band. ' +
      'A floor without measurements answers no samples; a floor plan without a scale answers 409.',
    params: heatmapParamsSchema,
    query: inspectQuerySchema,
    responses: { 200: inspectResponseSchema, ...commonErrors, 409: errorBodySchema },
  }),
};
