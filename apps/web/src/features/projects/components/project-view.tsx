import { FloorPlanView } from './floor-plan-view';
import { ProjectDashboard } from './project-dashboard';
import type { ProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';
import { ProjectScreen } from './project-screen';

export interface ProjectViewProps {
  projectId: string;
  /** A floor plan row id shows that floor; null shows the project dashboard. */
  floorPlanRowId: number | null;
  links: ProjectLinks;
  slots: ProjectSlots;
}

/** The project dashboard or one of its floors, for screens that route themselves (the public demo). */
export function ProjectView({ projectId, floorPlanRowId, links, slots }: ProjectViewProps) {
  return (
    <ProjectScreen
      projectId={projectId}
      links={links}
      slots={slots}
      section={floorPlanRowId === null ? { kind: 'dashboard' } : { kind: 'floor', floorPlanRowId }}
    >
      {(project) =>
        floorPlanRowId === null ? (
          <ProjectDashboard project={project} links={links} slots={slots} />
        ) : (
          <FloorPlanView project={project} floorPlanRowId={floorPlanRowId} links={links} slots={slots} />
        )
      }
    </ProjectScreen>
  );
}
