import { manageEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import {
  activateOrgLicence,
  assignOrgLicence,
  getOrgLicences,
  getOrgProjects,
  type ManageContext,
  unassignOrgLicence,
} from './manage.service';

/** The organisation admin's manage area: every project and every licence of the organisation. */
export function manageRoutes(context: ManageContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    // Org admins only; anyone else (and another organisation's id) gets 404, as if it did not exist.
    const adminOnly = requireUser({ orgAdmin: true });

    typed.route({
      ...routeOf(manageEndpoints.listOrgProjects),
      preHandler: adminOnly,
      handler: (request) => getOrgProjects(context, userOf(request), request.params.orgId, request.query),
    });

    typed.route({
      ...routeOf(manageEndpoints.listOrgLicenses),
      preHandler: adminOnly,
      handler: (request) => getOrgLicences(context, userOf(request), request.params.orgId, request.query),
    });

    typed.route({
      ...routeOf(manageEndpoints.activateOrgLicense),
      preHandler: adminOnly,
      handler: async (request, reply) => {
        const row = await activateOrgLicence(
          context,
          userOf(request),
          request.params.orgId,
          request.body.licenseKey,
        );
        return reply.status(201).send(row);
      },
    });

    typed.route({
      ...routeOf(manageEndpoints.assignOrgLicense),
      preHandler: adminOnly,
      handler: (request) =>
        assignOrgLicence(
          context,
          userOf(request),
          request.params.orgId,
          request.params.licenseKey,
          request.body.email,
        ),
    });

    typed.route({
      ...routeOf(manageEndpoints.unassignOrgLicense),
      preHandler: adminOnly,
      handler: (request) =>
        unassignOrgLicence(context, userOf(request), request.params.orgId, request.params.licenseKey),
    });
  };
}
