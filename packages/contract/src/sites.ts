import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from './endpoint';

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

/** A site of the caller's organisation with the projects the caller may read. */
export type Site = z.infer<typeof siteSchema>;

/** Sites under /site-management-api/v1 (api-contract "Other"). */
export const sitesEndpoints = {
  getSites: defineEndpoint({
    method: 'GET',
    path: '/site-management-api/v1/sites',
    access: 'signedIn',
    tags: ['sites'],
    summary: "The caller's organisation's sites by name, each with the projects the caller may read",
    responses: { 200: z.array(siteSchema), 401: errorBodySchema, 403: errorBodySchema },
  }),
};
