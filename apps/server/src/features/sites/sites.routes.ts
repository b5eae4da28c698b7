import { sitesEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import { getSites, type SitesContext } from './sites.service';

/** Sites under /site-management-api/v1. */
export function sitesRoutes(context: SitesContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(sitesEndpoints.getSites),
      preHandler: requireUser({ insights: true }),
      handler: (request) => getSites(context, userOf(request)),
    });
  };
}
