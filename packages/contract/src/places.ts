import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from './endpoint';

/** Most cities one place search answers. */
export const MAX_PLACE_RESULTS = 20;
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

/** A city of the server's bundled gazetteer. */
export type Place = z.infer<typeof placeSchema>;

const searchQuerySchema = z.object({
  query: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(MAX_PLACE_RESULTS).default(DEFAULT_PLACE_RESULTS),
});

/** The city search of the bundled gazetteer (offline), under /projectapi/v1/places. */
export const placesEndpoints = {
  searchPlaces: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/places',
    access: 'signedIn',
    tags: ['projects'],
    summary: 'Cities whose name starts with the query (accents and case ignored), largest population first',
    query: searchQuerySchema,
    responses: {
      200: z.array(placeSchema).meta({ id: 'PlaceList' }),
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
  }),
};
