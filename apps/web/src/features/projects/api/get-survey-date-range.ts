import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadWithDefaults } from '@/components/scoped-load';
import { surveyDateRangeSchema } from './project-schemas';
import type { SurveyDateRange } from './project-schemas';

/** GET /insightapi/v1/surveyDateRange?projectId=: the first and last survey day of one project. */
export async function getProjectSurveyDateRange(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<SurveyDateRange> {
  return loadWithDefaults({
    scope,
    path: '/insightapi/v1/surveyDateRange',
    query: { projectId },
    schema: surveyDateRangeSchema,
    empty: { startDate: null, endDate: null },
    failure: LOAD_FAILURE_MESSAGES.surveyDateRange,
    signal,
  });
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
