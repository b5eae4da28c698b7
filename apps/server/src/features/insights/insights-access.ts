import { DESIGN_PROJECT_DISABLED, isDesignProject } from '@airlens/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { principalOf } from '../access';
import { findScopedProject, type ProjectRecord } from './insights-projects.repo';
import type { ProjectScope } from './insights-scope.repo';

/** What the insights services need. */
export interface InsightsDeps {
  database: Database;
  config: AppConfig;
}

/**
 * The caller's scope (docs/product-spec.md §6): a member sees the projects of its organisation it holds a role on (all of
 * them as an org admin); a guest of the secure project view sees its one project; null sees nothing.
 */
export function scopeOf(deps: InsightsDeps, user: AuthenticatedUser): ProjectScope | null {
  const principal = principalOf(user);
  return principal === null
    ? null
    : { ...principal, includeDesignProjects: deps.config.featureFlags.designProject };
}

/**
 * The project the caller may read insights of: in the caller's organisation with a role on it (any, for an
 * org admin), never SKIP_COMPUTATION; 404 otherwise, and 404 'This is design project.' for a design project
 * while the designProject flag is off.
 */
export async function getInsightsProject(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string,
): Promise<ProjectRecord> {
  const scope = scopeOf(deps, user);
  return assertReadable(
    deps,
    scope === null ? null : await findScopedProject(deps.database, scope, projectId),
  );
}

/** The access answer for what a scoped project query found: 404 when nothing, 404 'This is design project.' for a hidden design project. */
export function assertReadable<T extends ProjectRecord>(deps: InsightsDeps, project: T | null): T {
  if (project === null) {
    throw notFound();
  }
  if (!deps.config.featureFlags.designProject && isDesignProject(project.projectType)) {
    throw notFound(DESIGN_PROJECT_DISABLED);
  }
  return project;
}
