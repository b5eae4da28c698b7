import { marketingEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser } from '../../http/session';
import type { MarketingService } from './marketing.service';

/**
 * The What's new marketing proxy under /userapi/v1/marketing: the two WordPress feeds as the site answers
 * them (parsing and choice live in @airlens/domain marketing.ts), empty when unset or failing, never an error.
 */
export function marketingRoutes(service: MarketingService) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(marketingEndpoints.listWebinars),
      preHandler: requireUser(),
      handler: async (_request, reply) =>
        reply.header('Cache-Control', 'private, max-age=300').send(await service.getWebinars()),
    });

    typed.route({
      ...routeOf(marketingEndpoints.listCourses),
      preHandler: requireUser(),
      handler: async (_request, reply) =>
        reply.header('Cache-Control', 'private, max-age=300').send(await service.getCourses()),
    });
  };
}
