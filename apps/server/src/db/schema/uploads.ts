import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One .esx upload from initiate to a final status (migration 0011). */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    userId: uuid('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('IN_PROGRESS'),
    progress: integer('progress').notNull().default(0),
    contentKey: text('content_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    city: text('city'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    esxProjectId: text('esx_project_id'),
    targetProjectId: uuid('target_project_id'),
    targetVersion: integer('target_version'),
    projectId: uuid('project_id'),
    rollbackReason: text('rollback_reason'),
    errorCode: text('error_code'),
    attempts: integer('attempts').notNull().default(0),
    commitRequestedAt: timestamp('commit_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('uploads_user_idx').on(table.userId, table.createdAt)],
);
