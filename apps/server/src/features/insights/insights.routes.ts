import { insightsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import { benchBaselineRoutes } from './bench-baseline.routes';
import type { InsightsDeps } from './insights-access';
import { listProjects, searchProjects } from './insights-list.service';
import { createResponseCache } from './insights-response-cache';
import {
  getProjectInsights,
  listAreaKpiPanels,
  listAreaKpis,
  listDailyHealth,
  listFloorKpis,
  listProjectKpiPanels,
  type KpiFilter,
} from './insights.service';

const endpoints = insightsEndpoints;

function kpiFilterOf(query: z.output<typeof endpoints.getProjectInsights.query>): KpiFilter {
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
    // the organisation's data is unchanged (insights-response-cache.ts); INSIGHTS_RESPONSE_CACHE=off computes
    // every answer.
    const cache = deps.config.insightsResponseCache ? createResponseCache(deps) : null;
    const cached =
      cache === null ? { preHandler: guard } : { preHandler: [guard, cache.lookup], onSend: cache.store };
    if (deps.config.benchBaseline) {
      await app.register(benchBaselineRoutes());
    }

    typed.route({
      ...routeOf(endpoints.listProjects),
      ...cached,
      handler: async (request) => {
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
    });

    typed.route({
      ...routeOf(endpoints.searchProjects),
      ...cached,
      handler: async (request) => {
        const tag = request.query.tag;
        return searchProjects(deps, userOf(request), {
          query: request.query.query,
          tags: tag === undefined ? [] : Array.isArray(tag) ? tag : [tag],
        });
      },
    });

    typed.route({
      ...routeOf(endpoints.getProjectInsights),
      ...cached,
      handler: async (request) =>
        getProjectInsights(deps, userOf(request), request.params.id, kpiFilterOf(request.query)),
    });

    typed.route({
      ...routeOf(endpoints.listProjectKpiPanels),
      ...cached,
      handler: async (request) =>
        listProjectKpiPanels(deps, userOf(request), request.params.id, kpiFilterOf(request.query)),
    });

    typed.route({
      ...routeOf(endpoints.listDailyHealth),
      ...cached,
      handler: async (request) =>
        listDailyHealth(deps, userOf(request), request.params.id, kpiFilterOf(request.query)),
    });

    typed.route({
      ...routeOf(endpoints.listFloorKpis),
      preHandler: guard,
      handler: async (request) =>
        listFloorKpis(deps, userOf(request), request.params.id, {
          ...kpiFilterOf(request.query),
          query: request.query.query ?? '',
        }),
    });

    typed.route({
      ...routeOf(endpoints.listAreaKpis),
      preHandler: guard,
      handler: async (request) =>
        listAreaKpis(deps, userOf(request), request.params.id, request.params.floorId, {
          ...kpiFilterOf(request.query),
          query: request.query.query ?? '',
        }),
    });

    typed.route({
      ...routeOf(endpoints.listAreaKpiPanels),
      preHandler: guard,
      handler: async (request) =>
        listAreaKpiPanels(
          deps,
          userOf(request),
          request.params.id,
          request.params.floorId,
          kpiFilterOf(request.query),
        ),
    });
  };
}
