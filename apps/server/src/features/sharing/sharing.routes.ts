import { sharingEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import type { AccountsContext } from '../auth';
import { createSecureLink, getSecureLinks, revokeSecureLink } from './secure-links.service';
import { presentSecureLink } from './sharing.presenters';
import {
  getMyProjectAccess,
  getProjectPreference,
  getProjectUsers,
  putProjectPreference,
  putProjectUsers,
} from './sharing.service';

/** Project users, roles, preferences and secure links under /shareapi/v1/projects/{id}. */
export function sharingRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(sharingEndpoints.getProjectAccess),
      preHandler: requireUser({ allowGuest: true }),
      handler: (request) => getMyProjectAccess(context, userOf(request), request.params.id),
    });

    typed.route({
      ...routeOf(sharingEndpoints.getProjectUsers),
      preHandler: requireUser(),
      handler: (request) => getProjectUsers(context, userOf(request), request.params.id),
    });

    typed.route({
      ...routeOf(sharingEndpoints.putProjectUsers),
      preHandler: requireUser(),
      handler: (request) => putProjectUsers(context, userOf(request), request.params.id, request.body),
    });

    typed.route({
      ...routeOf(sharingEndpoints.getProjectPreference),
      preHandler: requireUser(),
      handler: (request) => getProjectPreference(context, userOf(request), request.params.id),
    });

    typed.route({
      ...routeOf(sharingEndpoints.putProjectPreference),
      preHandler: requireUser(),
      handler: (request) => putProjectPreference(context, userOf(request), request.params.id, request.body),
    });

    typed.route({
      ...routeOf(sharingEndpoints.listSecureLinks),
      preHandler: requireUser(),
      handler: async (request) =>
        (await getSecureLinks(context, userOf(request), request.params.id)).map(presentSecureLink),
    });

    typed.route({
      ...routeOf(sharingEndpoints.createSecureLink),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const { link, created } = await createSecureLink(
          context,
          userOf(request),
          request.params.id,
          request.body.email,
        );
        return reply.status(created ? 201 : 200).send(presentSecureLink(link));
      },
    });

    typed.route({
      ...routeOf(sharingEndpoints.revokeSecureLink),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        await revokeSecureLink(context, userOf(request), request.params.id, request.params.keyId);
        return reply.status(204).send(null);
      },
    });
  };
}
