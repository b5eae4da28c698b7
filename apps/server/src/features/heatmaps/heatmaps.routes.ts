import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import {
  heatmapBodySchema,
  heatmapParamsSchema,
  heatmapQuerySchema,
  heatmapResponseSchema,
  toEngineRequest,
} from './heatmaps.schemas';
import { getHeatmap, inspectHeatmapFloor, type HeatmapsContext } from './heatmaps.service';

/** The inspect query (floor-plan pixels, optional band, 1..10 samples). */
export const inspectQuerySchema = z.object({
  x: z.coerce.number().finite().min(-1_000_000).max(1_000_000),
  y: z.coerce.number().finite().min(-1_000_000).max(1_000_000),
  frequencyBand: z.enum(['TWO', 'FIVE', 'SIX']).optional(),
  limit: z.coerce.number().int().min(1).max(10).default(3),
});

const heardRadioSchema = z.object({
  apId: z.string(),
  apName: z.string().nullable(),
  ssid: z.string().nullable(),
  bssid: z.string().nullable(),
  channel: z.number().int().nullable(),
  band: z.enum(['TWO', 'FIVE', 'SIX']),
  rssiDbm: z.number(),
  snrDb: z
    .number()
    .nullable()
    .describe('RSSI − measured noise at the sample; null when no noise was measured'),
  isServing: z.boolean().describe('The strongest radio of its band at this sample'),
});

/** The inspect answer: the nearest survey samples, nearest first, each with its radios strongest first. */
export const inspectResponseSchema = z
  .object({
    samples: z.array(
      z.object({
        x: z.number().describe('Floor-plan pixels'),
        y: z.number().describe('Floor-plan pixels'),
        distanceMeters: z.number(),
        radios: z.array(heardRadioSchema),
      }),
    ),
  })
  .meta({ id: 'HeatmapInspect' });

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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

    typed.post(
      '/heatmapapi/v1/projects/:id/floor-plans/:floorId/heatmap',
      {
        preHandler: requireUser({ insights: true, allowGuest: true }),
        config: { readsOnly: true },
        schema: {
          tags: ['heatmaps'],
          summary: 'A heatmap of one floor: bins (detailed) or contour areas (smooth) in floor-plan pixels',
          description:
            'Answers with an ETag (a hash of the parameters, the floor data version and the engine version); a matching If-None-Match answers 304. ' +
            'The X-Heatmap-Source header says whether the values are measured, predicted or none.',
          params: heatmapParamsSchema,
          querystring: heatmapQuerySchema,
          body: heatmapBodySchema,
          response: { 200: heatmapResponseSchema, 304: z.null().describe('Not modified'), ...errors },
        },
      },
      async (request, reply) => {
        const answer = await getHeatmap(context, userOf(request), {
          projectId: request.params.id,
          floorId: request.params.floorId,
          version: request.query.version,
          request: toEngineRequest(request.body),
          ifNoneMatch: headerText(request.headers['if-none-match']),
          acceptsGzip: /\bgzip\b/.test(headerText(request.headers['accept-encoding']) ?? ''),
        });
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
        // The answer is JSON encoded once and cached (maybe gzipped); the schema above documents its shape.
        const raw: FastifyReply = reply;
        return raw.send(answer.body);
      },
    );

    typed.get(
      '/heatmapapi/v1/projects/:id/floor-plans/:floorId/inspect',
      {
        preHandler: requireUser({ insights: true, allowGuest: true }),
        schema: {
          tags: ['heatmaps'],
          summary: 'The survey samples nearest a point of the floor plan, with what was heard there',
          description:
            'x and y are floor-plan pixels (the heatmap output units). Samples come nearest first; each lists the ' +
            'radios heard there strongest first, and isServing marks the strongest of each band. ' +
            'A floor without measurements answers no samples.',
          params: heatmapParamsSchema,
          querystring: inspectQuerySchema,
          response: { 200: inspectResponseSchema, ...errors },
        },
      },
      async (request) => {
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
    );
  };
}
