import { DEFAULT_BAND, DEFAULT_CRITERION, isCriterion } from '@airlens/domain';
import type { Criterion, FrequencyBand } from '@airlens/domain';
import { useUrlFilters } from '@/components/use-url-filters';
import type { UrlFilters } from '@/components/use-url-filters';
import { useConfig } from '@/lib/config';

export type DashboardView = 'map' | 'list';

export interface DashboardFilters extends UrlFilters {
  criterion: Criterion;
  /** The view the user chose; null until they choose (the first load decides). */
  view: DashboardView | null;
}

export interface DashboardFilterActions {
  setBand: (band: FrequencyBand) => void;
  setCriterion: (criterion: Criterion) => void;
  setDateRange: (startDate: string | null, endDate: string | null) => void;
  setView: (view: DashboardView) => void;
}

/**
 * The dashboard's shareable state in the URL (STYLE.md): band (default FIVE, SIX only with the 6 GHz flag),
 * criterion (default Primary Coverage), date range and view.
 */
export function useDashboardFilters(): [DashboardFilters, DashboardFilterActions] {
  const config = useConfig();
  const [shared, update, params] = useUrlFilters(config.featureFlags.sixGhz);
  const rawCriterion = params.get('criterion');
  const rawView = params.get('view');
  const filters: DashboardFilters = {
    ...shared,
    criterion: isCriterion(rawCriterion) ? rawCriterion : DEFAULT_CRITERION,
    view: rawView === 'map' || rawView === 'list' ? rawView : null,
  };

  return [
    filters,
    {
      setBand: (next) => update({ band: next === DEFAULT_BAND ? null : next }),
      setCriterion: (next) => update({ criterion: next === DEFAULT_CRITERION ? null : next }),
      setDateRange: (from, to) => update({ from, to }),
      setView: (view) => update({ view }),
    },
  ];
}
