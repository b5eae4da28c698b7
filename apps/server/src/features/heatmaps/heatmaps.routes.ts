import { heatmapsEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import { isSignalBody, toEngineRequest } from './heatmap-request';
import { getPlanningHeatmap } from './planning-heatmap.service';
import { getHeatmap, inspectHeatmapFloor, type HeatmapsContext } from './heatmaps.service';

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** POST /heatmapapi/v1/projects/{id}/floor-plans/{floorId}/heatmap (api-contract "Heatmaps"). */
export function heatmapsRoutes(context: HeatmapsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onClose', async () => {
      await context.runner.close();
    });

    typed.route({
      ...routeOf(heatmapsEndpoints.getHeatmap),
      preHandler: requireUser({ insights: true, allowGuest: true }),
      config: { readsOnly: true },
      handler: async (request, reply) => {
        const body = request.body;
        const common = {
          projectId: request.params.id,
          floorId: request.params.floorId,
          version: request.query.version,
          ifNoneMatch: headerText(request.headers['if-none-match']),
          acceptsGzip: /\bgzip\b/.test(headerText(request.headers['accept-encoding']) ?? ''),
        };
        // Bodies needing the planning model (device profile, multi-floor, planning types) take its path.
        const answer = isSignalBody(body)
          ? await getHeatmap(context, userOf(request), { ...common, request: toEngineRequest(body) })
          : await getPlanningHeatmap(context, userOf(request), { ...common, body });
        reply.header('ETag', `"${answer.etag}"`);
        reply.header('Cache-Control', 'private, no-cache');
        reply.header('Vary', 'Accept-Encoding');
        if (answer.kind === 'not-modified') {
          return reply.status(304).send(null);
        }
        reply.header('X-Heatmap-Source', answer.source);
        reply.type('application/json; charset=utf-8');
        if (answer.isGzip) {
          reply.header('Content-Encoding', 'gzip');
        }
        // The answer is JSON encoded once and cached (maybe gzipped); the contract's schema documents its shape.
        const raw: FastifyReply = reply;
        return raw.send(answer.body);
      },
    });

    typed.route({
      ...routeOf(heatmapsEndpoints.inspectHeatmapFloor),
      preHandler: requireUser({ insights: true, allowGuest: true }),
      handler: async (request) => {
        const samples = await inspectHeatmapFloor(context, userOf(request), {
          projectId: request.params.id,
          floorId: request.params.floorId,
          x: request.query.x,
          y: request.query.y,
          band: request.query.frequencyBand,
          limit: request.query.limit,
        });
        return { samples };
      },
    });
  };
}
