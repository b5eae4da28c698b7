import { placesEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser } from '../../http/session';
import { searchPlaces } from './places.service';

/** The city search of the bundled gazetteer (offline), under /projectapi/v1/places. */
export function placesRoutes() {
  return async function register(app: FastifyInstance): Promise<void> {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(placesEndpoints.searchPlaces),
      preHandler: requireUser(),
      handler: async (request, reply) =>
        reply
          // The gazetteer only changes with a release; a minute of private caching spares typing repeats.
          .header('Cache-Control', 'private, max-age=60')
          .send(await searchPlaces(request.query.query, request.query.limit)),
    });
  };
}
