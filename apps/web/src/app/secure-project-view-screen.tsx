import { ProjectView } from '../features/projects/components/project-view';
import type { ProjectSlots } from '../features/projects/components/project-slots';
import { SecureProjectViewPage } from '../features/secure-project-view/components/secure-project-view-page';

/** A guest reads the project itself; the insights tables and heatmaps stay out of the guest's one-project scope. */
const GUEST_PROJECT_SLOTS: ProjectSlots = {};

/** /secure-project-view/{keyId}: the guest code flow, then the shared project read-only. */
export function SecureProjectViewRoute() {
  return (
    <SecureProjectViewPage
      renderProject={(projectId, floorPlanRowId, links) => (
        <ProjectView
          projectId={projectId}
          floorPlanRowId={floorPlanRowId}
          links={links}
          slots={GUEST_PROJECT_SLOTS}
        />
      )}
    />
  );
}
