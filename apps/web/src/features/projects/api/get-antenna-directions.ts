import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  batchAntennaTypeSchema,
  batchCollection,
  batchSimulatedRadioSchema,
  projectsEndpoints,
} from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/**
 * The batch collections of the antenna-direction marks. A call of its own rather than one more poType on the floor
 * page's batch: that call asks for exactly the spec's twelve (docs/clarifications.md "Batch poTypes").
 */
const ANTENNA_PO_TYPES = ['SIMULATED_RADIO', 'ANTENNA_TYPE'] as const;

/**
 * Per AP, the azimuth of its first enabled radio on a directional antenna type, in degrees clockwise from the
 * plan's +x axis (the prediction's convention for `antennaDirection`); omnidirectional APs are absent.
 */
export function antennaDirectionsOf(answer: unknown): Map<string, number> {
  const directions = new Map<string, number>();
  const directional = new Set<string>();
  // The batch answers the stored documents as they are: an entity that does not read is left out, not fatal.
  for (const raw of batchCollection(answer, 'antennaTypes')) {
    const type = batchAntennaTypeSchema.safeParse(raw);
    if (type.success && type.data.directional === true && type.data.status !== 'DELETED') {
      directional.add(type.data.id);
    }
  }
  for (const raw of batchCollection(answer, 'simulatedRadios')) {
    const radio = batchSimulatedRadioSchema.safeParse(raw);
    if (
      radio.success &&
      radio.data.status !== 'DELETED' &&
      radio.data.enabled !== false &&
      directional.has(radio.data.antennaTypeId) &&
      !directions.has(radio.data.accessPointId)
    ) {
      directions.set(radio.data.accessPointId, radio.data.antennaDirection ?? 0);
    }
  }
  return directions;
}

/** GET /projectapi/v1/projects/{id}/batch?poTypes=SIMULATED_RADIO&poTypes=ANTENNA_TYPE, read as AP directions. */
export async function getAntennaDirections(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  const answer = await loadEndpoint(
    projectsEndpoints.getProjectBatch,
    { params: { id: projectId }, query: { poTypes: [...ANTENNA_PO_TYPES] } },
    { scope, empty: {}, failure: LOAD_FAILURE_MESSAGES.projectBatch, signal },
  );
  return antennaDirectionsOf(answer);
}

export function antennaDirectionsQueryOptions(scope: ApiScope, projectId: string) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'batch', ANTENNA_PO_TYPES],
    queryFn: ({ signal }) => getAntennaDirections(scope, projectId, signal),
  });
}

/** Where the project's directional APs point; not loaded for a project being deleted. */
export function useAntennaDirections(projectId: string, isEnabled: boolean) {
  const scope = useApiScope();
  return useQuery({
    ...antennaDirectionsQueryOptions(scope, projectId),
    enabled: isEnabled,
    meta: { handledError: true },
  });
}
