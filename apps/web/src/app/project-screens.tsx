import { FloorHeatmap } from '../features/heatmaps/components/floor-heatmap';
import { FloorHeatmapLegend } from '../features/heatmaps/components/floor-heatmap-legend';
import { DeviceCountsTable } from '../features/insights/components/device-counts-table';
import { SurveyEventsTable } from '../features/insights/components/survey-events-table';
import { ProjectDashboardPage } from '../features/projects/components/project-dashboard-page';
import { ProjectFloorPlanPage } from '../features/projects/components/project-floor-plan-page';
import type { ProjectSlots } from '../features/projects/components/project-slots';
import { ProjectLocationButton } from '../features/places/components/project-location-button';
import { ShareProjectButton } from '../features/sharing/components/share-project-button';
import { useConfig } from '../lib/config';

/** The sharing feature's 'Share' button in the project header (flag shareApi); nothing for users who may not share. */
function ProjectShareAction({ projectId }: { projectId: string }) {
  const { featureFlags } = useConfig();
  return featureFlags.shareApi ? <ShareProjectButton projectId={projectId} /> : null;
}

/** Insights tables and heatmaps drawn into the project screens: features meet only here. */
export const PROJECT_SLOTS: ProjectSlots = {
  renderSurveyEvents: (slot) => (
    <SurveyEventsTable
      startDate={slot.startDate}
      endDate={slot.endDate}
      projectId={slot.projectId}
      floorPlanRowId={slot.floorPlanRowId}
      pageSize={5}
      projectHref={slot.projectHref}
      floorHref={slot.floorHref}
    />
  ),
  renderDeviceCounts: (slot) => (
    <DeviceCountsTable projectId={slot.projectId} projectHref={slot.projectHref} />
  ),
  renderHeatmap: (slot) => <FloorHeatmap view={slot} />,
  renderHeatmapLegend: (slot) => <FloorHeatmapLegend view={slot} />,
  renderProjectActions: (project) => (
    <>
      <ProjectShareAction projectId={project.id} />
      <ProjectLocationButton projectId={project.id} projectName={project.name} />
    </>
  ),
};

/** /projects/{projectId} with the insights sections and sharing. */
export function ProjectDashboardRoute() {
  return <ProjectDashboardPage slots={PROJECT_SLOTS} />;
}

/** /projects/{projectId}/{floorPlanRowId} with the heatmap, its legend and the floor's survey events. */
export function ProjectFloorPlanRoute() {
  return <ProjectFloorPlanPage slots={PROJECT_SLOTS} />;
}
