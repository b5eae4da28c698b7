import { pathOf, projectsEndpoints, versionsEndpoints, type DesignPatchAnswer } from '@airlens/contract';
import type { DesignOperation } from '@airlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { designOfBatch, type DesignCollections } from '../model/design-view';

/** The batch collections of a design the editor reads and changes (the planning heatmaps' own poTypes). */
export const DESIGN_PO_TYPES = [
  'FLOOR_PLAN',
  'ACCESS_POINT',
  'SIMULATED_RADIO',
  'ANTENNA_TYPE',
  'WALL_TYPE',
  'WALL_POINT',
  'WALL_SEGMENT',
  'ATTENUATION_AREA_TYPE',
  'ATTENUATION_AREA',
  // Requirement areas and the requirements they name (the area tool's picker; a new area's reference must resolve).
  'AREA',
  'REQUIREMENT',
] as const;

/**
 * GET the design's entities through the batch call. Read raw: the contract's batch schema keeps only the fields
 * the floor view draws, and the editor must send back every field it does not change.
 */
export async function getDesign(projectId: string, signal?: AbortSignal): Promise<DesignCollections> {
  const response = await apiRequest<Record<string, unknown>>(
    pathOf(projectsEndpoints.getProjectBatch, { id: projectId }),
    { query: { poTypes: [...DESIGN_PO_TYPES] }, signal },
  );
  return designOfBatch(response.data);
}

function designQueryKey(projectId: string) {
  return ['planner', 'design', projectId] as const;
}

/** The design as the editor opens it; read once per editing session (the editor keeps its own copy after). */
export function useDesign(projectId: string, isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: designQueryKey(projectId),
    queryFn: ({ signal }) => getDesign(projectId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { handledError: true },
  });
}

/** PATCH the operations on the version they were made on: 200 the new version, 409 when it is stale. */
export async function updateDesign(
  projectId: string,
  baseVersion: number,
  operations: readonly DesignOperation[],
): Promise<DesignPatchAnswer> {
  return callEndpoint(
    versionsEndpoints.updateDesign,
    { params: { id: projectId }, body: { baseVersion, operations: [...operations] } },
    // The status line says what happened; no global notification for a save that will be retried.
    { silent: true },
  );
}
