import { DemoPage } from '../features/demo/components/demo-page';
import { InsightsDashboard } from '../features/insights/components/insights-dashboard';
import { ProjectView } from '../features/projects/components/project-view';
import { READ_PROJECT_SLOTS } from './read-project-slots';

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
          slots={READ_PROJECT_SLOTS}
        />
      )}
    />
  );
}
