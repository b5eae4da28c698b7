import { insightsEndpoints } from '@airlens/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';

/** A JSON document of exactly `bytes` bytes (a string padded to size), built once per size. */
function baselineBody(bytes: number): string {
  const frame = '{"content":""}';
  return `{"content":"${'x'.repeat(Math.max(0, bytes - frame.length))}"}`;
}

/**
 * The benchmark's baseline (registered only with BENCH_BASELINE=1): the same HTTP stack answering a
 * precomputed JSON body of a requested size with no session lookup and no database, so the insights
 * endpoints' throughput can be read as a share of what the server does for free.
 */
export function benchBaselineRoutes() {
  return async function register(app: FastifyInstance): Promise<void> {
    const bodies = new Map<number, string>();
    app.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(insightsEndpoints.getBenchBaseline),
      handler: async (request, reply) => {
        const { bytes } = request.query;
        let body = bodies.get(bytes);
        if (body === undefined) {
          body = baselineBody(bytes);
          bodies.set(bytes, body);
        }
        // The body is JSON already; a string with a JSON type skips the serializer, as before.
        const raw: FastifyReply = reply;
        return raw.type('application/json; charset=utf-8').send(body);
      },
    });
  };
}
