import { queryOptions, useQuery } from '@tanstack/react-query';
import { heatmapsEndpoints, type InspectSample } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/** How many of the nearest survey samples the inspect tool shows. */
export const INSPECT_SAMPLE_LIMIT = 3;

export interface InspectParams {
  projectId: string;
  floorId: string;
  /** The clicked point in floor-plan units. */
  x: number;
  y: number;
  band: FrequencyBand;
}

/**
 * GET /heatmapapi/v1/projects/{id}/floor-plans/{floorId}/inspect?x=&y=&frequencyBand=&limit= (proposed to the
 * heatmaps feature): the survey samples nearest a point with what was heard there; none when not found.
 */
export async function inspectPoint(
  scope: ApiScope,
  params: InspectParams,
  signal?: AbortSignal,
): Promise<InspectSample[]> {
  const query = {
    x: Math.round(params.x * 10) / 10,
    y: Math.round(params.y * 10) / 10,
    frequencyBand: params.band,
    limit: INSPECT_SAMPLE_LIMIT,
  };
  const input = { params: { id: params.projectId, floorId: params.floorId }, query };
  const answer = await loadEndpoint(heatmapsEndpoints.inspectHeatmapFloor, input, {
    scope,
    empty: { samples: [] },
    failure: LOAD_FAILURE_MESSAGES.projectData,
    signal,
  });
  return answer.samples;
}

export function inspectPointQueryOptions(scope: ApiScope, params: InspectParams) {
  return queryOptions({
    queryKey: ['projects', scope.name, params.projectId, params.floorId, 'inspect', params],
    queryFn: ({ signal }) => inspectPoint(scope, params, signal),
  });
}

/** What was heard near the inspected point; idle until a point is chosen. */
export function useInspectPoint(params: InspectParams | null) {
  const scope = useApiScope();
  const fallback: InspectParams = { projectId: '', floorId: '', x: 0, y: 0, band: 'FIVE' };
  return useQuery({
    ...inspectPointQueryOptions(scope, params ?? fallback),
    enabled: params !== null,
    retry: false,
    meta: { handledError: true },
  });
}
