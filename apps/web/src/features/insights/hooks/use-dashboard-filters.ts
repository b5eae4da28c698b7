import { useSearchParams } from 'react-router';
import { DEFAULT_BAND, DEFAULT_CRITERION, isCriterion, isFrequencyBand } from '@airlens/domain';
import type { Criterion, FrequencyBand } from '@airlens/domain';
import { useConfig } from '@/lib/config';

export type DashboardView = 'map' | 'list';

export interface DashboardFilters {
  band: FrequencyBand;
  criterion: Criterion;
  /** The chosen date range; null means the default, the whole survey date range. */
  startDate: string | null;
  endDate: string | null;
  /** The view the user chose; null until they choose (the first load decides). */
  view: DashboardView | null;
}

export interface DashboardFilterActions {
  setBand: (band: FrequencyBand) => void;
  setCriterion: (criterion: Criterion) => void;
  setDateRange: (startDate: string | null, endDate: string | null) => void;
  setView: (view: DashboardView) => void;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(value: string | null): string | null {
  return value !== null && DATE.test(value) ? value : null;
}

/**
 * The dashboard's shareable state in the URL (STYLE.md): band (default FIVE, SIX only with the 6 GHz flag),
 * criterion (default Primary Coverage), date range and view.
 */
export function useDashboardFilters(): [DashboardFilters, DashboardFilterActions] {
  const [params, setParams] = useSearchParams();
  const config = useConfig();
  const rawBand = params.get('band');
  const band =
    isFrequencyBand(rawBand) && (rawBand !== 'SIX' || config.featureFlags.sixGhz) ? rawBand : DEFAULT_BAND;
  const rawCriterion = params.get('criterion');
  const rawView = params.get('view');
  const filters: DashboardFilters = {
    band,
    criterion: isCriterion(rawCriterion) ? rawCriterion : DEFAULT_CRITERION,
    startDate: dateParam(params.get('from')),
    endDate: dateParam(params.get('to')),
    view: rawView === 'map' || rawView === 'list' ? rawView : null,
  };

  function update(changes: Record<string, string | null>): void {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) {
            next.delete(name);
          } else {
            next.set(name, value);
          }
        }
        return next;
      },
      { replace: true },
    );
  }

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
