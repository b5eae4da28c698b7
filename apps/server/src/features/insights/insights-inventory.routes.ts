import { insightsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import type { InsightsDeps } from './insights-access';
import {
  getDeviceTotals,
  getSurveyDateRange,
  getSurveyTotals,
  listDeviceCounts,
  listDeviceModelCounts,
  listProjectFloorPlans,
  listSurveyEvents,
} from './insights-inventory.service';
import type { SurveyFilter } from './insights-surveys.repo';

const endpoints = insightsEndpoints;

function surveyFilterOf(query: z.output<typeof endpoints.listSurveyEvents.query>): SurveyFilter {
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

    typed.route({
      ...routeOf(endpoints.listProjectFloorPlans),
      preHandler: guard,
      handler: async (request) => listProjectFloorPlans(deps, userOf(request), request.params.id),
    });

    typed.route({
      ...routeOf(endpoints.getSurveyDateRange),
      preHandler: guard,
      handler: async (request) => getSurveyDateRange(deps, userOf(request), request.query.projectId ?? null),
    });

    typed.route({
      ...routeOf(endpoints.listSurveyEvents),
      preHandler: guard,
      handler: async (request) =>
        listSurveyEvents(deps, userOf(request), surveyFilterOf(request.query), request.query),
    });

    typed.route({
      ...routeOf(endpoints.getSurveyTotals),
      preHandler: guard,
      handler: async (request) => getSurveyTotals(deps, userOf(request), surveyFilterOf(request.query)),
    });

    typed.route({
      ...routeOf(endpoints.listDeviceCounts),
      preHandler: guard,
      handler: async (request) => {
        const filter = { query: request.query.query ?? '', projectId: request.query.projectId ?? null };
        return request.query.groupBy === 'model'
          ? listDeviceModelCounts(deps, userOf(request), filter, request.query)
          : listDeviceCounts(deps, userOf(request), filter, request.query);
      },
    });

    typed.route({
      ...routeOf(endpoints.getDeviceTotals),
      preHandler: guard,
      handler: async (request) =>
        getDeviceTotals(deps, userOf(request), {
          query: request.query.query ?? '',
          projectId: request.query.projectId ?? null,
        }),
    });
  };
}
