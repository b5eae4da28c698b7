import { canLoadProjectData, DESIGN_PROJECT_DISABLED, isDesignProject } from '@airlens/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { assertProjectPermission, isGuestCaller } from '../sharing/project-access.service';
import { findProjectWithRole } from './heatmaps.repo';

function designProjectHidden(): AppError {
  // The same answer as the sharing feature's project access gives (spec: 400/404 'This is design project.').
  return new AppError(400, 'DESIGN_PROJECT', DESIGN_PROJECT_DISABLED);
}

/**
 * The id of a project the caller may draw heatmaps of (spec §6): in the caller's organisation, and the caller
 * holds a role on it (e-mail matched without case) or is an organisation admin; a secure-view guest only its
 * one shared project (the sharing feature's rule). Anything else is 404. DELETE_REQUESTED projects get no
 * heatmap (404, as they are on their way out), and design projects answer 400 while the designProject flag is off.
 */
export async function getHeatmapProjectId(
  deps: { database: Database; config: AppConfig },
  user: AuthenticatedUser,
  projectId: string,
): Promise<string> {
  const hideDesignProjects = !deps.config.featureFlags.designProject;
  if (isGuestCaller(user)) {
    const access = await assertProjectPermission(deps.database, user, projectId, 'read', {
      hideDesignProjects,
    });
    return access.projectId;
  }
  const project = await findProjectWithRole(deps.database, projectId, user.email);
  const isVisible =
    project !== null &&
    user.orgId !== null &&
    project.orgId === user.orgId &&
    (user.orgAdmin || project.hasRole);
  if (!isVisible || !canLoadProjectData(project.status)) {
    throw notFound();
  }
  if (hideDesignProjects && isDesignProject(project.projectType)) {
    throw designProjectHidden();
  }
  return project.id;
}
