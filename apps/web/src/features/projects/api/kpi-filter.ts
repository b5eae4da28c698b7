import type { FrequencyBand } from '@airlens/domain';

/** The date range and band of every KPI call (api-contract "Insights"). */
export interface KpiFilter {
  band: FrequencyBand;
  startDate: string | null;
  endDate: string | null;
}

/** The query of a KPI call: no date sends no bound. */
export function kpiFilterQuery(filter: KpiFilter) {
  return {
    startDate: filter.startDate ?? undefined,
    endDate: filter.endDate ?? undefined,
    frequencyBand: filter.band,
  };
}
