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
  // One pass over the organisation's projects (not one per site), grouped onto the sites.
  const { rows } = await database.query<{ id: string; name: string; projects: SiteRow['projects'] | null }>(
    `WITH visible AS (
       SELECT p.id, p.site_id, p.name, p.country, p.city, p.project_type, p.status, p.last_survey_date
         FROM projects p
        WHERE p.org_id = $1 AND p.site_id IS NOT NULL AND p.status NOT IN ('SKIP_COMPUTATION', 'DELETE_REQUESTED')
          AND ($2::boolean OR p.project_type <> ALL($3::text[]))
          AND ${input.visibility.sql}
     )
     SELECT s.id::text AS id, s.name,
            json_agg(json_build_object('id', v.id::text, 'name', v.name, 'country', v.country, 'city', v.city,
                                       'projectType', v.project_type, 'status', v.status,
                                       'lastSurveyDate', v.last_survey_date::text)
                     ORDER BY lower(v.name), v.id) FILTER (WHERE v.id IS NOT NULL) AS projects
       FROM sites s
       LEFT JOIN visible v ON v.site_id = s.id
      WHERE s.org_id = $1
      GROUP BY s.id, s.name
      ORDER BY lower(s.name), s.id
      LIMIT 1000`,
    [input.orgId, input.includeDesignProjects, DESIGN_TYPES, ...input.visibility.params],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, projects: row.projects ?? [] }));
}
