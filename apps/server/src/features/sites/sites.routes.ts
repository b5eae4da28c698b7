import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import { getSites, type SitesContext } from './sites.service';

const siteSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    projects: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        country: z.string().nullable(),
        city: z.string().nullable(),
        projectType: z.string(),
        status: z.string(),
        lastSurveyDate: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Site' });

/** Sites under /site-management-api/v1. */
export function sitesRoutes(context: SitesContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/site-management-api/v1/sites',
      {
        preHandler: requireUser({ insights: true }),
        schema: {
          tags: ['sites'],
          summary: "The caller's organisation's sites by name, each with the projects the caller may read",
          response: { 200: z.array(siteSchema), 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      (request) => getSites(context, userOf(request)),
    );
  };
}
