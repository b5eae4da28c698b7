import type { FrequencyBand } from '@airlens/domain';
import type { Database } from '../../db/database';
import { createSqlParams, type SqlParams } from '../../db/sql-params';

/** Samples and passes per criterion summed over rollup rows. */
export interface KpiSums {
  samples: number;
  passRssi: number;
  passRssi2: number;
  passSnr: number;
  passChannelInterference: number;
  passNetworkHealth: number;
}

/** Inclusive survey-day bounds, YYYY-MM-DD; null leaves that side open. */
export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

/** The select list summing the pass columns of rollup rows aliased `r` (float8: both drivers answer numbers). */
export const SUM_COLUMNS = `coalesce(sum(r.samples), 0)::float8 AS samples,
  coalesce(sum(r.pass_rssi), 0)::float8 AS pass_rssi,
  coalesce(sum(r.pass_rssi2), 0)::float8 AS pass_rssi2,
  coalesce(sum(r.pass_snr), 0)::float8 AS pass_snr,
  coalesce(sum(r.pass_channel_interference), 0)::float8 AS pass_channel_interference,
  coalesce(sum(r.pass_network_health), 0)::float8 AS pass_network_health`;

/** The row shape SUM_COLUMNS produces. */
export interface SumRow {
  samples: number;
  pass_rssi: number;
  pass_rssi2: number;
  pass_snr: number;
  pass_channel_interference: number;
  pass_network_health: number;
}

/** Maps a SUM_COLUMNS row. */
export function toKpiSums(row: SumRow | undefined): KpiSums {
  return {
    samples: Number(row?.samples ?? 0),
    passRssi: Number(row?.pass_rssi ?? 0),
    passRssi2: Number(row?.pass_rssi2 ?? 0),
    passSnr: Number(row?.pass_snr ?? 0),
    passChannelInterference: Number(row?.pass_channel_interference ?? 0),
    passNetworkHealth: Number(row?.pass_network_health ?? 0),
  };
}

/** The survey-day conditions of a range on rollup rows aliased `r`. */
export function dateRangeCondition(range: DateRange, params: SqlParams, alias = 'r'): string {
  const conditions: string[] = [];
  if (range.startDate !== null) {
    conditions.push(`${alias}.survey_date >= ${params.add(range.startDate)}::date`);
  }
  if (range.endDate !== null) {
    conditions.push(`${alias}.survey_date <= ${params.add(range.endDate)}::date`);
  }
  return conditions.length === 0 ? 'TRUE' : conditions.join(' AND ');
}

/**
 * A LATERAL join giving alias `k` (SUM_COLUMNS) the KPI sums of project `p` on a band: its one totals row
 * when the date range is open, else the sum of its days in the range.
 */
export function projectKpiJoin(band: FrequencyBand, range: DateRange, params: SqlParams): string {
  const bandParam = params.add(band);
  if (range.startDate === null && range.endDate === null) {
    return `LEFT JOIN LATERAL (SELECT ${SUM_COLUMNS} FROM kpi_project_totals r WHERE r.project_id = p.id AND r.band = ${bandParam}) k ON TRUE`;
  }
  return `LEFT JOIN LATERAL (SELECT ${SUM_COLUMNS} FROM kpi_project_days r
    WHERE r.project_id = p.id AND r.band = ${bandParam} AND ${dateRangeCondition(range, params, 'r')}) k ON TRUE`;
}

/** The whole project's sums on a band over a date range (a range sum on kpi_project_days' key). */
export async function sumProjectKpis(
  database: Database,
  projectId: string,
  band: FrequencyBand,
  range: DateRange,
): Promise<KpiSums> {
  const params = createSqlParams();
  const join = projectKpiJoin(band, range, params);
  const { rows } = await database.query<SumRow>(
    `SELECT k.* FROM projects p ${join} WHERE p.id = ${params.add(projectId)}`,
    params.values,
  );
  return toKpiSums(rows[0]);
}

/** Network health per survey day (UTC) with samples, oldest first. */
export async function listDailyNetworkHealth(
  database: Database,
  projectId: string,
  band: FrequencyBand,
  range: DateRange,
): Promise<{ date: string; samples: number; passNetworkHealth: number }[]> {
  const params = createSqlParams();
  const { rows } = await database.query<{ date: string; samples: number; pass_network_health: number }>(
    `SELECT r.survey_date::text AS date, r.samples::float8 AS samples, r.pass_network_health::float8 AS pass_network_health
       FROM kpi_project_days r
      WHERE r.project_id = ${params.add(projectId)} AND r.band = ${params.add(band)} AND ${dateRangeCondition(range, params)}
      ORDER BY r.survey_date`,
    params.values,
  );
  return rows.map((row) => ({
    date: row.date,
    samples: Number(row.samples),
    passNetworkHealth: Number(row.pass_network_health),
  }));
}

/** Whole-floor sums per floor plan of a project (floors without samples in the range are absent). */
export async function sumFloorKpis(
  database: Database,
  projectId: string,
  band: FrequencyBand,
  range: DateRange,
): Promise<Map<string, KpiSums>> {
  const params = createSqlParams();
  const { rows } = await database.query<SumRow & { floor_plan_id: string }>(
    `SELECT r.floor_plan_id, ${SUM_COLUMNS} FROM kpi_rollups r
      WHERE r.project_id = ${params.add(projectId)} AND r.band = ${params.add(band)} AND r.area_id = ''
        AND ${dateRangeCondition(range, params)}
      GROUP BY r.floor_plan_id`,
    params.values,
  );
  return new Map(rows.map((row) => [row.floor_plan_id, toKpiSums(row)]));
}

/** One floor's sums: the whole floor under '' and each area under its id. */
export async function sumAreaKpis(
  database: Database,
  projectId: string,
  floorPlanId: string,
  band: FrequencyBand,
  range: DateRange,
): Promise<Map<string, KpiSums>> {
  const params = createSqlParams();
  const { rows } = await database.query<SumRow & { area_id: string }>(
    `SELECT r.area_id, ${SUM_COLUMNS} FROM kpi_rollups r
      WHERE r.project_id = ${params.add(projectId)} AND r.band = ${params.add(band)} AND r.floor_plan_id = ${params.add(floorPlanId)}
        AND ${dateRangeCondition(range, params)}
      GROUP BY r.area_id`,
    params.values,
  );
  return new Map(rows.map((row) => [row.area_id, toKpiSums(row)]));
}

/** A requirement area of a floor. */
export interface AreaRecord {
  areaId: string;
  areaRowId: number;
  floorPlanId: string;
  name: string;
}

/** The areas of one floor plan, by name. */
export async function listFloorAreas(
  database: Database,
  projectId: string,
  floorPlanId: string,
): Promise<AreaRecord[]> {
  const { rows } = await database.query<{
    area_id: string;
    row_id: string | number;
    floor_plan_id: string;
    name: string;
  }>(
    `SELECT area_id, row_id, floor_plan_id, name FROM kpi_areas
      WHERE project_id = $1 AND floor_plan_id = $2 ORDER BY lower(name), row_id`,
    [projectId, floorPlanId],
  );
  return rows.map((row) => ({
    areaId: row.area_id,
    areaRowId: Number(row.row_id),
    floorPlanId: row.floor_plan_id,
    name: row.name,
  }));
}

/** A floor plan of a project's current version (the import's floor_plans table). */
export interface FloorRecord {
  floorPlanId: string;
  rowId: number;
  name: string;
  width: number;
  height: number;
  /** Null for a floor plan that has no scale ("not scaled"). */
  metersPerUnit: number | null;
  imageId: string | null;
  bitmapImageId: string | null;
}

interface FloorRow {
  id: string;
  row_id: string | number;
  name: string;
  width: number;
  height: number;
  meters_per_unit: number | null;
  image_id: string | null;
  bitmap_image_id: string | null;
}

/** The floor plans of a project in file order. */
export async function listFloorPlans(database: Database, projectId: string): Promise<FloorRecord[]> {
  const { rows } = await database.query<FloorRow>(
    `SELECT id, row_id, name, width, height, meters_per_unit, image_id, bitmap_image_id
       FROM floor_plans WHERE project_id = $1 ORDER BY position, row_id`,
    [projectId],
  );
  return rows.map((row) => ({
    floorPlanId: row.id,
    rowId: Number(row.row_id),
    name: row.name,
    width: Number(row.width),
    height: Number(row.height),
    metersPerUnit: row.meters_per_unit === null ? null : Number(row.meters_per_unit),
    imageId: row.image_id,
    bitmapImageId: row.bitmap_image_id,
  }));
}
