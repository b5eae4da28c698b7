import { canLoadProjectData, DESIGN_PROJECT_DISABLED, isDesignProject } from '@airlens/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { findProjectWithRole, type HeatmapProjectRow } from './heatmaps.repo';

/**
 * The project a caller may draw heatmaps of (spec §6): in the caller's organisation, and the caller holds a role
 * on it or is an organisation admin; anything else is 404. DELETE_REQUESTED projects get no heatmap (404, as they
 * are on their way out), and design projects are hidden while the designProject flag is off.
 */
export async function getHeatmapProject(
  deps: { database: Database; config: AppConfig },
  user: AuthenticatedUser,
  projectId: string,
): Promise<HeatmapProjectRow> {
  const project = await findProjectWithRole(deps.database, projectId, user.email);
  if (project === null || user.orgId === null || project.orgId !== user.orgId) {
    throw notFound();
  }
  if (!user.orgAdmin && !project.hasRole) {
    throw notFound();
  }
  if (!canLoadProjectData(project.status)) {
    throw notFound();
  }
  if (!deps.config.featureFlags.designProject && isDesignProject(project.projectType)) {
    throw notFound(DESIGN_PROJECT_DISABLED);
  }
  return project;
}
