import { isDesignProject, PROJECT_TYPES } from '@airlens/domain';
import type { Database } from '../../db/database';

/** A site with the projects the caller may see. */
export interface SiteRow {
  id: string;
  name: string;
  projects: {
    id: string;
    name: string;
    country: string | null;
    city: string | null;
    projectType: string;
    status: string;
    lastSurveyDate: string | null;
  }[];
}

const DESIGN_TYPES = PROJECT_TYPES.filter((type) => isDesignProject(type));

/**
 * The organisation's sites by name, each with its projects (by name) that pass `visibility` (a condition on
 * `p` whose parameters start at $4); projects being deleted or never computed are left out.
 */
export async function listOrgSites(
  database: Database,
  input: { orgId: string; includeDesignProjects: boolean; visibility: { sql: string; params: unknown[] } },
): Promise<SiteRow[]> {
  const { rows } = await database.query<{ id: string; name: string; projects: SiteRow['projects'] | null }>(
    `SELECT s.id::text AS id, s.name,
            (SELECT json_agg(json_build_object('id', p.id::text, 'name', p.name, 'country', p.country, 'city', p.city,
                                               'projectType', p.project_type, 'status', p.status,
                                               'lastSurveyDate', p.last_survey_date::text)
                             ORDER BY lower(p.name), p.id)
               FROM projects p
              WHERE p.site_id = s.id AND p.status NOT IN ('SKIP_COMPUTATION', 'DELETE_REQUESTED')
                AND ($2::boolean OR p.project_type <> ALL($3::text[]))
                AND ${input.visibility.sql}) AS projects
       FROM sites s
      WHERE s.org_id = $1
      ORDER BY lower(s.name), s.id
      LIMIT 1000`,
    [input.orgId, input.includeDesignProjects, DESIGN_TYPES, ...input.visibility.params],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, projects: row.projects ?? [] }));
}
