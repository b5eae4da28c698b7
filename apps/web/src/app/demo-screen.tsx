import { DemoPage } from '../features/demo/components/demo-page';
import { FloorHeatmap } from '../features/heatmaps/components/floor-heatmap';
import { FloorHeatmapLegend } from '../features/heatmaps/components/floor-heatmap-legend';
import { InsightsDashboard } from '../features/insights/components/insights-dashboard';
import { DeviceCountsTable } from '../features/insights/components/device-counts-table';
import { SurveyEventsTable } from '../features/insights/components/survey-events-table';
import { ProjectView } from '../features/projects/components/project-view';
import type { ProjectSlots } from '../features/projects/components/project-slots';

/** The demo's project sections: the insights tables and the heatmap read the demo scope like the rest of the tour. */
const DEMO_PROJECT_SLOTS: ProjectSlots = {
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
};

/** /demo: the public tour, composed from the insights dashboard and the project view. */
export function DemoRoute() {
  return (
    <DemoPage
      renderDashboard={(links) => <InsightsDashboard linksFor={() => links} />}
      renderProject={(projectId, floorPlanRowId, links) => (
        <ProjectView
          projectId={projectId}
          floorPlanRowId={floorPlanRowId}
          links={links}
          slots={DEMO_PROJECT_SLOTS}
        />
      )}
    />
  );
}
