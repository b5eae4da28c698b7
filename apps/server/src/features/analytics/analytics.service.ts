import { z } from 'zod';
import type { AccountsContext } from '../auth/accounts-context';
import { insertAnalyticsEvent } from './analytics.repo';

/** The analytics event of spec §3; ids arrive already hashed (SHA-1) by the client. */
export const analyticsEventSchema = z.object({
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

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') {
    return body;
  }
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** Stores an analytics event; invalid events and storage failures are logged and dropped, never raised. */
export async function recordAnalyticsEvent(
  context: AccountsContext,
  body: unknown,
  userId: string | null,
): Promise<boolean> {
  const parsed = analyticsEventSchema.safeParse(parseBody(body));
  if (!parsed.success) {
    context.logger.debug({ issues: parsed.error.issues.length }, 'analytics event dropped: invalid');
    return false;
  }
  try {
    await insertAnalyticsEvent(context.database, {
      receivedAt: context.now(),
      userId,
      source: parsed.data.source,
      actionType: parsed.data.action.type,
      body: parsed.data,
    });
    return true;
  } catch (error) {
    context.logger.warn({ err: error }, 'analytics event dropped: not stored');
    return false;
  }
}
