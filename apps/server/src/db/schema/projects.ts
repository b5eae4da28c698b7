import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** A customer site grouping projects (sites API). */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sites_org_idx').on(table.orgId)],
);

/** A survey or planning project; versions grow when the same .esx project is uploaded again. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    rowId: bigserial('row_id', { mode: 'number' }).notNull().unique(),
    orgId: uuid('org_id').notNull(),
    siteId: uuid('site_id'),
    esxProjectId: text('esx_project_id').notNull(),
    name: text('name').notNull(),
    country: text('country'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    projectType: text('project_type').notNull().default('MEASURED'),
    status: text('status').notNull().default('COMPLETED'),
    version: integer('version').notNull().default(1),
    lastSurveyDate: date('last_survey_date'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.orgId, table.esxProjectId),
    index('projects_org_status_idx').on(table.orgId, table.status),
  ],
);

/** Who may do what on a project (spec §6 project roles); username is the e-mail address. */
export const projectUsers = pgTable(
  'project_users',
  {
    projectId: uuid('project_id').notNull(),
    username: text('username').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.username] })],
);

/** One entity of one .esx JSON collection of one project version, kept untouched. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    projectId: uuid('project_id').notNull(),
    collection: text('collection').notNull(),
    entityId: text('entity_id').notNull(),
    body: jsonb('body').notNull(),
    // Migration 0012: documents are kept per project version; readers take the project's current one.
    version: integer('version').notNull().default(1),
    position: integer('position').notNull().default(0),
    // Migration 0014: large bodies live in the blob store under this key; `body` is then a stub.
    bodyBlobKey: text('body_blob_key'),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.version, table.collection, table.entityId] })],
);
