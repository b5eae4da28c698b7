import { doublePrecision, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Per floor of a project version: the heatmap engine's input blob and its content hash (migration 0030). */
export const heatmapFloorData = pgTable(
  'heatmap_floor_data',
  {
    projectId: uuid('project_id').notNull(),
    floorPlanId: text('floor_plan_id').notNull(),
    version: integer('version').notNull(),
    blobKey: text('blob_key').notNull(),
    contentHash: text('content_hash').notNull(),
    byteSize: integer('byte_size').notNull(),
    widthMeters: doublePrecision('width_meters').notNull(),
    heightMeters: doublePrecision('height_meters').notNull(),
    metersPerUnit: doublePrecision('meters_per_unit').notNull(),
    pointCount: integer('point_count').notNull(),
    radioCount: integer('radio_count').notNull(),
    accessPointCount: integer('access_point_count').notNull(),
    wallCount: integer('wall_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.floorPlanId] })],
);
