import { PROJECT_ROLES } from '@airlens/domain';
import { z } from 'zod';
import { errorBodySchema } from '../../http/error-body';

export const projectIdParams = z.object({ id: z.uuid() });

export const projectUserSchema = z
  .object({ username: z.string(), role: z.enum(PROJECT_ROLES) })
  .meta({ id: 'SharedProjectUser' });

/** A PUT users entry: a user by e-mail, or `{ groupId, role }` for every active member of a user group. */
export const shareEntrySchema = z.union([
  z.strictObject({ username: z.email().max(320), role: z.enum(PROJECT_ROLES) }),
  z.strictObject({ groupId: z.uuid(), role: z.enum(PROJECT_ROLES) }),
]);

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

export const guestSessionSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    role: z.literal('GUEST'),
    projectId: z.string(),
    csrfToken: z.string(),
  })
  .meta({ id: 'GuestSession' });

export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Presents a secure link with ISO dates. */
export function presentSecureLink(link: {
  keyId: string;
  email: string;
  url: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}) {
  return {
    keyId: link.keyId,
    email: link.email,
    url: link.url,
    createdAt: link.createdAt.toISOString(),
    lastUsedAt: link.lastUsedAt === null ? null : link.lastUsedAt.toISOString(),
  };
}
