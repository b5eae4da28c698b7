import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type SurveyTotals } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { surveyFilterQuery } from './list-survey-events';
import type { SurveyFilter } from './list-survey-events';

/** GET /insightapi/v1/surveyEvents/totals: duration, distance and discovered APs over the filtered events. */
export async function getSurveyTotals(
  scope: ApiScope,
  filter: SurveyFilter,
  signal?: AbortSignal,
): Promise<SurveyTotals> {
  return loadEndpoint(
    insightsEndpoints.getSurveyTotals,
    { query: surveyFilterQuery(filter) },
    {
      scope,
      empty: { durationSeconds: 0, distanceMeters: 0, discoveredAps: 0 },
      failure: LOAD_FAILURE_MESSAGES.surveyTotals,
      signal,
    },
  );
}

export function surveyTotalsQueryOptions(scope: ApiScope, filter: SurveyFilter) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'survey-totals', filter],
    queryFn: ({ signal }) => getSurveyTotals(scope, filter, signal),
  });
}

export function useSurveyTotals(filter: SurveyFilter) {
  const scope = useApiScope();
  return useQuery({
    ...surveyTotalsQueryOptions(scope, filter),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
