import type { SharingRestriction } from '@airlens/domain';
import type { Database } from '../../db/database';

/** What an access decision needs about one project and one caller. */
export interface ProjectAccessFacts {
  projectId: string;
  orgId: string;
  name: string;
  projectType: string;
  status: string;
  sharingRestriction: SharingRestriction;
  /** The caller's strongest listing on the project (e-mails compare case-insensitively), or null. */
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

function toFacts(row: FactsRow): ProjectAccessFacts {
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

/** The project of the caller's organisation with the caller's listing; null when it is not in that organisation. */
export async function findMemberProjectFacts(
  database: Database,
  input: { projectId: string; orgId: string; email: string },
): Promise<ProjectAccessFacts | null> {
  const { rows } = await database.query<FactsRow>(
    `SELECT p.id::text AS project_id, p.org_id::text AS org_id, p.name, p.project_type, p.status, o.sharing_restriction,
            (SELECT pu.role FROM project_users pu
              WHERE pu.project_id = p.id AND lower(pu.username) = lower($3)
              ORDER BY ${ROLE_ORDER} LIMIT 1) AS listed_role
       FROM projects p JOIN organizations o ON o.id = p.org_id
      WHERE p.id = $1 AND p.org_id = $2`,
    [input.projectId, input.orgId, input.email],
  );
  const row = rows[0];
  return row === undefined ? null : toFacts(row);
}

/** The project a guest was invited to, only while the guest's secure link for it exists; null otherwise. */
export async function findGuestProjectFacts(
  database: Database,
  input: { projectId: string; guestUserId: string },
): Promise<ProjectAccessFacts | null> {
  const { rows } = await database.query<FactsRow>(
    `SELECT p.id::text AS project_id, p.org_id::text AS org_id, p.name, p.project_type, p.status, o.sharing_restriction,
            NULL::text AS listed_role
       FROM secure_links l
       JOIN projects p ON p.id = l.project_id
       JOIN organizations o ON o.id = p.org_id
      WHERE l.project_id = $1 AND l.guest_user_id = $2`,
    [input.projectId, input.guestUserId],
  );
  const row = rows[0];
  return row === undefined ? null : toFacts(row);
}

/**
 * The SQL condition "the caller may read project `alias`" for list queries, with its parameters numbered
 * from `firstParam`: same organisation and (org admin, or listed as OWNER, or listed/unlisted under a
 * restriction that lets members read). Guests get the single project of their session.
 */
export function projectVisibilityCondition(
  caller:
    | { kind: 'member'; orgId: string; email: string; orgAdmin: boolean }
    | { kind: 'guest'; guestUserId: string; guestProjectId: string },
  alias: string,
  firstParam: number,
): { sql: string; params: unknown[] } {
  const a = firstParam;
  if (caller.kind === 'guest') {
    return {
      sql: `(${alias}.id = $${a}::uuid AND ${alias}.status <> 'DELETE_REQUESTED'
              AND EXISTS (SELECT 1 FROM secure_links vl JOIN organizations vo ON vo.id = ${alias}.org_id
                           WHERE vl.project_id = ${alias}.id AND vl.guest_user_id = $${a + 1}::uuid
                             AND vo.sharing_restriction = 'NO_RESTRICTION'))`,
      params: [caller.guestProjectId, caller.guestUserId],
    };
  }
  return {
    sql: `(${alias}.org_id = $${a}::uuid AND (
             $${a + 2}::boolean
             OR EXISTS (SELECT 1 FROM project_users vpu
                         WHERE vpu.project_id = ${alias}.id AND lower(vpu.username) = lower($${a + 1})
                           AND (vpu.role = 'OWNER' OR EXISTS (SELECT 1 FROM organizations vo
                                 WHERE vo.id = ${alias}.org_id AND vo.sharing_restriction <> 'NO_SHARING')))))`,
    params: [caller.orgId, caller.email, caller.orgAdmin],
  };
}
