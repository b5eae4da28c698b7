import { ProjectDashboardPage } from '../features/projects/components/project-dashboard-page';
import { ProjectFloorPlanPage } from '../features/projects/components/project-floor-plan-page';
import { ProjectIntegrationsPage } from '../features/projects/components/project-integrations-page';
import { LiveStatusMarkers } from '../features/vendor-integration/components/live-status-markers';
import { FloorLiveBadges } from '../features/vendor-integration/components/floor-live-badges';
import { ProjectIntegrations } from '../features/vendor-integration/components/project-integrations';
import type { ProjectSlots } from '../features/projects/components/project-slots';
import { ProjectLocationButton } from '../features/places/components/project-location-button';
import { EditModeToggle } from '../features/planner/components/edit-mode-toggle';
import { FloorEditor } from '../features/planner/components/floor-editor';
import { rememberRecentProject } from '../features/recent-projects/recent-projects-store';
import { ShareProjectButton } from '../features/sharing/components/share-project-button';
import { VersionHistoryButton } from '../features/versions/components/version-history-button';
import { useConfig } from '../lib/config';
import { getSessionUser } from '../lib/session';
import { ProjectExportMenu } from './project-export-menu';
import { READ_PROJECT_SLOTS } from './read-project-slots';

/** The sharing feature's 'Share' button in the project header (flag shareApi); nothing for users who may not share. */
function ProjectShareAction({ projectId }: { projectId: string }) {
  const { featureFlags } = useConfig();
  return featureFlags.shareApi ? <ShareProjectButton projectId={projectId} /> : null;
}

/** Remembers a project the signed-in user opened, for the landing page's recent projects. */
function handleProjectShown(project: { id: string; name: string }): void {
  const user = getSessionUser();
  if (user !== null && user.role !== 'GUEST') {
    rememberRecentProject(user.userId, project, new Date());
  }
}

/**
 * The read sections plus the actions that change a project (sharing, location) for those allowed and its
 * exports; opened projects are remembered for the landing page.
 */
export const PROJECT_SLOTS: ProjectSlots = {
  ...READ_PROJECT_SLOTS,
  onProjectShown: handleProjectShown,
  renderProjectActions: (project) => (
    <>
      <ProjectShareAction projectId={project.id} />
      <ProjectLocationButton projectId={project.id} projectName={project.name} />
      <VersionHistoryButton projectId={project.id} projectName={project.name} />
      <ProjectExportMenu project={project} />
    </>
  ),
  renderEditModeToggle: (project) => <EditModeToggle projectId={project.id} />,
  renderFloorEditor: (slot) => <FloorEditor slot={slot} />,
  renderFloorLiveStatus: (slot) => (
    <FloorLiveBadges projectId={slot.projectId} accessPoints={slot.accessPoints} />
  ),
  renderFloorLiveMarkers: (slot) => <LiveStatusMarkers {...slot} />,
};

/** /projects/{projectId} with the insights sections and sharing. */
export function ProjectDashboardRoute() {
  return <ProjectDashboardPage slots={PROJECT_SLOTS} />;
}

/** /projects/{projectId}/{floorPlanRowId} with the heatmap, its legend and the floor's survey events. */
export function ProjectFloorPlanRoute() {
  return <ProjectFloorPlanPage slots={PROJECT_SLOTS} />;
}

/** /projects/{projectId}/integrations in the project frame. */
export function ProjectIntegrationsRoute() {
  return (
    <ProjectIntegrationsPage
      slots={{
        ...PROJECT_SLOTS,
        renderIntegrations: (project) => <ProjectIntegrations projectId={project.id} />,
      }}
    />
  );
}
