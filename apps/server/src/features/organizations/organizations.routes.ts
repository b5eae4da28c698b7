import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SHARING_RESTRICTIONS } from '@airlens/domain';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';
import { requireUser, userOf } from '../../http/session';
import type { AccountsContext } from '../auth/accounts-context';
import { resultWrapperSchema } from '../users/users.presenter';
import { changeOrgPreferences, getOrgPreferences, getUserGroups } from './organizations.service';

const preferencesSchema = z
  .object({
    orgId: z.string(),
    sharingRestriction: z.enum(SHARING_RESTRICTIONS),
    passwordPolicy: z.boolean(),
  })
  .meta({ id: 'OrgPreferences' });

const userGroupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    members: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string() })),
  })
  .meta({ id: 'UserGroup' });

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Organisation preferences and user groups under /userapi/v1. */
export function organizationsRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/userapi/v1/org-preferences',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['organizations'],
          summary: "The caller's organisation preferences",
          response: { 200: resultWrapperSchema(preferencesSchema), ...errors },
        },
      },
      (request) => getOrgPreferences(context, userOf(request)),
    );

    typed.put(
      '/userapi/v1/org-preferences/:orgId',
      {
        preHandler: requireUser({ orgAdmin: true, enterprisePlus: true }),
        schema: {
          tags: ['organizations'],
          summary: 'Update the organisation preferences (org admin with enterprise-plus)',
          params: z.object({ orgId: z.uuid() }),
          body: z
            .object({
              sharingRestriction: z.enum(SHARING_RESTRICTIONS).optional(),
              passwordPolicy: z.boolean().optional(),
            })
            .loose(),
          response: { 200: resultWrapperSchema(preferencesSchema), ...errors },
        },
      },
      (request) =>
        changeOrgPreferences(context, userOf(request), request.params.orgId, {
          sharingRestriction: request.body.sharingRestriction,
          passwordPolicy: request.body.passwordPolicy,
        }),
    );

    typed.get(
      '/userapi/v1/userGroups',
      {
        preHandler: requireUser(),
        schema: {
          tags: ['organizations'],
          summary: "The caller's organisation's user groups, filtered by name",
          querystring: z.object({ groupName: z.string().max(200).default('') }),
          response: { 200: z.array(userGroupSchema), ...errors },
        },
      },
      (request) => getUserGroups(context, userOf(request), request.query.groupName),
    );
  };
}
