import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['tokens'];

/** The scopes a bearer token (personal access token or OAuth 2 access token) may carry. */
export const ACCESS_TOKEN_SCOPES = [
  'projects:read',
  'projects:write',
  'insights:read',
  'reports',
  'admin',
] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** How long a new personal access token lives, in days; null: it never expires. */
export const PERSONAL_ACCESS_TOKEN_LIFETIMES = [7, 30, 90, 365] as const satisfies readonly number[];

const personalAccessTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scopes: z.array(z.enum(ACCESS_TOKEN_SCOPES)),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PersonalAccessToken' });

export type PersonalAccessToken = z.infer<typeof personalAccessTokenSchema>;

const createdPersonalAccessTokenSchema = personalAccessTokenSchema
  .extend({
    token: z
      .string()
      .describe('The secret (alp_…): answered only here, once; send it as Authorization: Bearer'),
  })
  .meta({ id: 'CreatedPersonalAccessToken' });

export type CreatedPersonalAccessToken = z.infer<typeof createdPersonalAccessTokenSchema>;

export const createPersonalAccessTokenSchema = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(z.enum(ACCESS_TOKEN_SCOPES)).min(1),
  expiresInDays: z
    .union([z.literal(7), z.literal(30), z.literal(90), z.literal(365)])
    .nullable()
    .describe('Days until the token expires; null: never'),
});

export type CreatePersonalAccessTokenInput = z.infer<typeof createPersonalAccessTokenSchema>;

const userParams = z.object({ userId: z.uuid() });

/**
 * Personal access tokens under /userapi/v1/users/{userId}/tokens (api-contract.md "OAuth 2 and desktop
 * clients"): the signed-in user's own tokens only (another user's id answers 404), in a browser session only.
 */
export const tokensEndpoints = {
  listPersonalAccessTokens: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/users/:userId/tokens',
    access: 'signedIn',
    tags,
    summary: "The caller's personal access tokens, newest first (never their secrets)",
    params: userParams,
    responses: { 200: z.array(personalAccessTokenSchema), ...commonErrors },
  }),
  createPersonalAccessToken: defineEndpoint({
    method: 'POST',
    path: '/userapi/v1/users/:userId/tokens',
    access: 'signedIn',
    tags,
    summary: 'Create a personal access token; the answer holds its secret, shown this once',
    params: userParams,
    body: createPersonalAccessTokenSchema,
    responses: { 201: createdPersonalAccessTokenSchema, ...commonErrors, 409: errorBodySchema },
  }),
  revokePersonalAccessToken: defineEndpoint({
    method: 'DELETE',
    path: '/userapi/v1/users/:userId/tokens/:tokenId',
    access: 'signedIn',
    tags,
    summary: 'Revoke one of the caller’s personal access tokens; it stops working at once',
    params: z.object({ userId: z.uuid(), tokenId: z.uuid() }),
    responses: { 204: z.null(), ...commonErrors },
  }),
};
