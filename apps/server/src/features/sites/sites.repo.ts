import { isDesignProject, PROJECT_TYPES } from '@airlens/domain';
import type { Database } from '../../db/database';
import { createSqlParams } from '../../db/sql-params';
import { projectVisibleTo, type Principal } from '../access';

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
 * The organisation's sites by name, each with its projects (by name) the principal may see (the access
 * policy's rule); projects being deleted or never computed are left out.
 */
export async function listOrgSites(
  database: Database,
  input: { orgId: string; includeDesignProjects: boolean; principal: Principal },
): Promise<SiteRow[]> {
  const params = createSqlParams();
  const orgId = params.add(input.orgId);
  const includeDesign = params.add(input.includeDesignProjects);
  const designTypes = params.add(DESIGN_TYPES);
  const visible = projectVisibleTo(input.principal, params);
  // One pass over the organisation's projects (not one per site), grouped onto the sites.
  const { rows } = await database.query<{ id: string; name: string; projects: SiteRow['projects'] | null }>(
    `WITH visible AS (
       SELECT p.id, p.site_id, p.name, p.country, p.city, p.project_type, p.status, p.last_survey_date
         FROM projects p
        WHERE p.org_id = ${orgId} AND p.site_id IS NOT NULL AND p.status NOT IN ('SKIP_COMPUTATION', 'DELETE_REQUESTED')
          AND (${includeDesign}::boolean OR p.project_type <> ALL(${designTypes}::text[]))
          AND ${visible}
     )
     SELECT s.id::text AS id, s.name,
            json_agg(json_build_object('id', v.id::text, 'name', v.name, 'country', v.country, 'city', v.city,
                                       'projectType', v.project_type, 'status', v.status,
                                       'lastSurveyDate', v.last_survey_date::text)
                     ORDER BY lower(v.name), v.id) FILTER (WHERE v.id IS NOT NULL) AS projects
       FROM sites s
       LEFT JOIN visible v ON v.site_id = s.id
      WHERE s.org_id = ${orgId}
      GROUP BY s.id, s.name
      ORDER BY lower(s.name), s.id
      LIMIT 1000`,
    params.values,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, projects: row.projects ?? [] }));
}
