import { analyticsEventBodySchema } from '@airlens/contract';
import type { AccountsContext } from '../auth';
import { insertAnalyticsEvent } from './analytics.repo';

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
  const parsed = analyticsEventBodySchema.safeParse(parseBody(body));
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
