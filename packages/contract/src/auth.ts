import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['auth'];

/** The sign-in form (form-encoded): a password grant or a one-time-code grant. */
const loginFormSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().min(1).max(320),
    password: z.string().min(1).max(1024),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
  }),
  z.object({
    grant_type: z.literal('otp'),
    username: z.string().min(1).max(320),
    otp: z.string().regex(/^\d{6}$/, 'The one-time code has 6 digits'),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
  }),
]);

/** The sign-in answer; the same token also travels in the `csrfToken` header and the readable cookie. */
const loginAnswerSchema = z.object({ userId: z.string(), csrfToken: z.string() }).meta({ id: 'LoginAnswer' });

/** Sign-in, sign-out and login-code requests (api-contract.md "Authentication"). */
export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/authapi/v1/authentications',
    access: 'public',
    tags,
    summary: 'Sign in with a password or a one-time code (form-encoded); sets the session and CSRF cookies',
    body: loginFormSchema,
    bodyEncoding: 'form',
    responses: {
      200: loginAnswerSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      423: errorBodySchema,
      429: errorBodySchema,
    },
  }),
  logout: defineEndpoint({
    method: 'DELETE',
    path: '/authapi/v1/authentications',
    access: 'public',
    tags,
    summary: 'Sign out: ends the session server-side and clears the cookies',
    responses: { 204: z.null(), 403: errorBodySchema },
  }),
  requestLoginOtp: defineEndpoint({
    method: 'POST',
    path: '/authapi/v1/authentications/otp',
    access: 'public',
    tags,
    summary: 'Mail a six-digit sign-in code (the same answer for unknown addresses)',
    body: z.object({ email: z.string().trim().min(1).max(320) }),
    responses: { 202: z.null(), 400: errorBodySchema, 429: errorBodySchema },
  }),
};
