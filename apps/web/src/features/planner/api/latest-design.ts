import { useQuery } from '@tanstack/react-query';
import { insightsEndpoints } from '@airlens/contract';
import { isDesignProject } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';

/** How many of the user's projects are looked through for their latest design. */
const PROJECT_PAGE = 100;

/** A design project the user can open, for the planner's entry page. */
export interface DesignEntry {
  id: string;
  rowId: number;
  name: string;
}

/**
 * The user's design projects, latest first (the highest row id: the newest upload), and where the latest opens in
 * edit mode: its first floor with a scale (else its first floor), or its dashboard when it has no floors.
 */
export async function findLatestDesign(
  signal?: AbortSignal,
): Promise<{ designs: DesignEntry[]; editPath: string | null }> {
  const page = await callEndpoint(
    insightsEndpoints.listProjects,
    { query: { size: PROJECT_PAGE, includeProjectUser: 'false' } },
    { signal },
  );
  const designs = page.content
    .map((entry) => entry.project)
    .filter((project) => isDesignProject(project.projectType) && project.status !== 'DELETING')
    .sort((a, b) => b.rowId - a.rowId)
    .map((project) => ({ id: project.id, rowId: project.rowId, name: project.name }));
  const [latest] = designs;
  if (latest === undefined) {
    return { designs, editPath: null };
  }
  const floors = await callEndpoint(
    insightsEndpoints.listProjectFloorPlans,
    { params: { id: latest.id } },
    { signal },
  );
  const floor = floors.find((candidate) => candidate.metersPerUnit !== null) ?? floors[0];
  const base = `/projects/${encodeURIComponent(latest.id)}`;
  return { designs, editPath: floor === undefined ? base : `${base}/${floor.rowId}?mode=edit` };
}

export function useLatestDesign() {
  return useQuery({
    queryKey: ['planner', 'latest-design'],
    queryFn: ({ signal }) => findLatestDesign(signal),
    staleTime: 0,
    meta: { handledError: true },
  });
}
