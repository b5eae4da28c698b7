import { LICENCE_PRODUCTS, LICENCE_STATUSES, PROJECT_ROLES } from '@airlens/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import { pagedQuerySchema } from './manage-paging';
import {
  activateOrgLicence,
  assignOrgLicence,
  getOrgLicences,
  getOrgProjects,
  type ManageContext,
  unassignOrgLicence,
} from './manage.service';

function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number(),
    totalElements: z.number(),
    page: z.number(),
    size: z.number(),
  });
}

const managedProjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    projectType: z.string(),
    status: z.string(),
    lastSurveyDate: z.string().nullable(),
    createdAt: z.iso.datetime(),
    owner: z.string().nullable(),
    projectUsers: z.array(z.object({ username: z.string(), role: z.enum(PROJECT_ROLES) })),
  })
  .meta({ id: 'ManagedProject' });

const managedLicenceSchema = z
  .object({
    licenseKey: z.string(),
    status: z.enum(LICENCE_STATUSES),
    product: z.enum(LICENCE_PRODUCTS),
    subscriptionDate: z.string(),
    subscriptionExpirationDate: z.string().nullable(),
    assignedTo: z.string().nullable(),
  })
  .meta({ id: 'ManagedLicense' });

const orgParams = z.object({ orgId: z.uuid() });
const licenceParams = orgParams.extend({ licenseKey: z.string().min(1).max(200) });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The organisation admin's manage area: every project and every licence of the organisation. */
export function manageRoutes(context: ManageContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['manage'];
    // Org admins only; anyone else (and another organisation's id) gets 404, as if it did not exist.
    const adminOnly = requireUser({ orgAdmin: true });

    typed.get(
      '/userapi/v1/organizations/:orgId/projects',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary:
            'Every project of the organisation with owner and users (org admin). query: case-insensitive substring of ' +
            'name, country, city or owner; sort: name|country|city|status|projectType|lastSurveyDate|createdAt|owner,asc|desc',
          params: orgParams,
          querystring: pagedQuerySchema,
          response: { 200: pagedSchema(managedProjectSchema), ...errors },
        },
      },
      (request) => getOrgProjects(context, userOf(request), request.params.orgId, request.query),
    );

    typed.get(
      '/userapi/v1/organizations/:orgId/licenses',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary:
            'Every licence of the organisation with its holder (org admin). query: substring of key, product, status or ' +
            'holder; sort: licenseKey|status|subscriptionDate|subscriptionExpirationDate|product|assignedTo,asc|desc',
          params: orgParams,
          querystring: pagedQuerySchema,
          response: { 200: pagedSchema(managedLicenceSchema), ...errors },
        },
      },
      (request) => getOrgLicences(context, userOf(request), request.params.orgId, request.query),
    );

    typed.post(
      '/userapi/v1/organizations/:orgId/licenses',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary:
            'Activate a licence key for the organisation (a key that belongs to no organisation and no user yet)',
          params: orgParams,
          body: z.strictObject({ licenseKey: z.string().trim().min(1).max(200) }),
          response: { 201: managedLicenceSchema, ...errors },
        },
      },
      async (request, reply) => {
        const row = await activateOrgLicence(
          context,
          userOf(request),
          request.params.orgId,
          request.body.licenseKey,
        );
        return reply.status(201).send(row);
      },
    );

    typed.put(
      '/userapi/v1/organizations/:orgId/licenses/:licenseKey/assignee',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary:
            "Assign the licence to a member by e-mail (taken from its previous holder; the member's old licence is freed)",
          params: licenceParams,
          body: z.strictObject({ email: z.email().max(320) }),
          response: { 200: managedLicenceSchema, ...errors },
        },
      },
      (request) =>
        assignOrgLicence(
          context,
          userOf(request),
          request.params.orgId,
          request.params.licenseKey,
          request.body.email,
        ),
    );

    typed.delete(
      '/userapi/v1/organizations/:orgId/licenses/:licenseKey/assignee',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary: 'Take the licence away from its holder',
          params: licenceParams,
          response: { 200: managedLicenceSchema, ...errors },
        },
      },
      (request) =>
        unassignOrgLicence(context, userOf(request), request.params.orgId, request.params.licenseKey),
    );
  };
}
