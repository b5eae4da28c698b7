import { queryOptions, useQuery } from '@tanstack/react-query';
import { INSIGHTS_MAX_PAGE_SIZE, type InsightsProject } from '@airlens/contract';
import type { FrequencyBand } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { listProjects } from './list-projects';

/** Page size the server allows at most; the map loads its markers in pages of this size. */
export const MAP_PAGE_SIZE = INSIGHTS_MAX_PAGE_SIZE;
/** Most markers the map loads; beyond this the list-only mode is the useful view. */
export const MAP_MARKER_LIMIT = 10_000;

export interface MapProjectsParams {
  band: FrequencyBand;
  startDate: string | null;
  endDate: string | null;
}

export interface MapProjects {
  projects: InsightsProject[];
  totalElements: number;
}

/** Every project for the map markers (no search, no bounds), page by page up to the marker limit. */
export async function listMapProjects(
  scope: ApiScope,
  params: MapProjectsParams,
  signal?: AbortSignal,
): Promise<MapProjects> {
  const projects: InsightsProject[] = [];
  let totalElements = 0;
  for (let page = 0; page * MAP_PAGE_SIZE < MAP_MARKER_LIMIT; page += 1) {
    const answer = await listProjects(
      scope,
      { ...params, query: '', bounds: null, page, size: MAP_PAGE_SIZE, sort: null },
      signal,
    );
    totalElements = answer.totalElements;
    projects.push(...answer.content.map((entry) => entry.project));
    if (page + 1 >= answer.totalPages) {
      break;
    }
  }
  return { projects, totalElements };
}

export function mapProjectsQueryOptions(scope: ApiScope, params: MapProjectsParams) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'map-projects', params],
    queryFn: ({ signal }) => listMapProjects(scope, params, signal),
  });
}

export function useMapProjects(params: MapProjectsParams, isEnabled: boolean) {
  const scope = useApiScope();
  return useQuery({
    ...mapProjectsQueryOptions(scope, params),
    enabled: isEnabled,
    meta: { handledError: true },
  });
}
