import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { planningEndpoints, type CapacityAnswer } from '@airlens/contract';
import type { FrequencyBand } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

export const CAPACITY_FAILURE = 'Could not load capacity';

/** GET /insightapi/v1/projects/{id}/capacity: each radio's clients and airtime on the band, and each area's needs. */
export async function getCapacity(
  scope: ApiScope,
  projectId: string,
  band: FrequencyBand,
  signal?: AbortSignal,
): Promise<CapacityAnswer> {
  return loadEndpoint(
    planningEndpoints.getCapacity,
    { params: { id: projectId }, query: { frequencyBand: band } },
    { scope, empty: { radios: [], areas: [] }, failure: CAPACITY_FAILURE, signal },
  );
}

export function capacityQueryOptions(scope: ApiScope, projectId: string, band: FrequencyBand) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'capacity', band],
    queryFn: ({ signal }) => getCapacity(scope, projectId, band, signal),
  });
}

export function useCapacity(projectId: string, band: FrequencyBand, isEnabled = true) {
  const scope = useApiScope();
  return useQuery({
    ...capacityQueryOptions(scope, projectId, band),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
