import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_accounts.sql; the SQL file is the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  enterprisePlus: boolean('enterprise_plus').notNull().default(false),
  sharingRestriction: text('sharing_restriction').notNull().default('NO_RESTRICTION'),
  passwordPolicy: boolean('password_policy').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const licences = pgTable('licences', {
  id: uuid('id').primaryKey(),
  licenseKey: text('license_key').notNull().unique(),
  orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
  product: text('product').notNull(),
  status: text('status').notNull().default('ACTIVE'),
  subscriptionDate: date('subscription_date').notNull().defaultNow(),
  subscriptionExpirationDate: date('subscription_expiration_date'),
  seats: integer('seats').notNull().default(1),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull().default('USER'),
  orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
  orgAdmin: boolean('org_admin').notNull().default(false),
  licenceId: uuid('licence_id')
    .unique()
    .references(() => licences.id, { onDelete: 'set null' }),
  eulaVersionConsent: text('eula_version_consent'),
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamptz('email_verified_at'),
  disabledAt: timestamptz('disabled_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().default('USER'),
  guestProjectId: uuid('guest_project_id'),
  csrfToken: text('csrf_token').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
  userAgent: text('user_agent'),
  ip: text('ip'),
});

export const loginAttempts = pgTable('login_attempts', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
  lastAttemptAt: timestamptz('last_attempt_at').notNull(),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  id: uuid('id').primaryKey(),
  purpose: text('purpose').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject'),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
  createdAt: timestamptz('created_at').notNull(),
});

export const userGroups = pgTable('user_groups', {
  id: uuid('id').primaryKey(),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] })],
);

export const analyticsEvents = pgTable('analytics_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamptz('received_at').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  source: text('source').notNull(),
  actionType: text('action_type').notNull(),
  body: jsonb('body').notNull(),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
