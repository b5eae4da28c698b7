import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Largest baseline body: a page of the project list is far smaller. */
const MAX_BASELINE_BYTES = 4 * 1024 * 1024;

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
    app.withTypeProvider<ZodTypeProvider>().get(
      '/insightapi/v1/bench/baseline',
      {
        schema: {
          hide: true,
          querystring: z.object({ bytes: z.coerce.number().int().min(16).max(MAX_BASELINE_BYTES) }),
        },
      },
      async (request, reply) => {
        const { bytes } = request.query;
        let body = bodies.get(bytes);
        if (body === undefined) {
          body = baselineBody(bytes);
          bodies.set(bytes, body);
        }
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
