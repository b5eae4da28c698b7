import { useSearchParams } from 'react-router';
import { DEFAULT_BAND, isFrequencyBand } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';

/** The filters every insights and project page shares, read from the URL (band, from, to). */
export interface UrlFilters {
  band: FrequencyBand;
  /** The chosen date range; null means the default, the whole survey date range. */
  startDate: string | null;
  endDate: string | null;
}

/** Sets (string) or removes (null) URL values; the others pass through. */
export type UrlFilterUpdate = (changes: Record<string, string | null>) => void;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(value: string | null): string | null {
  return value !== null && DATE.test(value) ? value : null;
}

/**
 * Shareable filters kept in the URL (STYLE.md) under one set of names, so links between pages keep them: the
 * band (default FIVE; SIX only when `canUseSixGhz`) and the date range (`from`, `to`, as YYYY-MM-DD). Also
 * returns the raw parameters for a page's own values and an update that replaces the history entry.
 */
export function useUrlFilters(canUseSixGhz: boolean): [UrlFilters, UrlFilterUpdate, URLSearchParams] {
  const [params, setParams] = useSearchParams();
  const rawBand = params.get('band');
  const band = isFrequencyBand(rawBand) && (rawBand !== 'SIX' || canUseSixGhz) ? rawBand : DEFAULT_BAND;

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

  const filters = { band, startDate: dateParam(params.get('from')), endDate: dateParam(params.get('to')) };
  return [filters, update, params];
}
