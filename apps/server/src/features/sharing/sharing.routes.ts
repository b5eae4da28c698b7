import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../http/session';
import type { AccountsContext } from '../auth/accounts-context';
import { createSecureLink, getSecureLinks, revokeSecureLink } from './secure-links.service';
import {
  errorResponses,
  presentSecureLink,
  projectIdParams,
  projectAccessSchema,
  projectPreferenceChangeSchema,
  projectPreferenceSchema,
  projectUserSchema,
  secureLinkSchema,
  shareEntriesSchema,
} from './sharing.schemas';
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
    const tags = ['sharing'];

    typed.get(
      '/shareapi/v1/projects/:id/access',
      {
        preHandler: requireUser({ allowGuest: true }),
        schema: {
          tags,
          summary:
            "The caller's effective role on the project and what it allows (GUEST sessions: their one project, read only)",
          params: projectIdParams,
          response: { 200: projectAccessSchema, ...errorResponses },
        },
      },
      (request) => getMyProjectAccess(context, userOf(request), request.params.id),
    );

    typed.get(
      '/shareapi/v1/projects/:id/users',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary: "The project's users: de-duplicated by username, owners first, then alphabetical",
          params: projectIdParams,
          response: { 200: z.array(projectUserSchema), ...errorResponses },
        },
      },
      (request) => getProjectUsers(context, userOf(request), request.params.id),
    );

    typed.put(
      '/shareapi/v1/projects/:id/users',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary:
            'Replace the project users (OWNER, WRITE_SHARE_USER or org admin). Entries are { username, role } or ' +
            '{ groupId, role } (every active member of that user group); only owners and org admins change owners',
          params: projectIdParams,
          body: shareEntriesSchema,
          response: { 200: z.array(projectUserSchema), ...errorResponses },
        },
      },
      (request) => putProjectUsers(context, userOf(request), request.params.id, request.body),
    );

    typed.get(
      '/shareapi/v1/projects/:id/users/preference',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary: "The caller's own preference on the project",
          params: projectIdParams,
          response: { 200: projectPreferenceSchema, ...errorResponses },
        },
      },
      (request) => getProjectPreference(context, userOf(request), request.params.id),
    );

    typed.put(
      '/shareapi/v1/projects/:id/users/preference',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary: "Change the caller's own preference on the project (favorite, notifications)",
          params: projectIdParams,
          body: projectPreferenceChangeSchema,
          response: { 200: projectPreferenceSchema, ...errorResponses },
        },
      },
      (request) => putProjectPreference(context, userOf(request), request.params.id, request.body),
    );

    typed.get(
      '/shareapi/v1/projects/:id/secure-links',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary: "The project's secure one-time-password links (owners and org admins)",
          params: projectIdParams,
          response: { 200: z.array(secureLinkSchema), ...errorResponses },
        },
      },
      async (request) =>
        (await getSecureLinks(context, userOf(request), request.params.id)).map(presentSecureLink),
    );

    typed.post(
      '/shareapi/v1/projects/:id/secure-links',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary:
            'Invite an external address to read the project (owners and org admins; organisation without sharing ' +
            'restriction). Mails the link; 201 for a new link, 200 when the address was already invited',
          params: projectIdParams,
          body: z.strictObject({ email: z.email().max(320) }),
          response: { 200: secureLinkSchema, 201: secureLinkSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { link, created } = await createSecureLink(
          context,
          userOf(request),
          request.params.id,
          request.body.email,
        );
        return reply.status(created ? 201 : 200).send(presentSecureLink(link));
      },
    );

    typed.delete(
      '/shareapi/v1/projects/:id/secure-links/:keyId',
      {
        preHandler: requireUser(),
        schema: {
          tags,
          summary: "Revoke a secure link: the guest's sessions on the project end at once",
          params: projectIdParams.extend({ keyId: z.string().min(1).max(128) }),
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await revokeSecureLink(context, userOf(request), request.params.id, request.params.keyId);
        return reply.status(204).send(null);
      },
    );
  };
}
