import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsEndpoints, type ProjectBatch } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/** The batch collections the floor page asks for, exactly the 12 poTypes of docs/product-spec.md §7 in the spec's order. */
export const FLOOR_PAGE_PO_TYPES = [
  'ACCESS_POINT_MEASUREMENT',
  'ACCESS_POINT',
  'AREA',
  'BUILDING',
  'FLOOR_PLAN',
  'MEASURED_RADIO',
  'PROJECT_CONFIGURATION',
  'SCAN_DEVICE_INFORMATION',
  'SURVEY',
  'WIFI_ADAPTER_INFORMATION',
  'SIMULATED_RADIO',
  'TAG_KEY',
] as const;

/** GET /projectapi/v1/projects/{id}/batch?poTypes=…: the requested .esx collections of a project. */
export async function getProjectBatch(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<ProjectBatch> {
  return loadEndpoint(
    projectsEndpoints.getProjectBatch,
    { params: { id: projectId }, query: { poTypes: [...FLOOR_PAGE_PO_TYPES] } },
    { scope, empty: { accessPoints: [], areas: [] }, failure: LOAD_FAILURE_MESSAGES.projectBatch, signal },
  );
}

export function projectBatchQueryOptions(scope: ApiScope, projectId: string) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'batch', FLOOR_PAGE_PO_TYPES],
    queryFn: ({ signal }) => getProjectBatch(scope, projectId, signal),
  });
}

/** The batch; not loaded for a project being deleted (docs/product-spec.md §4 Project status). */
export function useProjectBatch(projectId: string, isEnabled: boolean) {
  const scope = useApiScope();
  return useQuery({
    ...projectBatchQueryOptions(scope, projectId),
    enabled: isEnabled,
    meta: { handledError: true },
  });
}
