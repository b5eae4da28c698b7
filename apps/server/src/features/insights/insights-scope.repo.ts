import { isDesignProject, PROJECT_TYPES } from '@airlens/domain';
import type { SqlParams } from '../../db/sql-params';
import { projectVisibleTo, type Principal } from '../access';

/** Who asks, as the list queries need it: the access policy's principal and whether design projects show. */
export type ProjectScope = Principal & {
  /** False when the designProject flag is off: design (simulated) projects are hidden. */
  includeDesignProjects: boolean;
};

const DESIGN_TYPES = PROJECT_TYPES.filter((type) => isDesignProject(type));

/**
 * The condition "project `p` is listed for this caller": the access policy's visibility rule
 * (projectVisibleTo), never SKIP_COMPUTATION, and design projects only while the flag is on.
 */
export function visibleProjectCondition(scope: ProjectScope, params: SqlParams, alias = 'p'): string {
  const conditions = [`${alias}.status <> 'SKIP_COMPUTATION'`, projectVisibleTo(scope, params, alias)];
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
