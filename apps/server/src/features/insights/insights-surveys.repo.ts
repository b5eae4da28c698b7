import type { Database } from '../../db/database';
import { containsPattern, visibleProjectCondition, type ProjectScope } from './insights-scope.repo';
import { createSqlParams, type SqlParams } from '../../db/sql-params';

/** Filters of the survey-events table and its totals (api-contract Insights). */
export interface SurveyFilter {
  query: string;
  startDate: string | null;
  endDate: string | null;
  projectId: string | null;
  floorPlanRowId: number | null;
}

/** Sort keys of the survey-events table. */
export type SurveySortKey =
  | 'date'
  | 'createdBy'
  | 'durationSeconds'
  | 'distanceMeters'
  | 'projectName'
  | 'floorPlanName'
  | 'discoveredAps';

const SORT_COLUMNS: Readonly<Record<SurveySortKey, string>> = {
  date: 's.started_at',
  createdBy: 'lower(s.created_by)',
  durationSeconds: 's.duration_seconds',
  distanceMeters: 's.distance_meters',
  projectName: 'lower(p.name)',
  floorPlanName: 'lower(f.name)',
  discoveredAps: 's.discovered_aps',
};

const FROM = `surveys s
  JOIN projects p ON p.id = s.project_id
  LEFT JOIN floor_plans f ON f.project_id = s.project_id AND f.id = s.floor_plan_id`;

/** The conditions of a survey filter on the FROM above (search: creator, project or floor plan name). */
function surveyConditions(scope: ProjectScope, filter: SurveyFilter, params: SqlParams): string {
  const conditions = [visibleProjectCondition(scope, params)];
  const query = filter.query.trim();
  if (query !== '') {
    const pattern = params.add(containsPattern(query));
    conditions.push(
      `(lower(coalesce(s.created_by, '')) LIKE ${pattern} OR lower(p.name) LIKE ${pattern} OR lower(coalesce(f.name, '')) LIKE ${pattern})`,
    );
  }
  if (filter.startDate !== null) {
    conditions.push(`s.survey_date >= ${params.add(filter.startDate)}::date`);
  }
  if (filter.endDate !== null) {
    conditions.push(`s.survey_date <= ${params.add(filter.endDate)}::date`);
  }
  if (filter.projectId !== null) {
    conditions.push(`s.project_id = ${params.add(filter.projectId)}`);
  }
  if (filter.floorPlanRowId !== null) {
    conditions.push(`f.row_id = ${params.add(filter.floorPlanRowId)}`);
  }
  return conditions.join(' AND ');
}

/** One survey as the survey-events table shows it. */
export interface SurveyEventRecord {
  surveyId: string;
  surveyName: string;
  startedAt: string | null;
  createdBy: string | null;
  durationSeconds: number;
  /** Null for a survey on a floor plan without a scale. */
  distanceMeters: number | null;
  discoveredAps: number;
  projectId: string;
  projectName: string;
  floorPlanId: string;
  floorPlanRowId: number | null;
  floorPlanName: string;
}

interface SurveyEventRow {
  survey_id: string;
  survey_name: string;
  started_at: string | null;
  created_by: string | null;
  duration_seconds: number;
  distance_meters: number | null;
  discovered_aps: number;
  project_id: string;
  project_name: string;
  floor_plan_id: string;
  floor_plan_row_id: string | number | null;
  floor_plan_name: string;
}

/** One page of the surveys the caller may see, with the number of matching surveys. */
export async function listSurveyEventsPage(
  database: Database,
  scope: ProjectScope,
  filter: SurveyFilter,
  sort: { key: SurveySortKey; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: SurveyEventRecord[] }> {
  const params = createSqlParams();
  const where = surveyConditions(scope, filter, params);
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  const [{ rows }, totals] = await Promise.all([
    database.query<SurveyEventRow>(
      `SELECT s.id AS survey_id, s.name AS survey_name, to_char(s.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
            s.created_by, s.duration_seconds, s.distance_meters, s.discovered_aps, p.id::text AS project_id, p.name AS project_name,
            s.floor_plan_id, f.row_id AS floor_plan_row_id, coalesce(f.name, '') AS floor_plan_name
       FROM ${FROM}
      WHERE ${where}
      ORDER BY ${SORT_COLUMNS[sort.key]} ${direction} NULLS LAST, s.started_at DESC NULLS LAST, s.project_id, s.id
      LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)}`,
      params.values,
    ),
    // A separate count plans and runs faster than a count subquery in the page statement.
    sumSurveyEvents(database, scope, filter),
  ]);
  return {
    total: totals.count,
    rows: rows.map((row) => ({
      surveyId: row.survey_id,
      surveyName: row.survey_name,
      startedAt: row.started_at,
      createdBy: row.created_by,
      durationSeconds: Number(row.duration_seconds),
      distanceMeters: row.distance_meters === null ? null : Number(row.distance_meters),
      discoveredAps: Number(row.discovered_aps),
      projectId: row.project_id,
      projectName: row.project_name,
      floorPlanId: row.floor_plan_id,
      floorPlanRowId: row.floor_plan_row_id === null ? null : Number(row.floor_plan_row_id),
      floorPlanName: row.floor_plan_name,
    })),
  };
}

/** Totals over every survey matching the filter. */
export async function sumSurveyEvents(
  database: Database,
  scope: ProjectScope,
  filter: SurveyFilter,
): Promise<{ count: number; durationSeconds: number; distanceMeters: number; discoveredAps: number }> {
  const params = createSqlParams();
  const { rows } = await database.query<{
    count: number;
    duration_seconds: number;
    distance_meters: number;
    discovered_aps: number;
  }>(
    `SELECT count(*)::float8 AS count, coalesce(sum(s.duration_seconds), 0)::float8 AS duration_seconds,
            coalesce(sum(s.distance_meters), 0)::float8 AS distance_meters, coalesce(sum(s.discovered_aps), 0)::float8 AS discovered_aps
       FROM ${FROM} WHERE ${surveyConditions(scope, filter, params)}`,
    params.values,
  );
  const row = rows[0];
  return {
    count: Number(row?.count ?? 0),
    durationSeconds: Number(row?.duration_seconds ?? 0),
    distanceMeters: Number(row?.distance_meters ?? 0),
    discoveredAps: Number(row?.discovered_aps ?? 0),
  };
}

/**
 * The first and last survey day (UTC) among the caller's projects, or one project. Each bound is the first
 * visible survey in date order (ORDER BY … LIMIT 1), which the planner reads from surveys_survey_date_idx
 * (migration 0117) when most surveys are visible, or from surveys_date_idx for one project, instead of a
 * min/max over every joined survey: a hash join over all surveys cost ~1 s on the first touch after start at
 * 100,000 surveys, on PGlite's one connection ahead of the dashboard's first page (issue #21).
 */
export async function findSurveyDateRange(
  database: Database,
  scope: ProjectScope,
  projectId: string | null,
): Promise<{ startDate: string | null; endDate: string | null }> {
  const params = createSqlParams();
  const conditions = [visibleProjectCondition(scope, params), 's.survey_date IS NOT NULL'];
  if (projectId !== null) {
    conditions.push(`s.project_id = ${params.add(projectId)}`);
  }
  const firstDay = (direction: 'ASC' | 'DESC'): string =>
    `(SELECT s.survey_date FROM surveys s JOIN projects p ON p.id = s.project_id
       WHERE ${conditions.join(' AND ')} ORDER BY s.survey_date ${direction} LIMIT 1)::text`;
  const { rows } = await database.query<{ start_date: string | null; end_date: string | null }>(
    `SELECT ${firstDay('ASC')} AS start_date, ${firstDay('DESC')} AS end_date`,
    params.values,
  );
  return { startDate: rows[0]?.start_date ?? null, endDate: rows[0]?.end_date ?? null };
}
