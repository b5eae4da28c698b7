import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type DeviceTotals } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { deviceFilterQuery } from './list-device-counts';
import type { DeviceFilter } from './list-device-counts';

/** GET /insightapi/v1/deviceCounts/totals: the device count over the filtered inventory. */
export async function getDeviceTotals(
  scope: ApiScope,
  filter: DeviceFilter,
  signal?: AbortSignal,
): Promise<DeviceTotals> {
  return loadEndpoint(
    insightsEndpoints.getDeviceTotals,
    { query: deviceFilterQuery(filter) },
    {
      scope,
      empty: { totalDeviceCount: 0 },
      failure: LOAD_FAILURE_MESSAGES.networkInventoryTotals,
      signal,
    },
  );
}

export function deviceTotalsQueryOptions(scope: ApiScope, filter: DeviceFilter) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'device-totals', filter],
    queryFn: ({ signal }) => getDeviceTotals(scope, filter, signal),
  });
}

export function useDeviceTotals(filter: DeviceFilter) {
  const scope = useApiScope();
  return useQuery({
    ...deviceTotalsQueryOptions(scope, filter),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
