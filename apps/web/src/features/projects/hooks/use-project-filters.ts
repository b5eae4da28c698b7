import { useSearchParams } from 'react-router';
import { DEFAULT_BAND, isFrequencyBand } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import { useConfig } from '@/lib/config';

export interface ProjectFilters {
  band: FrequencyBand;
  /** The chosen range; null means the project's whole survey date range. */
  startDate: string | null;
  endDate: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(value: string | null): string | null {
  return value !== null && DATE.test(value) ? value : null;
}

/**
 * The project view's shareable filters in the URL, the same names as the dashboard's (band, from, to), so
 * links from the dashboard keep the band and the dates. Extra parameters (the heatmap type) pass through.
 */
export function useProjectFilters(): [ProjectFilters, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const config = useConfig();
  const rawBand = params.get('band');
  const band =
    isFrequencyBand(rawBand) && (rawBand !== 'SIX' || config.featureFlags.sixGhz) ? rawBand : DEFAULT_BAND;

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

  return [{ band, startDate: dateParam(params.get('from')), endDate: dateParam(params.get('to')) }, update];
}
