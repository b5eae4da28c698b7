import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_API_SCOPE, useApiScope } from '@/components/api-scope';
import { normalizeWebHeatmapRequest } from './heatmap-request';
import { loadHeatmap, type HeatmapParams } from './load-heatmap';

/** Query options of one heatmap; the data lives in docs/product-spec.md §9 heatmap cache, so the query keeps none itself. */
export function heatmapQueryOptions(params: HeatmapParams) {
  return queryOptions({
    queryKey: [
      'heatmap',
      (params.scope ?? SESSION_API_SCOPE).name,
      params.projectId,
      params.floorId,
      params.version,
      normalizeWebHeatmapRequest(params.request),
    ],
    queryFn: () => loadHeatmap(params),
    gcTime: 0,
    retry: false,
  });
}

/**
 * One heatmap of a floor in the calling screen's data scope (the public demo calls its copy of the API); `data`
 * is an empty heatmap when loading failed (docs/product-spec.md §8), never an error.
 */
export function useHeatmap(params: HeatmapParams, options: { enabled?: boolean } = {}) {
  const scope = useApiScope();
  return useQuery({ ...heatmapQueryOptions({ scope, ...params }), enabled: options.enabled ?? true });
}
