import type { FrequencyBand } from '@airlens/domain';
import { invalidInput } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { scopeOf, type InsightsDeps } from './insights-access';
import type { DateRange } from './insights-kpis.repo';
import { listProjectsPage, type ProjectSortKey } from './insights-projects.repo';
import { searchProjects as searchProjectRows } from './insights-search.repo';
import { presentPage, presentProject, presentProjectUsers, presentSearchHit } from './insights.presenter';
import { scoresOf } from './kpi-values';

/** Sort columns of the project list as the API names them (secondaryRssi is rssi2's API name). */
const PROJECT_SORT_KEYS: Readonly<Record<string, ProjectSortKey>> = {
  name: 'name',
  country: 'country',
  city: 'city',
  lastSurveyDate: 'lastSurveyDate',
  projectType: 'projectType',
  status: 'status',
  rssi: 'rssi',
  rssi2: 'rssi2',
  secondaryRssi: 'rssi2',
  snr: 'snr',
  channelInterference: 'channelInterference',
  networkHealth: 'networkHealth',
  average: 'average',
};

/** Parses `column,asc|desc` against the allowed columns (400 naming `sort` otherwise). */
export function parseSort<K extends string>(
  sort: string | undefined,
  allowed: Readonly<Record<string, K>>,
  fallback: { key: K; direction: 'asc' | 'desc' },
) {
  if (sort === undefined || sort.trim() === '') {
    return fallback;
  }
  const [column = '', direction = 'asc'] = sort.split(',');
  const key = allowed[column];
  if (key === undefined) {
    throw invalidInput('sort', `unknown column '${column}'; one of ${Object.keys(allowed).join(', ')}`);
  }
  return { key, direction: direction.toLowerCase() === 'desc' ? ('desc' as const) : ('asc' as const) };
}

/** Query of the project list. */
export interface ProjectListQuery {
  query?: string;
  band: FrequencyBand;
  range: DateRange;
  bounds: { minLatitude?: number; maxLatitude?: number; minLongitude?: number; maxLongitude?: number };
  page: number;
  size: number;
  sort?: string;
  includeTag: boolean;
  includeProjectUser: boolean;
}

/** One page of the caller's projects with KPI values per criterion on the band over the range, COMPLETED first. */
export async function listProjects(deps: InsightsDeps, user: AuthenticatedUser, query: ProjectListQuery) {
  const scope = scopeOf(deps, user);
  if (scope === null) {
    return presentPage([], 0, query.page, query.size);
  }
  const sort = parseSort(query.sort, PROJECT_SORT_KEYS, { key: 'name', direction: 'asc' });
  const { total, rows } = await listProjectsPage(
    deps.database,
    scope,
    { query: query.query ?? '', band: query.band, range: query.range, bounds: query.bounds },
    sort,
    {
      offset: query.page * query.size,
      limit: query.size,
      withUsers: query.includeProjectUser,
      withTags: query.includeTag,
    },
  );
  const content = rows.map((row) => ({
    project: presentProject(row, scoresOf(row.sums), query.band, query.includeTag ? { tags: row.tags } : {}),
    projectUsers: presentProjectUsers(row.users),
  }));
  return presentPage(content, total, query.page, query.size);
}

/** Most projects one search answers. */
const SEARCH_LIMIT = 50;

/** The caller's projects whose name, country or city contain the text and that carry every given tag. */
export async function searchProjects(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  search: { query?: string; tags: string[] },
) {
  const scope = scopeOf(deps, user);
  if (scope === null) {
    return { projects: [] };
  }
  const rows = await searchProjectRows(deps.database, scope, {
    query: search.query ?? '',
    tags: search.tags,
    limit: SEARCH_LIMIT,
  });
  return { projects: rows.map((row) => presentSearchHit(row, row.tags)) };
}
