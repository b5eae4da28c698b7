import { useConfig } from '@/lib/config';
import { useUrlFilters } from '@/components/use-url-filters';
import type { UrlFilters, UrlFilterUpdate } from '@/components/use-url-filters';

export type ProjectFilters = UrlFilters;

/**
 * The project view's shareable filters in the URL, the same names as the dashboard's (band, from, to), so
 * links from the dashboard keep the band and the dates. Extra parameters (the heatmap type) pass through.
 */
export function useProjectFilters(): [ProjectFilters, UrlFilterUpdate] {
  const config = useConfig();
  const [filters, update] = useUrlFilters(config.featureFlags.sixGhz);
  return [filters, update];
}
