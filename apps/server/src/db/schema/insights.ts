import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

const passColumns = {
  samples: integer('samples').notNull(),
  passRssi: integer('pass_rssi').notNull(),
  passRssi2: integer('pass_rssi2').notNull(),
  passSnr: integer('pass_snr').notNull(),
  passChannelInterference: integer('pass_channel_interference').notNull(),
  passNetworkHealth: integer('pass_network_health').notNull(),
};

/** Requirement areas of a project version (0020_insights.sql). */
export const kpiAreas = pgTable(
  'kpi_areas',
  {
    projectId: uuid('project_id').notNull(),
    areaId: text('area_id').notNull(),
    rowId: bigserial('row_id', { mode: 'number' }).notNull().unique(),
    floorPlanId: text('floor_plan_id').notNull(),
    name: text('name').notNull(),
    requirementId: text('requirement_id'),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.areaId] }),
    index('kpi_areas_floor_idx').on(table.projectId, table.floorPlanId),
  ],
);

/** Samples and passes per floor ('' area) or area × survey day × band. */
export const kpiRollups = pgTable(
  'kpi_rollups',
  {
    projectId: uuid('project_id').notNull(),
    floorPlanId: text('floor_plan_id').notNull(),
    areaId: text('area_id').notNull().default(''),
    surveyDate: date('survey_date').notNull(),
    band: text('band').notNull(),
    ...passColumns,
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.band, table.floorPlanId, table.areaId, table.surveyDate] }),
    index('kpi_rollups_floor_totals_idx').on(table.projectId, table.band, table.areaId, table.surveyDate),
  ],
);

/** The whole project per survey day and band. */
export const kpiProjectDays = pgTable(
  'kpi_project_days',
  {
    projectId: uuid('project_id').notNull(),
    band: text('band').notNull(),
    surveyDate: date('survey_date').notNull(),
    ...passColumns,
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.band, table.surveyDate] }),
    index('kpi_project_days_band_date_idx').on(table.band, table.surveyDate),
  ],
);

/** The whole project per band over every survey day (0022_kpi_project_totals.sql). */
export const kpiProjectTotals = pgTable(
  'kpi_project_totals',
  {
    projectId: uuid('project_id').notNull(),
    band: text('band').notNull(),
    ...passColumns,
  },
  (table) => [primaryKey({ columns: [table.projectId, table.band] })],
);

/** The grouped network inventory of a project. */
export const insightDeviceCounts = pgTable(
  'insight_device_counts',
  {
    projectId: uuid('project_id').notNull(),
    position: integer('position').notNull(),
    apName: text('ap_name').notNull(),
    vendor: text('vendor'),
    model: text('model'),
    wifiGeneration: text('wifi_generation'),
    technology: text('technology'),
    radioCount: integer('radio_count').notNull(),
    channelAndPower: text('channel_and_power').notNull(),
    heightMeters: doublePrecision('height_meters'),
    installation: text('installation'),
    deviceCount: integer('device_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.position] })],
);

/** Tags of a project. */
export const insightProjectTags = pgTable(
  'insight_project_tags',
  {
    projectId: uuid('project_id').notNull(),
    tag: text('tag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.tag] })],
);
