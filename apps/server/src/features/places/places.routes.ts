import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser } from '../../http/session';
import { MAX_PLACE_RESULTS } from './gazetteer';
import { searchPlaces } from './places.service';

/** The default number of answers: enough for an autocomplete list without scrolling. */
const DEFAULT_PLACE_RESULTS = 10;

const placeSchema = z
  .object({
    id: z.number().int().describe('GeoNames id; send it as placeId to set a project location'),
    name: z.string(),
    country: z.string(),
    countryCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number().int(),
  })
  .meta({ id: 'Place' });

const searchQuerySchema = z.object({
  query: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(MAX_PLACE_RESULTS).default(DEFAULT_PLACE_RESULTS),
});

/** The city search of the bundled gazetteer (offline), under /projectapi/v1/places. */
export function placesRoutes() {
  return async function register(app: FastifyInstance): Promise<void> {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/projectapi/v1/places',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['projects'],
          summary:
            'Cities whose name starts with the query (accents and case ignored), largest population first',
          querystring: searchQuerySchema,
          response: {
            200: z.array(placeSchema).meta({ id: 'PlaceList' }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (request, reply) =>
        reply
          // The gazetteer only changes with a release; a minute of private caching spares typing repeats.
          .header('Cache-Control', 'private, max-age=60')
          .send(await searchPlaces(request.query.query, request.query.limit)),
    );
  };
}
