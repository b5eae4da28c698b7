import type { FrequencyBand } from '@airlens/domain';
import type { Database } from '../../db/database';
import {
  dateRangeCondition,
  projectKpiJoin,
  toKpiSums,
  type DateRange,
  type KpiSums,
  type SumRow,
} from './insights-kpis.repo';
import { projectTextCondition, visibleProjectCondition, type ProjectScope } from './insights-scope.repo';
import { createSqlParams, type SqlParams } from '../../db/sql-params';

/** A project as the insights views show it. */
export interface ProjectRecord {
  id: string;
  rowId: number;
  orgId: string;
  name: string;
  country: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  projectType: string;
  status: string;
  version: number;
  lastSurveyDate: string | null;
}

export interface ProjectRow {
  id: string;
  row_id: string | number;
  org_id: string;
  name: string;
  country: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  project_type: string;
  status: string;
  version: number;
  last_survey_date: string | null;
}

export const PROJECT_COLUMNS = `p.id::text AS id, p.row_id, p.org_id::text AS org_id, p.name, p.country, p.city, p.latitude, p.longitude,
  p.project_type, p.status, p.version, p.last_survey_date::text AS last_survey_date`;

export function toProject(row: ProjectRow): ProjectRecord {
  return {
    id: row.id,
    rowId: Number(row.row_id),
    orgId: row.org_id,
    name: row.name,
    country: row.country,
    city: row.city,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    projectType: row.project_type,
    status: row.status,
    version: Number(row.version),
    lastSurveyDate: row.last_survey_date,
  };
}

/** A project of the caller's organisation that the caller holds a role on (or any, for an org admin); design projects included. */
export async function findScopedProject(
  database: Database,
  scope: ProjectScope,
  projectId: string,
): Promise<ProjectRecord | null> {
  const params = createSqlParams();
  const condition = visibleProjectCondition({ ...scope, includeDesignProjects: true }, params);
  const { rows } = await database.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects p WHERE p.id = ${params.add(projectId)} AND ${condition}`,
    params.values,
    { prepared: true },
  );
  const row = rows[0];
  return row === undefined ? null : toProject(row);
}

/** A project the caller may see, with its KPI sums on a band over a date range (one query: access and sums). */
export async function findScopedProjectKpis(
  database: Database,
  scope: ProjectScope,
  projectId: string,
  band: FrequencyBand,
  range: DateRange,
): Promise<(ProjectRecord & { sums: KpiSums }) | null> {
  const params = createSqlParams();
  const join = projectKpiJoin(band, range, params);
  const condition = visibleProjectCondition({ ...scope, includeDesignProjects: true }, params);
  const { rows } = await database.query<ProjectRow & SumRow>(
    `SELECT ${PROJECT_COLUMNS}, k.* FROM projects p ${join} WHERE p.id = ${params.add(projectId)} AND ${condition}`,
    params.values,
    { prepared: true },
  );
  const row = rows[0];
  return row === undefined ? null : { ...toProject(row), sums: toKpiSums(row) };
}

/** A project the caller may see, with its network health samples per survey day (one query). */
export async function findScopedProjectDays(
  database: Database,
  scope: ProjectScope,
  projectId: string,
  band: FrequencyBand,
  range: DateRange,
): Promise<
  (ProjectRecord & { days: { date: string; samples: number; passNetworkHealth: number }[] }) | null
> {
  const params = createSqlParams();
  const dates = dateRangeCondition(range, params, 'r');
  const condition = visibleProjectCondition({ ...scope, includeDesignProjects: true }, params);
  const { rows } = await database.query<ProjectRow & { days: [string, number, number][] | null }>(
    `SELECT ${PROJECT_COLUMNS}, d.days FROM projects p
       LEFT JOIN LATERAL (SELECT json_agg(json_build_array(r.survey_date::text, r.samples, r.pass_network_health) ORDER BY r.survey_date) AS days
                            FROM kpi_project_days r
                           WHERE r.project_id = p.id AND r.band = ${params.add(band)} AND ${dates}) d ON TRUE
      WHERE p.id = ${params.add(projectId)} AND ${condition}`,
    params.values,
    { prepared: true },
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  const days = (row.days ?? []).map(([date, samples, passNetworkHealth]) => ({
    date,
    samples: Number(samples),
    passNetworkHealth: Number(passNetworkHealth),
  }));
  return { ...toProject(row), days };
}

/** A project user listing. */
export interface ProjectUserRecord {
  projectId: string;
  username: string;
  role: string;
}

/** The users listed on each of the given projects. */
export async function listProjectUsers(
  database: Database,
  projectIds: readonly string[],
): Promise<ProjectUserRecord[]> {
  if (projectIds.length === 0) {
    return [];
  }
  const { rows } = await database.query<{ project_id: string; username: string; role: string }>(
    `SELECT project_id::text AS project_id, username, role FROM project_users WHERE project_id = ANY($1::uuid[])`,
    [projectIds],
  );
  return rows.map((row) => ({ projectId: row.project_id, username: row.username, role: row.role }));
}

/** The tags of each of the given projects. */
export async function listProjectTags(
  database: Database,
  projectIds: readonly string[],
): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>();
  if (projectIds.length === 0) {
    return tags;
  }
  const { rows } = await database.query<{ project_id: string; tag: string }>(
    `SELECT project_id::text AS project_id, tag FROM insight_project_tags WHERE project_id = ANY($1::uuid[]) ORDER BY lower(tag)`,
    [projectIds],
  );
  for (const row of rows) {
    tags.set(row.project_id, [...(tags.get(row.project_id) ?? []), row.tag]);
  }
  return tags;
}

/** Filters of the project list (api-contract Insights). */
export interface ProjectListFilter {
  query: string;
  band: FrequencyBand;
  range: DateRange;
  bounds: { minLatitude?: number; maxLatitude?: number; minLongitude?: number; maxLongitude?: number };
}

/** Sort keys of the project list: project columns, or a KPI criterion computed over the date range. */
export type ProjectSortKey =
  | 'name'
  | 'country'
  | 'city'
  | 'lastSurveyDate'
  | 'projectType'
  | 'status'
  | 'rssi'
  | 'rssi2'
  | 'snr'
  | 'channelInterference'
  | 'networkHealth'
  | 'average';

const COLUMN_SORTS: Partial<Record<ProjectSortKey, string>> = {
  name: 'lower(p.name)',
  country: 'lower(p.country)',
  city: 'lower(p.city)',
  lastSurveyDate: 'p.last_survey_date',
  projectType: 'p.project_type',
  status: 'p.status',
};

function score(pass: string): string {
  return `CASE WHEN k.samples > 0 THEN round((100.0 * k.${pass} / k.samples)::numeric, 1) END`;
}

const KPI_SORTS: Partial<Record<ProjectSortKey, string>> = {
  rssi: score('pass_rssi'),
  rssi2: score('pass_rssi2'),
  snr: score('pass_snr'),
  channelInterference: score('pass_channel_interference'),
  networkHealth: score('pass_network_health'),
  average: `CASE WHEN k.samples > 0 THEN (${['pass_rssi', 'pass_rssi2', 'pass_snr', 'pass_channel_interference', 'pass_network_health'].map(score).join(' + ')}) / 5 END`,
};

function filterConditions(scope: ProjectScope, filter: ProjectListFilter, params: SqlParams): string {
  const conditions = [visibleProjectCondition(scope, params)];
  if (filter.query.trim() !== '') {
    conditions.push(projectTextCondition(filter.query, params));
  }
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = filter.bounds;
  if (minLatitude !== undefined) {
    conditions.push(`p.latitude >= ${params.add(minLatitude)}`);
  }
  if (maxLatitude !== undefined) {
    conditions.push(`p.latitude <= ${params.add(maxLatitude)}`);
  }
  if (minLongitude !== undefined && maxLongitude !== undefined && minLongitude > maxLongitude) {
    // A map view across the antimeridian: the box wraps from minLongitude east to maxLongitude.
    conditions.push(
      `(p.longitude >= ${params.add(minLongitude)} OR p.longitude <= ${params.add(maxLongitude)})`,
    );
  } else {
    if (minLongitude !== undefined) {
      conditions.push(`p.longitude >= ${params.add(minLongitude)}`);
    }
    if (maxLongitude !== undefined) {
      conditions.push(`p.longitude <= ${params.add(maxLongitude)}`);
    }
  }
  return conditions.join(' AND ');
}

/** A listed project with its KPI sums over the filter's band and date range. */
export interface ProjectListRecord extends ProjectRecord {
  sums: KpiSums;
  /** The listed users, when asked for. */
  users: { username: string; role: string }[];
  /** The tags, when asked for. */
  tags: string[];
}

/** Listed users of project `p` as a JSON array of [username, role]. */
const USERS_COLUMN = `(SELECT json_agg(json_build_array(pu.username, pu.role)) FROM project_users pu WHERE pu.project_id = p.id) AS users`;
/** Tags of project `p` as a text array. */
export const TAGS_COLUMN = `(SELECT array_agg(t.tag ORDER BY lower(t.tag)) FROM insight_project_tags t WHERE t.project_id = p.id) AS tags`;

interface ListRow extends ProjectRow, SumRow {
  users?: [string, string][] | null;
  tags?: string[] | null;
}

/** Whether a list counts every project of the organisation: an org admin's list with no text or map filter. */
function isWholeOrganisationCount(scope: ProjectScope, filter: ProjectListFilter): boolean {
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = filter.bounds;
  const unfiltered =
    filter.query.trim() === '' &&
    [minLatitude, maxLatitude, minLongitude, maxLongitude].every((bound) => bound === undefined);
  return unfiltered && scope.kind === 'member' && scope.isOrgAdmin && scope.projectIds === null;
}

/**
 * The statement counting the projects a list shows. An org admin's unfiltered list counts every project of
 * the organisation: that is a sum over the per type and status counts migration 0105 keeps, filtered by the
 * same visibility rule (it reads only the organisation, status and type, which those rows carry), instead of
 * a count over up to 100,000 projects on every page.
 */
function countStatement(scope: ProjectScope, filter: ProjectListFilter, params: SqlParams): string {
  if (isWholeOrganisationCount(scope, filter)) {
    return `SELECT coalesce(sum(c.projects), 0)::float8 AS total FROM insights_project_counts c
      WHERE ${visibleProjectCondition(scope, params, 'c')}`;
  }
  return `SELECT count(*)::float8 AS total FROM projects p WHERE ${filterConditions(scope, filter, params)}`;
}

/**
 * One page of the caller's projects, COMPLETED first (with users and tags when asked), and how many match.
 * Sorting by a project column walks the projects index and sums KPIs for that page only (the planner
 * stops at the limit); sorting by a KPI sums every listed project's KPIs.
 */
export async function listProjectsPage(
  database: Database,
  scope: ProjectScope,
  filter: ProjectListFilter,
  sort: { key: ProjectSortKey; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number; withUsers: boolean; withTags: boolean },
): Promise<{ total: number; rows: ProjectListRecord[] }> {
  const params = createSqlParams();
  const where = filterConditions(scope, filter, params);
  const kpiJoin = projectKpiJoin(filter.band, filter.range, params);
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  const kpiSort = KPI_SORTS[sort.key];
  const order = `(p.status <> 'COMPLETED'), ${kpiSort ?? COLUMN_SORTS[sort.key] ?? 'lower(p.name)'} ${direction} NULLS LAST, lower(p.name), p.id`;
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const extras = [page.withUsers ? USERS_COLUMN : null, page.withTags ? TAGS_COLUMN : null].filter(
    (column) => column !== null,
  );
  const columns = [PROJECT_COLUMNS, 'k.*', ...extras].join(', ');
  const pageText = (total: string) =>
    `SELECT ${columns}${total} FROM projects p ${kpiJoin} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  // Without a text filter (whose LIKE's plan depends on the text) the statements are kept prepared: their
  // planning cost more than their run (issue #21).
  const prepared = filter.query.trim() === '';
  const count = async (): Promise<number> => {
    const counting = createSqlParams();
    const text = countStatement(scope, filter, counting);
    const { rows } = await database.query<{ total: number }>(text, counting.values, { prepared });
    return Number(rows[0]?.total ?? 0);
  };
  const listed = (rows: ListRow[], total: number) => ({
    total,
    rows: rows.map((row) => ({
      ...toProject(row),
      sums: toKpiSums(row),
      users: (row.users ?? []).map(([username, role]) => ({ username, role })),
      tags: row.tags ?? [],
    })),
  });
  if (isWholeOrganisationCount(scope, filter)) {
    // An org admin's unfiltered count is a sum over a few counter rows: it rides in the page's statement as a
    // one-off subquery, so the page is one statement and one round trip instead of two (issue #21: at 100,000
    // projects the list was bound by the server's CPU per request).
    const text = pageText(`, (${countStatement(scope, filter, params)}) AS total`);
    const { rows } = await database.query<ListRow & { total: number }>(text, params.values, { prepared });
    // A page past the end has no row to carry the count: it is counted alone.
    return listed(rows, rows[0] === undefined ? await count() : Number(rows[0].total));
  }
  // Two plain statements plan and run several times faster than one combining the page and a count over the
  // projects (measured on PGlite); PostgreSQL runs them on two pooled connections at once.
  const [{ rows }, total] = await Promise.all([
    database.query<ListRow>(pageText(''), params.values, { prepared }),
    count(),
  ]);
  return listed(rows, total);
}
