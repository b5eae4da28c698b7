import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type SurveyDateRange } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from './api-scope';
import type { ApiScope } from './api-scope';
import { loadEndpoint } from './scoped-load';

/**
 * GET /insightapi/v1/surveyDateRange: the first and last survey day of the caller's projects, or of one
 * project when `projectId` is given.
 */
export async function getSurveyDateRange(
  scope: ApiScope,
  projectId?: string,
  signal?: AbortSignal,
): Promise<SurveyDateRange> {
  return loadEndpoint(
    insightsEndpoints.getSurveyDateRange,
    { query: projectId === undefined ? {} : { projectId } },
    {
      scope,
      empty: { startDate: null, endDate: null },
      failure: LOAD_FAILURE_MESSAGES.surveyDateRange,
      signal,
    },
  );
}

export function surveyDateRangeQueryOptions(scope: ApiScope, projectId?: string) {
  return queryOptions({
    queryKey:
      projectId === undefined
        ? ['insights', scope.name, 'survey-date-range']
        : ['projects', scope.name, projectId, 'survey-date-range'],
    queryFn: ({ signal }) => getSurveyDateRange(scope, projectId, signal),
  });
}

/** The date fields of a filter bar: the chosen range, else the whole survey range, bounded by it. */
export interface SurveyDateRangeFields {
  startDate: string;
  endDate: string;
  minDate: string | undefined;
  maxDate: string | undefined;
  isDateRangeChosen: boolean;
  /** Why the survey range could not be loaded; null when it was. */
  error: string | null;
}

/**
 * The date range a filter bar shows: the chosen `from`/`to` (null = not chosen) or, by default, the whole
 * survey date range of the caller's projects (or of one project), which also bounds the pickers.
 */
export function useSurveyDateRange(
  chosen: { startDate: string | null; endDate: string | null },
  projectId?: string,
): SurveyDateRangeFields {
  const scope = useApiScope();
  const range = useQuery({ ...surveyDateRangeQueryOptions(scope, projectId), meta: { handledError: true } });
  return {
    startDate: chosen.startDate ?? range.data?.startDate ?? '',
    endDate: chosen.endDate ?? range.data?.endDate ?? '',
    minDate: range.data?.startDate ?? undefined,
    maxDate: range.data?.endDate ?? undefined,
    isDateRangeChosen: chosen.startDate !== null || chosen.endDate !== null,
    error: range.error?.message ?? null,
  };
}
