import type { SharingRestriction } from '@airlens/domain';
import type { Database } from '../../db/database';
import { createSqlParams, type SqlParams } from '../../db/sql-params';
import type { Principal } from './principal';

// The one visibility rule of Airlens, as SQL (docs/product-spec.md §6). Every query that lists or loads projects for a
// caller — projects, insights lists and KPIs, sites, heatmaps, sharing, and the features still to come —
// filters with projectVisibleTo, so the rule cannot be written twice.

/** Scopes that let a bearer token see projects at all. */
const READ_SCOPES = ['projects:read', 'projects:write', 'insights:read', 'reports', 'admin'];

/**
 * The SQL condition "the principal may read project `alias`", binding its values into `params`:
 * - a member: a project of its organisation (and of its `projectIds`, when it has them), and it is an org
 *   admin, or it is listed on the project (e-mail compared case-insensitively) as OWNER, or listed with any
 *   role while the organisation allows sharing;
 * - a guest: its one project, while its secure link exists, the organisation allows guests and the project
 *   is not being deleted.
 */
export function projectVisibleTo(principal: Principal, params: SqlParams, alias = 'p'): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) {
    throw new Error(`Invalid table alias: ${alias}`);
  }
  if (principal.kind === 'guest') {
    return `(${alias}.id = ${params.add(principal.projectId)}::uuid AND ${alias}.status <> 'DELETE_REQUESTED'
      AND EXISTS (SELECT 1 FROM secure_links vl JOIN organizations vo ON vo.id = ${alias}.org_id
                   WHERE vl.project_id = ${alias}.id AND vl.guest_user_id = ${params.add(principal.guestUserId)}::uuid
                     AND vo.sharing_restriction = 'NO_RESTRICTION'))`;
  }
  if (principal.scopes !== null && !principal.scopes.some((scope) => READ_SCOPES.includes(scope))) {
    return 'FALSE';
  }
  const listed =
    principal.projectIds === null
      ? ''
      : ` AND ${alias}.id = ANY(${params.add(principal.projectIds)}::uuid[])`;
  const orgCondition = `${alias}.org_id = ${params.add(principal.orgId)}::uuid${listed}`;
  if (principal.isOrgAdmin) {
    return `(${orgCondition})`;
  }
  return `(${orgCondition} AND EXISTS (
      SELECT 1 FROM project_users vpu
       WHERE vpu.project_id = ${alias}.id AND lower(vpu.username) = lower(${params.add(principal.email)})
         AND (vpu.role = 'OWNER' OR EXISTS (SELECT 1 FROM organizations vo
               WHERE vo.id = ${alias}.org_id AND vo.sharing_restriction <> 'NO_SHARING'))))`;
}

/** What an access decision needs about one project the principal may read. */
export interface VisibleProjectFacts {
  projectId: string;
  orgId: string;
  name: string;
  projectType: string;
  status: string;
  sharingRestriction: SharingRestriction;
  /** The caller's strongest listing on the project, or null (org admins not listed, guests). */
  listedRole: string | null;
}

interface FactsRow {
  project_id: string;
  org_id: string;
  name: string;
  project_type: string;
  status: string;
  sharing_restriction: string;
  listed_role: string | null;
}

/** Strongest-first order of project roles, as SQL. */
const ROLE_ORDER = `CASE pu.role WHEN 'OWNER' THEN 0 WHEN 'WRITE_SHARE_USER' THEN 1 WHEN 'WRITE_USER' THEN 2 ELSE 3 END`;

/** The project when the principal may read it (projectVisibleTo), with the principal's listing; else null. */
export async function findVisibleProject(
  database: Database,
  principal: Principal,
  projectId: string,
): Promise<VisibleProjectFacts | null> {
  const params = createSqlParams();
  const email = principal.kind === 'member' ? principal.email : null;
  const { rows } = await database.query<FactsRow>(
    `SELECT p.id::text AS project_id, p.org_id::text AS org_id, p.name, p.project_type, p.status, o.sharing_restriction,
            (SELECT pu.role FROM project_users pu
              WHERE pu.project_id = p.id AND lower(pu.username) = lower(${params.add(email)}::text)
              ORDER BY ${ROLE_ORDER} LIMIT 1) AS listed_role
       FROM projects p JOIN organizations o ON o.id = p.org_id
      WHERE p.id = ${params.add(projectId)}::uuid AND ${projectVisibleTo(principal, params)}`,
    params.values,
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    projectId: row.project_id,
    orgId: row.org_id,
    name: row.name,
    projectType: row.project_type,
    status: row.status,
    sharingRestriction: row.sharing_restriction as SharingRestriction,
    listedRole: row.listed_role,
  };
}
