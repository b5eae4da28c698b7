import { PROJECT_ROLES } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['sharing'];

const projectIdParams = z.object({ id: z.uuid() });

export const projectUserSchema = z
  .object({ username: z.string(), role: z.enum(PROJECT_ROLES) })
  .meta({ id: 'SharedProjectUser' });

/** A PUT users entry: a user by e-mail, or `{ groupId, role }` for every active member of a user group. */
export const shareEntrySchema = z.union([
  z.strictObject({ username: z.email().max(320), role: z.enum(PROJECT_ROLES) }),
  z.strictObject({ groupId: z.uuid(), role: z.enum(PROJECT_ROLES) }),
]);

export type ShareEntry = z.infer<typeof shareEntrySchema>;

export const shareEntriesSchema = z.array(shareEntrySchema).max(500).meta({ id: 'ShareEntries' });

export const projectAccessSchema = z
  .object({
    projectId: z.string(),
    role: z.enum(PROJECT_ROLES),
    isGuest: z.boolean(),
    canWrite: z.boolean(),
    canShare: z.boolean(),
    isOwner: z.boolean(),
  })
  .meta({ id: 'ProjectAccess' });

export type ProjectAccess = z.infer<typeof projectAccessSchema>;

export const projectPreferenceSchema = z
  .object({ favorite: z.boolean(), notifications: z.boolean() })
  .meta({ id: 'ProjectUserPreference' });

export const projectPreferenceChangeSchema = z.strictObject({
  favorite: z.boolean().optional(),
  notifications: z.boolean().optional(),
});

export const secureLinkSchema = z
  .object({
    keyId: z.string(),
    email: z.string(),
    url: z.string(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SecureLink' });

export type SecureLink = z.infer<typeof secureLinkSchema>;

const errors = { ...commonErrors, 409: errorBodySchema };

/** Project users, roles, preferences and secure links under /shareapi/v1/projects/{id}. */
export const sharingEndpoints = {
  getProjectAccess: defineEndpoint({
    method: 'GET',
    path: '/shareapi/v1/projects/:id/access',
    access: 'projectRead',
    tags,
    summary:
      "The caller's effective role on the project and what it allows (GUEST sessions: their one project, read only)",
    params: projectIdParams,
    responses: { 200: projectAccessSchema, ...errors },
  }),
  getProjectUsers: defineEndpoint({
    method: 'GET',
    path: '/shareapi/v1/projects/:id/users',
    access: 'projectRead',
    tags,
    summary: "The project's users: de-duplicated by username, owners first, then alphabetical",
    params: projectIdParams,
    responses: { 200: z.array(projectUserSchema), ...errors },
  }),
  putProjectUsers: defineEndpoint({
    method: 'PUT',
    path: '/shareapi/v1/projects/:id/users',
    access: 'projectShare',
    tags,
    summary:
      'Replace the project users (OWNER, WRITE_SHARE_USER or org admin). Entries are { username, role } or ' +
      '{ groupId, role } (every active member of that user group); only owners and org admins change owners',
    params: projectIdParams,
    body: shareEntriesSchema,
    responses: { 200: z.array(projectUserSchema), ...errors },
  }),
  getProjectPreference: defineEndpoint({
    method: 'GET',
    path: '/shareapi/v1/projects/:id/users/preference',
    access: 'projectRead',
    tags,
    summary: "The caller's own preference on the project",
    params: projectIdParams,
    responses: { 200: projectPreferenceSchema, ...errors },
  }),
  putProjectPreference: defineEndpoint({
    method: 'PUT',
    path: '/shareapi/v1/projects/:id/users/preference',
    access: 'projectRead',
    tags,
    summary: "Change the caller's own preference on the project (favorite, notifications)",
    params: projectIdParams,
    body: projectPreferenceChangeSchema,
    responses: { 200: projectPreferenceSchema, ...errors },
  }),
  listSecureLinks: defineEndpoint({
    method: 'GET',
    path: '/shareapi/v1/projects/:id/secure-links',
    access: 'projectShare',
    tags,
    summary: "The project's secure one-time-password links (owners and org admins)",
    params: projectIdParams,
    responses: { 200: z.array(secureLinkSchema), ...errors },
  }),
  createSecureLink: defineEndpoint({
    method: 'POST',
    path: '/shareapi/v1/projects/:id/secure-links',
    access: 'projectShare',
    tags,
    summary:
      'Invite an external address to read the project (owners and org admins; organisation without sharing ' +
      'restriction). Mails the link; 201 for a new link, 200 when the address was already invited',
    params: projectIdParams,
    body: z.strictObject({ email: z.email().max(320) }),
    responses: { 200: secureLinkSchema, 201: secureLinkSchema, ...errors },
  }),
  revokeSecureLink: defineEndpoint({
    method: 'DELETE',
    path: '/shareapi/v1/projects/:id/secure-links/:keyId',
    access: 'projectShare',
    tags,
    summary: "Revoke a secure link: the guest's sessions on the project end at once",
    params: projectIdParams.extend({ keyId: z.string().min(1).max(128) }),
    responses: { 204: z.null(), ...errors },
  }),
};
