import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsEndpoints, type Paged, type SurveyEvent } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { emptyPage } from './empty-page';

/** Filters shared by the survey events and their totals (docs/product-spec.md §7). */
export interface SurveyFilter {
  query: string;
  startDate: string | null;
  endDate: string | null;
  projectId: string | null;
  floorPlanRowId: number | null;
}

export interface SurveyEventsParams extends SurveyFilter {
  page: number;
  size: number;
  sort: string | null;
}

/** The query string of the survey filters. */
export function surveyFilterQuery(filter: SurveyFilter) {
  return {
    query: filter.query.trim() === '' ? undefined : filter.query.trim(),
    startDate: filter.startDate ?? undefined,
    endDate: filter.endDate ?? undefined,
    projectId: filter.projectId ?? undefined,
    floorPlanRowId: filter.floorPlanRowId === null ? undefined : String(filter.floorPlanRowId),
  };
}

/** GET /insightapi/v1/surveyEvents: one page of survey event rows. */
export async function listSurveyEvents(
  scope: ApiScope,
  params: SurveyEventsParams,
  signal?: AbortSignal,
): Promise<Paged<SurveyEvent>> {
  const query = {
    ...surveyFilterQuery(params),
    page: params.page,
    size: params.size,
    sort: params.sort ?? undefined,
  };
  return loadEndpoint(
    insightsEndpoints.listSurveyEvents,
    { query },
    {
      scope,
      empty: emptyPage<SurveyEvent>(params),
      failure: LOAD_FAILURE_MESSAGES.surveys,
      signal,
    },
  );
}

export function surveyEventsQueryOptions(scope: ApiScope, params: SurveyEventsParams) {
  return queryOptions({
    queryKey: ['insights', scope.name, 'survey-events', params],
    queryFn: ({ signal }) => listSurveyEvents(scope, params, signal),
  });
}

export function useSurveyEvents(params: SurveyEventsParams) {
  const scope = useApiScope();
  return useQuery({
    ...surveyEventsQueryOptions(scope, params),
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
