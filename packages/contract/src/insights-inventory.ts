import { DEFAULT_PAGE_SIZE, SURVEY_TABLE_PAGE_SIZE } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';
import { INSIGHTS_PREFIX, isoDate, pagedSchema, pagingSchema, queryText } from './insights-common';

/** Largest bench baseline body: a page of the project list is far smaller. */
const MAX_BASELINE_BYTES = 4 * 1024 * 1024;

const surveyDateRangeQuerySchema = z.object({ projectId: z.uuid().optional() });

export const surveyEventsQuerySchema = z.object({
  query: queryText,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  projectId: z.uuid().optional(),
  floorPlanRowId: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid floor plan row id provided')
    .optional(),
  ...pagingSchema(SURVEY_TABLE_PAGE_SIZE),
});

const deviceCountsQuerySchema = z.object({
  query: queryText,
  projectId: z.uuid().optional(),
  ...pagingSchema(DEFAULT_PAGE_SIZE),
});

/** How the inventory table groups its lines: by configuration (the default), or one line per vendor and model. */
export const DEVICE_GROUPINGS = ['line', 'model'] as const;

/** One inventory grouping. */
export type DeviceGrouping = (typeof DEVICE_GROUPINGS)[number];

const deviceListQuerySchema = deviceCountsQuerySchema.extend({
  groupBy: z
    .enum(DEVICE_GROUPINGS)
    .default('line')
    .describe(
      'line: one row per project and configuration (DeviceCount); model: one row per vendor and model over the matching lines (DeviceModelCount), sortable by vendor, model, deviceCount, radioCount and projectCount',
    ),
});

const surveyDateRangeSchema = z.object({
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

/** The first and last survey day (UTC); both null without surveys. */
export type SurveyDateRange = z.infer<typeof surveyDateRangeSchema>;

const surveyEventSchema = z.object({
  surveyId: z.string(),
  surveyName: z.string(),
  date: z.string().nullable(),
  createdBy: z.string().nullable(),
  durationSeconds: z.number(),
  distanceMeters: z.number().nullable().describe('Null on a floor plan without a scale'),
  projectName: z.string(),
  projectId: z.string(),
  floorPlanId: z.string(),
  floorPlanRowId: z.number().int().nullable(),
  floorPlanName: z.string(),
  discoveredAps: z.number().int(),
});

/** One survey of the survey events table. */
export type SurveyEvent = z.infer<typeof surveyEventSchema>;

const surveyTotalsSchema = z.object({
  durationSeconds: z.number(),
  distanceMeters: z.number(),
  discoveredAps: z.number().int(),
});

/** Duration, distance and discovered APs over the matching surveys. */
export type SurveyTotals = z.infer<typeof surveyTotalsSchema>;

const deviceCountSchema = z.object({
  apName: z.string(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  wifiGeneration: z.string().nullable(),
  technology: z.string().nullable(),
  radioCount: z.number().int(),
  channelAndPower: z.string(),
  height: z.number().nullable(),
  installation: z.string().nullable(),
  projectName: z.string(),
  projectId: z.string(),
  deviceCount: z.number().int(),
});

/** One line of the network inventory. */
export type DeviceCount = z.infer<typeof deviceCountSchema>;

const radioCount = z.number().int();

const deviceModelCountSchema = z
  .object({
    vendor: z.string().nullable(),
    model: z.string().nullable(),
    deviceCount: z.number().int(),
    radioCount: z.number().int().describe('Radios of these devices'),
    radiosByBand: z
      .object({ TWO: radioCount, FIVE: radioCount, SIX: radioCount })
      .describe('Radios per band; a radio whose band is unknown counts only in radioCount'),
    projectCount: z.number().int().describe('Projects with such devices'),
  })
  .meta({ id: 'DeviceModelCount' });

/** One vendor and model of the network inventory (groupBy=model) over the matching lines. */
export type DeviceModelCount = z.infer<typeof deviceModelCountSchema>;

const deviceTotalsSchema = z.object({ totalDeviceCount: z.number().int() });

/** The number of devices over the matching inventory lines. */
export type DeviceTotals = z.infer<typeof deviceTotalsSchema>;

/** Survey date range, survey events and network inventory of api-contract "Insights". */
export const insightsInventoryEndpoints = {
  getSurveyDateRange: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/surveyDateRange`,
    access: 'signedIn',
    tags: ['insights'],
    summary: 'First and last survey day (UTC) of the caller’s projects or of one project',
    query: surveyDateRangeQuerySchema,
    responses: { 200: surveyDateRangeSchema, ...commonErrors },
  }),
  listSurveyEvents: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/surveyEvents`,
    access: 'signedIn',
    tags: ['insights'],
    summary: 'Survey events, newest first',
    description:
      'query matches the creator, the project name or the floor plan name; dates select surveys by their UTC start day.',
    query: surveyEventsQuerySchema,
    responses: { 200: pagedSchema(surveyEventSchema), ...commonErrors },
  }),
  getSurveyTotals: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/surveyEvents/totals`,
    access: 'signedIn',
    tags: ['insights'],
    summary: 'Duration, distance and discovered APs over the matching surveys',
    query: surveyEventsQuerySchema,
    responses: { 200: surveyTotalsSchema, ...commonErrors },
  }),
  listDeviceCounts: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/deviceCounts`,
    access: 'signedIn',
    tags: ['insights'],
    summary:
      'Network inventory grouped by vendor, model, generation, radios, channel and power, height and installation',
    description:
      'query matches the project name, vendor or Wi-Fi generation, or equals the device count when it is all digits. groupBy=model adds up the matching lines per vendor and model, so its device counts sum to the totals.',
    query: deviceListQuerySchema,
    responses: {
      200: pagedSchema(z.union([deviceCountSchema, deviceModelCountSchema])),
      ...commonErrors,
    },
  }),
  getDeviceTotals: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/deviceCounts/totals`,
    access: 'signedIn',
    tags: ['insights'],
    summary: 'The number of devices over the matching inventory lines',
    query: deviceCountsQuerySchema,
    responses: { 200: deviceTotalsSchema, ...commonErrors },
  }),
  /**
   * The benchmark's baseline (registered only with BENCH_BASELINE=1): a precomputed JSON body of the requested
   * size with no session and no database, so the insights endpoints' throughput reads as a share of it.
   */
  getBenchBaseline: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/bench/baseline`,
    access: 'signedIn',
    tags: ['insights'],
    summary: 'Benchmark baseline: a padded JSON body of the requested size',
    hidden: true,
    query: z.object({ bytes: z.coerce.number().int().min(16).max(MAX_BASELINE_BYTES) }),
    responses: { 200: z.object({ content: z.string() }) },
  }),
};
