import type { Database } from '../../db/database';
import type { DeviceCountRow } from './device-inventory';
import { containsPattern, visibleProjectCondition, type ProjectScope } from './insights-scope.repo';
import { createSqlParams, type SqlParams } from '../../db/sql-params';

/** Filters of the device-count table and its totals. */
export interface DeviceFilter {
  query: string;
  projectId: string | null;
}

/** Sort keys of the device-count table. */
export type DeviceSortKey =
  | 'apName'
  | 'vendor'
  | 'model'
  | 'wifiGeneration'
  | 'technology'
  | 'radioCount'
  | 'channelAndPower'
  | 'height'
  | 'installation'
  | 'projectName'
  | 'deviceCount';

const SORT_COLUMNS: Readonly<Record<DeviceSortKey, string>> = {
  apName: 'lower(d.ap_name)',
  vendor: 'lower(d.vendor)',
  model: 'lower(d.model)',
  wifiGeneration: 'd.wifi_generation',
  technology: 'd.technology',
  radioCount: 'd.radio_count',
  channelAndPower: 'd.channel_and_power',
  height: 'd.height_meters',
  installation: 'd.installation',
  projectName: 'lower(p.name)',
  deviceCount: 'd.device_count',
};

/** The inventory lines and their projects: the FROM of every inventory statement. */
export const DEVICE_LINES_FROM = 'insight_device_counts d JOIN projects p ON p.id = d.project_id';

/**
 * Device search (docs/product-spec.md §5): project name, vendor or Wi-Fi generation contain the text, or the text is all
 * digits and equals the device count.
 */
export function deviceConditions(scope: ProjectScope, filter: DeviceFilter, params: SqlParams): string {
  const conditions = [visibleProjectCondition(scope, params)];
  const query = filter.query.trim();
  if (query !== '') {
    const pattern = params.add(containsPattern(query));
    const matches = [
      `lower(p.name) LIKE ${pattern}`,
      `lower(coalesce(d.vendor, '')) LIKE ${pattern}`,
      `lower(coalesce(d.wifi_generation, '')) LIKE ${pattern}`,
    ];
    if (/^\d{1,9}$/.test(query)) {
      matches.push(`d.device_count = ${params.add(Number(query))}`);
    }
    conditions.push(`(${matches.join(' OR ')})`);
  }
  if (filter.projectId !== null) {
    conditions.push(`d.project_id = ${params.add(filter.projectId)}`);
  }
  return conditions.join(' AND ');
}

/** One inventory line of a project, with the project it belongs to. */
export type DeviceCountRecord = DeviceCountRow & { projectId: string; projectName: string };

interface DeviceRow {
  ap_name: string;
  vendor: string | null;
  model: string | null;
  wifi_generation: string | null;
  technology: string | null;
  radio_count: number;
  channel_and_power: string;
  height_meters: number | null;
  installation: string | null;
  project_id: string;
  project_name: string;
  device_count: number;
}

/** One page of the inventory lines the caller may see, with the number of matching lines. */
export async function listDeviceCountsPage(
  database: Database,
  scope: ProjectScope,
  filter: DeviceFilter,
  sort: { key: DeviceSortKey; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: DeviceCountRecord[] }> {
  const params = createSqlParams();
  const where = deviceConditions(scope, filter, params);
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  const [{ rows }, totals] = await Promise.all([
    database.query<DeviceRow>(
      `SELECT d.ap_name, d.vendor, d.model, d.wifi_generation, d.technology, d.radio_count, d.channel_and_power, d.height_meters, d.installation,
            p.id::text AS project_id, p.name AS project_name, d.device_count
       FROM ${DEVICE_LINES_FROM}
      WHERE ${where}
      ORDER BY ${SORT_COLUMNS[sort.key]} ${direction} NULLS LAST, lower(p.name), d.project_id, d.position
      LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
      params.values,
    ),
    // A separate count plans and runs faster than a count subquery in the page statement.
    sumDeviceCounts(database, scope, filter),
  ]);
  return {
    total: totals.lines,
    rows: rows.map((row) => ({
      apName: row.ap_name,
      vendor: row.vendor,
      model: row.model,
      wifiGeneration: row.wifi_generation,
      technology: row.technology,
      radioCount: Number(row.radio_count),
      channelAndPower: row.channel_and_power,
      heightMeters: row.height_meters === null ? null : Number(row.height_meters),
      installation: row.installation,
      projectId: row.project_id,
      projectName: row.project_name,
      deviceCount: Number(row.device_count),
    })),
  };
}

/** The number of matching lines and the devices they count. */
export async function sumDeviceCounts(
  database: Database,
  scope: ProjectScope,
  filter: DeviceFilter,
): Promise<{ lines: number; devices: number }> {
  const params = createSqlParams();
  const { rows } = await database.query<{ lines: number; devices: number }>(
    `SELECT count(*)::float8 AS lines, coalesce(sum(d.device_count), 0)::float8 AS devices FROM ${DEVICE_LINES_FROM} WHERE ${deviceConditions(scope, filter, params)}`,
    params.values,
  );
  return { lines: Number(rows[0]?.lines ?? 0), devices: Number(rows[0]?.devices ?? 0) };
}
