import type { SqlSession } from '../../db/database';
import type { InsightsPrepared } from './insights-prepare';

type Column = readonly [name: string, pgType: string];

/** One project version's prepared insights. */
export interface ProjectInsights {
  projectId: string;
  prepared: InsightsPrepared;
}

/**
 * One multi-row INSERT for any number of rows: each column travels as one array parameter and `unnest`
 * zips them back into rows, so the import transaction makes one round trip per table.
 */
async function insertColumns(
  tx: SqlSession,
  table: string,
  columns: readonly Column[],
  rows: readonly unknown[][],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const arrays = columns.map((_, index) => rows.map((row) => row[index] ?? null));
  const names = columns.map(([name]) => name).join(', ');
  const unnest = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  await tx.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${unnest})`, arrays);
}

const PASS_COLUMNS: readonly Column[] = [
  ['samples', 'int4'],
  ['pass_rssi', 'int4'],
  ['pass_rssi2', 'int4'],
  ['pass_snr', 'int4'],
  ['pass_channel_interference', 'int4'],
  ['pass_network_health', 'int4'],
];

type PassCounts = InsightsPrepared['projectTotals'][number];

function passValues(row: PassCounts): number[] {
  return [
    row.samples,
    row.passRssi,
    row.passRssi2,
    row.passSnr,
    row.passChannelInterference,
    row.passNetworkHealth,
  ];
}

/**
 * Inserts the insights rows of one or more project versions (inside the import transaction: prepared rows
 * only, one statement per table whatever the number of projects).
 */
export async function insertInsightsRows(tx: SqlSession, items: readonly ProjectInsights[]): Promise<void> {
  await insertColumns(
    tx,
    'kpi_areas',
    [
      ['project_id', 'uuid'],
      ['area_id', 'text'],
      ['floor_plan_id', 'text'],
      ['name', 'text'],
      ['requirement_id', 'text'],
    ],
    items.flatMap(({ projectId, prepared }) =>
      prepared.areas.map((area) => [projectId, area.areaId, area.floorPlanId, area.name, area.requirementId]),
    ),
  );
  await insertColumns(
    tx,
    'kpi_rollups',
    [
      ['project_id', 'uuid'],
      ['floor_plan_id', 'text'],
      ['area_id', 'text'],
      ['survey_date', 'date'],
      ['band', 'text'],
      ...PASS_COLUMNS,
    ],
    items.flatMap(({ projectId, prepared }) =>
      prepared.rollups.map((row) => [
        projectId,
        row.floorPlanId,
        row.areaId,
        row.surveyDate,
        row.band,
        ...passValues(row),
      ]),
    ),
  );
  await insertColumns(
    tx,
    'kpi_project_days',
    [['project_id', 'uuid'], ['band', 'text'], ['survey_date', 'date'], ...PASS_COLUMNS],
    items.flatMap(({ projectId, prepared }) =>
      prepared.projectDays.map((row) => [projectId, row.band, row.surveyDate, ...passValues(row)]),
    ),
  );
  await insertColumns(
    tx,
    'kpi_project_totals',
    [['project_id', 'uuid'], ['band', 'text'], ...PASS_COLUMNS],
    items.flatMap(({ projectId, prepared }) =>
      prepared.projectTotals.map((row) => [projectId, row.band, ...passValues(row)]),
    ),
  );
  await insertColumns(
    tx,
    'insight_device_counts',
    [
      ['project_id', 'uuid'],
      ['position', 'int4'],
      ['ap_name', 'text'],
      ['vendor', 'text'],
      ['model', 'text'],
      ['wifi_generation', 'text'],
      ['technology', 'text'],
      ['radio_count', 'int4'],
      ['channel_and_power', 'text'],
      ['height_meters', 'float8'],
      ['installation', 'text'],
      ['device_count', 'int4'],
    ],
    items.flatMap(({ projectId, prepared }) =>
      prepared.devices.map((row, position) => [
        projectId,
        position,
        row.apName,
        row.vendor,
        row.model,
        row.wifiGeneration,
        row.technology,
        row.radioCount,
        row.channelAndPower,
        row.heightMeters,
        row.installation,
        row.deviceCount,
      ]),
    ),
  );
  await insertColumns(
    tx,
    'insight_project_tags',
    [
      ['project_id', 'uuid'],
      ['tag', 'text'],
    ],
    items.flatMap(({ projectId, prepared }) => prepared.tags.map((tag) => [projectId, tag])),
  );
}

/** Inserts one project version's insights rows. */
export async function insertInsights(
  tx: SqlSession,
  projectId: string,
  prepared: InsightsPrepared,
): Promise<void> {
  await insertInsightsRows(tx, [{ projectId, prepared }]);
}

/** Deletes every insights row of a project (the previous version's, before a new one is inserted). */
export async function deleteInsights(tx: SqlSession, projectId: string): Promise<void> {
  for (const table of [
    'kpi_rollups',
    'kpi_project_days',
    'kpi_project_totals',
    'kpi_areas',
    'insight_device_counts',
    'insight_project_tags',
  ]) {
    await tx.query(`DELETE FROM ${table} WHERE project_id = $1`, [projectId]);
  }
}
