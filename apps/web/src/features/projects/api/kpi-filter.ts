import type { FrequencyBand } from '@airlens/domain';

/** The date range and band of every KPI call (api-contract "Insights"). */
export interface KpiFilter {
  band: FrequencyBand;
  startDate: string | null;
  endDate: string | null;
}

export function kpiFilterQuery(filter: KpiFilter) {
  return { startDate: filter.startDate, endDate: filter.endDate, frequencyBand: filter.band };
}

/** The API path of one project under the insights prefix. */
export function projectPath(projectId: string): string {
  return `/insightapi/v1/projects/${encodeURIComponent(projectId)}`;
}
