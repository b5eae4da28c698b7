import Typography from '@mui/material/Typography';
import { LOADING_TEXT } from '@airlens/domain';
import { useHeatmap } from '../features/heatmaps/api/use-heatmap';
import { isEmptyHeatmap } from '../features/heatmaps/api/load-heatmap';
import { HeatmapLayer } from '../features/heatmaps/components/heatmap-layer';
import { HeatmapLegend } from '../features/heatmaps/components/heatmap-legend';
import { DeviceCountsTable } from '../features/insights/components/device-counts-table';
import { SurveyEventsTable } from '../features/insights/components/survey-events-table';
import { ProjectDashboardPage } from '../features/projects/components/project-dashboard-page';
import { ProjectFloorPlanPage } from '../features/projects/components/project-floor-plan-page';
import type { FloorHeatmapSlot, ProjectSlots } from '../features/projects/components/project-slots';
import { ShareProjectButton } from '../features/sharing/components/share-project-button';
import { useConfig } from '../lib/config';

/** The heatmap of the floor page's request, drawn by the heatmaps feature. */
function FloorHeatmap({ slot }: { slot: FloorHeatmapSlot }) {
  const heatmap = useHeatmap({
    projectId: slot.projectId,
    floorId: slot.floorId,
    version: slot.projectVersion,
    request: slot.request,
  });
  if (heatmap.data === undefined) {
    return null;
  }
  return (
    <HeatmapLayer
      heatmap={heatmap.data}
      widthPx={slot.widthUnits}
      heightPx={slot.heightUnits}
      opacity={slot.opacity}
    />
  );
}

/** The legend of the same heatmap (the heatmap cache answers the second use without a request). */
function FloorHeatmapLegend({ slot }: { slot: FloorHeatmapSlot }) {
  const heatmap = useHeatmap({
    projectId: slot.projectId,
    floorId: slot.floorId,
    version: slot.projectVersion,
    request: slot.request,
  });
  if (heatmap.data === undefined) {
    return <Typography variant="body2">{LOADING_TEXT}</Typography>;
  }
  if (heatmap.data.legend === null || isEmptyHeatmap(heatmap.data)) {
    return <Typography variant="body2">No heatmap data for this floor and band.</Typography>;
  }
  return <HeatmapLegend legend={heatmap.data.legend} showGreyOut={slot.request.requirementGreyOut} />;
}

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
  renderHeatmap: (slot) => <FloorHeatmap slot={slot} />,
  renderHeatmapLegend: (slot) => <FloorHeatmapLegend slot={slot} />,
  renderProjectActions: (project) => <ProjectShareAction projectId={project.id} />,
};

/** /projects/{projectId} with the insights sections and sharing. */
export function ProjectDashboardRoute() {
  return <ProjectDashboardPage slots={PROJECT_SLOTS} />;
}

/** /projects/{projectId}/{floorPlanRowId} with the heatmap, its legend and the floor's survey events. */
export function ProjectFloorPlanRoute() {
  return <ProjectFloorPlanPage slots={PROJECT_SLOTS} />;
}
