import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import { benchBaselineRoutes } from './bench-baseline.routes';
import type { InsightsDeps } from './insights-access';
import { listProjects, searchProjects } from './insights-list.service';
import { createResponseCache } from './insights-response-cache';
import {
  areaKpiPanelSchema,
  areaKpiRowSchema,
  dailyHealthSchema,
  floorKpiRowSchema,
  floorParamsSchema,
  insightsProjectSchema,
  kpiFilterSchema,
  kpiTableQuerySchema,
  pagedSchema,
  projectEntrySchema,
  projectIdParamsSchema,
  projectKpiPanelSchema,
  projectListQuerySchema,
  searchQuerySchema,
  searchResultSchema,
} from './insights.schemas';
import {
  getProjectInsights,
  listAreaKpiPanels,
  listAreaKpis,
  listDailyHealth,
  listFloorKpis,
  listProjectKpiPanels,
  type KpiFilter,
} from './insights.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const PREFIX = '/insightapi/v1';

function kpiFilterOf(query: z.infer<typeof kpiFilterSchema>): KpiFilter {
  return {
    band: query.frequencyBand,
    range: { startDate: query.startDate ?? null, endDate: query.endDate ?? null },
  };
}

/** The projects list, search and the per-project KPI endpoints of api-contract "Insights". */
export function insightsRoutes(deps: InsightsDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    // Guests of the secure project view read their one project (the scope keeps them to it).
    const guard = requireUser({ insights: true, allowGuest: true });
    // The list, search and per-project answers the Insights page asks for most, served from memory while
    // the organisation's data is unchanged (insights-response-cache.ts).
    const cache = createResponseCache(deps);
    const cached = { preHandler: [guard, cache.lookup], onSend: cache.store };
    const tags = ['insights'];
    if (deps.config.benchBaseline) {
      await app.register(benchBaselineRoutes());
    }

    typed.get(
      `${PREFIX}/projects`,
      {
        ...cached,
        schema: {
          tags,
          summary: 'The caller’s projects with KPI values, COMPLETED first',
          description:
            'KPI values per criterion on frequencyBand (default FIVE) over surveys started between startDate and endDate (UTC days).',
          querystring: projectListQuerySchema,
          response: { 200: pagedSchema(projectEntrySchema), ...errors },
        },
      },
      async (request) => {
        const query = request.query;
        return listProjects(deps, userOf(request), {
          query: query.query,
          band: query.frequencyBand,
          range: { startDate: query.startDate ?? null, endDate: query.endDate ?? null },
          bounds: {
            minLatitude: query.minLatitude,
            maxLatitude: query.maxLatitude,
            minLongitude: query.minLongitude,
            maxLongitude: query.maxLongitude,
          },
          page: query.page,
          size: query.size,
          sort: query.sort,
          includeTag: query.includeTag,
          includeProjectUser: query.includeProjectUser,
        });
      },
    );

    typed.get(
      `${PREFIX}/search`,
      {
        ...cached,
        schema: {
          tags,
          summary: 'Projects whose name, country or city contain the text and that carry every tag',
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema, ...errors },
        },
      },
      async (request) => {
        const tag = request.query.tag;
        return searchProjects(deps, userOf(request), {
          query: request.query.query,
          tags: tag === undefined ? [] : Array.isArray(tag) ? tag : [tag],
        });
      },
    );

    typed.get(
      `${PREFIX}/projects/:id`,
      {
        ...cached,
        schema: {
          tags,
          summary: 'One project with its KPI values',
          params: projectIdParamsSchema,
          querystring: kpiFilterSchema,
          response: { 200: insightsProjectSchema, ...errors },
        },
      },
      async (request) =>
        getProjectInsights(deps, userOf(request), request.params.id, kpiFilterOf(request.query)),
    );

    typed.get(
      `${PREFIX}/projects/:id/kpis`,
      {
        ...cached,
        schema: {
          tags,
          summary: 'Project KPI panels',
          params: projectIdParamsSchema,
          querystring: kpiFilterSchema,
          response: { 200: z.array(projectKpiPanelSchema), ...errors },
        },
      },
      async (request) =>
        listProjectKpiPanels(deps, userOf(request), request.params.id, kpiFilterOf(request.query)),
    );

    typed.get(
      `${PREFIX}/projects/:id/dailyKpis/networkHealth`,
      {
        ...cached,
        schema: {
          tags,
          summary: 'Network health per survey day (UTC)',
          params: projectIdParamsSchema,
          querystring: kpiFilterSchema,
          response: { 200: dailyHealthSchema, ...errors },
        },
      },
      async (request) =>
        listDailyHealth(deps, userOf(request), request.params.id, kpiFilterOf(request.query)),
    );

    typed.get(
      `${PREFIX}/projects/:id/floorPlanKpis`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'Floor KPI rows',
          params: projectIdParamsSchema,
          querystring: kpiTableQuerySchema,
          response: { 200: z.array(floorKpiRowSchema), ...errors },
        },
      },
      async (request) =>
        listFloorKpis(deps, userOf(request), request.params.id, {
          ...kpiFilterOf(request.query),
          query: request.query.query ?? '',
        }),
    );

    typed.get(
      `${PREFIX}/projects/:id/floorPlans/:floorId/areaKpis`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'Area KPI rows of a floor',
          params: floorParamsSchema,
          querystring: kpiTableQuerySchema,
          response: { 200: z.array(areaKpiRowSchema), ...errors },
        },
      },
      async (request) =>
        listAreaKpis(deps, userOf(request), request.params.id, request.params.floorId, {
          ...kpiFilterOf(request.query),
          query: request.query.query ?? '',
        }),
    );

    typed.get(
      `${PREFIX}/projects/:id/floorPlans/:floorId/kpis`,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: 'KPI panels of a floor: the whole floor, then each area',
          params: floorParamsSchema,
          querystring: kpiFilterSchema,
          response: { 200: z.array(areaKpiPanelSchema), ...errors },
        },
      },
      async (request) =>
        listAreaKpiPanels(
          deps,
          userOf(request),
          request.params.id,
          request.params.floorId,
          kpiFilterOf(request.query),
        ),
    );
  };
}
