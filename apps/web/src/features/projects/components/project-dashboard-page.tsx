import { ProjectDashboard } from './project-dashboard';
import { ProjectRouteScreen } from './project-route-screen';
import type { ProjectSlots } from './project-slots';

export interface ProjectDashboardPageProps {
  /** Sections of other features, composed in app/. */
  slots?: ProjectSlots;
}

/** /projects/{projectId}: the project dashboard. */
export function ProjectDashboardPage({ slots = {} }: ProjectDashboardPageProps) {
  return (
    <ProjectRouteScreen slots={slots} section={{ kind: 'dashboard' }}>
      {(project, links) => <ProjectDashboard project={project} links={links} slots={slots} />}
    </ProjectRouteScreen>
  );
}
