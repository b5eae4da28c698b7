import type { FrequencyBand } from '@airlens/domain';
import type { Database } from '../../db/database';
import { createSqlParams, type SqlParams } from '../../db/sql-params';
import { radioBandMarker } from './device-inventory';
import { DEVICE_LINES_FROM, deviceConditions, type DeviceFilter } from './insights-devices.repo';
import type { ProjectScope } from './insights-scope.repo';

/** Sort keys of the inventory grouped by vendor and model. */
export type DeviceModelSortKey = 'vendor' | 'model' | 'deviceCount' | 'radioCount' | 'projectCount';

const SORT_COLUMNS: Readonly<Record<DeviceModelSortKey, string>> = {
  vendor: 'lower(d.vendor)',
  model: 'lower(d.model)',
  deviceCount: 'device_count',
  radioCount: 'radio_count',
  projectCount: 'project_count',
};

/** One vendor and model over the matching inventory lines. */
export interface DeviceModelRecord {
  vendor: string | null;
  model: string | null;
  deviceCount: number;
  radioCount: number;
  radiosByBand: Record<FrequencyBand, number>;
  projectCount: number;
}

interface DeviceModelRow {
  vendor: string | null;
  model: string | null;
  device_count: number;
  radio_count: number;
  radios_two: number;
  radios_five: number;
  radios_six: number;
  project_count: number;
}

/**
 * The radios of one band over the group: a line lists each radio of one device once, starting with the band's
 * marker, so the marker's occurrences times the line's device count (the lines are stored already grouped, and
 * their channel and power text is all the band facts they keep).
 */
function radiosOfBand(band: FrequencyBand, params: SqlParams): string {
  const marker = params.add(radioBandMarker(band));
  return `sum(d.device_count * ((length(d.channel_and_power) - length(replace(d.channel_and_power, ${marker}::text, '')))
           / length(${marker}::text)))::float8`;
}

/**
 * One page of the caller's inventory grouped by vendor and model (exact names; lines without them form their own
 * group), with the number of groups. The same lines as the ungrouped table, so the device counts add up to its
 * totals.
 */
export async function listDeviceModelsPage(
  database: Database,
  scope: ProjectScope,
  filter: DeviceFilter,
  sort: { key: DeviceModelSortKey; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: DeviceModelRecord[] }> {
  const params = createSqlParams();
  const where = deviceConditions(scope, filter, params);
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  const pageStatement = database.query<DeviceModelRow>(
    `SELECT d.vendor, d.model, sum(d.device_count)::float8 AS device_count,
            sum(d.device_count * d.radio_count)::float8 AS radio_count,
            ${radiosOfBand('TWO', params)} AS radios_two, ${radiosOfBand('FIVE', params)} AS radios_five,
            ${radiosOfBand('SIX', params)} AS radios_six,
            count(DISTINCT d.project_id)::float8 AS project_count
       FROM ${DEVICE_LINES_FROM}
      WHERE ${where}
      GROUP BY d.vendor, d.model
      ORDER BY ${SORT_COLUMNS[sort.key]} ${direction} NULLS LAST, lower(d.vendor) NULLS LAST, lower(d.model) NULLS LAST,
               d.vendor, d.model
      LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
    params.values,
  );
  const countParams = createSqlParams();
  const countStatement = database.query<{ groups: number }>(
    `SELECT count(*)::float8 AS groups FROM (
       SELECT 1 FROM ${DEVICE_LINES_FROM} WHERE ${deviceConditions(scope, filter, countParams)}
        GROUP BY d.vendor, d.model) g`,
    countParams.values,
  );
  const [{ rows }, counted] = await Promise.all([pageStatement, countStatement]);
  return {
    total: Number(counted.rows[0]?.groups ?? 0),
    rows: rows.map((row) => ({
      vendor: row.vendor,
      model: row.model,
      deviceCount: Number(row.device_count),
      radioCount: Number(row.radio_count),
      radiosByBand: {
        TWO: Number(row.radios_two),
        FIVE: Number(row.radios_five),
        SIX: Number(row.radios_six),
      },
      projectCount: Number(row.project_count),
    })),
  };
}
