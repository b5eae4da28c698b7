import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Stable numeric ids of floor plans across project versions (migration 0013). */
export const floorPlanRowIds = pgTable(
  'floor_plan_row_ids',
  {
    projectId: uuid('project_id').notNull(),
    floorPlanId: text('floor_plan_id').notNull(),
    rowId: bigserial('row_id', { mode: 'number' }).notNull().unique(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.floorPlanId] })],
);

/** The floor plans of a project's current version. */
export const floorPlans = pgTable(
  'floor_plans',
  {
    projectId: uuid('project_id').notNull(),
    id: text('id').notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    metersPerUnit: doublePrecision('meters_per_unit').notNull(),
    imageId: text('image_id'),
    bitmapImageId: text('bitmap_image_id'),
    imageBlobKey: text('image_blob_key'),
    imageContentType: text('image_content_type'),
    floorNumber: integer('floor_number'),
    buildingId: text('building_id'),
    accessPointCount: integer('access_point_count').notNull().default(0),
    surveyCount: integer('survey_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.id] })],
);

/** Access points (planned or measured) of a project's current version. */
export const accessPoints = pgTable(
  'access_points',
  {
    projectId: uuid('project_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    vendor: text('vendor'),
    model: text('model'),
    mine: boolean('mine').notNull(),
    hidden: boolean('hidden').notNull(),
    color: text('color'),
    floorPlanId: text('floor_plan_id'),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    radioCount: integer('radio_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.id] })],
);

/** Radios (simulated or measured) of a project's current version. */
export const radios = pgTable(
  'radios',
  {
    projectId: uuid('project_id').notNull(),
    id: text('id').notNull(),
    accessPointId: text('access_point_id').notNull(),
    kind: text('kind').notNull(),
    band: text('band'),
    primaryChannel: integer('primary_channel'),
    channelWidthMhz: integer('channel_width_mhz'),
    channels: integer('channels').array().notNull(),
    transmitPowerDbm: doublePrecision('transmit_power_dbm'),
    technology: text('technology'),
    antennaHeightMeters: doublePrecision('antenna_height_meters'),
    enabled: boolean('enabled').notNull(),
    ssids: text('ssids').array().notNull(),
    bssids: text('bssids').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.id] })],
);

/** Survey event rows of a project's current version. */
export const surveys = pgTable(
  'surveys',
  {
    projectId: uuid('project_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    floorPlanId: text('floor_plan_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    surveyDate: date('survey_date'),
    createdBy: text('created_by'),
    routeType: text('route_type').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    distanceMeters: doublePrecision('distance_meters').notNull(),
    scanCount: integer('scan_count').notNull(),
    discoveredAps: integer('discovered_aps').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.id] })],
);

/** Non-JSON members (images, tracks, unknown files) of each project version and their blobs. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id').notNull(),
    version: integer('version').notNull(),
    memberName: text('member_name').notNull(),
    blobKey: text('blob_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.version, table.memberName] })],
);
