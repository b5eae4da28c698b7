import { insightsInventoryEndpoints } from './insights-inventory';
import { insightsKpiEndpoints } from './insights-kpis';
import { insightsProjectEndpoints } from './insights-projects';

/**
 * Every endpoint of api-contract "Insights" under /insightapi/v1: the projects list and search, one project's
 * KPIs and floor plans, survey events and the network inventory.
 */
export const insightsEndpoints = {
  ...insightsProjectEndpoints,
  ...insightsKpiEndpoints,
  ...insightsInventoryEndpoints,
};
