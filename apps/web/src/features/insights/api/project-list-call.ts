import type { FrequencyBand } from '@airlens/domain';
import { insightsEndpoints, successSchemaOf, type Paged, type ProjectEntry } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';
import { emptyPage } from './empty-page';
import { applyStatusRules } from './project-status-rules';

// The call without the data cache's hooks (list-projects.ts): the dashboard's first page starts from a chunk
// that loads before the app's libraries (dashboard-first-page.ts, issue #21).

/** A map selection (docs/product-spec.md §7: minLatitude, maxLatitude, minLongitude, maxLongitude). */
export interface GeoBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

export interface ProjectListParams {
  query: string;
  band: FrequencyBand;
  startDate: string | null;
  endDate: string | null;
  bounds: GeoBounds | null;
  page: number;
  size: number;
  /** `column,asc|desc`, or null for the server's order (COMPLETED first, then name). */
  sort: string | null;
}

function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** GET /insightapi/v1/projects: one page of projects with their KPI values and users. */
export async function listProjects(
  scope: ApiScope,
  params: ProjectListParams,
  signal?: AbortSignal,
): Promise<Paged<ProjectEntry>> {
  const bounds = params.bounds;
  const query = {
    query: params.query.trim() === '' ? undefined : params.query.trim(),
    startDate: params.startDate ?? undefined,
    endDate: params.endDate ?? undefined,
    frequencyBand: params.band,
    minLatitude: bounds === null ? undefined : round(bounds.minLatitude),
    maxLatitude: bounds === null ? undefined : round(bounds.maxLatitude),
    minLongitude: bounds === null ? undefined : round(bounds.minLongitude),
    maxLongitude: bounds === null ? undefined : round(bounds.maxLongitude),
    page: params.page,
    size: params.size,
    sort: params.sort ?? undefined,
    includeProjectUser: 'true' as const,
    // The projects carry their tags (docs/product-spec.md §7 "GET projects with includeTag and includeProjectUser").
    includeTag: 'true' as const,
  };
  const answer = await loadEndpoint(
    insightsEndpoints.listProjects,
    { query },
    {
      scope,
      empty: emptyPage<ProjectEntry>(params),
      failure: LOAD_FAILURE_MESSAGES.projects,
      signal,
    },
  );
  return applyStatusRules(answer, params.sort === null);
}

/**
 * The answer to the same call that the server inlined into the page (http/spa-first-page.ts), read as
 * `listProjects` reads an answer: the contract's schema (a malformed answer raises the load failure), then the
 * status rules.
 */
export function readProjectsAnswer(answer: unknown, params: ProjectListParams): Paged<ProjectEntry> {
  const parsed = successSchemaOf(insightsEndpoints.listProjects).safeParse(answer);
  if (!parsed.success) {
    throw new Error(LOAD_FAILURE_MESSAGES.projects, { cause: parsed.error });
  }
  // The parse boundary: the contract's schema yields exactly the endpoint's answer type.
  return applyStatusRules(parsed.data as Paged<ProjectEntry>, params.sort === null);
}

/** The data cache's key of a page of projects in a scope (one key for the dashboard and its early start). */
export function projectsQueryKey(scope: ApiScope, params: ProjectListParams) {
  return ['insights', scope.name, 'projects', params] as const;
}
