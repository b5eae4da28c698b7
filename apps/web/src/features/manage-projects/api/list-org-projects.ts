import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { manageEndpoints } from '@airlens/contract';
import type { ManagedProject, ManagedProjectPage } from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import { callEndpoint } from '@/lib/call-endpoint';
import { orgIdQueryOptions } from './get-org-id';

export type { ManagedProject, ManagedProjectPage };

export interface OrgProjectsQuery {
  query: string;
  page: number;
  size: number;
  sort: string | null;
}

/** GET organizations/{orgId}/projects: every project of the admin's organisation, paged. */
export async function listOrgProjects(
  orgId: string,
  params: OrgProjectsQuery,
  signal?: AbortSignal,
): Promise<ManagedProjectPage> {
  try {
    return await callEndpoint(
      manageEndpoints.listOrgProjects,
      {
        params: { orgId },
        query: { query: params.query, page: params.page, size: params.size, sort: params.sort ?? undefined },
      },
      { signal },
    );
  } catch (error) {
    throw new Error(LOAD_FAILURE_MESSAGES.projects, { cause: error });
  }
}

export function orgProjectsQueryOptions(orgId: string | undefined, params: OrgProjectsQuery) {
  return queryOptions({
    queryKey: ['manage-projects', 'list', orgId, params],
    queryFn: orgId === undefined ? skipToken : ({ signal }) => listOrgProjects(orgId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The organisation's projects; waits for the organisation id. */
export function useOrgProjects(params: OrgProjectsQuery) {
  const orgId = useQuery({ ...orgIdQueryOptions(), meta: { handledError: true } });
  const projects = useQuery({ ...orgProjectsQueryOptions(orgId.data, params), meta: { handledError: true } });
  return { projects, orgIdError: orgId.isError ? LOAD_FAILURE_MESSAGES.projects : null };
}
