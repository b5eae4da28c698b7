import { useLocation, useParams } from 'react-router';
import { ProjectDashboard } from './project-dashboard';
import { routeProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';
import { ProjectScreen } from './project-screen';

export interface ProjectDashboardPageProps {
  /** Sections of other features, composed in app/. */
  slots?: ProjectSlots;
}

/** /projects/{projectId}: the project dashboard. */
export function ProjectDashboardPage({ slots = {} }: ProjectDashboardPageProps) {
  const { projectId = '' } = useParams();
  const { search } = useLocation();
  const links = routeProjectLinks(search);
  return (
    <ProjectScreen
      projectId={projectId}
      links={links}
      renderActions={slots.renderProjectActions}
      onProjectShown={slots.onProjectShown}
      section={{ kind: 'dashboard' }}
    >
      {(project) => <ProjectDashboard project={project} links={links} slots={slots} />}
    </ProjectScreen>
  );
}
