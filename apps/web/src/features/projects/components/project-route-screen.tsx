import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import type { InsightsProject as Project } from '@airlens/contract';
import { routeProjectLinks, type ProjectLinks } from './project-links';
import type { ProjectSection } from './project-navigation';
import type { ProjectSlots } from './project-slots';
import { ProjectScreen } from './project-screen';

export interface ProjectRouteScreenProps {
  /** Sections of other features, composed in app/ (the header actions and "project shown" come from here). */
  slots: ProjectSlots;
  section: ProjectSection;
  /** The page's body once the project is shown, with the links that keep the route's filters. */
  children: (project: Project, links: ProjectLinks) => ReactNode;
}

/** The project screen of the route's project (`:projectId`), as every /projects/{projectId}/… page shows it. */
export function ProjectRouteScreen({ slots, section, children }: ProjectRouteScreenProps) {
  const { projectId = '' } = useParams();
  const { search } = useLocation();
  const links = routeProjectLinks(search);
  return (
    <ProjectScreen projectId={projectId} links={links} slots={slots} section={section}>
      {(project) => children(project, links)}
    </ProjectScreen>
  );
}
