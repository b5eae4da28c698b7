import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser } from '../../http/session';
import type { MarketingService } from './marketing.service';

const errors = { 401: errorBodySchema, 403: errorBodySchema };

/**
 * The What's new marketing proxy under /userapi/v1/marketing: the two WordPress feeds as the site answers
 * them (parsing and choice live in @airlens/domain marketing.ts), empty when unset or failing, never an error.
 */
export function marketingRoutes(service: MarketingService) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['marketing'];

    typed.get(
      '/userapi/v1/marketing/webinars',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary:
            'Webinar posts of GET {marketingBaseUrl}/wp-json/wp/v2/webinar, as is; [] when unset or failing',
          response: { 200: z.array(z.unknown()), ...errors },
        },
      },
      async (_request, reply) =>
        reply.header('Cache-Control', 'private, max-age=300').send(await service.getWebinars()),
    );

    typed.get(
      '/userapi/v1/marketing/courses',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary:
            'Course cards of GET {marketingBaseUrl}/wp-json/lean/v1/course-products?category=design&startDate=&endDate=' +
            '&region=all&page=1, as is ({ cards: [{ post_id, card }] }); { cards: [] } when unset or failing',
          response: { 200: z.looseObject({ cards: z.array(z.unknown()) }), ...errors },
        },
      },
      async (_request, reply) =>
        reply.header('Cache-Control', 'private, max-age=300').send(await service.getCourses()),
    );
  };
}
