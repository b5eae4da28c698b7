import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0041_notifications.sql; the SQL file is the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A server notification for one user. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    level: text('level').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (table) => [index('notifications_unread_idx').on(table.userId, table.createdAt)],
);
