import { DEFAULT_BAND, DEFAULT_PAGE_SIZE, FREQUENCY_BANDS, SURVEY_TABLE_PAGE_SIZE } from '@airlens/domain';
import { z } from 'zod';

/** Largest page any insights table serves; the map loads the project list in pages of at most this. */
export const MAX_PAGE_SIZE = 1000;
/** Longest search text accepted. */
const MAX_QUERY_LENGTH = 200;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    'must be a real date',
  );

/** Query text: trimmed by the search rules, bounded. */
const queryText = z.string().max(MAX_QUERY_LENGTH).optional();

/** Boolean query flags as browsers send them. */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');

const sortText = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9]+(,(asc|desc|ASC|DESC))?$/, "must be 'column,asc' or 'column,desc'");

/** Date range and band shared by every KPI endpoint (dates select surveys by their UTC start day). */
export const kpiFilterSchema = z.object({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  frequencyBand: z.enum(FREQUENCY_BANDS).default(DEFAULT_BAND),
});

export const projectIdParamsSchema = z.object({ id: z.uuid() });
export const floorParamsSchema = z.object({ id: z.uuid(), floorId: z.string().min(1).max(200) });

function pagingSchema(defaultSize: number) {
  return {
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
    sort: sortText.optional(),
  };
}

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const projectListQuerySchema = kpiFilterSchema.extend({
  query: queryText,
  minLatitude: latitude.optional(),
  maxLatitude: latitude.optional(),
  minLongitude: longitude.optional(),
  maxLongitude: longitude.optional(),
  includeTag: queryFlag.default(false),
  includeProjectUser: queryFlag.default(true),
  ...pagingSchema(DEFAULT_PAGE_SIZE),
});

const tagText = z.string().min(1).max(100);
export const searchQuerySchema = z.object({
  query: queryText,
  tag: z.union([tagText, z.array(tagText).max(20)]).optional(),
});

export const kpiTableQuerySchema = kpiFilterSchema.extend({ query: queryText });

export const surveyDateRangeQuerySchema = z.object({ projectId: z.uuid().optional() });

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

export const deviceCountsQuerySchema = z.object({
  query: queryText,
  projectId: z.uuid().optional(),
  ...pagingSchema(DEFAULT_PAGE_SIZE),
});

const value = z.object({ value: z.number().nullable() });

export const kpisSchema = z
  .object({
    rssi: value,
    secondaryRssi: value,
    snr: value,
    channelInterference: value,
    networkHealth: value,
    average: value,
    issues: z.number().int(),
  })
  .meta({ id: 'Kpis' });

const score = z.number().nullable();

export const projectUserSchema = z
  .object({ username: z.string(), role: z.string() })
  .meta({ id: 'ProjectUser' });

export const insightsProjectSchema = z
  .object({
    id: z.string(),
    rowId: z.number().int(),
    name: z.string(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    geolocation: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
    projectType: z.string(),
    status: z.string(),
    lastSurveyDate: z.string().nullable(),
    projectVersion: z.number().int(),
    frequencyBand: z.enum(FREQUENCY_BANDS),
    rssi: score,
    rssi2: score,
    snr: score,
    channelInterference: score,
    networkHealth: score,
    average: score,
    issues: z.number().int(),
    tags: z.array(z.string()).optional(),
    projectUsers: z.array(projectUserSchema).optional(),
  })
  .meta({ id: 'InsightsProject' });

export const projectEntrySchema = z.object({
  project: insightsProjectSchema,
  projectUsers: z.array(projectUserSchema),
});

/** The paged answer of api-contract conventions. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

export const searchResultSchema = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      rowId: z.number().int(),
      name: z.string(),
      country: z.string().nullable(),
      city: z.string().nullable(),
      geolocation: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
      projectType: z.string(),
      status: z.string(),
      lastSurveyDate: z.string().nullable(),
      tags: z.array(z.string()),
    }),
  ),
});

export const floorPlanSchema = z
  .object({
    id: z.string(),
    rowId: z.number().int(),
    name: z.string(),
    width: z.number(),
    height: z.number(),
    metersPerUnit: z.number().nullable(),
    imageId: z.string().nullable(),
    bitmapImageId: z.string().nullable(),
  })
  .meta({ id: 'InsightsFloorPlan' });

export const floorKpiRowSchema = z.object({
  floorPlanId: z.string(),
  floorPlanRowId: z.number().int(),
  floorPlanName: z.string(),
  kpis: kpisSchema,
});

export const areaKpiRowSchema = z.object({
  areaId: z.string(),
  areaRowId: z.number().int(),
  areaName: z.string(),
  kpis: kpisSchema,
});

export const areaKpiPanelSchema = z.object({
  areaId: z.string().nullable(),
  areaRowId: z.number().int().nullable(),
  areaName: z.string(),
  kpis: kpisSchema,
});

export const projectKpiPanelSchema = z.object({
  projectId: z.string(),
  projectRowId: z.number().int(),
  projectName: z.string(),
  kpis: kpisSchema,
});

export const dailyHealthSchema = z.array(z.object({ date: z.string(), value: z.number() }));

export const surveyDateRangeSchema = z.object({
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

export const surveyEventSchema = z.object({
  surveyId: z.string(),
  surveyName: z.string(),
  date: z.string().nullable(),
  createdBy: z.string().nullable(),
  durationSeconds: z.number(),
  distanceMeters: z.number(),
  projectName: z.string(),
  projectId: z.string(),
  floorPlanId: z.string(),
  floorPlanRowId: z.number().int().nullable(),
  floorPlanName: z.string(),
  discoveredAps: z.number().int(),
});

export const surveyTotalsSchema = z.object({
  durationSeconds: z.number(),
  distanceMeters: z.number(),
  discoveredAps: z.number().int(),
});

export const deviceCountSchema = z.object({
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

export const deviceTotalsSchema = z.object({ totalDeviceCount: z.number().int() });
