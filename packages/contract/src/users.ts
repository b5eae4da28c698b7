import { licenceStatusSchema, resultWrapperSchema, userSchema } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['users'];
const userIdParams = z.object({ userId: z.uuid() });

/** The who-am-i answer: docs/product-spec.md §3 User plus orgId, name and the licence-derived fields. */
const whoAmISchema = userSchema
  .extend({
    orgId: z.string().nullable(),
    licenseExpired: z.boolean(),
    subscriptionExpired: z.boolean(),
    licenseType: userSchema.shape.licenseType.unwrap(),
  })
  .meta({ id: 'User' });

export type WhoAmI = z.infer<typeof whoAmISchema>;

/** A partial update of the caller: name, EULA consent, or a new password with the current one. */
const userUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    eulaVersionConsent: z.string().max(20).optional(),
    password: z.string().min(1).max(4096).optional(),
    currentPassword: z.string().min(1).max(4096).optional(),
  })
  .meta({ id: 'UserUpdate' });

const userWrapperSchema = resultWrapperSchema(whoAmISchema);

/** Who-am-i, licence status and activation, profile updates, registration and password reset. */
export const usersEndpoints = {
  getCurrentUser: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/users/who-am-i',
    access: 'signedIn',
    tags,
    summary: 'The signed-in user (spec §3 User)',
    responses: { 200: whoAmISchema, ...commonErrors },
  }),
  getLicenceStatus: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/users/:userId/licenseStatus',
    access: 'signedIn',
    tags,
    summary: "The caller's licence status",
    params: userIdParams,
    responses: { 200: licenceStatusSchema, ...commonErrors },
  }),
  activateLicence: defineEndpoint({
    method: 'PUT',
    path: '/userapi/v1/users/:userId/license',
    access: 'signedIn',
    tags,
    summary: 'Activate a licence key for the caller',
    params: userIdParams,
    body: z.object({ licenseKey: z.string().trim().min(1).max(200) }),
    responses: { 200: userWrapperSchema, ...commonErrors },
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/userapi/v1/users/:userId',
    access: 'signedIn',
    tags,
    summary: 'Update the caller: name, EULA consent (v4), password with the current password',
    params: userIdParams,
    body: userUpdateSchema,
    responses: { 200: userWrapperSchema, ...commonErrors },
  }),
  registerUser: defineEndpoint({
    method: 'POST',
    path: '/userapi/v1/users',
    access: 'public',
    tags,
    summary: 'Register an account; a verification link is mailed',
    body: z.object({
      email: z.email().max(320),
      name: z.string().trim().min(1).max(200),
      password: z.string().min(1).max(4096),
    }),
    responses: { 201: resultWrapperSchema(z.null()), 400: errorBodySchema },
  }),
  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/users/:userId/email-verification',
    access: 'public',
    tags,
    summary: 'The mailed verification link: verifies the address and continues to the sign-in page',
    params: userIdParams,
    query: z.object({ access_token: z.string().min(1).max(256) }),
    responses: { 302: z.null(), 400: errorBodySchema },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/userapi/v1/users/password-reset',
    access: 'public',
    tags,
    summary: 'Mail a single-use password reset link (the same answer for unknown addresses)',
    body: z.object({ email: z.string().trim().min(1).max(320) }),
    responses: { 202: z.null(), 400: errorBodySchema },
  }),
  completePasswordReset: defineEndpoint({
    method: 'PUT',
    path: '/userapi/v1/users/:userId/password',
    access: 'public',
    tags,
    summary: 'Set a new password with the mailed reset token (single use, 1 hour)',
    params: userIdParams,
    body: z.object({ accessToken: z.string().min(1).max(256), password: z.string().min(1).max(4096) }),
    responses: { 204: z.null(), 400: errorBodySchema },
  }),
};
