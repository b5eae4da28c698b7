import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0040_sharing.sql; the SQL file is the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A secure one-time-password link: an external address invited to read one project. */
export const secureLinks = pgTable(
  'secure_links',
  {
    keyId: text('key_id').primaryKey(),
    projectId: uuid('project_id').notNull(),
    email: text('email').notNull(),
    guestUserId: uuid('guest_user_id').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    otpWindowStartedAt: timestamptz('otp_window_started_at'),
    otpWindowCount: integer('otp_window_count').notNull().default(0),
  },
  (table) => [
    unique().on(table.projectId, table.email),
    index('secure_links_guest_idx').on(table.guestUserId, table.projectId),
  ],
);

/** A project user's own settings for one project. */
export const projectUserPreferences = pgTable(
  'project_user_preferences',
  {
    projectId: uuid('project_id').notNull(),
    userId: uuid('user_id').notNull(),
    favorite: boolean('favorite').notNull().default(false),
    notifications: boolean('notifications').notNull().default(true),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_user_preferences_user_idx').on(table.userId),
  ],
);
