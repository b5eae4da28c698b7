import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type DeviceCount, type Paged } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { emptyPage } from './empty-page';

/** Filters shared by the device counts and their totals. */
export interface DeviceFilter {
  query: string;
  projectId: string | null;
}

export interface DeviceCountsParams extends DeviceFilter {
  page: number;
  size: number;
  sort: string | null;
}

/** The query string of the device filters. */
export function deviceFilterQuery(filter: DeviceFilter) {
  return {
    query: filter.query.trim() === '' ? undefined : filter.query.trim(),
    projectId: filter.projectId ?? undefined,
  };
}

/** GET /insightapi/v1/deviceCounts: one page of the network inventory. */
export async function listDeviceCounts(
  scope: ApiScope,
  params: DeviceCountsParams,
  signal?: AbortSignal,
): Promise<Paged<DeviceCount>> {
  const query = {
    ...deviceFilterQuery(params),
    page: params.page,
    size: params.size,
    sort: params.sort ?? undefined,
  };
  return loadEndpoint(
    insightsEndpoints.listDeviceCounts,
    { query },
    {
      scope,
      empty: emptyPage<DeviceCount>(params),
      failure: LOAD_FAILURE_MESSAGES.networkInventory,
      signal,
    },
  );
}

export function deviceCountsQueryOptions(scope: ApiScope, params: DeviceCountsParams) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'device-counts', params],
    queryFn: ({ signal }) => listDeviceCounts(scope, params, signal),
  });
}

export function useDeviceCounts(params: DeviceCountsParams) {
  const scope = useApiScope();
  return useQuery({
    ...deviceCountsQueryOptions(scope, params),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
