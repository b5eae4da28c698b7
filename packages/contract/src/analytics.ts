import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from './endpoint';

/**
 * The analytics event of docs/product-spec.md §3 as the server stores it; ids arrive already hashed (SHA-1) by the client.
 * Unknown fields are kept, so older and newer clients' events stay readable.
 */
export const analyticsEventBodySchema = z.object({
  source: z.enum(['CLOUD', 'INSIGHTS']),
  client: z
    .object({
      userId: z.string().max(100).nullable().optional(),
      licenseKey: z.string().max(100).nullable().optional(),
      userRole: z.string().max(100).optional(),
      userAgent: z.string().max(1000).optional(),
      os: z.string().max(100).optional(),
      osVersion: z.string().max(100).optional(),
      browser: z.string().max(100).optional(),
      browserVersion: z.string().max(100).optional(),
    })
    .loose(),
  session: z.object({ id: z.string().max(200), internalUser: z.boolean() }).loose(),
  action: z
    .object({ type: z.string().min(1).max(200), timestamp: z.string().max(64), timezoneOffset: z.number() })
    .loose(),
});

/** POST /eventapi/v1/analytics/events (api-contract.md "Other"). */
export const analyticsEndpoints = {
  recordAnalyticsEvent: defineEndpoint({
    method: 'POST',
    path: '/eventapi/v1/analytics/events',
    access: 'public',
    tags: ['analytics'],
    summary: 'Record an analytics event (spec §3); the csrfToken header must match when signed in',
    // Documented shape; the server validates it itself so an invalid event is dropped (202), not refused.
    body: analyticsEventBodySchema.or(z.unknown()),
    responses: { 202: z.null(), 403: errorBodySchema },
  }),
};
