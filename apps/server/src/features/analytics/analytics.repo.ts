import type { Database } from '../../db/database';

export async function insertAnalyticsEvent(
  database: Database,
  event: { receivedAt: Date; userId: string | null; source: string; actionType: string; body: unknown },
): Promise<void> {
  await database.query(
    'INSERT INTO analytics_events (received_at, user_id, source, action_type, body) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [event.receivedAt, event.userId, event.source, event.actionType, JSON.stringify(event.body)],
  );
}
