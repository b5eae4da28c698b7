import { isDesignProject, PROJECT_TYPES, type ProjectRole } from '@airlens/domain';
import type { Database } from '../../db/database';
import type { SortOrder } from './manage-paging';

export const PROJECT_SORT_COLUMNS = [
  'name',
  'country',
  'city',
  'status',
  'projectType',
  'lastSurveyDate',
  'createdAt',
  'owner',
] as const;
export type ProjectSortColumn = (typeof PROJECT_SORT_COLUMNS)[number];

const SORT_SQL: Record<ProjectSortColumn, string> = {
  name: 'lower(p.name)',
  country: 'lower(p.country)',
  city: 'lower(p.city)',
  status: 'p.status',
  projectType: 'p.project_type',
  lastSurveyDate: 'p.last_survey_date',
  createdAt: 'p.created_at',
  owner: 'owner',
};

const DESIGN_TYPES = PROJECT_TYPES.filter((type) => isDesignProject(type));

/**
 * The first owner (alphabetically) of project `p`, lower case: a per-row lookup on the owner index. Joining
 * a grouped owner list instead is faster with fresh statistics but turns into a nested loop over every pair
 * of projects without them (measured: 5 s on 10,000 projects right after a bulk load; PGlite never analyses).
 */
const OWNER_SQL = `(SELECT min(lower(pu.username)) FROM project_users pu WHERE pu.project_id = p.id AND pu.role = 'OWNER')`;

/** One project of the organisation as the manage table shows it. */
export interface ManagedProjectRow {
  id: string;
  name: string;
  country: string | null;
  city: string | null;
  projectType: string;
  status: string;
  lastSurveyDate: string | null;
  createdAt: Date;
  owner: string | null;
  users: { username: string; role: ProjectRole }[];
}

export interface OrgProjectsFilter {
  orgId: string;
  /** A LIKE pattern over name, country, city and owner, or null for all. */
  pattern: string | null;
  includeDesignProjects: boolean;
}

function whereOf(filter: OrgProjectsFilter): { sql: string; params: unknown[] } {
  return {
    sql: `p.org_id = $1 AND p.status <> 'SKIP_COMPUTATION'
      AND ($2::boolean OR p.project_type <> ALL($3::text[]))
      AND ($4::text IS NULL OR lower(p.name) LIKE $4 OR lower(coalesce(p.country, '')) LIKE $4
           OR lower(coalesce(p.city, '')) LIKE $4 OR coalesce(${OWNER_SQL}, '') LIKE $4)`,
    params: [filter.orgId, filter.includeDesignProjects, DESIGN_TYPES, filter.pattern],
  };
}

/** How many projects of the organisation match the filter. */
export async function countOrgProjects(database: Database, filter: OrgProjectsFilter): Promise<number> {
  const where = whereOf(filter);
  const { rows } = await database.query<{ count: string | number }>(
    `SELECT count(*) AS count FROM projects p WHERE ${where.sql}`,
    where.params,
  );
  return Number(rows[0]?.count ?? 0);
}

/** One page of the organisation's projects with owner and users, in the requested order (ties by id). */
export async function listOrgProjects(
  database: Database,
  filter: OrgProjectsFilter,
  page: { sort: SortOrder<ProjectSortColumn>; limit: number; offset: number },
): Promise<ManagedProjectRow[]> {
  const where = whereOf(filter);
  const direction = page.sort.direction === 'desc' ? 'DESC' : 'ASC';
  const { rows } = await database.query<{
    id: string;
    name: string;
    country: string | null;
    city: string | null;
    project_type: string;
    status: string;
    last_survey_date: string | null;
    created_at: Date | string;
    owner: string | null;
    users: { username: string; role: ProjectRole }[] | null;
  }>(
    `SELECT p.id::text AS id, p.name, p.country, p.city, p.project_type, p.status, p.last_survey_date::text AS last_survey_date,
            p.created_at, ${OWNER_SQL} AS owner,
            (SELECT json_agg(json_build_object('username', pu.username, 'role', pu.role)) FROM project_users pu
              WHERE pu.project_id = p.id) AS users
       FROM projects p
      WHERE ${where.sql}
      ORDER BY ${SORT_SQL[page.sort.column]} ${direction} NULLS LAST, p.id
      LIMIT $5 OFFSET $6`,
    [...where.params, page.limit, page.offset],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    city: row.city,
    projectType: row.project_type,
    status: row.status,
    lastSurveyDate: row.last_survey_date,
    createdAt: new Date(row.created_at),
    owner: row.owner,
    users: row.users ?? [],
  }));
}
