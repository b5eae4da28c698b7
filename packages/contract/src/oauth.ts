import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';
import { ACCESS_TOKEN_SCOPES, type AccessTokenScope } from './tokens';

const tags = ['oauth2'];

/**
 * The scopes an OAuth access token may carry (api-contract.md "OAuth 2 and desktop clients"): the same list as
 * personal access tokens', so the bearer middleware judges both alike.
 */
export const OAUTH_SCOPES = ACCESS_TOKEN_SCOPES;

export type OAuthScope = AccessTokenScope;

const scopeSchema = z.enum(OAUTH_SCOPES);

/** What the consent screen shows before the user approves or denies a client. */
const consentRequestSchema = z
  .object({
    clientId: z.string(),
    clientName: z.string(),
    /** The requested scopes this user may grant (a licence without insights drops insights:read). */
    scopes: z.array(scopeSchema),
    /** The signed-in account that would approve. */
    accountEmail: z.string(),
    /** Device flow only: the code the device shows, as `XXXX-XXXX`. */
    userCode: z.string().optional(),
  })
  .meta({ id: 'ConsentRequest' });

export type ConsentRequest = z.infer<typeof consentRequestSchema>;

const decisionSchema = z.object({ approve: z.boolean() });

const interactionParams = z.object({ uid: z.string().min(1).max(64) });

const userCodeSchema = z
  .string()
  .min(8)
  .max(16)
  .describe('The code the device shows (8 letters of BCDFGHJKLMNPQRSTVWXZ, a dash allowed)');

const connectedAppSchema = z
  .object({
    clientId: z.string(),
    clientName: z.string(),
    scopes: z.array(scopeSchema),
    approvedAt: z.iso.datetime(),
  })
  .meta({ id: 'ConnectedApp' });

export type ConnectedApp = z.infer<typeof connectedAppSchema>;

/** The consent screen's calls and the connected-apps list (the protocol endpoints belong to oidc-provider). */
export const oauthEndpoints = {
  getAuthorizationConsent: defineEndpoint({
    method: 'GET',
    path: '/oauth2api/v1/consent/:uid',
    access: 'signedIn',
    tags,
    summary: 'The client and scopes of a pending authorization request (the consent screen)',
    params: interactionParams,
    responses: { 200: consentRequestSchema, ...commonErrors },
  }),
  decideAuthorizationConsent: defineEndpoint({
    method: 'POST',
    path: '/oauth2api/v1/consent/:uid',
    access: 'signedIn',
    tags,
    summary: 'Approve or deny a pending authorization request; answers where the browser goes next',
    params: interactionParams,
    body: decisionSchema,
    responses: { 200: z.object({ redirectTo: z.string() }), ...commonErrors },
  }),
  getDeviceConsent: defineEndpoint({
    method: 'GET',
    path: '/oauth2api/v1/device',
    access: 'signedIn',
    tags,
    summary: 'The client and scopes of a device waiting with this user code',
    description: '404 for an unknown code, 409 for one that expired or was already used.',
    query: z.object({ userCode: userCodeSchema }),
    responses: { 200: consentRequestSchema, 409: errorBodySchema, ...commonErrors },
  }),
  decideDeviceConsent: defineEndpoint({
    method: 'POST',
    path: '/oauth2api/v1/device',
    access: 'signedIn',
    tags,
    summary: 'Approve or deny a device; its next token request gets tokens or access_denied',
    body: z.object({ userCode: userCodeSchema, approve: z.boolean() }),
    responses: { 204: z.null(), 409: errorBodySchema, ...commonErrors },
  }),
  listConnectedApps: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/users/:userId/connected-apps',
    access: 'signedIn',
    tags,
    summary: 'The clients the user has approved (only the caller themself; 404 for anyone else)',
    params: z.object({ userId: z.uuid() }),
    responses: { 200: z.array(connectedAppSchema), ...commonErrors },
  }),
  revokeConnectedApp: defineEndpoint({
    method: 'DELETE',
    path: '/userapi/v1/users/:userId/connected-apps',
    access: 'signedIn',
    tags,
    summary: "Revoke a client's approval and every token it holds for the user",
    params: z.object({ userId: z.uuid() }),
    query: z.object({ clientId: z.string().min(1).max(100) }),
    responses: { 204: z.null(), ...commonErrors },
  }),
};
