import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { planningEndpoints, type RequirementPassRatesAnswer } from '@airlens/contract';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { kpiFilterQuery } from './kpi-filter';
import type { KpiFilter } from './kpi-filter';

export const PASS_RATES_FAILURE = 'Could not load requirement pass rates';

/** The pass rates' filter: the KPI filter and the device profile they are seen by (null: no offset). */
export interface PassRateFilter extends KpiFilter {
  deviceProfileId: string | null;
}

/** What a not-found answer loads as: no floors, no areas, no criteria (shown as 'no requirements'). */
const NO_PASS_RATES: RequirementPassRatesAnswer = {
  project: { passRatePercent: 0, source: 'predicted', criteria: [] },
  floors: [],
  areas: [],
};

/** GET /insightapi/v1/projects/{id}/requirementPassRates: pass rates of the project, each floor and each area. */
export async function getRequirementPassRates(
  scope: ApiScope,
  projectId: string,
  filter: PassRateFilter,
  signal?: AbortSignal,
): Promise<RequirementPassRatesAnswer> {
  const query = { ...kpiFilterQuery(filter), deviceProfileId: filter.deviceProfileId ?? undefined };
  return loadEndpoint(
    planningEndpoints.getRequirementPassRates,
    { params: { id: projectId }, query },
    { scope, empty: NO_PASS_RATES, failure: PASS_RATES_FAILURE, signal },
  );
}

export function requirementPassRatesQueryOptions(scope: ApiScope, projectId: string, filter: PassRateFilter) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'pass-rates', filter],
    queryFn: ({ signal }) => getRequirementPassRates(scope, projectId, filter, signal),
  });
}

/** The pass rates; not asked while the device profile is still being checked against the project's list. */
export function useRequirementPassRates(projectId: string, filter: PassRateFilter, isEnabled = true) {
  const scope = useApiScope();
  return useQuery({
    ...requirementPassRatesQueryOptions(scope, projectId, filter),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
