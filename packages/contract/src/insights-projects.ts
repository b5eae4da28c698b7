import { DEFAULT_PAGE_SIZE, FREQUENCY_BANDS } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';
import {
  INSIGHTS_PREFIX,
  kpiFilterSchema,
  pagedSchema,
  pagingSchema,
  projectIdParamsSchema,
  queryText,
} from './insights-common';

/** Boolean query flags as browsers send them. */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');

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
const searchQuerySchema = z.object({
  query: queryText,
  tag: z.union([tagText, z.array(tagText).max(20)]).optional(),
});

const score = z.number().nullable();
const geolocationSchema = z.object({ latitude: z.number(), longitude: z.number() });

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
    geolocation: geolocationSchema.nullable(),
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

/** A project with its KPI values on one band (docs/product-spec.md §3 Project). */
export type InsightsProject = z.infer<typeof insightsProjectSchema>;

const projectEntrySchema = z.object({
  project: insightsProjectSchema,
  projectUsers: z.array(projectUserSchema),
});

/** One row of the projects list: the project and its users. */
export type ProjectEntry = z.infer<typeof projectEntrySchema>;

export const searchHitSchema = z.object({
  id: z.string(),
  rowId: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  geolocation: geolocationSchema.nullable(),
  projectType: z.string(),
  status: z.string(),
  lastSurveyDate: z.string().nullable(),
  tags: z.array(z.string()),
});

/** A project found by the search. */
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The projects list, search and one project of api-contract "Insights". */
export const insightsProjectEndpoints = {
  listProjects: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects`,
    access: 'signedIn',
    tags: ['insights'],
    summary: 'The caller’s projects with KPI values, COMPLETED first',
    description:
      'KPI values per criterion on frequencyBand (default FIVE) over surveys started between startDate and endDate (UTC days).',
    query: projectListQuerySchema,
    responses: { 200: pagedSchema(projectEntrySchema), ...commonErrors },
  }),
  searchProjects: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/search`,
    access: 'signedIn',
    tags: ['insights'],
    summary: 'Projects whose name, country or city contain the text and that carry every tag',
    query: searchQuerySchema,
    responses: { 200: z.object({ projects: z.array(searchHitSchema) }), ...commonErrors },
  }),
  getProjectInsights: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id`,
    access: 'projectRead',
    tags: ['insights'],
    summary: 'One project with its KPI values',
    params: projectIdParamsSchema,
    query: kpiFilterSchema,
    responses: { 200: insightsProjectSchema, ...commonErrors },
  }),
};
