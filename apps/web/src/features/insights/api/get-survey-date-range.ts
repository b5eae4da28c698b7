import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type SurveyDateRange } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/** GET /insightapi/v1/surveyDateRange: the first and last survey day of the caller's projects. */
export async function getSurveyDateRange(scope: ApiScope, signal?: AbortSignal): Promise<SurveyDateRange> {
  return loadEndpoint(
    insightsEndpoints.getSurveyDateRange,
    { query: {} },
    {
      scope,
      empty: { startDate: null, endDate: null },
      failure: LOAD_FAILURE_MESSAGES.surveyDateRange,
      signal,
    },
  );
}

export function surveyDateRangeQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'survey-date-range'],
    queryFn: ({ signal }) => getSurveyDateRange(scope, signal),
  });
}

export function useSurveyDateRange() {
  const scope = useApiScope();
  return useQuery({ ...surveyDateRangeQueryOptions(scope), meta: { handledError: true } });
}
