import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type SurveyDateRange } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/** GET /insightapi/v1/surveyDateRange?projectId=: the first and last survey day of one project. */
export async function getProjectSurveyDateRange(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<SurveyDateRange> {
  return loadEndpoint(
    insightsEndpoints.getSurveyDateRange,
    { query: { projectId } },
    {
      scope,
      empty: { startDate: null, endDate: null },
      failure: LOAD_FAILURE_MESSAGES.surveyDateRange,
      signal,
    },
  );
}

export function projectSurveyDateRangeQueryOptions(scope: ApiScope, projectId: string) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'survey-date-range'],
    queryFn: ({ signal }) => getProjectSurveyDateRange(scope, projectId, signal),
  });
}

export function useProjectSurveyDateRange(projectId: string) {
  const scope = useApiScope();
  return useQuery({ ...projectSurveyDateRangeQueryOptions(scope, projectId), meta: { handledError: true } });
}
