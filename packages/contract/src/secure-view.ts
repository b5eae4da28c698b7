import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['sharing'];

const keyIdParams = z.object({ keyId: z.string().min(1).max(128) });

export const guestSessionSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    role: z.literal('GUEST'),
    projectId: z.string(),
    csrfToken: z.string(),
  })
  .meta({ id: 'GuestSession' });

export type GuestSession = z.infer<typeof guestSessionSchema>;

/** The public guest entry points of the secure project view (no session, no CSRF token: they create one). */
export const secureViewEndpoints = {
  requestGuestOtp: defineEndpoint({
    method: 'POST',
    path: '/shareapi/secureProjectView/:keyId/otp',
    access: 'public',
    tags,
    summary:
      'Mail a six-digit code (10 minutes, 5 tries) to the address a secure link was made for; 202 for any key',
    params: keyIdParams,
    responses: { 202: z.null(), 400: errorBodySchema, 429: errorBodySchema },
  }),
  startGuestSession: defineEndpoint({
    method: 'POST',
    path: '/shareapi/secureProjectView/:keyId/session',
    access: 'public',
    tags,
    summary:
      'Exchange a guest code for a GUEST session that reads the one shared project (cookies + csrfToken header)',
    params: keyIdParams,
    body: z.strictObject({ otp: z.string().regex(/^\d{6}$/, 'The one-time code has 6 digits') }),
    responses: {
      200: guestSessionSchema,
      400: errorBodySchema,
      403: errorBodySchema,
      429: errorBodySchema,
    },
  }),
};
