import { DemoPage } from '../features/demo/components/demo-page';
import { InsightsDashboard } from '../features/insights/components/insights-dashboard';
import { DeviceCountsTable } from '../features/insights/components/device-counts-table';
import { SurveyEventsTable } from '../features/insights/components/survey-events-table';
import { ProjectView } from '../features/projects/components/project-view';
import type { ProjectSlots } from '../features/projects/components/project-slots';

/**
 * The demo's project sections: the insights tables read the demo scope like the rest of the tour. Heatmaps are
 * left out until the heatmap client can call the demo copy of the heatmap API.
 */
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
