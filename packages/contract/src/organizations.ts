import { resultWrapperSchema, SHARING_RESTRICTIONS } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';

const tags = ['organizations'];

/** The organisation preferences (docs/product-spec.md §3). */
const orgPreferencesSchema = z
  .object({
    orgId: z.string(),
    sharingRestriction: z.enum(SHARING_RESTRICTIONS),
    passwordPolicy: z.boolean(),
  })
  .meta({ id: 'OrgPreferences' });

export type OrgPreferences = z.infer<typeof orgPreferencesSchema>;

const userGroupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    members: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string() })),
  })
  .meta({ id: 'UserGroup' });

export type UserGroup = z.infer<typeof userGroupSchema>;

const preferencesWrapperSchema = resultWrapperSchema(orgPreferencesSchema);

/** Organisation preferences and user groups under /userapi/v1. */
export const organizationsEndpoints = {
  getOrgPreferences: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/org-preferences',
    access: 'signedIn',
    tags,
    summary: "The caller's organisation preferences",
    responses: { 200: preferencesWrapperSchema, ...commonErrors },
  }),
  updateOrgPreferences: defineEndpoint({
    method: 'PUT',
    path: '/userapi/v1/org-preferences/:orgId',
    access: 'orgAdmin',
    tags,
    summary: 'Update the organisation preferences (org admin with enterprise-plus)',
    params: z.object({ orgId: z.uuid() }),
    body: z
      .object({
        sharingRestriction: z.enum(SHARING_RESTRICTIONS).optional(),
        passwordPolicy: z.boolean().optional(),
      })
      .loose(),
    responses: { 200: preferencesWrapperSchema, ...commonErrors },
  }),
  listUserGroups: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/userGroups',
    access: 'signedIn',
    tags,
    summary: "The caller's organisation's user groups, filtered by name",
    query: z.object({ groupName: z.string().max(200).default('') }),
    responses: { 200: z.array(userGroupSchema), ...commonErrors },
  }),
};
