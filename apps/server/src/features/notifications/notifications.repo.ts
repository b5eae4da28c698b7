import type { NotificationLevel } from '@airlens/contract';
import type { Database } from '../../db/database';

export type { NotificationLevel };

/** A stored notification. */
export interface NotificationRow {
  id: string;
  level: NotificationLevel;
  title: string;
  description: string;
  createdAt: Date;
}

/** Read notifications older than this are removed when the user gets a new one. */
const READ_RETENTION = '30 days';

/**
 * Stores a notification for the active user with this id or (normalised) e-mail; answers its id, or null
 * when there is no such user. Old read notifications of that user are removed in the same statement.
 */
export async function insertNotification(
  database: Database,
  target: { userId: string } | { email: string },
  notification: { id: string; level: NotificationLevel; title: string; description: string; now: Date },
): Promise<string | null> {
  const byId = 'userId' in target;
  const { rows } = await database.query<{ id: string }>(
    `WITH target AS (
       SELECT id FROM users WHERE ${byId ? 'id = $1::uuid' : 'lower(email) = lower($1)'} AND disabled_at IS NULL
     ), pruned AS (
       DELETE FROM notifications n USING target
        WHERE n.user_id = target.id AND n.read_at IS NOT NULL AND n.created_at < $6::timestamptz - interval '${READ_RETENTION}'
     )
     INSERT INTO notifications (id, user_id, level, title, description, created_at)
     SELECT $2, target.id, $3, $4, $5, $6 FROM target
     RETURNING id::text AS id`,
    [
      byId ? target.userId : target.email,
      notification.id,
      notification.level,
      notification.title,
      notification.description,
      notification.now,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The user's notifications not yet dismissed, newest first. */
export async function listUnreadNotifications(
  database: Database,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  const { rows } = await database.query<{
    id: string;
    level: string;
    title: string;
    description: string;
    created_at: Date | string;
  }>(
    `SELECT id::text AS id, level, title, description, created_at FROM notifications
      WHERE user_id = $1 AND read_at IS NULL ORDER BY created_at DESC, id LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    level: row.level as NotificationLevel,
    title: row.title,
    description: row.description,
    createdAt: new Date(row.created_at),
  }));
}

/** Marks one of the user's notifications read; false when it is not the user's or already read. */
export async function markNotificationRead(
  database: Database,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await database.query(
    'UPDATE notifications SET read_at = $3 WHERE id = $2 AND user_id = $1 AND read_at IS NULL RETURNING id',
    [userId, id, now],
  );
  return rows.length === 1;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllNotificationsRead(
  database: Database,
  userId: string,
  now: Date,
): Promise<number> {
  const { rows } = await database.query(
    'UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id',
    [userId, now],
  );
  return rows.length;
}
