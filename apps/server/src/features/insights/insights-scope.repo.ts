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
      includeDesignProjects: boolean;
    };

const DESIGN_TYPES = PROJECT_TYPES.filter((type) => isDesignProject(type));

/**
 * The condition "project `p` is listed for this caller": for a member, the caller's organisation and the
 * caller is an org admin or holds a role on it (e-mail compared case-insensitively); for a guest, the project
 * of its session. Never SKIP_COMPUTATION; design projects only while the flag is on.
 */
export function visibleProjectCondition(scope: ProjectScope, params: SqlParams, alias = 'p'): string {
  const conditions = [`${alias}.status <> 'SKIP_COMPUTATION'`];
  if (scope.kind === 'guest') {
    conditions.push(`${alias}.id = ${params.add(scope.projectId)}`);
  } else {
    conditions.push(`${alias}.org_id = ${params.add(scope.orgId)}`);
    if (!scope.isOrgAdmin) {
      conditions.push(
        `EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = ${alias}.id AND lower(pu.username) = lower(${params.add(scope.email)}))`,
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
