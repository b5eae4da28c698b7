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

/**
 * The condition "project `alias` has `text` (trimmed, case-insensitive) in its name, country or city" (spec:
 * project table search), binding the pattern into `params`: one LIKE on the stored search_text (migration
 * 0118), which its trigram index and the list-order index carry. That text joins the three fields with U+001F,
 * a control character, which the input guard refuses in any request (http/input-guard.ts), so a searched text
 * never holds it and cannot match across two fields.
 */
export function projectTextCondition(text: string, params: SqlParams, alias = 'p'): string {
  return `${alias}.search_text LIKE ${params.add(containsPattern(text))}`;
}
