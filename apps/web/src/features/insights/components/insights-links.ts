import type { FrequencyBand } from '@airlens/domain';
import { DEFAULT_BAND } from '@airlens/domain';

/** Where the dashboard's project and floor links lead (the public demo keeps them inside its tour). */
export interface InsightsLinks {
  project: (projectId: string) => string;
  floor: (projectId: string, floorPlanRowId: number) => string;
}

function filterQuery(band: FrequencyBand, startDate: string | null, endDate: string | null): string {
  const params = new URLSearchParams();
  if (band !== DEFAULT_BAND) {
    params.set('band', band);
  }
  if (startDate !== null) {
    params.set('from', startDate);
  }
  if (endDate !== null) {
    params.set('to', endDate);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The app's project routes, carrying the selected band and date range along. */
export function routeLinks(
  band: FrequencyBand,
  startDate: string | null,
  endDate: string | null,
): InsightsLinks {
  const query = filterQuery(band, startDate, endDate);
  return {
    project: (projectId) => `/projects/${encodeURIComponent(projectId)}${query}`,
    floor: (projectId, floorPlanRowId) =>
      `/projects/${encodeURIComponent(projectId)}/${floorPlanRowId}${query}`,
  };
}
