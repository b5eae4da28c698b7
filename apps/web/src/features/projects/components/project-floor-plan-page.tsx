import { useParams } from 'react-router';
import { FloorPlanView } from './floor-plan-view';
import { ProjectRouteScreen } from './project-route-screen';
import type { ProjectSlots } from './project-slots';

export interface ProjectFloorPlanPageProps {
  /** Sections of other features (heatmap, legend, survey events), composed in app/. */
  slots?: ProjectSlots;
}

/** /projects/{projectId}/{floorPlanRowId}: one floor plan with its heatmap (the guard checked the row id). */
export function ProjectFloorPlanPage({ slots = {} }: ProjectFloorPlanPageProps) {
  const floorPlanRowId = Number(useParams().floorPlanRowId ?? '');
  return (
    <ProjectRouteScreen slots={slots} section={{ kind: 'floor', floorPlanRowId }}>
      {(project, links) => (
        <FloorPlanView project={project} floorPlanRowId={floorPlanRowId} links={links} slots={slots} />
      )}
    </ProjectRouteScreen>
  );
}
