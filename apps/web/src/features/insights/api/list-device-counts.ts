import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type DeviceCount, type DeviceModelCount, type Paged } from '@airlens/contract';
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

/** A row of the inventory answer: a configuration line, or a vendor and model (groupBy=model). */
type InventoryRow = DeviceCount | DeviceModelCount;

/** Whether a row is a configuration line (it names an AP); the other shape is a vendor and model. */
export function isDeviceLine(row: InventoryRow): row is DeviceCount {
  return 'apName' in row;
}

/** GET /insightapi/v1/deviceCounts with the grouping asked, keeping the rows of that grouping's shape. */
async function loadInventoryPage<Row extends InventoryRow>(
  scope: ApiScope,
  params: DeviceCountsParams & { groupBy: 'line' | 'model' },
  isRow: (row: InventoryRow) => row is Row,
  signal?: AbortSignal,
): Promise<Paged<Row>> {
  const query = {
    ...deviceFilterQuery(params),
    // The default grouping is left out, so the configuration lines' requests stay as they were.
    groupBy: params.groupBy === 'line' ? undefined : params.groupBy,
    page: params.page,
    size: params.size,
    sort: params.sort ?? undefined,
  };
  const answer = await loadEndpoint(
    insightsEndpoints.listDeviceCounts,
    { query },
    {
      scope,
      empty: emptyPage<InventoryRow>(params),
      failure: LOAD_FAILURE_MESSAGES.networkInventory,
      signal,
    },
  );
  return { ...answer, content: answer.content.filter(isRow) };
}

/** GET /insightapi/v1/deviceCounts: one page of the network inventory. */
export async function listDeviceCounts(
  scope: ApiScope,
  params: DeviceCountsParams,
  signal?: AbortSignal,
): Promise<Paged<DeviceCount>> {
  return loadInventoryPage(scope, { ...params, groupBy: 'line' }, isDeviceLine, signal);
}

/** GET /insightapi/v1/deviceCounts?groupBy=model: one page of the inventory by vendor and model. */
export async function listDeviceModelCounts(
  scope: ApiScope,
  params: DeviceCountsParams,
  signal?: AbortSignal,
): Promise<Paged<DeviceModelCount>> {
  const isModel = (row: InventoryRow): row is DeviceModelCount => !isDeviceLine(row);
  return loadInventoryPage(scope, { ...params, groupBy: 'model' }, isModel, signal);
}

export function deviceCountsQueryOptions(scope: ApiScope, params: DeviceCountsParams) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'device-counts', params],
    queryFn: ({ signal }) => listDeviceCounts(scope, params, signal),
  });
}

/** One page of configuration lines; `isEnabled` false while the table shows another grouping. */
export function useDeviceCounts(params: DeviceCountsParams, isEnabled = true) {
  const scope = useApiScope();
  return useQuery({
    ...deviceCountsQueryOptions(scope, params),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}

export function deviceModelCountsQueryOptions(scope: ApiScope, params: DeviceCountsParams) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'device-model-counts', params],
    queryFn: ({ signal }) => listDeviceModelCounts(scope, params, signal),
  });
}

/** One page of vendors and models; `isEnabled` false while the table shows another grouping. */
export function useDeviceModelCounts(params: DeviceCountsParams, isEnabled = true) {
  const scope = useApiScope();
  return useQuery({
    ...deviceModelCountsQueryOptions(scope, params),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
