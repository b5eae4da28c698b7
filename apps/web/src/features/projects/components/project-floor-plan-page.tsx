import { useLocation, useParams } from 'react-router';
import { FloorPlanView } from './floor-plan-view';
import { routeProjectLinks } from './project-links';
import type { ProjectSlots } from './project-slots';
import { ProjectScreen } from './project-screen';

export interface ProjectFloorPlanPageProps {
  /** Sections of other features (heatmap, legend, survey events), composed in app/. */
  slots?: ProjectSlots;
}

/** /projects/{projectId}/{floorPlanRowId}: one floor plan with its heatmap (the guard checked the row id). */
export function ProjectFloorPlanPage({ slots = {} }: ProjectFloorPlanPageProps) {
  const { projectId = '', floorPlanRowId = '' } = useParams();
  const { search } = useLocation();
  const links = routeProjectLinks(search);
  return (
    <ProjectScreen
      projectId={projectId}
      links={links}
      renderActions={slots.renderProjectActions}
      onProjectShown={slots.onProjectShown}
      section={{ kind: 'floor', floorPlanRowId: Number(floorPlanRowId) }}
    >
      {(project) => (
        <FloorPlanView
          project={project}
          floorPlanRowId={Number(floorPlanRowId)}
          links={links}
          slots={slots}
        />
      )}
    </ProjectScreen>
  );
}
