import type { QueryClient } from '@tanstack/react-query';
import type { Paged, ProjectEntry } from '@airlens/contract';
import { DEFAULT_BAND, DEFAULT_PAGE_SIZE } from '@airlens/domain';
import { SESSION_API_SCOPE } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
// Not list-projects.ts: this module loads before the app's libraries (React Query among them), so it imports
// only the call and the query key, and the data cache as a type.
import { listProjects, projectsQueryKey, readProjectsAnswer } from './api/project-list-call';
import type { ProjectListParams } from './api/project-list-call';
import { DASHBOARD_PATH, readInlinedFirstPage } from './inlined-first-page';

/**
 * The early call must not run the app's 401 handling: it may start before the session is known, and a stale
 * session is the start-up's to clear (app/bootstrap-session.ts), not this call's.
 */
const EARLY_SCOPE: ApiScope = { ...SESSION_API_SCOPE, handlesUnauthorized: false };

/**
 * The first table page the dashboard asks for at an address without query values: no search, the default band,
 * the whole date range, no map area, page 0 of the default size, the server's order (useDashboardProjects with
 * the URL defaults). Null elsewhere, and for an address with query values (band, dates, sort, size, view),
 * which the dashboard reads with the configuration at hand.
 */
export function dashboardFirstPageParams(location: {
  pathname: string;
  search: string;
}): ProjectListParams | null {
  if (location.pathname !== DASHBOARD_PATH || (location.search !== '' && location.search !== '?')) {
    return null;
  }
  return {
    query: '',
    band: DEFAULT_BAND,
    startDate: null,
    endDate: null,
    bounds: null,
    page: 0,
    size: DEFAULT_PAGE_SIZE,
    sort: null,
  };
}

interface EarlyPage {
  params: ProjectListParams;
  answer: Promise<Paged<ProjectEntry>>;
}

let early: EarlyPage | null = null;

/**
 * Starts the dashboard's first table page at page load, side by side with the app's own chunks, /config.json
 * and the session, instead of after all of them and the dashboard's chunk (issue #21: the first page of 10,000
 * projects in under 500 ms); when the server inlined the page into this page load, that answer is read
 * instead of asking again. Does nothing away from the dashboard's plain address. Returns the call, settled
 * either way (null when none started).
 */
export function startDashboardFirstPage(location: {
  pathname: string;
  search: string;
}): Promise<void> | null {
  const params = dashboardFirstPageParams(location);
  if (params === null) {
    return null;
  }
  const inlined = readInlinedFirstPage();
  const answer =
    inlined === null
      ? listProjects(EARLY_SCOPE, params)
      : Promise.resolve(inlined.answer).then((raw) => readProjectsAnswer(raw, params));
  early = { params, answer };
  // Its failure is handled where it is adopted (the dashboard's own call then runs), or nowhere when dropped.
  return answer.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Once the session is known and may open the dashboard: the early page becomes the dashboard's query, under
 * its own key, so the dashboard renders it, or waits for it while it is still on its way, instead of asking
 * again. When the early call failed, the query makes the dashboard's own call, with the usual retries and
 * the usual 401 handling, so the outcome is the one the dashboard alone would reach.
 */
export function adoptDashboardFirstPage(queryClient: QueryClient): void {
  const started = early;
  early = null;
  if (started === null) {
    return;
  }
  void queryClient.prefetchQuery({
    queryKey: projectsQueryKey(SESSION_API_SCOPE, started.params),
    queryFn: ({ signal }) =>
      started.answer.catch(() => listProjects(SESSION_API_SCOPE, started.params, signal)),
    // The dashboard shows this query's error itself (useProjects).
    meta: { handledError: true },
  });
}

/** Drops the early page (no session, or a user the dashboard is not for). */
export function discardDashboardFirstPage(): void {
  early = null;
}
