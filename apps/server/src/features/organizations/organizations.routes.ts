import { organizationsEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { requireUser, userOf } from '../../http/session';
import type { AccountsContext } from '../auth';
import { changeOrgPreferences, getOrgPreferences, getUserGroups } from './organizations.service';

/** Organisation preferences and user groups under /userapi/v1. */
export function organizationsRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(organizationsEndpoints.getOrgPreferences),
      preHandler: requireUser(),
      handler: (request) => getOrgPreferences(context, userOf(request)),
    });

    typed.route({
      ...routeOf(organizationsEndpoints.updateOrgPreferences),
      preHandler: requireUser({ orgAdmin: true, enterprisePlus: true }),
      handler: (request) =>
        changeOrgPreferences(context, userOf(request), request.params.orgId, {
          sharingRestriction: request.body.sharingRestriction,
          passwordPolicy: request.body.passwordPolicy,
        }),
    });

    typed.route({
      ...routeOf(organizationsEndpoints.listUserGroups),
      preHandler: requireUser(),
      handler: (request) => getUserGroups(context, userOf(request), request.query.groupName),
    });
  };
}
