import { isDesignProject, PROJECT_TYPES } from '@airlens/domain';
import type { SqlParams } from './sql-params';

/** Who asks, as the list queries need it (spec §6 visibility). */
export type ProjectScope =
  | {
      kind: 'member';
      orgId: string;
      email: string;
      isOrgAdmin: boolean;
      /** False when the designProject flag is off: design (simulated) projects are hidden. */
      includeDesignProjects: boolean;
    }
  | {
      /** A guest of the secure project view: only the one project of its session. */
      kind: 'guest';
      projectId: string;
      guestUserId: string;
      includeDesignProjects: boolean;
    };

const DESIGN_TYPES = PROJECT_TYPES.filter((type) => isDesignProject(type));

/**
 * The condition "project `p` is listed for this caller", the sharing feature's visibility rule
 * (projectVisibilityFilter): for a member, the caller's organisation and the caller is an org admin or holds
 * a role on it (e-mail compared case-insensitively), only an OWNER listing under NO_SHARING; for a guest, the
 * project of its session while its secure link exists, the organisation allows guests and the project is not
 * being deleted. Never SKIP_COMPUTATION; design projects only while the flag is on.
 */
export function visibleProjectCondition(scope: ProjectScope, params: SqlParams, alias = 'p'): string {
  const conditions = [`${alias}.status <> 'SKIP_COMPUTATION'`];
  if (scope.kind === 'guest') {
    conditions.push(
      `${alias}.id = ${params.add(scope.projectId)}`,
      `${alias}.status <> 'DELETE_REQUESTED'`,
      `EXISTS (SELECT 1 FROM secure_links sl JOIN organizations so ON so.id = ${alias}.org_id
                WHERE sl.project_id = ${alias}.id AND sl.guest_user_id = ${params.add(scope.guestUserId)}
                  AND so.sharing_restriction = 'NO_RESTRICTION')`,
    );
  } else {
    conditions.push(`${alias}.org_id = ${params.add(scope.orgId)}`);
    if (!scope.isOrgAdmin) {
      conditions.push(
        `EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = ${alias}.id AND lower(pu.username) = lower(${params.add(scope.email)})
                   AND (pu.role = 'OWNER' OR EXISTS (SELECT 1 FROM organizations po
                                                      WHERE po.id = ${alias}.org_id AND po.sharing_restriction <> 'NO_SHARING')))`,
      );
    }
  }
  if (!scope.includeDesignProjects) {
    conditions.push(`${alias}.project_type <> ALL(${params.add(DESIGN_TYPES)}::text[])`);
  }
  return conditions.join(' AND ');
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
