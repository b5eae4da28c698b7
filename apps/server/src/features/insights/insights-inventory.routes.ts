import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import type { InsightsDeps } from './insights-access';
import {
  getDeviceTotals,
  getSurveyDateRange,
  getSurveyTotals,
  listDeviceCounts,
  listProjectFloorPlans,
  listSurveyEvents,
} from './insights-inventory.service';
import {
  deviceCountSchema,
  deviceCountsQuerySchema,
  deviceTotalsSchema,
  floorPlanSchema,
  pagedSchema,
  projectIdParamsSchema,
  surveyDateRangeQuerySchema,
  surveyDateRangeSchema,
  surveyEventSchema,
  surveyEventsQuerySchema,
  surveyTotalsSchema,
} from './insights.schemas';
import type { SurveyFilter } from './insights-surveys.repo';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const PREFIX = '/insightapi/v1';

function surveyFilterOf(query: z.infer<typeof surveyEventsQuerySchema>): SurveyFilter {
  return {
    query: query.query ?? '',
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? null,
    projectId: query.projectId ?? null,
    floorPlanRowId: query.floorPlanRowId === undefined ? null : Number(query.floorPlanRowId),
  };
}

/** Floor plans, survey events, survey date range and network inventory of api-contract "Insights". */
export function insightsInventoryRoutes(deps: InsightsDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    // Guests of the secure project view read their one project (the scope keeps them to it).
    const guard = requireUser({ insights: true, allowGuest: true });
    const tags = ['insights'];

    typed.get(
      `${PREFIX}/projects/:id/floorPlans`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'The floor plans of a project',
          params: projectIdParamsSchema,
          response: { 200: z.array(floorPlanSchema), ...errors },
        },
      },
      async (request) => listProjectFloorPlans(deps, userOf(request), request.params.id),
    );

    typed.get(
      `${PREFIX}/surveyDateRange`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'First and last survey day (UTC) of the caller’s projects or of one project',
          querystring: surveyDateRangeQuerySchema,
          response: { 200: surveyDateRangeSchema, ...errors },
        },
      },
      async (request) => getSurveyDateRange(deps, userOf(request), request.query.projectId ?? null),
    );

    typed.get(
      `${PREFIX}/surveyEvents`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'Survey events, newest first',
          description:
            'query matches the creator, the project name or the floor plan name; dates select surveys by their UTC start day.',
          querystring: surveyEventsQuerySchema,
          response: { 200: pagedSchema(surveyEventSchema), ...errors },
        },
      },
      async (request) =>
        listSurveyEvents(deps, userOf(request), surveyFilterOf(request.query), request.query),
    );

    typed.get(
      `${PREFIX}/surveyEvents/totals`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'Duration, distance and discovered APs over the matching surveys',
          querystring: surveyEventsQuerySchema,
          response: { 200: surveyTotalsSchema, ...errors },
        },
      },
      async (request) => getSurveyTotals(deps, userOf(request), surveyFilterOf(request.query)),
    );

    typed.get(
      `${PREFIX}/deviceCounts`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary:
            'Network inventory grouped by vendor, model, generation, radios, channel and power, height and installation',
          description:
            'query matches the project name, vendor or Wi-Fi generation, or equals the device count when it is all digits.',
          querystring: deviceCountsQuerySchema,
          response: { 200: pagedSchema(deviceCountSchema), ...errors },
        },
      },
      async (request) =>
        listDeviceCounts(
          deps,
          userOf(request),
          { query: request.query.query ?? '', projectId: request.query.projectId ?? null },
          request.query,
        ),
    );

    typed.get(
      `${PREFIX}/deviceCounts/totals`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'The number of devices over the matching inventory lines',
          querystring: deviceCountsQuerySchema,
          response: { 200: deviceTotalsSchema, ...errors },
        },
      },
      async (request) =>
        getDeviceTotals(deps, userOf(request), {
          query: request.query.query ?? '',
          projectId: request.query.projectId ?? null,
        }),
    );
  };
}
